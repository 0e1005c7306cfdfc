import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@portal/shared/unified/unified-writes';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { idempotencyKeys } from './idempotency.table';

const HOUR_MS = 60 * 60 * 1000;
/** Rows deleted per statement by the clean-up. */
const PURGE_BATCH = 5_000;

/** A stored first answer: its status and body as sent. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/** What a request with a key gets: the key to answer under, or the first answer to replay. */
export type Claim = { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer };

interface Deps {
  db: Db;
  now: () => Date;
  /** How long a first request holds its key before another server may take it over (it died mid-write). */
  leaseMs: number;
  /** How long a request whose key is in flight waits for the first answer before answering 409. */
  waitMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency keys: `claim` takes a key for a request (one atomic insert, or a takeover of an expired key or of a
 * lapsed lease), or answers the first answer of the same request, 422 for a key reused with another request, and 409
 * when the first is still in flight after `waitMs`. `store` keeps the answer (in the write's transaction), `release`
 * frees a key whose request never reached the vendor.
 */
export function createIdempotencyKeys({ db, now, leaseMs, waitMs }: Deps) {
  async function tryClaim(consumerId: string, key: string, fingerprint: string): Promise<boolean> {
    const at = now();
    const fresh = {
      fingerprint,
      status: null,
      body: null,
      leaseUntil: new Date(at.getTime() + leaseMs),
      createdAt: at,
      expiresAt: new Date(at.getTime() + IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS),
    };
    const [row] = await db
      .insert(idempotencyKeys)
      .values({ consumerId, key, ...fresh })
      .onConflictDoUpdate({
        target: [idempotencyKeys.consumerId, idempotencyKeys.key],
        set: fresh,
        where: or(
          lte(idempotencyKeys.expiresAt, at),
          and(
            isNull(idempotencyKeys.status),
            lte(idempotencyKeys.leaseUntil, at),
            eq(idempotencyKeys.fingerprint, fingerprint),
          ),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    return row !== undefined;
  }

  const find = async (consumerId: string, key: string) =>
    (
      await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.consumerId, consumerId), eq(idempotencyKeys.key, key)))
    )[0];

  return {
    async claim(consumerId: string, key: string, fingerprint: string): Promise<Claim> {
      const deadline = Date.now() + waitMs;
      for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
        if (await tryClaim(consumerId, key, fingerprint)) return { kind: 'claimed' };
        const row = await find(consumerId, key);
        // Gone between the two statements (released, or cleaned up): try to claim it again.
        if (!row) continue;
        if (row.fingerprint !== fingerprint)
          throw new AppError(
            422,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used with another request: use a new key for a new request',
          );
        if (row.status !== null && row.body !== null)
          return { kind: 'replay', answer: { status: row.status, body: row.body } };
        if (Date.now() >= deadline)
          throw new AppError(
            409,
            'IDEMPOTENCY_KEY_IN_USE',
            'A request with this Idempotency-Key is still in flight: try again when it has been answered',
          );
        await sleep(pause);
      }
    },

    /** Keeps the first answer of a claimed key (in the write's transaction when it succeeded). */
    async store(tx: DbOrTx, consumerId: string, key: string, answer: StoredAnswer): Promise<void> {
      await tx
        .update(idempotencyKeys)
        .set({ status: answer.status, body: answer.body })
        .where(and(eq(idempotencyKeys.consumerId, consumerId), eq(idempotencyKeys.key, key)));
    },

    /** Frees a claimed key whose request ended before any vendor call (validation, no connection, a limit). */
    async release(consumerId: string, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.consumerId, consumerId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)),
        );
    },

    /** Deletes expired keys in batches; answers how many went. */
    async purgeExpired(): Promise<number> {
      let deleted = 0;
      for (;;) {
        const batch = db
          .select({ consumerId: idempotencyKeys.consumerId, key: idempotencyKeys.key })
          .from(idempotencyKeys)
          .where(lte(idempotencyKeys.expiresAt, now()))
          .limit(PURGE_BATCH);
        const gone = await db
          .delete(idempotencyKeys)
          .where(sql`(${idempotencyKeys.consumerId}, ${idempotencyKeys.key}) in (${batch})`)
          .returning({ key: idempotencyKeys.key });
        deleted += gone.length;
        if (gone.length < PURGE_BATCH) return deleted;
      }
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
