import type { LimitStore } from '../../lib/limit-store';

export const CONSUMER_RATE_WINDOW_MS = 60_000;

interface KeyState {
  /** End of the shared window this state belongs to (ms). */
  expiresAt: number;
  /** Slots leased by this server and not yet handed out. */
  left: number;
  /** The shared count right after the last lease (every server's calls and leases). */
  count: number;
  /** The last lease got fewer slots than asked: the window is full for everyone until it ends. */
  full: boolean;
  leasing?: Promise<void> | undefined;
}

export type RateDecision = { ok: boolean; headers: Record<string, string>; retryAfterSeconds: number };

/** The IETF draft's RateLimit-* headers (delta seconds), and Retry-After on a refusal. */
function headersOf(limit: number, remaining: number, resetMs: number, refused: boolean): Record<string, string> {
  const reset = String(Math.max(1, Math.ceil(resetMs / 1000)));
  return {
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(Math.max(0, remaining)),
    'ratelimit-reset': reset,
    ...(refused ? { 'retry-after': reset } : {}),
  };
}

/**
 * A fixed-window limit per consumer (or per application for its own calls) that holds across servers: the
 * window's counter lives in the limit store (the database, or Redis), and each server leases a block of slots
 * from it (a twentieth of the limit, at most 500) and hands them out in memory, so most calls cost no round trip.
 * The shared count never passes the limit; slots a server leased and did not use before the window ended are
 * lost to that window (at most a block per server).
 */
export function createConsumerRateLimit({ store, limit, now }: { store: LimitStore; limit: number; now: () => Date }) {
  const block = Math.max(1, Math.min(500, Math.floor(limit / 20)));
  const states = new Map<string, KeyState>();

  async function lease(key: string, state: KeyState | undefined): Promise<void> {
    const leased = await store.lease(`consumer-rate:${key}`, block, limit, CONSUMER_RATE_WINDOW_MS);
    const carried = state && state.expiresAt === leased.expiresAt ? state.left : 0;
    states.set(key, {
      expiresAt: leased.expiresAt,
      left: carried + leased.granted,
      count: leased.count,
      full: leased.granted < block,
    });
  }

  let calls = 0;
  /** Forgets the state of windows that ended, now and then, so idle consumers' entries go. */
  function prune() {
    const time = now().getTime();
    for (const [key, state] of states) if (state.expiresAt <= time && !state.leasing) states.delete(key);
  }

  return {
    limit,
    async admit(key: string): Promise<RateDecision> {
      calls += 1;
      if (calls % 10_000 === 0) prune();
      for (;;) {
        const time = now().getTime();
        let state = states.get(key);
        if (state && state.expiresAt <= time) {
          states.delete(key);
          state = undefined;
        }
        if (state && state.left > 0) {
          state.left -= 1;
          return {
            ok: true,
            headers: headersOf(limit, limit - state.count + state.left, state.expiresAt - time, false),
            retryAfterSeconds: 0,
          };
        }
        if (state?.full) {
          const headers = headersOf(limit, 0, state.expiresAt - time, true);
          return { ok: false, headers, retryAfterSeconds: Number(headers['retry-after']) };
        }
        if (state?.leasing) {
          await state.leasing;
          continue;
        }
        // One lease at a time per key: concurrent calls wait for it and share its block.
        const placeholder: KeyState = state ?? { expiresAt: Number.POSITIVE_INFINITY, left: 0, count: 0, full: false };
        placeholder.leasing = lease(key, state).finally(() => {
          placeholder.leasing = undefined;
        });
        states.set(key, placeholder);
        await placeholder.leasing;
      }
    },
  };
}
