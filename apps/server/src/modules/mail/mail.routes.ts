import type { FastifyInstance } from 'fastify';
import { mailEndpoints } from '@portal/shared/mail/mail.endpoints';
import { notFound } from '../../lib/app-error';
import { routes } from '../../plugins/endpoints';
import type { MailService } from './mail.service';

/**
 * The development mailbox: every mail the portal wrote, so a developer can
 * open a verification or reset link. Registered only when there is no SMTP
 * server and NODE_ENV is not production, and (its contract's `access.local`)
 * answered only over the loopback interface without forwarding headers: 404 to
 * anyone else, since its links would take over any account.
 */
export function mailRoutes(
  app: FastifyInstance,
  { mail, config }: { mail: MailService; config: { devMailbox: boolean } },
) {
  if (!config.devMailbox) return;
  routes(app, mailEndpoints, {
    devList: () => mail.list(),
    devGet: async ({ params }) => {
      const found = await mail.get(params.id);
      if (!found) throw notFound('Mail not found');
      return found;
    },
  });
}
