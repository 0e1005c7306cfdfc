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
  const owner = await signUp(api, { name, email: uniqueEmail(name.toLowerCase()) });
  const application = (await createApplication(api, owner.token, owner.teamId, 'People data')).id;
  const environment = 'test';
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
  const saved = await api.call(connectionsEndpoints.save, {
    params: { unifiedApi, serviceId },
    body: { settings: {}, sandbox: true },
    headers: { authorization },
  });
  return { owner, application, environment, consumer, apiKey, authorization, connectionId: saved.data.id! };
}
