import { bigint, date, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONSUMER_CALL_KINDS } from '@portal/shared/consumers/consumers.constants';
import { createdAt, id, oneOf, ownerRef } from '../../db/columns';
import { ownedByApplication } from '../applications/applications.table';
import { accounts } from '../teams/teams.table';
import { users } from '../users/users.table';

/**
 * A consumer (001 §3): one of an application's own customers. Its connections (the connections table's
 * `consumer_id`) and its call counts go with it; deleting the application deletes its consumers.
 */
export const consumers = pgTable(
  'consumers',
  {
    id: id(),
    /** The application's team, kept here so the plan's consumer limit counts the team's consumers in one query. */
    accountId: ownerRef('account_id', () => accounts.id),
    applicationId: ownedByApplication(),
    name: text('name').notNull().default(''),
    /** The developer's own id of this customer (issue 28), unique in its application; a caller may name it instead. */
    externalId: text('external_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who created it, as they were then (the list's record of it). */
    createdByName: text('created_by_name').notNull().default(''),
    createdByLastname: text('created_by_lastname').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    // The list's order and its cursor (newest first, the id breaking ties), read backwards.
    index('consumers_application_created_idx').on(table.applicationId, table.createdAt, table.id),
    index('consumers_account_idx').on(table.accountId),
    uniqueIndex('consumers_application_external_id_idx').on(table.applicationId, table.externalId),
  ],
);

/**
 * A consumer's API calls per calendar month (UTC) and kind: `connection` (passthrough) or `universal` (the
 * unified models). The data plane adds to it (`consumers.countCalls`) as it meters calls; consumer usage reads it.
 */
export const consumerCalls = pgTable(
  'consumer_calls',
  {
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    kind: oneOf('kind', CONSUMER_CALL_KINDS).notNull(),
    calls: bigint('calls', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.consumerId, table.month, table.kind] })],
);

export type ConsumerRow = typeof consumers.$inferSelect;
