import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { UNIFIED_CALL_KINDS } from './unified-call-record';
import { at, oneOf } from '../../db/columns';

/**
 * One unified or passthrough call (001 §3 Request log). The table is partitioned by range of `created_at`, one
 * partition a day (request-log-partitions.ts; the migration declares `PARTITION BY RANGE`, which drizzle cannot),
 * so retention drops whole days. No foreign keys: log rows are append-only history, written in batches off the
 * request path, and go with their partition; a deleted application's rows are unreachable and age out.
 */
export const requestLogs = pgTable(
  'request_logs',
  {
    id: uuid('id').notNull(),
    createdAt: at('created_at').notNull(),
    accountId: uuid('account_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    consumerId: uuid('consumer_id'),
    serviceId: text('service_id'),
    kind: oneOf('kind', UNIFIED_CALL_KINDS).notNull(),
    method: text('method').notNull(),
    status: integer('status').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    request: jsonb('request').notNull(),
    response: jsonb('response').notNull(),
    subRequests: jsonb('sub_requests')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The platform's own call (a scheduled change-detection sync): listed only when asked for, never counted. */
    platformCall: boolean('platform_call').notNull().default(false),
    /** Refused by the platform itself before any vendor call (a 4xx of its own): logged, neither billed nor counted. */
    refused: boolean('refused').notNull().default(false),
  },
  (table) => [
    // A partitioned table's key holds the partition column.
    primaryKey({ columns: [table.createdAt, table.id] }),
    // The logs lists: newest first (a backward scan), the id breaking ties; forward for the previous page.
    index('request_logs_application_idx').on(table.applicationId, table.createdAt, table.id),
    index('request_logs_consumer_idx').on(table.consumerId, table.createdAt, table.id),
    // The scheduled syncs a list hides, counted apart: few rows, so a partial index.
    index('request_logs_syncs_idx')
      .on(table.applicationId, table.createdAt)
      .where(sql`platform_call`),
  ],
);

export type RequestLogRow = typeof requestLogs.$inferSelect;

/**
 * The requests rollup (request-log-rollups.ts): requests per application and quarter hour (UTC), added in the
 * transaction that writes their log batch. The requests chart reads at most 96 rows a day of it, whatever the number of
 * logs; quarter hours make its days exact in every IANA zone (all offsets are whole quarter hours). Kept past the
 * logs' retention (ROLLUP_RETENTION_DAYS); no foreign key, as the logs.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    applicationId: uuid('application_id').notNull(),
    bucket: at('bucket').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.bucket] })],
);

/**
 * The same requests per application and hour (UTC): a quarter of the rows, what the chart reads in every zone whose
 * midnights fall on whole hours (all but a few, e.g. Asia/Kolkata, which read the quarter hours).
 */
export const requestHours = pgTable(
  'request_hours',
  {
    applicationId: uuid('application_id').notNull(),
    hour: at('hour').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.hour] })],
);

/**
 * The same requests per application, consumer (null: the application's own), service, status class (2 for 2xx) and
 * quarter hour: /chart/detailed and consumer stats.
 */
export const requestStats = pgTable(
  'request_stats',
  {
    applicationId: uuid('application_id').notNull(),
    bucket: at('bucket').notNull(),
    consumerId: uuid('consumer_id'),
    serviceId: text('service_id'),
    statusClass: smallint('status_class').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('request_stats_key')
      .on(table.applicationId, table.bucket, table.consumerId, table.serviceId, table.statusClass)
      .nullsNotDistinct(),
    index('request_stats_consumer_idx').on(table.consumerId, table.bucket),
  ],
);
