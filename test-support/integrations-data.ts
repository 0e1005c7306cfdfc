import type { ApiClient } from '@portal/shared/common/endpoint-client';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';

/**
 * Integrations made through the real API, for the web component tests and the browser journeys alike
 * (see portal-data.ts): what an Owner would have done in another tab.
 */

/** Enables (or disables) a connector in an application of the team `account`. */
export async function enableIntegration(
  api: ApiClient,
  token: string,
  account: string,
  application: string,
  serviceId: string,
  isEnabled = true,
) {
  return (
    await api.call(integrationsEndpoints.update, {
      token,
      params: { serviceId },
      body: { accountId: account, serviceId, application, isEnabled },
    })
  ).data;
}

/** Saves the application's own connection to a connector (settings checked with the vendor). */
export async function saveConnection(
  api: ApiClient,
  token: string,
  application: string,
  serviceId: string,
  settings: Record<string, unknown> = {},
) {
  return (
    await api.call(integrationsEndpoints.saveConnection, {
      token,
      params: { serviceId },
      query: { application },
      body: { settings, enabled: true },
    })
  ).data;
}
