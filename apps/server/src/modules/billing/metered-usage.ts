import type Stripe from 'stripe';
import { type PlanDefinition, UNLIMITED } from '@portal/shared/plans/plans.constants';
import type { Db } from '../../db/client';
import type { MeteringService } from '../metering/metering.service';
import type { PlansService, SubscriptionRow } from '../plans/plans.service';

interface Deps {
  stripe: Stripe;
  db: Db;
  plans: PlansService;
  metering: MeteringService;
  now: () => Date;
}

/** A plan whose calls past the allowance are billed through a Stripe meter. */
const isMetered = (plan: PlanDefinition | undefined): plan is PlanDefinition =>
  Boolean(plan?.limits.hasAdditionalApiCalls && plan.stripe?.meterEventName && plan.limits.apiCalls !== UNLIMITED);

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * Reports API calls past the allowance of plans with additional calls to the plan's Stripe meter, per Stripe period:
 * what the period's calls exceed the allowance by, less what was reported for that period already (an identifier per
 * team, period and total, so a report retried after a crash is counted once by Stripe). Once the team's period has
 * moved on, what the last one's calls exceeded is reported first, timestamped inside that period, so Stripe bills the
 * calls with the period they were made in.
 */
export function createMeteredUsage({ stripe, db, plans, metering, now }: Deps) {
  const overageOf = async (accountId: string, plan: PlanDefinition, start: Date) =>
    Math.max(0, (await metering.callsIn(accountId, { start, kind: 'stripePeriod' })) - plan.limits.apiCalls);

  /** Sends what `overage` adds to `already` for the period starting at `start`; answers the calls reported. */
  async function send(
    row: SubscriptionRow,
    plan: PlanDefinition,
    start: Date,
    overage: number,
    already: number,
    timestamp?: number,
  ): Promise<number> {
    if (overage <= already) return 0;
    await stripe.billing.meterEvents.create({
      event_name: plan.stripe!.meterEventName!,
      payload: { stripe_customer_id: row.stripeCustomerId!, value: String(overage - already) },
      identifier: `${row.accountId}-${seconds(start)}-${overage}`,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
    return overage - already;
  }

  async function reportTeam(row: SubscriptionRow, start: Date): Promise<number> {
    let reported = 0;
    let already = row.reportedOverage;
    const last = row.reportedPeriodStart;
    if (last && last.getTime() !== start.getTime()) {
      const lastPlan = plans.planById(row.reportedPlanId);
      if (isMetered(lastPlan)) {
        // The last period ended where this one starts: a second before (or now, if earlier) is inside it.
        const inside = Math.max(seconds(last), Math.min(seconds(now()), seconds(start)) - 1);
        reported += await send(row, lastPlan, last, await overageOf(row.accountId, lastPlan, last), already, inside);
      }
      already = 0;
    }
    const plan = plans.effectivePlan(row, now());
    const metered = isMetered(plan);
    const overage = metered ? await overageOf(row.accountId, plan, start) : 0;
    if (metered) reported += await send(row, plan, start, overage, already);
    const next = {
      reportedPeriodStart: start,
      reportedPlanId: metered ? plan.id : null,
      reportedOverage: metered ? Math.max(overage, already) : 0,
    };
    const same =
      last?.getTime() === start.getTime() &&
      row.reportedPlanId === next.reportedPlanId &&
      row.reportedOverage === next.reportedOverage;
    if (!same) await plans.saveSubscription(row.accountId, next, db);
    return reported;
  }

  return {
    /** Reports every Stripe-bound team on (or last reported on) a metered plan; answers the calls reported. */
    async report(): Promise<number> {
      const metered = plans.catalog.filter(isMetered).map((plan) => plan.id);
      let reported = 0;
      for (const row of await plans.subscriptionsMeteredOn(metered)) {
        const period = plans.usagePeriodOf(row, now());
        if (period.kind !== 'stripePeriod' || !row.stripeCustomerId) continue;
        reported += await reportTeam(row, period.start);
      }
      return reported;
    },
  };
}
