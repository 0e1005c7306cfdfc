import { COUNTED_LIMITS, type CountedLimit, FREE_PLAN, PLAN_LIMIT_CODE, type PlanDefinition, UNLIMITED, logRetentionDays, planLimitMessage } from '@portal/shared/plans/plans.constants';
import type { AccountUsage } from '@portal/shared/plans/plans.schemas';
import type { Db, DbOrTx } from '../../db/client';
import type { TeamBound } from '../../db/scoped';
import { AppError } from '../../lib/app-error';
import type { TeamsService } from '../teams/teams.service';

interface Deps {
  db: Db;
  teams: TeamsService;
}

/** Counts what a team has of one limited thing (its applications, its consumers, …). */
export type Meter = (accountId: string, tx: DbOrTx) => Promise<number>;

/**
 * Plans and what they allow. Every team is on the Free plan until billing lands and
 * answers `planOf` from its subscriptions. The module that owns a limited thing gives
 * its counter once (`plans.meter('applications', count)`, when its service is built),
 * so plans never reaches into other modules' tables and the dependency runs one way.
 */
export function createPlansService({ db, teams }: Deps) {
  const meters = new Map<CountedLimit, Meter>();

  async function planOf(_accountId: string, _tx: DbOrTx = db): Promise<PlanDefinition> {
    return FREE_PLAN;
  }

  const used = (limit: CountedLimit, accountId: string, tx: DbOrTx) => meters.get(limit)?.(accountId, tx) ?? Promise.resolve(0);

  const service = {
    /** The team's plan (Free for every team until billing lands). */
    planOf,

    /** Gives the counter of one limit; the module that owns the counted rows calls it once. */
    meter(limit: CountedLimit, count: Meter) {
      if (meters.has(limit)) throw new Error(`plans: the ${limit} meter is given twice`);
      meters.set(limit, count);
    },

    /**
     * The one entitlement check, before creating one more of `limit`: 403 PLAN_LIMIT naming
     * the limit when the team has all its plan allows. Locks the team's row until the end
     * of `tx`, so concurrent creations in one team run one after the other and the count
     * they see includes each other's rows (on any number of servers).
     */
    async assertWithinLimit(scope: TeamBound, limit: CountedLimit, tx: DbOrTx): Promise<void> {
      await teams.lock(scope.accountId, tx);
      const allowed = (await service.planOf(scope.accountId, tx)).limits[limit];
      if (allowed === UNLIMITED) return;
      if ((await used(limit, scope.accountId, tx)) >= allowed) throw new AppError(403, PLAN_LIMIT_CODE, planLimitMessage(limit, allowed));
    },

    /**
     * Where a read of the team's logs or events starts at `at`: the later of the `requested` start and the oldest
     * moment its plan's retention keeps (undefined: from the first).
     */
    async logsFrom(accountId: string, at: Date, requested: Date | undefined): Promise<Date | undefined> {
      const days = logRetentionDays((await service.planOf(accountId)).limits);
      const floor = days === UNLIMITED ? undefined : at.getTime() - days * 24 * 60 * 60 * 1000;
      if (floor === undefined) return requested;
      return new Date(Math.max(floor, requested?.getTime() ?? floor));
    },

    /** The team's plan, its limits and its usage of each. */
    async usage(scope: TeamBound): Promise<AccountUsage> {
      const plan = await service.planOf(scope.accountId);
      const counts = await Promise.all(COUNTED_LIMITS.map(async (limit) => [limit, await used(limit, scope.accountId, db)] as const));
      const usage = Object.fromEntries(counts) as Record<CountedLimit, number>;
      return { plan: { key: plan.key, name: plan.name }, limits: plan.limits, usage, usageQuantity: usage.apiCalls };
    },
  };
  return service;
}

export type PlansService = ReturnType<typeof createPlansService>;
