import { getConnector } from '../connectors/catalog/catalog';
import { directoryEndpoints } from '@portal/shared/directory/directory.endpoints';
import { SCIM_CONTENT_TYPE } from '@portal/shared/directory/scim.schemas';
import type { Services } from '../modules';
import { consumerInSandbox } from './integrations';
import type { TestApp } from './test-app';

type Ctx = Pick<Services, 'applications' | 'connections' | 'scimTokens' | 'scim'>;

/** The team application's Azure directory connection, its SCIM token and pushed resources (route-table samples). */
export function directoryHelpers(
  services: () => Ctx,
  team: { id: string },
  ownerId: () => string,
  application: () => Promise<string>,
) {
  async function directoryConnection() {
    const applicationId = await application();
    const owner = { applicationId, accountId: team.id, consumerId: null };
    const row = await services().connections.ensure(owner, getConnector('azure-directory')!);
    return { applicationId, connectionId: row.id };
  }
  async function scimToken() {
    const { applicationId, connectionId } = await directoryConnection();
    const scope = await services().applications.requireApplication(ownerId(), applicationId, null);
    const { token, baseUrl } = await services().scimTokens.createToken(scope, connectionId);
    return { connectionId, token, baseUrl };
  }
  return {
    directoryConnection,
    scimToken,
    async newScimResource(type: 'User' | 'Group') {
      const { connectionId, token, baseUrl } = await scimToken();
      const connection = (await services().connections.byId(connectionId))!;
      const name = `sample-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const written = await services().scim.create(
        { connection, baseUrl },
        type,
        type === 'User' ? { userName: `${name}@example.com` } : { displayName: name },
      );
      return { connectionId, token, id: String(written.resource.id) };
    },
  };
}

/**
 * A consumer's sandbox connection to a directory connector (Azure directory unless said) in a test environment, its
 * SCIM token (unless `token: false`), and SCIM calls with it in SCIM's own media type, as identity providers send.
 */
export async function scimOnSandbox(t: TestApp, serviceId = 'azure-directory', { token = true } = {}) {
  const sandbox = await consumerInSandbox(t, serviceId);
  const scope = await t.services.applications.requireApplication(sandbox.owner.id, sandbox.application, null, {
    environment: 'test',
  });
  const owner = { applicationId: scope.applicationId, accountId: sandbox.owner.teamId, consumerId: sandbox.consumer };
  const connectionId = (await t.services.connections.rowsOf(owner, [serviceId])).get(serviceId)!.id;
  const made = token
    ? (
        await sandbox.owner.api.call(directoryEndpoints.createScimToken, {
          body: { application: sandbox.application, environment: 'test', connectionId },
        })
      ).data
    : { token: '', baseUrl: '' };
  const headers = { authorization: `Bearer ${made.token}` };
  const raw = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/scim/v2/${connectionId}${path}`,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': SCIM_CONTENT_TYPE }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return { ...sandbox, connectionId, token: made.token, baseUrl: made.baseUrl, headers, raw };
}
