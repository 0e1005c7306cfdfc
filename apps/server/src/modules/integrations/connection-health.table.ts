import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/**
 * A connection's calls per hour, counted with the request-log batches (connection-health.ts): how many, and how
 * many failed (status 500 and above: the vendor failed or could not be reached). The owner is the consumer, or
 * the application for its own connection, so a log row finds its bucket without looking the connection up.
 * Rows older than a day are deleted hourly; only the last 24 hours decide a connection's health.
 */
export const connectionCallHours = pgTable(
  'connection_call_hours',
  {
    ownerId: uuid('owner_id').notNull(),
    serviceId: text('service_id').notNull(),
    hour: at('hour').notNull(),
    calls: integer('calls').notNull(),
    failures: integer('failures').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.serviceId, table.hour] })],
);
