import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox: every mail is inserted in the transaction of the change that
 * causes it, then delivered by the mail worker. Without SMTP_URL it is also
 * the development mailbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may (next) try it; a claimed mail is leased by moving this ahead. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_status_next_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_created_idx').on(table.createdAt),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
