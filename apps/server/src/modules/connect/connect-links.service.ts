import { CONNECT_LINK_SECONDS } from '@portal/shared/connect/connect.constants';
import type { ConnectLinkBody, ConnectSession } from '@portal/shared/connect/connect.schemas';
import { getConnector } from '../../connectors/catalog/catalog';
import type { ApplicationScope } from '../applications/application-scope';
import type { ApplicationsService } from '../applications/applications.service';
import type { MailService } from '../mail/mail.service';
import { connectLinkMail } from '../mail/mail.templates';
import type { ConnectSessionsService } from './connect-sessions.service';

interface Deps {
  applications: ApplicationsService;
  connectSessions: ConnectSessionsService;
  mail: MailService;
}

/**
 * Magic links (issue 28): a session of 7 days made from the portal for one consumer, mailed through the outbox in the
 * transaction that makes it when an address is given; a reconnect link offers the one service to authorize again.
 */
export function createConnectLinksService({ applications, connectSessions, mail }: Deps) {
  return {
    async create(scope: ApplicationScope, consumerId: string, data: ConnectLinkBody['data']) {
      const application = await applications.find(scope.liveApplicationId);
      const { session, url } = await connectSessions.create(
        scope,
        {
          consumerId,
          integrations: data.integrations,
          reconnect: data.reconnect,
          locale: data.locale,
          expiresInSeconds: CONNECT_LINK_SECONDS,
        },
        {
          kind: 'link',
          email: data.email,
          createdBy: scope.userId,
          afterInsert: async (tx, link, row) => {
            if (!data.email) return;
            const content = connectLinkMail({
              applicationName: application?.name ?? '',
              services: row.integrations.map((serviceId) => getConnector(serviceId)?.name ?? serviceId),
              link,
              expiresAt: row.expiresAt,
              reconnect: row.reconnect !== null,
            });
            await mail.enqueue(tx, data.email, content);
          },
        },
      );
      return { session, url };
    },

    list: (scope: ApplicationScope, consumerId: string): Promise<ConnectSession[]> =>
      connectSessions.ofConsumer(scope, consumerId),

    revoke: (scope: ApplicationScope, id: string) => connectSessions.revoke(scope, id),
  };
}

export type ConnectLinksService = ReturnType<typeof createConnectLinksService>;
