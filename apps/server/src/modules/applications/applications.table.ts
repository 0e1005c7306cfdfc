import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ownerRef } from '../../db/columns';
import { accounts } from '../teams/teams.table';
import { users } from '../users/users.table';

/** An application of a team: what holds its keys, integrations, consumers, webhooks and logs. */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    accountId: ownerRef('account_id', () => accounts.id),
    name: text('name').notNull(),
    /** The Standard Webhooks signing secret (`whsec_…`), sealed with the secret box. */
    webhookSecret: text('webhook_secret').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // Names are unique in a team in any case; the index also serves the team's list.
  (table) => [uniqueIndex('applications_account_name_unique').on(table.accountId, sql`lower(${table.name})`)],
);

/**
 * The column every table of an application's rows starts with (keys, integrations,
 * consumers, webhooks, logs): deleting the application deletes them in the same statement.
 */
export const ownedByApplication = () => ownerRef('application_id', () => applications.id);

export type ApplicationRow = typeof applications.$inferSelect;
