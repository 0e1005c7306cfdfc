import type { AppError } from './app-error';
import type { Counter, LimitStore } from './limit-store';

/**
 * The one limit on attempts at something guessable (passwords, second-factor codes, API keys,
 * invitation codes, mailed links): `limit` attempts per key in a fixed window of `windowMs`.
 *
 * An attempt *reserves* its slot before the check it guards (`reserve`, atomic in the store),
 * so N concurrent attempts never evaluate more than `limit`. Afterwards:
 * - `release()`: the attempt was no failure (a right key), its own slot is given back;
 * - `succeed(clearKeys)`: the same, and on `clearKeys` the success also forgets the failures
 *   made before it (the count it saw when it reserved), never those of attempts reserved after it.
 */

export interface AttemptLimiterOptions {
  store: LimitStore;
  /** The key namespace, e.g. `login`: keys are stored as `login:<key>`. */
  name: string;
  limit: number;
  windowMs: number;
  /** The refusal once a key has no attempts left, given the seconds until it has. */
  refuse: (retryAfterSeconds: number) => AppError;
}

export interface Reservation {
  /** Gives this attempt's slot back on every key. */
  release(): Promise<void>;
  /** Gives this attempt's slot back, and forgets the attempts on `clearKeys` made before it. */
  succeed(clearKeys: string[]): Promise<void>;
}

export function createAttemptLimiter({ store, name, limit, windowMs, refuse }: AttemptLimiterOptions) {
  const stored = (key: string) => `${name}:${key}`;
  /** Takes one attempt of each key (all or none); a key with none left is an answer: the seconds until it has one. */
  async function tryReserve(keys: string[]): Promise<Reservation | { retryAfterSeconds: number }> {
    const taken = await store.take(keys.map(stored), limit, windowMs);
    if (!taken.ok) return { retryAfterSeconds: Math.max(1, Math.ceil(taken.retryAfterMs / 1000)) };
    let settled = false;
    const settle = async (by: (counter: Counter) => number) => {
      if (settled) return;
      settled = true;
      await store.giveBack(taken.counters.map((counter) => ({ counter, by: by(counter) })));
    };
    return {
      release: () => settle(() => 1),
      succeed: (clearKeys) => {
        const cleared = new Set(clearKeys.map(stored));
        return settle((counter) => (cleared.has(counter.key) ? counter.count : 1));
      },
    };
  }

  return {
    limit,
    /** For callers that try another way when refused (a trusted browser's own limit, then the account's). */
    tryReserve,
    /** Takes one attempt of each key (all or none), or throws the refusal when one has none left. */
    async reserve(keys: string[]): Promise<Reservation> {
      const taken = await tryReserve(keys);
      if ('retryAfterSeconds' in taken) throw refuse(taken.retryAfterSeconds);
      return taken;
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/** `Too many failed sign-in attempts. Try again in 15 minutes.` with the refusal's minutes. */
export const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
