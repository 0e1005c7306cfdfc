import type { Environment } from '@portal/shared/common/environment';
import type { Person, TestApp } from '../../../apps/server/src/test/test-app';

/** A new API key of the owner's application in `environment`, as the developer copies it from the portal. */
export async function apiKeyOf(t: TestApp, owner: Person, application: string, environment: Environment = 'live') {
  const scope = await t.services.applications.requireApplication(owner.id, application, null, { environment });
  return (await t.services.credentials.reveal(scope, (await t.services.credentials.create(scope)).id)).apiKey;
}
