import { eq } from 'drizzle-orm';
import type { Environment } from '@portal/shared/common/environment';
import { CONNECT_TOKEN_PREFIX } from '@portal/shared/connect/connect.constants';
import { getConnector } from '../connectors/catalog/catalog';
import { hashToken, newToken } from '../lib/tokens';
import type { Platform } from '../lib/module';
import type { Services } from '../modules';
import { connectSessions } from '../modules/connect/connect.table';
import { connections } from '../modules/integrations/connections.table';

type Ctx = Pick<
  Platform & Services,
  'db' | 'applications' | 'consumers' | 'connections' | 'integrations' | 'connectLinks'
>;

/**
 * Connect sessions of a team's application made through the services as its Owner, for the route table's samples:
 * a token of a fresh consumer offering one service (written directly, so a service the Free plan has not enabled
 * can be offered), and magic links.
 */
export function connectHelpers(
  services: () => Ctx,
  team: { id: string },
  ownerId: () => string,
  application: () => Promise<string>,
  newConsumer: () => Promise<string>,
) {
  const scopeIn = async (environment: Environment) =>
    services().applications.requireApplication(ownerId(), await application(), null, { environment });

  async function newConnectToken(environment: Environment, serviceId: string): Promise<string> {
    const scope = await scopeIn(environment);
    // Live holds one consumer on the Free plan: a new one replaces the last; test has room for many.
    const consumerId =
      environment === 'live' ? await newConsumer() : (await services().consumers.create(scope, 'Connect sample')).id;
    const token = `${CONNECT_TOKEN_PREFIX}${newToken()}`;
    await services()
      .db.insert(connectSessions)
      .values({
        accountId: team.id,
        applicationId: scope.applicationId,
        consumerId,
        kind: 'session',
        tokenHash: hashToken(token),
        integrations: [serviceId],
        expiresAt: new Date(Date.now() + 30 * 60 * 1000),
      });
    return token;
  }

  return {
    newConnectToken,

    /** A test session whose consumer's connection to `serviceId` was authorized after it began. */
    async authorizedConnectToken(serviceId: string): Promise<string> {
      const token = await newConnectToken('test', serviceId);
      const scope = await scopeIn('test');
      const [session] = await services()
        .db.select()
        .from(connectSessions)
        .where(eq(connectSessions.tokenHash, hashToken(token)));
      const owner = { applicationId: scope.applicationId, accountId: team.id, consumerId: session!.consumerId };
      const saved = await services().connections.save(owner, getConnector(serviceId)!, { settings: {}, sandbox: true });
      await services()
        .db.update(connections)
        .set({ state: 'callable', authorizedAt: new Date(Date.now() + 1000) })
        .where(eq(connections.id, saved.id!));
      return token;
    },

    /** A pending magic link (no mail) of a fresh consumer of the live application, offering `serviceId`. */
    async newConnectLink(serviceId: string): Promise<string> {
      const scope = await scopeIn('live');
      await services().integrations.update(scope, serviceId, {
        accountId: team.id,
        serviceId,
        application: scope.liveApplicationId,
        isEnabled: true,
      });
      return (await services().connectLinks.create(scope, await newConsumer(), {})).session.id;
    },
  };
}
