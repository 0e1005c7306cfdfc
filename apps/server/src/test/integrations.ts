import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { newApplication } from './applications';
import type { Person, TestApp } from './test-app';

/** A new Owner with a new application in which `serviceId` is enabled (the one integration the Free plan allows). */
export async function ownerWithIntegration(
  t: TestApp,
  serviceId: string,
): Promise<{ owner: Person; application: string }> {
  const owner = await t.signUp();
  const application = await newApplication(owner);
  await owner.api.call(integrationsEndpoints.update, {
    params: { serviceId },
    body: { accountId: owner.teamId, serviceId, application, isEnabled: true },
  });
  return { owner, application };
}

/** An access token of the owner's application, as a program calling `/api/connections` holds one. */
export async function applicationBearer(t: TestApp, owner: Person, application: string): Promise<string> {
  return `Bearer ${(await t.services.accessTokens.issue({ applicationId: application, accountId: owner.teamId })).accessToken}`;
}

/** A new consumer of the owner's application and its access token, as the consumer's program holds one. */
export async function consumerBearer(
  t: TestApp,
  owner: Person,
  application: string,
): Promise<{ consumer: string; authorization: string }> {
  const scope = await t.services.applications.requireApplication(owner.id, application, null);
  const consumer = (await t.services.consumers.create(scope, 'Acme')).id;
  const { accessToken } = await t.services.accessTokens.issue({
    applicationId: application,
    accountId: owner.teamId,
    consumerId: consumer,
  });
  return { consumer, authorization: `Bearer ${accessToken}` };
}

/** An Owner whose consumer connected BambooHR in sandbox (added, then callable). */
export async function consumerInSandbox(t: TestApp) {
  const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
  const { consumer, authorization } = await consumerBearer(t, owner, application);
  const saved = await t.api.unchecked(connectionsEndpoints.save, {
    params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
    body: { settings: {}, sandbox: true },
    headers: { authorization },
  });
  if (!saved.ok || saved.data.state !== 'callable')
    throw new Error(`the sandbox connection was not saved: ${saved.status}`);
  return { owner, application, consumer, authorization };
}
