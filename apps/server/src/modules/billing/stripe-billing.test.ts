import { describe, expect, it } from 'vitest';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { billingEndpoints } from '@portal/shared/billing/billing.endpoints';
import { DEFAULT_PLANS, type PlanDefinition } from '@portal/shared/plans/plans.constants';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { DEFAULT_PRICES } from '../../../../../test-support/stripe-server';
import { plansFileOf } from '../../test/plans-file';
import { deliverTo, stripeEnv, useStripeServer } from '../../test/stripe';
import { type Person, useTestApp } from '../../test/test-app';
import { apiCallPeriods } from '../metering/metering.table';

/** The embedded plans and a dearer monthly Stripe plan, Scale, to upgrade to: given as the operator's plans file. */
const SCALE: PlanDefinition = {
  ...DEFAULT_PLANS.find((plan) => plan.id === 'growth-monthly')!,
  id: 'scale-monthly',
  key: 'scale-monthly',
  name: 'Scale',
  price: 49_900,
  stripe: { priceId: 'price_scale_monthly' },
};
const plansFile = plansFileOf([...DEFAULT_PLANS, SCALE]);
DEFAULT_PRICES.price_scale_monthly = { unit_amount: 49_900, interval: 'month' };

const stripe = useStripeServer();
const t = useTestApp(() => ({ ...stripeEnv(stripe), PLANS_FILE: plansFile }));

const view = async (person: Person) =>
  (await person.api.call(billingEndpoints.subscription, { query: { account: person.teamId } })).data;
const payments = async (person: Person) =>
  (await person.api.call(billingEndpoints.transactions, { query: { account: person.teamId } })).data;
const mailsTo = async (person: Person) => {
  await t.flush();
  return (await t.services.mail.list(500)).filter((mail) => mail.to === person.email).map((mail) => mail.subject);
};

/** An Owner with billing mails on who paid the checkout of `plan`, with every event delivered. */
async function subscribed(plan = 'growth-monthly') {
  deliverTo(stripe, t);
  const owner = await t.signUp();
  await owner.api.call(usersEndpoints.updateSettings, { body: { hasBillingEvent: true } });
  const { url } = (await owner.api.call(billingEndpoints.checkoutSession, { body: { account: owner.teamId, plan } }))
    .data;
  const subscription = stripe.completeCheckout(url.split('/').pop()!);
  await stripe.idle();
  return { owner, subscriptionId: subscription.id };
}

describe('billing with Stripe (a local Stripe-compatible server)', () => {
  it('changes the plan only once the verified webhook says so, in any order, and replays change nothing', async () => {
    stripe.setWebhookTarget(async () => 0); // Stripe has not delivered yet
    const owner = await t.signUp();
    await owner.api.call(usersEndpoints.updateSettings, { body: { hasBillingEvent: true } });
    expect((await view(owner)).plans.map((plan) => plan.id)).toEqual([
      'free',
      'startup',
      'scale',
      'growth-monthly',
      'scale-monthly',
      'startup-yearly',
      'growth-yearly',
    ]);
    const { url } = (
      await owner.api.call(billingEndpoints.checkoutSession, {
        body: { account: owner.teamId, plan: 'growth-monthly' },
      })
    ).data;
    expect(url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    const session = stripe.get(url.split('/').pop()!)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: owner.teamId,
      cancel_url: 'http://localhost:3000/billing/failed',
    });
    expect(session.success_url).toBe('http://localhost:3000/billing/success?session_id={CHECKOUT_SESSION_ID}');
    const first = stripe.events.length;
    stripe.completeCheckout(session.id);
    await stripe.idle();
    // The browser is back on /billing/success, but no verified event has arrived: still Free.
    expect((await view(owner)).plan.id).toBe('free');

    deliverTo(stripe, t);
    const events = stripe.events.slice(first);
    expect(events.map((event) => event.type).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    for (const event of [...events].reverse()) expect(await stripe.redeliver(event)).toBe(200);
    const paid = await view(owner);
    expect(paid).toMatchObject({
      plan: { id: 'growth-monthly' },
      state: 'active',
      cancelAt: null,
      scheduled: null,
      hasCustomer: true,
    });
    expect(await payments(owner)).toMatchObject([
      { status: 'paid', paid: 19_900, description: 'Subscription creation' },
    ]);
    const mails = await mailsTo(owner);
    expect(mails.filter((subject) => subject.endsWith('is now on the Growth plan'))).toHaveLength(1);
    expect(mails.filter((subject) => subject === 'Payment of €199.00 received')).toHaveLength(1);

    for (const event of events) expect(await stripe.redeliver(event)).toBe(200);
    expect(await payments(owner)).toHaveLength(1);
    expect(await mailsTo(owner)).toEqual(mails);
  });

  it('refuses an event whose signature does not verify', async () => {
    const { owner } = await subscribed();
    const event = stripe.events.at(-1)!;
    const forged = {
      ...event,
      id: 'evt_forged',
      data: { object: { ...(event.data as { object: object }).object, id: 'in_forged' } },
    };
    expect(await stripe.redeliver(forged, 't=1,v1=0000')).toBe(400);
    expect(await payments(owner)).toHaveLength(1);
  });

  it('marks a failed payment: the state is past due, the payment failed, and members with billing mails on are told', async () => {
    const { owner, subscriptionId } = await subscribed();
    stripe.failRenewal(subscriptionId);
    await stripe.idle();
    expect((await view(owner)).state).toBe('past_due');
    expect((await payments(owner)).map((payment) => payment.status).sort()).toEqual(['failed', 'paid']);
    expect(await mailsTo(owner)).toContain('Payment of €199.00 failed');
  });

  it('upgrades at once with a prorated invoice, and downgrades from the period end', async () => {
    const { owner, subscriptionId } = await subscribed();
    const upgraded = await owner.api.call(billingEndpoints.switchSubscription, {
      body: { account: owner.teamId, plan: 'scale-monthly' },
    });
    expect(upgraded.ok).toBe(true);
    await stripe.idle();
    expect((await view(owner)).plan.id).toBe('scale-monthly');
    const prorated = (await payments(owner)).find((payment) => payment.description.includes('prorated'))!;
    expect(prorated.paid).toBeGreaterThan(29_000);
    expect(prorated.paid).toBeLessThanOrEqual(30_000);

    await owner.api.call(billingEndpoints.switchSubscription, {
      body: { account: owner.teamId, plan: 'growth-monthly' },
    });
    await stripe.idle();
    const waiting = await view(owner);
    expect(waiting.plan.id).toBe('scale-monthly');
    expect(waiting.scheduled).toEqual({ plan: 'growth-monthly', from: waiting.periodEnd });

    stripe.renew(subscriptionId);
    await stripe.idle();
    expect(await view(owner)).toMatchObject({ plan: { id: 'growth-monthly' }, scheduled: null });
  });

  it('refuses a downgrade while the team has more applications than the lower plan allows; cancels at the period end otherwise', async () => {
    const { owner, subscriptionId } = await subscribed();
    for (const name of ['One', 'Two', 'Three', 'Four'])
      await owner.api.call(applicationsEndpoints.create, { body: { name, account: owner.teamId } });
    const refused = await owner.api.call(billingEndpoints.switchSubscription, {
      body: { account: owner.teamId, plan: 'startup' },
    });
    expect(refused.error).toMatchObject({
      statusCode: 409,
      message:
        'The Startup plan allows 3 applications; your team has 4 applications. Remove 1 application to switch to it.',
    });
    const four = (await owner.api.call(applicationsEndpoints.list, {})).data.find((app) => app.name === 'Four')!;
    await owner.api.call(applicationsEndpoints.remove, { params: { id: four.id }, body: { account: owner.teamId } });

    await owner.api.call(billingEndpoints.switchSubscription, { body: { account: owner.teamId, plan: 'startup' } });
    await stripe.idle();
    const cancelling = await view(owner);
    expect(cancelling).toMatchObject({
      plan: { id: 'growth-monthly' },
      cancelAt: cancelling.periodEnd,
      scheduled: { plan: 'startup' },
    });

    stripe.renew(subscriptionId); // the period ends: Stripe deletes the subscription
    await stripe.idle();
    expect(await view(owner)).toMatchObject({
      plan: { id: 'startup' },
      cancelAt: null,
      scheduled: null,
      state: 'active',
    });
  });

  it('falls back to the base plan when Stripe cancels the subscription', async () => {
    const { owner, subscriptionId } = await subscribed();
    stripe.cancel(subscriptionId);
    await stripe.idle();
    expect(await view(owner)).toMatchObject({ plan: { id: 'free' }, state: 'canceled' });
  });

  it('opens the customer portal on the team’s Stripe customer', async () => {
    const { owner } = await subscribed();
    const { url } = (await owner.api.call(billingEndpoints.customerPortal, { body: { account: owner.teamId } })).data;
    expect(url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    expect(stripe.get(url.split('/').pop()!)).toMatchObject({
      return_url: 'http://localhost:3000/account-settings?tab=plan',
    });
  });

  it('reports API calls past the allowance of a plan with additional calls to its Stripe meter, each once', async () => {
    const { owner } = await subscribed();
    const { stripeCustomerId: customer, periodStart } = (await t.services.plans.subscriptionOf(owner.teamId))!;
    // 100,050 calls in the team's Stripe period: 50 past Growth's 100,000.
    await t.db.insert(apiCallPeriods).values({ accountId: owner.teamId, periodStart: periodStart!, calls: 100_050 });
    const mine = () =>
      stripe.meterEvents.filter(
        (event) => (event.payload as { stripe_customer_id: string }).stripe_customer_id === customer,
      );
    expect(await t.services.billing.reportOverage()).toBeGreaterThanOrEqual(50);
    expect(await t.services.billing.reportOverage()).toBe(0);
    expect(mine()).toMatchObject([{ event_name: 'api_calls', payload: { value: '50' } }]);
  });
});
