import { getConnector } from '../connectors/catalog/catalog';
import type { Services } from '../modules';

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
