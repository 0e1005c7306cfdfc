import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import type { ApiClient } from '@portal/shared/common/endpoint-client';
import type {
  ConnectPage,
  CreateConnectSessionBody,
  CreatedConnectSession,
} from '@portal/shared/connect/connect.schemas';
import { addCredential, createApplication, signUp } from '../../test-support/portal-data';
import { uniqueEmail } from './journeys';

/**
 * What the hosted Connect page's journeys share: an application in test with services enabled and a test API key,
 * connect sessions made by its backend on the data plane, and axe-core run on the page.
 */

export interface ConnectApplication {
  ownerToken: string;
  application: string;
  /** The API key itself (`sk_test_…`, `sk_live_…`): what the developer's backend authenticates with. */
  apiKey: string;
}

/** A new Owner's application with `services` enabled in `environment` (test by default), and an API key of it. */
export async function connectApplication(
  api: ApiClient,
  services: string[],
  environment: 'test' | 'live' = 'test',
): Promise<ConnectApplication> {
  const owner = await signUp(api, { name: 'Conny', email: uniqueEmail('connect') });
  const application = (await createApplication(api, owner.token, owner.teamId, 'Acme People')).id;
  await api.call(usersEndpoints.updateMeta, { token: owner.token, body: { environment } });
  for (const serviceId of services)
    await api.call(integrationsEndpoints.update, {
      token: owner.token,
      params: { serviceId },
      body: { accountId: owner.teamId, serviceId, application, isEnabled: true, environment },
    });
  const key = await addCredential(api, owner.token, application, environment);
  const { apiKey } = (
    await api.call(credentialsEndpoints.reveal, {
      token: owner.token,
      params: { id: key.id },
      query: { application, environment },
    })
  ).data;
  return { ownerToken: owner.token, application, apiKey };
}

/** Calls the data plane with the API key, as the developer's backend does; answers the unwrapped body. */
async function dataPlane<T>(baseUrl: string, apiKey: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/unified${path}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as { data?: T };
  expect(response.ok, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(true);
  return (answer.data ?? answer) as T;
}

/** POST {url}/connect/sessions: a session for a consumer the developer names by its own id. */
export const createSession = (baseUrl: string, app: ConnectApplication, body: Partial<CreateConnectSessionBody> = {}) =>
  dataPlane<CreatedConnectSession>(baseUrl, app.apiKey, 'POST', '/connect/sessions', {
    consumer: { externalId: `customer-${Math.random().toString(36).slice(2)}`, name: 'Northwind Traders' },
    ...body,
  });

export const readSession = (baseUrl: string, app: ConnectApplication, id: string) =>
  dataPlane<{ status: string; connectionId: string | null; serviceId: string | null }>(
    baseUrl,
    app.apiKey,
    'GET',
    `/connect/sessions/${id}`,
  );

export const revokeSession = (baseUrl: string, app: ConnectApplication, id: string) =>
  dataPlane<unknown>(baseUrl, app.apiKey, 'DELETE', `/connect/sessions/${id}`);

/** What the page itself loads with its token (the sandbox values it prefills, in test). */
export async function pageSession(baseUrl: string, token: string): Promise<ConnectPage> {
  const response = await fetch(`${baseUrl}/connect/api/session`, { headers: { authorization: `Bearer ${token}` } });
  const answer = (await response.json()) as { data?: ConnectPage };
  return (answer.data ?? answer) as ConnectPage;
}

/** The hosted page's path of a session (its `url` names the server's public address; the browser has its own). */
export const pagePath = (session: CreatedConnectSession) => new URL(session.url).pathname;

const axeSource = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on what the page shows and expects no serious or critical violation. Evaluated, not added with a
 * script tag: the page's CSP (script-src 'self') refuses inline scripts, which is the point of it.
 */
export async function expectNoSeriousViolations(page: Page, step: string) {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes[0]?.target}`);
  expect(serious, `axe on ${step}`).toEqual([]);
}
