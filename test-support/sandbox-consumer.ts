import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import type { UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import { addCredential, createApplication, signUp, uniqueEmail, type Person } from './portal-data';

export interface SandboxConsumer {
  owner: Person;
  /** The application; everything below is in its test environment, which the owner's portal shows. */
  application: string;
  environment: 'test';
  consumer: string;
  /** The application's API key (the explorer's `apiKey`). */
  apiKey: string;
  /** The consumer's bearer header for the data plane. */
  authorization: string;
  /** The sandbox connection (its own data: the sandbox control route's `connectionId`). */
  connectionId: string;
}

/** A connector with a sandbox, and its unified API. */
export interface SandboxService {
  serviceId: string;
  unifiedApi: UnifiedApi;
}

/** A new Owner's application with, in `environment`, the service enabled, an API key and a consumer with its token. */
async function consumerWithKey(
  api: Parameters<typeof signUp>[0],
  name: string,
  serviceId: string,
  environment: 'test' | 'live',
) {
  const owner = await signUp(api, { name, email: uniqueEmail(name.toLowerCase()) });
  const application = (await createApplication(api, owner.token, owner.teamId, 'People data')).id;
  await api.call(usersEndpoints.updateMeta, { token: owner.token, body: { environment } });
  await api.call(integrationsEndpoints.update, {
    token: owner.token,
    params: { serviceId },
    body: { accountId: owner.teamId, serviceId, application, isEnabled: true, environment },
  });
  const keyId = (await addCredential(api, owner.token, application, environment)).id;
  const { apiKey } = (
    await api.call(credentialsEndpoints.reveal, {
      token: owner.token,
      params: { id: keyId },
      query: { application, environment },
    })
  ).data;
  const consumer = (
    await api.call(consumersEndpoints.create, {
      token: owner.token,
      body: { name: 'Northwind', application, environment },
    })
  ).data.id;
  const issued = (await api.call(tokensEndpoints.issue, { body: { scope: 'consumer', consumerId: consumer, apiKey } }))
    .data;
  if (!('accessToken' in issued)) throw new Error('POST /api/auth answered another form');
  const authorization = `Bearer ${issued.accessToken}`;
  return { owner, application, consumer, apiKey, authorization };
}

/**
 * A new Owner's application with, in its test environment (the one sandbox connections are made in, and the one the
 * owner's portal then shows), the service (BambooHR unless said) enabled, an API key (`sk_test_…`), and a consumer
 * connected to it in sandbox.
 */
export async function sandboxConsumer(
  api: Parameters<typeof signUp>[0],
  name: string,
  service: SandboxService = { serviceId: 'bamboohr', unifiedApi: 'HRIS' },
): Promise<SandboxConsumer> {
  const { serviceId, unifiedApi } = service;
  const environment = 'test';
  const made = await consumerWithKey(api, name, serviceId, environment);
  const saved = await api.call(connectionsEndpoints.save, {
    params: { unifiedApi, serviceId },
    body: { settings: {}, sandbox: true },
    headers: { authorization: made.authorization },
  });
  return { ...made, environment, connectionId: saved.data.id! };
}

/**
 * As `sandboxConsumer`, in the application's live environment, connected with `settings` (to a vendor, or a
 * simulator on a port that outlives the server).
 */
export async function liveConsumer(
  api: Parameters<typeof signUp>[0],
  name: string,
  service: SandboxService,
  settings: Record<string, string>,
): Promise<Omit<SandboxConsumer, 'environment'> & { environment: 'live' }> {
  const { serviceId, unifiedApi } = service;
  const environment = 'live';
  const made = await consumerWithKey(api, name, serviceId, environment);
  const saved = await api.call(connectionsEndpoints.save, {
    params: { unifiedApi, serviceId },
    body: { settings },
    headers: { authorization: made.authorization },
  });
  return { ...made, environment, connectionId: saved.data.id! };
}
