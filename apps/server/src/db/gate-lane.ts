import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which line of the database gate (db/database-gate.ts) a request's queries wait in: `unauthenticated` for the work
 * of public endpoints (sign-in, sign-up, password reset), `normal` for everything else (signed-in users, the data
 * plane, workers). The gate serves `normal` first, so a flood of sign-ins never queues a signed-in user's reads.
 */
export type GateLane = 'normal' | 'unauthenticated';

const lanes = new AsyncLocalStorage<GateLane>();

/** The lane of the work running now. */
export function currentLane(): GateLane {
  return lanes.getStore() ?? 'normal';
}

/** Runs `work` (and everything it starts) in `lane`. */
export function inLane<T>(lane: GateLane, work: () => T): T {
  return lanes.run(lane, work);
}
