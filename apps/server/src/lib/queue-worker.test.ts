import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUEUE_STATES, id, queueColumns } from '../db/columns';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { type QueueTiming, type Worker, backoffMs, createQueueWorker } from './queue-worker';

/** A queue of its own, so these tests say what any module's queue gets. */
const jobs = pgTable('queue_worker_test_jobs', {
  id: id(),
  payload: text('payload').notNull(),
  ...queueColumns(QUEUE_STATES),
});

let database: Database;
const started: Worker[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table queue_worker_test_jobs (
    id uuid primary key default gen_random_uuid(), payload text not null, status text not null default 'pending',
    attempts integer not null default 0, next_attempt_at timestamptz not null default now(), last_error text)`);
});
beforeEach(async () => {
  await Promise.all(started.splice(0).map((worker) => worker.stop()));
  await database.db.delete(jobs);
});
afterAll(async () => {
  await Promise.all(started.map((worker) => worker.stop()));
  await database?.close();
});

/** A worker over the test queue that records what it handled; `fail` decides which tries throw. */
function worker(
  options: QueueTiming & { batchSize?: number; fail?: (payload: string, attempts: number) => boolean } = {},
) {
  const handled: string[] = [];
  const queue = createQueueWorker({
    database,
    log: Fastify({ logger: false }).log,
    table: jobs,
    states: { pending: 'pending', done: 'done', failed: 'failed' },
    handle: async (row) => {
      if (options.fail?.(row.payload, row.attempts)) throw new Error(`refused ${row.payload}`);
      handled.push(row.payload);
    },
    pollIntervalMs: 60_000,
    retryBaseMs: 20,
    ...options,
  });
  return { queue, handled };
}

const rows = () => database.db.select().from(jobs).orderBy(jobs.payload);
const enqueue = (queue: ReturnType<typeof worker>['queue'], ...payloads: string[]) =>
  database.db.transaction(async (tx) => {
    for (const payload of payloads) await queue.enqueue(tx, { payload });
  });

describe('the queue worker', () => {
  it('wakes when the transaction that queued work commits, long before its fallback poll', async () => {
    const { queue, handled } = worker();
    await queue.start();
    started.push(queue);
    await enqueue(queue, 'a', 'b');
    await expect.poll(() => handled.sort(), { timeout: 5_000 }).toEqual(['a', 'b']);
    // Marked done right after (rows finished together share one UPDATE).
    await expect.poll(rows, { timeout: 5_000 }).toMatchObject([
      { payload: 'a', status: 'done', attempts: 1, lastError: null },
      { payload: 'b', status: 'done', attempts: 1, lastError: null },
    ]);
  });

  it('does nothing with work whose transaction rolled back', async () => {
    const { queue, handled } = worker();
    await queue.start();
    started.push(queue);
    await database.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, { payload: 'never' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await queue.flush();
    expect(handled).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('retries a failing row on the backoff schedule, counting attempts, and gives up after the last', async () => {
    const { queue, handled } = worker({
      maxAttempts: 3,
      fail: (payload, attempts) => payload === 'never' || attempts < 2,
    });
    await enqueue(queue, 'later', 'never');
    await queue.flush();
    expect(handled).toEqual(['later']);
    expect(await rows()).toMatchObject([
      { payload: 'later', status: 'done', attempts: 2, lastError: null },
      { payload: 'never', status: 'failed', attempts: 3, lastError: 'refused never' },
    ]);
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, 5000))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30, 5000)).toBe(3_600_000);
  });

  it('takes a row leased by a worker that vanished once the lease ends, and not before', async () => {
    const { queue, handled } = worker();
    await enqueue(queue, 'orphan');
    // What a worker that crashed mid-work leaves: one attempt counted, the row leased for a while.
    await database.db
      .update(jobs)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '300 milliseconds'` })
      .where(eq(jobs.payload, 'orphan'));
    const leasedUntil = Date.now() + 300;
    await queue.flush();
    expect(Date.now()).toBeGreaterThanOrEqual(leasedUntil - 50);
    expect(handled).toEqual(['orphan']);
    expect(await rows()).toMatchObject([{ payload: 'orphan', status: 'done', attempts: 2 }]);
  });

  it('runs again for a wake that came while it read when to wake next, not at the fallback poll', async () => {
    // The worker's NOTIFYs come from the test, and its read of the next wake-up is held after it ran.
    let notify: () => void = () => undefined;
    let nextWakeRead: (() => void) | undefined;
    let heldRead: () => void = () => undefined;
    const readDone = new Promise<void>((resolve) => (nextWakeRead = resolve));
    const releaseRead = new Promise<void>((resolve) => (heldRead = resolve));
    const db = new Proxy(database.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key !== 'select' || typeof value !== 'function') return value;
        return (fields: Record<string, unknown>) => {
          const query = (value as (fields: Record<string, unknown>) => object).call(target, fields);
          if (!('next' in fields)) return query;
          // The `select min(next_attempt_at)` of scheduleNext: its answer reaches the worker only once released.
          return chainHeld(query);
        };
      },
    });
    const chainHeld = (builder: object): object =>
      new Proxy(builder, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (key === 'then') {
            return (resolve: (rows: unknown) => void, reject: (error: unknown) => void) =>
              (target as PromiseLike<unknown>).then(async (rows) => {
                nextWakeRead?.();
                nextWakeRead = undefined;
                await releaseRead;
                resolve(rows);
              }, reject);
          }
          return typeof value === 'function'
            ? (...args: unknown[]) => chainHeld((value as (...a: unknown[]) => object).apply(target, args))
            : value;
        },
      });
    const handled: string[] = [];
    const queue = createQueueWorker({
      database: {
        ...database,
        db: db as typeof database.db,
        listen: async (_channel, onNotify) => ((notify = onNotify), async () => undefined),
      },
      log: Fastify({ logger: false }).log,
      table: jobs,
      states: { pending: 'pending', done: 'done', failed: 'failed' },
      handle: async (row) => void handled.push(row.payload),
      pollIntervalMs: 60_000,
    });
    // A row due in an hour: the read finds it, so the worker would sleep until the fallback poll.
    await database.db.insert(jobs).values({ payload: 'later', nextAttemptAt: new Date(Date.now() + 3_600_000) });
    await queue.start();
    started.push(queue);
    await readDone;
    // While the read is under way, a row is committed and its NOTIFY arrives.
    await database.db.insert(jobs).values({ payload: 'now' });
    notify();
    heldRead();
    await expect.poll(() => handled, { timeout: 3_000 }).toEqual(['now']);
  });

  it('shares a table between workers: every row is worked once (FOR UPDATE SKIP LOCKED)', async () => {
    const first = worker({ batchSize: 3 });
    const second = worker({ batchSize: 3 });
    const payloads = Array.from({ length: 30 }, (_, i) => `job-${String(i).padStart(2, '0')}`);
    await enqueue(first.queue, ...payloads);
    await Promise.all([first.queue.flush(), second.queue.flush()]);
    expect([...first.handled, ...second.handled].sort()).toEqual(payloads);
    expect((await rows()).every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });
});
