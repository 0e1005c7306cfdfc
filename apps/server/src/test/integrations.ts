import type { Environment } from '@portal/shared/common/environment';
import { getConnector } from '../connectors/catalog/catalog';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { newApplication } from './applications';
import type { Person, TestApp } from './test-app';

/**
 * A new Owner with a new application in which `serviceId` is enabled (the one integration the Free plan allows), in
 * its live environment unless said.
 */
export async function ownerWithIntegration(
  t: TestApp,
  serviceId: string,
  environment: Environment = 'live',
): Promise<{ owner: Person; application: string }> {
  const owner = await t.signUp();
  const application = await newApplication(owner);
  await owner.api.call(integrationsEndpoints.update, {
    params: { serviceId },
    body: { accountId: owner.teamId, serviceId, application, isEnabled: true, environment },
  });
  return { owner, application };
}

/** The application row of the application's `environment` (its own id for live), as the data plane's tables key it. */
export async function environmentRowOf(t: TestApp, owner: Person, application: string, environment: Environment) {
  return (await t.services.applications.requireApplication(owner.id, application, null, { environment })).applicationId;
}

/** An access token of the owner's application (in `environment`), as a program calling `/api/connections` holds one. */
export async function applicationBearer(
  t: TestApp,
  owner: Person,
  application: string,
  environment: Environment = 'live',
): Promise<string> {
  const applicationId = await environmentRowOf(t, owner, application, environment);
  return `Bearer ${(await t.services.accessTokens.issue({ applicationId, accountId: owner.teamId })).accessToken}`;
}

/** A new consumer of the owner's application (in `environment`) and its access token, as its program holds one. */
export async function consumerBearer(
  t: TestApp,
  owner: Person,
  application: string,
  environment: Environment = 'live',
): Promise<{ consumer: string; authorization: string }> {
  const scope = await t.services.applications.requireApplication(owner.id, application, null, { environment });
  const consumer = (await t.services.consumers.create(scope, 'Acme')).id;
  const { accessToken } = await t.services.accessTokens.issue({
    applicationId: scope.applicationId,
    accountId: owner.teamId,
    consumerId: consumer,
  });
  return { consumer, authorization: `Bearer ${accessToken}` };
}

/**
 * An Owner whose consumer connected a service (BambooHR unless said) in sandbox (added, then callable), in the
 * application's test environment: portal reads of it name `environment: 'test'`.
 */
export async function consumerInSandbox(t: TestApp, serviceId = 'bamboohr') {
  const { owner, application } = await ownerWithIntegration(t, serviceId, 'test');
  const { consumer, authorization } = await consumerBearer(t, owner, application, 'test');
  const saved = await t.api.unchecked(connectionsEndpoints.save, {
    params: { unifiedApi: getConnector(serviceId)!.unifiedApi, serviceId },
    body: { settings: {}, sandbox: true },
    headers: { authorization },
  });
  if (!saved.ok || saved.data.state !== 'callable')
    throw new Error(`the sandbox connection was not saved: ${saved.status}`);
  return { owner, application, environment: 'test' as const, consumer, authorization };
}
