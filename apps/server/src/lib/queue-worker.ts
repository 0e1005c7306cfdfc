import { and, asc, count, eq, getTableName, inArray, lte, min, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client';
import { safeMessage } from './safe-error';
import { writeBatcher } from './write-batcher';

/**
 * One worker for every table of work to do later (mail now; webhook
 * deliveries and log shipping next). Work is inserted with `enqueue` in the
 * transaction of the change that causes it; the worker claims due rows in
 * batches with `FOR UPDATE SKIP LOCKED` (so several servers share a table),
 * leases them by moving `next_attempt_at` ahead (a crashed worker's rows come
 * back when the lease ends), counts attempts, retries failures on a backoff
 * schedule and marks a row failed after its last attempt. It wakes on the
 * NOTIFY `enqueue` sends, which arrives when that transaction commits, and
 * otherwise at the next retry or after a long fallback interval.
 */

/** A table made with `queueColumns` (db/columns.ts) and an `id`. */
export type QueueTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lastError: PgColumn;
};

/** Timing of the workers; tests shorten it. */
export interface QueueTiming {
  /** The fallback wake-up when no NOTIFY came and no retry is due. */
  pollIntervalMs?: number;
  /** First retry delay; doubles per failed attempt, capped at an hour. */
  retryBaseMs?: number;
  /** Attempts before a row is marked failed. */
  maxAttempts?: number;
  /** A claimed row is tried again after this long if its worker vanished mid-work. */
  leaseMs?: number;
}

export interface QueueWorkerOptions<T extends QueueTable> extends QueueTiming {
  database: Database;
  log: FastifyBaseLogger;
  table: T;
  /** The table's words for pending, done and failed (the `queueColumns` states). */
  states: { pending: string; done: string; failed: string };
  /**
   * Does the work of one row; a throw schedules a retry, or after the last attempt marks the row failed. `release`
   * frees the row's slot of `concurrency` before the work ends (e.g. once a receiver answered, while the answer is
   * being stored), so the bookkeeping's round trips never hold back the next row's request.
   */
  handle: (row: T['$inferSelect'], release: () => void) => Promise<void>;
  /** Further values written when a row is done, e.g. `{ sentAt }`. */
  doneValues?: () => Partial<T['$inferInsert']>;
  batchSize?: number;
  /**
   * Rows worked at once (1: one after the other). Above 1 the worker keeps that many in flight and claims a due row
   * as soon as a slot frees, so one slow row (a receiver that takes 15 s) never holds up the others. Rows released
   * early but still being settled count too, up to four times as many, so a slow database slows the claiming.
   */
  concurrency?: number;
  /**
   * With many rows in flight, how long a finished row waits for others to be marked done with them; 0: the same turn of
   * the event loop.
   */
  gatherMs?: number;
  /**
   * When to try a row again after `handle` threw (null: give up now); by default the doubling backoff until
   * `maxAttempts`.
   */
  retryAt?: (row: T['$inferSelect'] & { attempts: number }, error: unknown, at: Date) => Date | null;
  now?: () => Date;
}

/** What the app starts and stops: a module's background work. */
export interface Worker {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** For tests: works until nothing is pending (retries included); throws after `timeoutMs`. */
  flush(timeoutMs?: number): Promise<void>;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** The shortest wait between two runs, so rows leased by another server are not polled in a tight loop. */
const MIN_DELAY_MS = 50;

/** Delay before the next attempt after `attempts` failures: base, 2×base, 4×base … capped at an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Wakes the workers of a queue in every process once the transaction commits (the channel is the table's name). */
export async function wakeQueue(tx: DbOrTx, table: QueueTable): Promise<void> {
  await tx.execute(sql`select pg_notify(${getTableName(table)}, '')`);
}

export function createQueueWorker<T extends QueueTable>(options: QueueWorkerOptions<T>) {
  const {
    database,
    log,
    table,
    states,
    handle,
    doneValues = () => ({}),
    batchSize = 10,
    concurrency = 1,
    gatherMs = 0,
    retryAt,
    pollIntervalMs = 30_000,
    retryBaseMs = 5_000,
    maxAttempts = 8,
    leaseMs = 2 * 60 * 1000,
    now = () => new Date(),
  } = options;
  const { db } = database;
  const name = getTableName(table);
  // Drizzle cannot type updates of a table known only by its columns; the values below are the queue columns'.
  const update = (values: Record<string, unknown>) => db.update(table).set(values as never);
  type Row = T['$inferSelect'] & { id: string; attempts: number };

  const inFlight = new Set<Promise<void>>();
  /** Rows in flight whose slot is not released yet. */
  let busy = 0;
  // Rows finished at about the same time are marked done in one UPDATE (many in flight: one round trip, not one each).
  const markDone = writeBatcher<string>(
    `${name}-done`,
    log,
    async (ids) => {
      await update({ status: states.done, lastError: null, ...doneValues() }).where(inArray(table.id, ids));
    },
    { gatherMs },
  );

  /** Works one claimed row: done, or scheduled again (or failed) by `retryAt` or the backoff. */
  async function work(row: Row, release: () => void): Promise<void> {
    try {
      await handle(row, release);
      await markDone.add(row.id);
    } catch (error) {
      const message = safeMessage(error instanceof Error ? error.message : String(error));
      const at = now();
      const next = retryAt
        ? retryAt(row, error, at)
        : row.attempts >= maxAttempts
          ? null
          : new Date(at.getTime() + backoffMs(row.attempts, retryBaseMs));
      await update({
        status: next ? states.pending : states.failed,
        nextAttemptAt: next ?? at,
        lastError: message.slice(0, 1000),
      }).where(eq(table.id, row.id));
      log.warn(
        { queue: name, id: row.id, attempts: row.attempts, err: message },
        next ? 'failed; will retry' : 'gave up after the last attempt',
      );
    }
  }

  /**
   * Claims due rows (a lease) and works them: one by one, or into free slots of `concurrency`. Answers how many were
   * claimed.
   */
  async function runOnce(): Promise<number> {
    const room = Math.min(batchSize, concurrency - busy, concurrency * 4 - inFlight.size);
    if (room <= 0) return 0;
    const at = now();
    // One statement, so one round trip: its subquery's row locks hold until the UPDATE that moves the lease commits.
    const due = db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(eq(table.status, states.pending), lte(table.nextAttemptAt, at)))
      .orderBy(asc(table.nextAttemptAt))
      .limit(room)
      .for('update', { skipLocked: true });
    const claimed = (await db
      .update(table)
      .set({ attempts: sql`${table.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) } as never)
      .where(inArray(table.id, due))
      .returning()) as Row[];
    for (const row of claimed) {
      if (concurrency === 1) {
        await work(row, () => undefined);
        continue;
      }
      busy += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        busy -= 1;
        refillSoon();
      };
      const working: Promise<void> = work(row, release)
        .catch((error: unknown) => log.error({ queue: name, id: row.id, err: error }, 'queue row could not be settled'))
        .finally(() => {
          inFlight.delete(working);
          release();
          refillSoon();
        });
      inFlight.add(working);
    }
    return claimed.length;
  }

  const pending = () => eq(table.status, states.pending);

  async function pendingCount(): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(table as PgTable)
      .where(pending());
    return row?.n ?? 0;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let unlisten: (() => Promise<void>) | undefined;

  /** Sleeps until the earliest pending row is due, or the fallback interval. */
  async function scheduleNext() {
    const [row] = await db
      .select({ next: min(table.nextAttemptAt) })
      .from(table as PgTable)
      .where(pending());
    const next = row?.next as Date | null | undefined;
    const wait = next
      ? Math.min(pollIntervalMs, Math.max(MIN_DELAY_MS, next.getTime() - now().getTime()))
      : pollIntervalMs;
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void wake(), wait);
    timer.unref();
  }

  /** Claims into the slots freed in this turn of the event loop at once: one claim for many finished rows. */
  let refilling = false;
  function refillSoon() {
    if (refilling) return;
    refilling = true;
    setImmediate(() => {
      refilling = false;
      void wake();
    });
  }

  /** Works now, or right after the run under way, until nothing due is left. */
  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await runOnce()) === batchSize) {
            // A full batch: there may be more.
          }
          if (again) continue;
          // Rows in flight wake the worker when they finish; the timer is only needed when none are. A wake that
          // came while the next row's time was being read (a NOTIFY of a row committed after that read) runs again.
          if (inFlight.size === 0) await scheduleNext();
        } while (again && !stopped);
      } catch (error) {
        log.error({ queue: name, err: error }, 'queue worker run failed');
        if (!stopped) timer = setTimeout(() => void wake(), pollIntervalMs).unref();
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const worker: Worker & {
    /** Records work in the caller's transaction; the worker wakes once it commits. */
    enqueue(tx: DbOrTx, values: T['$inferInsert']): Promise<void>;
    runDue(): Promise<number>;
  } = {
    name,
    async enqueue(tx, values) {
      await tx.insert(table).values(values as never);
      await wakeQueue(tx, table);
    },
    async start() {
      if (!stopped) return;
      stopped = false;
      unlisten = await database.listen(name, () => void wake());
      void wake();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      unlisten = undefined;
      await running;
      await Promise.allSettled([...inFlight]);
    },
    /** Works the rows due now once (tests with their own clock); answers how many were claimed. */
    async runDue() {
      await running;
      const claimed = await runOnce();
      await Promise.allSettled([...inFlight]);
      return claimed;
    },
    async flush(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await running;
        await Promise.allSettled([...inFlight]);
        await runOnce();
        await Promise.allSettled([...inFlight]);
        const left = await pendingCount();
        if (left === 0) return;
        if (Date.now() > deadline) throw new Error(`${name}: ${left} rows still pending after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
  return worker;
}
