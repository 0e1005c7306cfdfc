import { sql } from 'drizzle-orm';
import { type AnyPgColumn, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ENVIRONMENTS } from '@portal/shared/common/environment';
import { createdAt, id, oneOf, ownerRef } from '../../db/columns';
import { accounts } from '../teams/teams.table';
import { users } from '../users/users.table';

/**
 * An application of a team: what holds its keys, integrations, consumers, webhooks and logs. The row a team sees is
 * the application and its live environment; its test environment is a second row (`environment` test, pointing at it
 * by `liveApplicationId`), made the first time it is used, so every table keyed by application is split by
 * environment without a column of its own. docs/decisions.md, "Environments".
 */
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
    environment: oneOf('environment', ENVIRONMENTS).notNull().default('live'),
    /** Set on a test environment's row: the application it is the test environment of (deleted with it). */
    liveApplicationId: uuid('live_application_id').references((): AnyPgColumn => applications.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    // Names are unique in a team in any case (a test environment's row repeats its application's); the index also
    // serves the team's list.
    uniqueIndex('applications_account_name_unique')
      .on(table.accountId, sql`lower(${table.name})`)
      .where(sql`${table.liveApplicationId} is null`),
    // One test environment per application.
    uniqueIndex('applications_live_application_unique').on(table.liveApplicationId),
  ],
);

/**
 * The column every table of an application's rows starts with (keys, integrations,
 * consumers, webhooks, logs): deleting the application deletes them in the same statement.
 */
export const ownedByApplication = () => ownerRef('application_id', () => applications.id);

export type ApplicationRow = typeof applications.$inferSelect;
