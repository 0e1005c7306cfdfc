import { type Environment, TEST_ENVIRONMENT_LIMITS } from '@portal/shared/common/environment';
import { eq, inArray, or } from 'drizzle-orm';
import {
  COUNTED_LIMITS,
  type CountedLimit,
  HELD_LIMITS,
  PLAN_LIMIT_CODE,
  type PlanDefinition,
  UNLIMITED,
  countOf,
  customFieldsNotInPlanMessage,
  logRetentionDays,
  longestLogRetentionDays,
  planLimitMessage,
} from '@portal/shared/plans/plans.constants';
import type { AccountUsage } from '@portal/shared/plans/plans.schemas';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { TeamBound } from '../../db/scoped';
import { AppError } from '../../lib/app-error';
import { shortCache } from '../../lib/short-cache';
import type { TeamsService } from '../teams/teams.service';
import { byPrice, loadPlanCatalog } from './plan-catalog';
import { type SubscriptionRow, subscriptions } from './plans.table';
import { type UsagePeriod, usagePeriodOf } from './usage-period';

export type { SubscriptionRow, UsagePeriod };

interface Deps {
  db: Db;
  teams: TeamsService;
  config: Config;
  now: () => Date;
}

/** Counts what a team has of one limited thing (its applications, its consumers, …). */
export type Meter = (accountId: string, tx: DbOrTx) => Promise<number>;

export const PLAN_DOWNGRADE_CODE = 'PLAN_DOWNGRADE';
export const UNKNOWN_PLAN_CODE = 'PLAN_NOT_FOUND';

/** How long the data plane reuses a team's plan and period (a switch on this server is seen at once). */
const PLAN_CACHE_MS = 1000;

/** A team's plan and the period its API calls count in. */
interface Standing {
  plan: PlanDefinition;
  period: UsagePeriod;
}

const joinAnd = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * The plan catalog (PLANS_FILE or the embedded plans), each team's subscription and the one entitlement check.
 * A team without a subscription row is on the base plan; a cancelled subscription falls back to it, and a
 * scheduled downgrade takes over at its date. The module that owns a limited thing gives its counter once
 * (`plans.meter('applications', count)`), so plans never reaches into other modules' tables.
 */
export function createPlansService({ db, teams, config, now }: Deps) {
  const catalog = loadPlanCatalog(config.PLANS_FILE);
  const basePlan = catalog.find((plan) => plan.isBasePlan && plan.accountId === null)!;
  const meters = new Map<CountedLimit, Meter>();
  const cache = shortCache<{ row: SubscriptionRow | undefined }>(PLAN_CACHE_MS, () => Date.now());

  const planById = (id: string | null | undefined) => catalog.find((plan) => plan.id === id);

  /** The plan a subscription row gives at `at`. */
  function effectivePlan(row: SubscriptionRow | undefined, at: Date): PlanDefinition {
    if (!row || row.state === 'canceled') return basePlan;
    if (row.cancelAt && row.cancelAt <= at) return basePlan;
    if (row.scheduledPlanId && row.scheduledFrom && row.scheduledFrom <= at)
      return planById(row.scheduledPlanId) ?? basePlan;
    return planById(row.planId) ?? basePlan;
  }

  async function subscriptionOf(accountId: string, tx: DbOrTx = db): Promise<SubscriptionRow | undefined> {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.accountId, accountId)).limit(1);
    return row;
  }

  const used = (limit: CountedLimit, accountId: string, tx: DbOrTx) =>
    meters.get(limit)?.(accountId, tx) ?? Promise.resolve(0);

  /**
   * The team's plan and period now, from its subscription read fresh in a transaction, else through a one-second cache.
   */
  async function standingOf(accountId: string, tx?: DbOrTx, at?: Date): Promise<Standing> {
    const { row } = tx
      ? { row: await subscriptionOf(accountId, tx) }
      : await cache.get(accountId, async () => ({ row: await subscriptionOf(accountId) }));
    at ??= now();
    return { plan: effectivePlan(row, at), period: usagePeriodOf(row, at) };
  }

  const service = {
    catalog,
    basePlan,
    effectivePlan,
    usagePeriodOf,
    subscriptionOf,
    planById,

    /** The team's plan now (read through a one-second cache outside a transaction). */
    planOf: async (accountId: string, tx?: DbOrTx): Promise<PlanDefinition> => (await standingOf(accountId, tx)).plan,

    /** The period the team's API calls count in at `at` (now; usage-period.ts), through the same cache as its plan. */
    periodOf: async (accountId: string, tx?: DbOrTx, at?: Date): Promise<UsagePeriod> =>
      (await standingOf(accountId, tx, at)).period,

    /** The plans a team may see and take: those for everyone and the team's own, cheapest first. */
    plansFor(accountId: string | undefined): PlanDefinition[] {
      return catalog.filter((plan) => plan.accountId === null || plan.accountId === accountId).sort(byPrice);
    },

    /** A plan the team may take, or 404. */
    offeredPlan(accountId: string, id: string): PlanDefinition {
      const plan = service.plansFor(accountId).find((each) => each.id === id);
      if (!plan) throw new AppError(404, UNKNOWN_PLAN_CODE, 'This plan does not exist.');
      return plan;
    },

    /** Writes the team's subscription (insert or update) in `tx`; the plan cache of this server forgets the team. */
    async saveSubscription(
      accountId: string,
      values: Partial<Omit<SubscriptionRow, 'accountId'>>,
      tx: DbOrTx,
    ): Promise<SubscriptionRow> {
      const [row] = await tx
        .insert(subscriptions)
        .values({ planId: basePlan.id, since: now(), ...values, accountId, updatedAt: now() })
        .onConflictDoUpdate({ target: subscriptions.accountId, set: { ...values, updatedAt: now() } })
        .returning();
      cache.delete(accountId);
      return row!;
    },

    /** The team whose Stripe customer this is. */
    async subscriptionOfCustomer(customerId: string, tx: DbOrTx = db): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.stripeCustomerId, customerId))
        .limit(1);
      return row;
    },

    /** The subscriptions on one of `planIds`, or last reported on one (for reporting metered usage). */
    async subscriptionsMeteredOn(planIds: string[]): Promise<SubscriptionRow[]> {
      if (planIds.length === 0) return [];
      return db
        .select()
        .from(subscriptions)
        .where(or(inArray(subscriptions.planId, planIds), inArray(subscriptions.reportedPlanId, planIds)));
    },

    /** Gives the counter of one limit; the module that owns the counted rows calls it once. */
    meter(limit: CountedLimit, count: Meter) {
      if (meters.has(limit)) throw new Error(`plans: the ${limit} meter is given twice`);
      meters.set(limit, count);
    },

    /** What the team uses of one limit. */
    used: (limit: CountedLimit, accountId: string, tx: DbOrTx = db) => used(limit, accountId, tx),

    /**
     * The one entitlement check, before creating one more of `limit`: 403 PLAN_LIMIT naming the plan and the limit
     * when the team has all its plan allows. Locks the team's row until the end of `tx`, so concurrent creations in
     * one team run one after the other and the count they see includes each other's rows (on any number of servers).
     */
    async assertWithinLimit(scope: TeamBound, limit: CountedLimit, tx: DbOrTx): Promise<void> {
      await teams.lock(scope.accountId, tx);
      const plan = await service.planOf(scope.accountId, tx);
      const allowed = plan.limits[limit];
      if (allowed === UNLIMITED) return;
      if ((await used(limit, scope.accountId, tx)) >= allowed)
        throw new AppError(403, PLAN_LIMIT_CODE, planLimitMessage(plan.name, limit, allowed));
    },

    /** 403 PLAN_LIMIT naming the plan when it lacks custom field mapping. */
    async assertCustomFields(scope: TeamBound): Promise<void> {
      const plan = await service.planOf(scope.accountId);
      if (!plan.limits.hasCustomFields)
        throw new AppError(403, PLAN_LIMIT_CODE, customFieldsNotInPlanMessage(plan.name));
    },

    /**
     * Before moving a team to `plan`: 409 PLAN_DOWNGRADE when the team holds more applications, integrations,
     * consumers or unified APIs than `plan` allows, saying what to remove.
     */
    async assertFits(accountId: string, plan: PlanDefinition, tx: DbOrTx = db): Promise<void> {
      const over: { limit: CountedLimit; allowed: number; has: number }[] = [];
      for (const limit of HELD_LIMITS) {
        const allowed = plan.limits[limit];
        if (allowed === UNLIMITED) continue;
        const has = await used(limit, accountId, tx);
        if (has > allowed) over.push({ limit, allowed, has });
      }
      if (over.length === 0) return;
      const allows = joinAnd(over.map((each) => countOf(each.limit, each.allowed)));
      const has = joinAnd(over.map((each) => countOf(each.limit, each.has)));
      const remove = joinAnd(over.map((each) => countOf(each.limit, each.has - each.allowed)));
      throw new AppError(
        409,
        PLAN_DOWNGRADE_CODE,
        `The ${plan.name} plan allows ${allows}; your team has ${has}. Remove ${remove} to switch to it.`,
      );
    },

    /**
     * Days the longest log retention keeps (of the catalog's plans, and test's 7 days): what log and event retention
     * delete by.
     */
    longestLogRetentionDays: () => {
      const days = longestLogRetentionDays(catalog);
      return days === UNLIMITED ? UNLIMITED : Math.max(days, TEST_ENVIRONMENT_LIMITS.logRetentionDays);
    },

    /**
     * Where a read of the team's logs or events starts at `at`: the later of the `requested` start and the oldest
     * moment its plan's retention keeps (undefined: from the first); a test environment's keep 7 days on every plan.
     */
    async logsFrom(
      accountId: string,
      at: Date,
      requested: Date | undefined,
      environment: Environment = 'live',
    ): Promise<Date | undefined> {
      const planDays = logRetentionDays((await service.planOf(accountId)).limits);
      const days = environment === 'test' ? TEST_ENVIRONMENT_LIMITS.logRetentionDays : planDays;
      const floor = days === UNLIMITED ? undefined : at.getTime() - days * 24 * 60 * 60 * 1000;
      if (floor === undefined) return requested;
      return new Date(Math.max(floor, requested?.getTime() ?? floor));
    },

    /** The team's plan, its limits, its usage of each and the period its API calls are of. */
    async usage(scope: TeamBound): Promise<AccountUsage> {
      const { plan, period } = await standingOf(scope.accountId, db);
      const counts = await Promise.all(
        COUNTED_LIMITS.map(async (limit) => [limit, await used(limit, scope.accountId, db)] as const),
      );
      const usage = Object.fromEntries(counts) as Record<CountedLimit, number>;
      return {
        plan: { key: plan.key, name: plan.name },
        limits: plan.limits,
        usage,
        usageQuantity: usage.apiCalls,
        periodStart: period.start.toISOString(),
        periodEnd: period.end.toISOString(),
        periodKind: period.kind,
      };
    },
  };
  return service;
}

export type PlansService = ReturnType<typeof createPlansService>;
