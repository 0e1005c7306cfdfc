import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '@portal/shared/mail/mail.constants';
import { at, createdAt, id, queueColumns } from '../../db/columns';

/**
 * The outbox: every mail is inserted in the transaction of the change that
 * causes it, then delivered by the mail worker (lib/queue-worker). Without
 * SMTP_URL it is also the development mailbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    ...queueColumns(MAIL_STATUSES),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (table) => [
    index('mail_outbox_status_next_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_created_idx').on(table.createdAt),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
