import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiCallQuotas } from './metering.table';

interface AccountState {
  month: string;
  /** Calls this server leased for the team this month and has not handed out. */
  left: number;
  /** The team's month was used up (a lease got nothing): refused without asking again until then (ms). */
  fullUntil: number;
  leasing?: Promise<void> | undefined;
}

/** A used-up month is asked again after this long: another server may have given back its unused calls. */
const RECHECK_FULL_MS = 5000;

/**
 * A server leases 1% of what is left of the team's month (1 to 1,000 calls): large blocks while there is room,
 * single calls near the limit, so calls a server leased and did not make (a crash) stay a small share.
 */
export const quotaBlock = (left: number) => Math.max(0, Math.min(1000, left, Math.max(1, Math.floor(left / 100))));

/**
 * The monthly API-call allowance of teams, held across servers: the team's row in `api_call_quotas` counts the
 * calls handed out to servers this month; a server leases a block with one locked upsert and update that never
 * pass the limit, hands it out in memory, and gives back what is left when it stops. So the limit is exact (a
 * call is admitted only with a leased slot) while most calls cost no round trip; a crashed server's unused block
 * (at most 1% of what was left) is lost for the month.
 */
export function createApiCallQuota({ db }: { db: Db }) {
  const states = new Map<string, AccountState>();

  async function lease(accountId: string, month: string, limit: number): Promise<number> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(apiCallQuotas)
        .values({ accountId, month, leased: 0 })
        .onConflictDoUpdate({ target: [apiCallQuotas.accountId, apiCallQuotas.month], set: { leased: sql`${apiCallQuotas.leased}` } })
        .returning({ leased: apiCallQuotas.leased });
      const granted = quotaBlock(limit - row!.leased);
      if (granted > 0) {
        await tx
          .update(apiCallQuotas)
          .set({ leased: sql`${apiCallQuotas.leased} + ${granted}` })
          .where(and(eq(apiCallQuotas.accountId, accountId), eq(apiCallQuotas.month, month)));
      }
      return granted;
    });
  }

  return {
    /** Takes one call of the team's month; false when the month's `limit` calls are all made. */
    async take(accountId: string, month: string, limit: number): Promise<boolean> {
      for (;;) {
        let state = states.get(accountId);
        if (state && state.month !== month) {
          states.delete(accountId);
          state = undefined;
        }
        if (state && state.left > 0) {
          state.left -= 1;
          return true;
        }
        if (state && state.fullUntil > Date.now()) return false;
        if (state?.leasing) {
          await state.leasing;
          continue;
        }
        const current: AccountState = state ?? { month, left: 0, fullUntil: 0 };
        current.leasing = lease(accountId, month, limit)
          .then((granted) => {
            current.left += granted;
            current.fullUntil = granted === 0 ? Date.now() + RECHECK_FULL_MS : 0;
          })
          .finally(() => {
            current.leasing = undefined;
          });
        states.set(accountId, current);
        await current.leasing;
      }
    },

    /** Gives back every unused leased call (when the server stops), so other servers can make them. */
    async giveBack(): Promise<void> {
      const unused = [...states.entries()].filter(([, state]) => state.left > 0);
      for (const [accountId, state] of unused) {
        await db
          .update(apiCallQuotas)
          .set({ leased: sql`greatest(${apiCallQuotas.leased} - ${state.left}, 0)` })
          .where(and(eq(apiCallQuotas.accountId, accountId), eq(apiCallQuotas.month, state.month)));
        state.left = 0;
      }
      states.clear();
    },
  };
}
