import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { connections } from '../integrations/connections.table';

/**
 * When each model of a connection was last synced for change detection, and until when a server holds it (so
 * several processes never sync one model at once; a crashed one's lease runs out).
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    syncedAt: at('synced_at'),
    leaseUntil: at('lease_until')
      .notNull()
      .default(sql`now()`),
    lastError: text('last_error'),
  },
  (table) => [primaryKey({ columns: [table.connectionId, table.model] })],
);

/** The hash of each entity as the last sync saw it: what the next sync compares with. */
export const syncEntities = pgTable(
  'sync_entities',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    entityId: text('entity_id').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.connectionId, table.model, table.entityId] })],
);
