import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, id, ownerRef } from '../../db/columns';
import { ownedByApplication } from '../applications/applications.table';
import { consumers } from '../consumers/consumers.table';
import { accounts } from '../teams/teams.table';

/**
 * An event (001 §3 Event log): a connection's lifecycle or a change of one of a consumer's entities, recorded in the
 * transaction of the change. `entity` keeps the unified entity for the webhook body (null for a deletion and for
 * connection events). Events go with their application and consumer.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    // `createdAt` in code so the cursor pager (lib/cursor-page.ts) reads it; `occured_at` as the spec spells it.
    createdAt: at('occured_at').notNull().defaultNow(),
    accountId: ownerRef('account_id', () => accounts.id),
    applicationId: ownedByApplication(),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    unifiedApi: text('unified_api').notNull(),
    eventType: text('event_type').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    entity: jsonb('entity'),
  },
  (table) => [
    // The events lists: newest first (a backward scan), the id breaking ties; forward for the previous page.
    index('events_application_idx').on(table.applicationId, table.createdAt, table.id),
    index('events_consumer_idx').on(table.consumerId, table.createdAt, table.id),
  ],
);

export type EventRow = typeof events.$inferSelect;
