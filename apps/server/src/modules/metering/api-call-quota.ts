import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { apiCallQuotas } from './metering.table';

interface AccountState {
  /** The start of the period the calls are of (ms): the team's row. */
  period: number;
  /** Calls this server leased for the team in this period and has not handed out. */
  left: number;
  /** The team's period was used up (a lease got nothing): refused without asking again until then (ms). */
  fullUntil: number;
  leasing?: Promise<void> | undefined;
}

/** The calls a team counted in a period already, in `tx`: where a period's first lease starts. */
export type CountedCalls = (tx: DbOrTx) => Promise<number>;

/** A used-up period is asked again after this long: another server may have given back its unused calls. */
const RECHECK_FULL_MS = 5000;

/**
 * A server leases 1% of what is left of the team's period (1 to 1,000 calls): large blocks while there is room,
 * single calls near the limit, so calls a server leased and did not make (a crash) stay a small share.
 */
export const quotaBlock = (left: number) => Math.max(0, Math.min(1000, left, Math.max(1, Math.floor(left / 100))));

const rowOf = (accountId: string, periodStart: Date) =>
  and(eq(apiCallQuotas.accountId, accountId), eq(apiCallQuotas.periodStart, periodStart));

/**
 * The API-call allowance of teams per period (a Stripe period or a calendar month: plans' usage-period.ts), held
 * across servers: the team's row in `api_call_quotas` for the period's start counts the calls handed out to servers;
 * a server leases a block with one locked read and an update that never passes the limit, hands it out in memory,
 * and gives back what is left when it stops. So the limit is exact (a call is admitted only with a leased slot) while
 * most calls cost no round trip; a crashed server's unused block (at most 1% of what was left) is lost for the period.
 * A new period is a new row, so the allowance starts again the moment the team's period changes.
 */
export function createApiCallQuota({ db }: { db: Db }) {
  const states = new Map<string, AccountState>();

  async function lease(accountId: string, periodStart: Date, limit: number, counted: CountedCalls): Promise<number> {
    return db.transaction(async (tx) => {
      const [known] = await tx
        .select({ leased: apiCallQuotas.leased })
        .from(apiCallQuotas)
        .where(rowOf(accountId, periodStart))
        .for('update');
      // Every lease starts from at least the calls the period counted: those made while the plan had no limit on
      // them (unlimited, or additional calls), and those of a Stripe period inside this month when the team comes
      // back to the calendar month (the month's row did not see them).
      const already = await counted(tx);
      let leased = known?.leased ?? already;
      if (!known) {
        // Another server may have made the row since the read: its count stands if larger, and is what is left from.
        const [made] = await tx
          .insert(apiCallQuotas)
          .values({ accountId, periodStart, leased })
          .onConflictDoUpdate({
            target: [apiCallQuotas.accountId, apiCallQuotas.periodStart],
            set: { leased: sql`greatest(${apiCallQuotas.leased}, excluded.leased)` },
          })
          .returning({ leased: apiCallQuotas.leased });
        leased = made!.leased;
      } else if (already > leased) {
        leased = already;
        await tx.update(apiCallQuotas).set({ leased }).where(rowOf(accountId, periodStart));
      }
      const granted = quotaBlock(limit - leased);
      if (granted > 0) {
        await tx
          .update(apiCallQuotas)
          .set({ leased: sql`${apiCallQuotas.leased} + ${granted}` })
          .where(rowOf(accountId, periodStart));
      }
      return granted;
    });
  }

  return {
    /** Takes one call of the team's period (by its start); false when the period's `limit` calls are all made. */
    async take(accountId: string, periodStart: Date, limit: number, counted: CountedCalls): Promise<boolean> {
      const period = periodStart.getTime();
      for (;;) {
        let state = states.get(accountId);
        if (state && state.period !== period) {
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
        const current: AccountState = state ?? { period, left: 0, fullUntil: 0 };
        current.leasing = lease(accountId, periodStart, limit, counted)
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
          .where(rowOf(accountId, new Date(state.period)));
        state.left = 0;
      }
      states.clear();
    },
  };
}
