import { TransactionRollbackError, and, eq, inArray, lte, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Redis } from 'ioredis';
import { onFirstUse } from './load-on-use';
import type { Db } from '../db/client';
import { at } from '../db/columns';

/**
 * Where every limit of the portal counts: the attempt limiters (lib/attempt-limiter.ts) and
 * the per-route rate limits (lib/rate-limit-store.ts). A counter is a key, a count and the end
 * of its fixed window. In the database (one table, so the limits hold across restarts and
 * across every server on one PostgreSQL), or in Redis when REDIS_URL is set.
 *
 * `take` is atomic: it checks and increments every key in one step (one upsert that locks the
 * keys' rows, or one Lua script), so N concurrent takers never get more than `limit` slots.
 */

/** The counters of every limit (keys are namespaced by the limit: `login:email:…`, `rate:POST /auth/email:…`). */
export const limitCounters = pgTable('limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** The largest count a counter holds (an integer column): a limit above it never refuses. */
export const NO_LIMIT = 2_147_483_647;

/** One key's counter right after a take: its count (this take included) and when its window ends (ms). */
export interface Counter {
  key: string;
  count: number;
  expiresAt: number;
}

/**
 * A block of slots leased from one counter: how many were granted (0 when full), its count after, its window end (ms).
 */
export interface Lease {
  granted: number;
  count: number;
  expiresAt: number;
}

export type TakeResult = { ok: true; counters: Counter[] } | { ok: false; retryAfterMs: number };

export interface LimitStore {
  kind: 'database' | 'redis';
  /** Takes one slot of every key, all or none; refused while a key already has `limit` in its window. */
  take(keys: string[], limit: number, windowMs: number): Promise<TakeResult>;
  /**
   * Takes up to `wanted` slots of one key at once, fewer when fewer are left in its window (none when it is full):
   * servers lease blocks and hand them out locally, so a busy limit costs one round trip a block, not a call.
   */
  lease(key: string, wanted: number, limit: number, windowMs: number): Promise<Lease>;
  /** Subtracts `by` from each counter still in the window it was taken in (never below 0). */
  giveBack(counters: Array<{ counter: Counter; by: number }>): Promise<void>;
  /** Deletes counters: their key starts over. */
  forget(keys: string[]): Promise<void>;
  /** Deletes the counters whose window has passed (Redis expires its own). */
  purgeExpired(): Promise<number>;
  close(): Promise<void>;
}

const timestamp = (value: Date) => sql`${value.toISOString()}::timestamptz`;

export function createDatabaseLimitStore(db: Db, now: () => Date): LimitStore {
  return {
    kind: 'database',
    async take(keys, limit, windowMs) {
      const unique = [...new Set(keys)].sort();
      const time = now();
      const expired = sql`${limitCounters.expiresAt} <= ${timestamp(time)}`;
      const end = new Date(time.getTime() + windowMs);
      const taken = await db
        .transaction(async (tx) => {
          // ON CONFLICT DO UPDATE locks each key's row: concurrent takers queue there and see each other's count.
          const rows = await tx
            .insert(limitCounters)
            .values(unique.map((key) => ({ key, count: 1, expiresAt: end })))
            .onConflictDoUpdate({
              target: limitCounters.key,
              set: {
                count: sql`case when ${expired} then 1 else ${limitCounters.count} + 1 end`,
                expiresAt: sql`case when ${expired} then ${timestamp(end)} else ${limitCounters.expiresAt} end`,
              },
              setWhere: sql`${expired} or ${limitCounters.count} < ${Math.min(limit, NO_LIMIT)}`,
            })
            .returning();
          // A key without slots left: the others are given back by the rollback.
          if (rows.length < unique.length) tx.rollback();
          return rows;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return undefined;
          throw error;
        });
      if (taken)
        return {
          ok: true,
          counters: taken.map((row) => ({ key: row.key, count: row.count, expiresAt: row.expiresAt.getTime() })),
        };
      const full = await db
        .select({ expiresAt: limitCounters.expiresAt })
        .from(limitCounters)
        .where(
          and(
            inArray(limitCounters.key, unique),
            sql`${limitCounters.count} >= ${limit}`,
            sql`${limitCounters.expiresAt} > ${timestamp(time)}`,
          ),
        );
      const freeAt = Math.max(time.getTime(), ...full.map((row) => row.expiresAt.getTime()));
      return { ok: false, retryAfterMs: freeAt - time.getTime() };
    },

    async lease(key, wanted, limit, windowMs) {
      const time = now();
      const end = new Date(time.getTime() + windowMs);
      const expired = sql`${limitCounters.expiresAt} <= ${timestamp(time)}`;
      return db.transaction(async (tx) => {
        // The upsert starts a passed window over and locks the row, so the count read is the one updated.
        const [row] = await tx
          .insert(limitCounters)
          .values({ key, count: 0, expiresAt: end })
          .onConflictDoUpdate({
            target: limitCounters.key,
            set: {
              count: sql`case when ${expired} then 0 else ${limitCounters.count} end`,
              expiresAt: sql`case when ${expired} then ${timestamp(end)} else ${limitCounters.expiresAt} end`,
            },
          })
          .returning();
        const granted = Math.max(0, Math.min(wanted, Math.min(limit, NO_LIMIT) - row!.count));
        if (granted > 0)
          await tx
            .update(limitCounters)
            .set({ count: row!.count + granted })
            .where(eq(limitCounters.key, key));
        return { granted, count: row!.count + granted, expiresAt: row!.expiresAt.getTime() };
      });
    },

    async giveBack(counters) {
      for (const { counter, by } of counters) {
        await db
          .update(limitCounters)
          .set({ count: sql`greatest(${limitCounters.count} - ${by}, 0)` })
          .where(and(eq(limitCounters.key, counter.key), eq(limitCounters.expiresAt, new Date(counter.expiresAt))));
      }
    },

    async forget(keys) {
      if (keys.length > 0) await db.delete(limitCounters).where(inArray(limitCounters.key, keys));
    },

    async purgeExpired() {
      const rows = await db
        .delete(limitCounters)
        .where(lte(limitCounters.expiresAt, now()))
        .returning({ key: limitCounters.key });
      return rows.length;
    },

    async close() {},
  };
}

/** Checks every key, then takes one slot of each: all or none. Answers {1, count, end, …} or {0, ms to wait}. */
const TAKE = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local wait = 0
for _, key in ipairs(KEYS) do
  local count = tonumber(redis.call('HGET', key, 'count'))
  local ends = tonumber(redis.call('HGET', key, 'ends'))
  if count and ends and ends > now and count >= limit then wait = math.max(wait, ends - now) end
end
if wait > 0 then return {0, wait} end
local result = {1}
for _, key in ipairs(KEYS) do
  local ends = tonumber(redis.call('HGET', key, 'ends'))
  local count
  if not ends or ends <= now then
    ends = now + window
    count = 1
    redis.call('HSET', key, 'count', 1, 'ends', string.format('%d', ends))
    redis.call('PEXPIREAT', key, string.format('%d', ends))
  else
    count = redis.call('HINCRBY', key, 'count', 1)
  end
  table.insert(result, count)
  table.insert(result, ends)
end
return result
`;

/** Takes up to ARGV[1] slots of KEYS[1]: answers {granted, count, window end}. */
const LEASE = `
local wanted = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends'))
local count = tonumber(redis.call('HGET', KEYS[1], 'count')) or 0
if not ends or ends <= now then
  ends = now + window
  count = 0
  redis.call('HSET', KEYS[1], 'count', 0, 'ends', string.format('%d', ends))
  redis.call('PEXPIREAT', KEYS[1], string.format('%d', ends))
end
local granted = math.max(0, math.min(wanted, limit - count))
if granted > 0 then count = redis.call('HINCRBY', KEYS[1], 'count', granted) end
return {granted, count, ends}
`;

/** ARGV: pairs of (window end, amount): subtracts the amount from a key still in that window. */
const GIVE_BACK = `
for i, key in ipairs(KEYS) do
  local ends = tonumber(ARGV[2 * i - 1])
  local by = tonumber(ARGV[2 * i])
  if tonumber(redis.call('HGET', key, 'ends')) == ends then
    local count = tonumber(redis.call('HGET', key, 'count')) or 0
    redis.call('HSET', key, 'count', math.max(count - by, 0))
  end
end
return 0
`;

export function createRedisLimitStore(redis: Redis, now: () => Date, prefix = 'portal:limit:'): LimitStore {
  return {
    kind: 'redis',
    async take(keys, limit, windowMs) {
      const unique = [...new Set(keys)].sort();
      const answer = (await redis.eval(
        TAKE,
        unique.length,
        ...unique.map((key) => prefix + key),
        limit,
        windowMs,
        now().getTime(),
      )) as number[];
      if (answer[0] === 0) return { ok: false, retryAfterMs: Number(answer[1]) };
      return {
        ok: true,
        counters: unique.map((key, i) => ({
          key,
          count: Number(answer[1 + 2 * i]),
          expiresAt: Number(answer[2 + 2 * i]),
        })),
      };
    },
    async lease(key, wanted, limit, windowMs) {
      const answer = (await redis.eval(LEASE, 1, prefix + key, wanted, limit, windowMs, now().getTime())) as number[];
      return { granted: Number(answer[0]), count: Number(answer[1]), expiresAt: Number(answer[2]) };
    },
    async giveBack(counters) {
      if (counters.length === 0) return;
      const args = counters.flatMap(({ counter, by }) => [counter.expiresAt, by]);
      await redis.eval(GIVE_BACK, counters.length, ...counters.map(({ counter }) => prefix + counter.key), ...args);
    },
    async forget(keys) {
      if (keys.length > 0) await redis.del(...keys.map((key) => prefix + key));
    },
    async purgeExpired() {
      return 0;
    },
    async close() {
      await redis.quit();
    },
  };
}

const ioredis = onFirstUse<typeof import('ioredis')>('ioredis');

/** Redis when `redisUrl` is set, else the database. */
export function createLimitStore({
  db,
  redisUrl,
  now,
}: {
  db: Db;
  redisUrl?: string | undefined;
  now: () => Date;
}): LimitStore {
  if (!redisUrl) return createDatabaseLimitStore(db, now);
  return createRedisLimitStore(
    new (ioredis().Redis)(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
    now,
  );
}
