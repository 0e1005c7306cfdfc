import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt, ownerRef } from '../../db/columns';
import { consumers } from '../consumers/consumers.table';

/**
 * An `Idempotency-Key` of a consumer's write (Stripe's semantics): the first request claims the key by inserting the
 * row (its primary key makes the claim atomic across server processes), later ones with the same key read the answer
 * stored here, in the write's transaction, instead of calling the vendor again. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    consumerId: ownerRef('consumer_id', () => consumers.id),
    key: text('key').notNull(),
    /** SHA-256 of the request (method, path, serviceId, body): the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer's status and body; null while the first request is in flight. */
    status: integer('status'),
    body: text('body'),
    /** Until when the first request holds the key: a server that died mid-write frees it then. */
    leaseUntil: at('lease_until').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.consumerId, table.key] }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);
