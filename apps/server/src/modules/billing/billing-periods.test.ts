import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingEndpoints } from '@portal/shared/billing/billing.endpoints';
import { DEFAULT_PLANS, type PlanDefinition } from '@portal/shared/plans/plans.constants';
import { plansEndpoints } from '@portal/shared/plans/plans.endpoints';
import { DEFAULT_PRICES } from '../../../../../test-support/stripe-server';
import { newApplication } from '../../test/applications';
import { plansFileOf } from '../../test/plans-file';
import { deliverTo, stripeEnv, useStripeServer } from '../../test/stripe';
import { type Person, useTestApp } from '../../test/test-app';
import { apiCallCounts, apiCallPeriods } from '../metering/metering.table';

// The period a team's API calls count in (docs/decisions.md, "Periods"): Stripe's current period while the team's
// subscription is bound to Stripe, else the calendar month (UTC). Basic is a Stripe plan of 3 calls and no more.
const GROWTH = DEFAULT_PLANS.find((plan) => plan.id === 'growth-monthly')!;
const BASIC: PlanDefinition = {
  ...GROWTH,
  id: 'basic-monthly',
  key: 'basic-monthly',
  name: 'Basic',
  price: 9_900,
  additionalOptions: [],
  limits: { ...GROWTH.limits, apiCalls: 3, hasAdditionalApiCalls: false },
  stripe: { priceId: 'price_basic_monthly' },
};
DEFAULT_PRICES.price_basic_monthly = { unit_amount: 9_900, interval: 'month' };

const stripe = useStripeServer();
const t = useTestApp(() => ({ ...stripeEnv(stripe), PLANS_FILE: plansFileOf([...DEFAULT_PLANS, BASIC]) }));

const view = async (person: Person) =>
  (await person.api.call(billingEndpoints.subscription, { query: { account: person.teamId } })).data;
const usage = async (person: Person) =>
  (await person.api.call(plansEndpoints.usage, { params: { id: person.teamId } })).data;
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const isoOf = (unix: unknown) => new Date(Number(unix) * 1000).toISOString();

/** A new Owner, an application of the team and the caller its own calls run as. */
async function team() {
  const owner = await t.signUp();
  const applicationId = await newApplication(owner);
  return { owner, applicationId, caller: { accountId: owner.teamId, applicationId, consumerId: null } };
}

/** Makes `n` calls as `caller` one after the other; answers which were admitted, once they are counted. */
async function calls(
  caller: { accountId: string; applicationId: string; consumerId: null; environment?: 'test' | 'live' },
  n: number,
): Promise<boolean[]> {
  const admitted = [];
  for (let i = 0; i < n; i += 1) admitted.push((await t.services.metering.admit(caller, 'universal')).ok);
  await t.flush();
  return admitted;
}

/** The Owner pays the checkout of `plan`; every signed event is delivered. Answers the Stripe subscription. */
async function subscribe(owner: Person, plan: string) {
  deliverTo(stripe, t);
  const { url } = (await owner.api.call(billingEndpoints.checkoutSession, { body: { account: owner.teamId, plan } }))
    .data;
  const subscription = stripe.completeCheckout(url.split('/').pop()!);
  await stripe.idle();
  return subscription.id;
}

const itemOf = (subscriptionId: string) =>
  (stripe.get(subscriptionId)!.items as { data: Array<{ current_period_start: number; current_period_end: number }> })
    .data[0]!;

describe('the period API calls count in', () => {
  it("counts a Stripe-bound team's calls from its period's start, to the second, and starts again when the webhook moves the period", async () => {
    const { owner, applicationId, caller } = await team();
    expect(await calls(caller, 2)).toEqual([true, true]);
    expect(await view(owner)).toMatchObject({ periodKind: 'calendarMonth', used: { apiCalls: 2 } });

    const subscriptionId = await subscribe(owner, 'basic-monthly');
    const item = itemOf(subscriptionId);
    const first = await view(owner);
    // The period started seconds after the two calls, the same day: they are not its calls.
    expect(first).toMatchObject({
      plan: { id: 'basic-monthly' },
      periodKind: 'stripePeriod',
      periodStart: isoOf(item.current_period_start),
      periodEnd: isoOf(item.current_period_end),
      used: { apiCalls: 0 },
    });
    expect(await usage(owner)).toMatchObject({
      usageQuantity: 0,
      usage: { apiCalls: 0 },
      periodStart: first.periodStart,
      periodEnd: first.periodEnd,
      periodKind: 'stripePeriod',
    });

    expect(await calls(caller, 4)).toEqual([true, true, true, false]);
    const refused = await t.services.metering.admit(caller, 'universal');
    const until = new Date(first.periodEnd).toLocaleDateString('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        statusCode: 429,
        code: 'API_CALLS_LIMIT',
        message: `The Basic plan allows 3 API calls a billing period; this period's are used until ${until}. Upgrade your plan to make more calls.`,
      },
    });
    expect((await view(owner)).used.apiCalls).toBe(3);
    expect((await usage(owner)).usageQuantity).toBe(3);
    // The application's stat is of the calendar month, from the per-day counts: all five calls.
    const scope = await t.services.applications.requireApplication(owner.id, applicationId, null);
    expect((await t.services.applications.stats(scope)).apiCalls).toBe(5);

    stripe.renew(subscriptionId); // Stripe's next period; its customer.subscription.updated event stores it
    await stripe.idle();
    const second = await view(owner);
    expect(second).toMatchObject({ periodKind: 'stripePeriod', periodStart: first.periodEnd, used: { apiCalls: 0 } });
    expect(await calls(caller, 1)).toEqual([true]);
    expect((await view(owner)).used.apiCalls).toBe(1);
    expect((await usage(owner)).usageQuantity).toBe(1);
  });

  it("never counts a test environment's calls: not against the plan's limit, not in the Stripe period, not reported", async () => {
    const { owner, applicationId, caller } = await team();
    await subscribe(owner, 'basic-monthly');
    const scope = await t.services.applications.requireApplication(owner.id, applicationId, null, {
      environment: 'test',
    });
    const testCaller = { ...caller, applicationId: scope.applicationId, environment: 'test' as const };
    // Five test calls on a plan of three: all admitted, none counted toward the plan.
    expect(await calls(testCaller, 5)).toEqual([true, true, true, true, true]);
    expect((await view(owner)).used.apiCalls).toBe(0);
    expect((await usage(owner)).usageQuantity).toBe(0);
    const periods = await t.db.select().from(apiCallPeriods).where(eq(apiCallPeriods.accountId, owner.teamId));
    expect(periods).toEqual([]);
    // The test environment's own stat shows them; the live one's does not.
    expect((await t.services.applications.stats(scope)).apiCalls).toBe(5);
    const live = await t.services.applications.requireApplication(owner.id, applicationId, null);
    expect((await t.services.applications.stats(live)).apiCalls).toBe(0);
    // Live calls still count, from the first.
    expect(await calls(caller, 4)).toEqual([true, true, true, false]);
    expect((await usage(owner)).usageQuantity).toBe(3);
  });

  it('keeps the calendar month (UTC) for a virtual plan, across a switch, without last month’s calls', async () => {
    const { owner, caller } = await team();
    expect(await calls(caller, 2)).toEqual([true, true]);
    expect(
      (await owner.api.call(billingEndpoints.switchSubscription, { body: { account: owner.teamId, plan: 'startup' } }))
        .ok,
    ).toBe(true);
    expect(await calls(caller, 1)).toEqual([true]);
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    await t.db
      .insert(apiCallCounts)
      .values({ accountId: owner.teamId, applicationId: randomUUID(), month: lastMonth, day: lastMonth, calls: 40 });
    const current = await view(owner);
    expect(current).toMatchObject({
      plan: { id: 'startup' },
      periodKind: 'calendarMonth',
      periodStart: monthStart.toISOString(),
      periodEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      used: { apiCalls: 3 },
    });
    expect(await usage(owner)).toMatchObject({
      usageQuantity: 3,
      periodStart: current.periodStart,
      periodEnd: current.periodEnd,
      periodKind: 'calendarMonth',
    });
  });

  it('goes back to the calendar month when Stripe cancels the subscription: every call of the month counts', async () => {
    const { owner, caller } = await team();
    expect(await calls(caller, 1)).toEqual([true]);
    const subscriptionId = await subscribe(owner, 'basic-monthly');
    expect(await calls(caller, 2)).toEqual([true, true]);
    expect(await view(owner)).toMatchObject({ periodKind: 'stripePeriod', used: { apiCalls: 2 } });
    stripe.cancel(subscriptionId);
    await stripe.idle();
    expect(await view(owner)).toMatchObject({
      plan: { id: 'free' },
      state: 'canceled',
      periodKind: 'calendarMonth',
      used: { apiCalls: 3 },
    });
    expect((await usage(owner)).usageQuantity).toBe(3);
    // The month's allowance counts the calls of the Stripe period too, though the month's quota was made before it.
    const free = DEFAULT_PLANS.find((plan) => plan.id === 'free')!.limits.apiCalls;
    const admitted = await calls(caller, free - 3 + 1);
    expect(admitted.filter(Boolean)).toHaveLength(free - 3);
    expect(admitted.at(-1)).toBe(false);
  });

  it('reports overage to Stripe in the period the calls were made in, the last period’s remainder first', async () => {
    const { owner } = await team();
    const subscriptionId = await subscribe(owner, 'growth-monthly');
    const subscription = (await t.services.plans.subscriptionOf(owner.teamId))!;
    const first = subscription.periodStart!;
    const mine = () =>
      stripe.meterEvents.filter(
        (event) =>
          (event.payload as { stripe_customer_id: string }).stripe_customer_id === subscription.stripeCustomerId,
      );
    const callsIn = (periodStart: Date, calls: number) =>
      t.db
        .insert(apiCallPeriods)
        .values({ accountId: owner.teamId, periodStart, calls })
        .onConflictDoUpdate({ target: [apiCallPeriods.accountId, apiCallPeriods.periodStart], set: { calls } });

    await callsIn(first, 100_050);
    await t.services.billing.reportOverage();
    expect(mine()).toEqual([
      {
        event_name: 'api_calls',
        payload: { stripe_customer_id: subscription.stripeCustomerId, value: '50' },
        identifier: `${owner.teamId}-${seconds(first)}-50`,
      },
    ]);

    // 20 more calls before the period ends; Stripe then moves the subscription into its next period.
    await callsIn(first, 100_070);
    stripe.renew(subscriptionId);
    await stripe.idle();
    const second = (await t.services.plans.subscriptionOf(owner.teamId))!.periodStart!;
    expect(second.getTime()).toBeGreaterThan(first.getTime());
    await callsIn(second, 100_010);
    await t.services.billing.reportOverage();
    const [last, current] = mine().slice(1);
    expect(last).toMatchObject({ payload: { value: '20' }, identifier: `${owner.teamId}-${seconds(first)}-70` });
    expect(Number(last!.timestamp)).toBeGreaterThanOrEqual(seconds(first));
    expect(Number(last!.timestamp)).toBeLessThan(seconds(second));
    expect(current).toMatchObject({ payload: { value: '10' }, identifier: `${owner.teamId}-${seconds(second)}-10` });
    expect(current).not.toHaveProperty('timestamp');
    expect(mine()).toHaveLength(3);

    expect(await t.services.billing.reportOverage()).toBe(0);
  });
});
