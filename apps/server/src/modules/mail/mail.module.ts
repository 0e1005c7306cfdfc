import { defineModule } from '../../lib/module';
import { mailboxPage } from './mailbox-page';
import { mailRoutes } from './mail.routes';
import { createMailService } from './mail.service';

/** The outbox and its worker, and without SMTP the development mailbox (loopback only). */
export const mailModule = defineModule({
  name: 'mail',
  services: { mail: createMailService },
  routes: mailRoutes,
  pages: mailboxPage,
  cleanup: ({ mail }) => [
    { name: 'mail', run: mail.purgeSent },
    { name: 'mailKeys', run: mail.redactKept },
  ],
  workers: ({ mail }) => [mail.worker],
  onReady: ({ config, log }) => {
    if (config.devMailbox) {
      log.warn(
        'No SMTP_URL: mail is kept in the database, printed to this log and listed at /dev/mailbox (JSON: /api/dev/mailbox), to requests from this machine only. Set SMTP_URL (or NODE_ENV=production) for a real deployment.',
      );
    } else if (!config.SMTP_URL) {
      log.warn('No SMTP_URL: mail is not delivered, only printed to this log. Set SMTP_URL.');
    }
  },
});
