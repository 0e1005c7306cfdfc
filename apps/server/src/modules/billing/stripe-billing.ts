import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { type Payment, type SubscriptionState } from '@portal/shared/billing/billing.schemas';
import type { PlanDefinition } from '@portal/shared/plans/plans.constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../teams/team-scope';
import type { PlansService, SubscriptionRow } from '../plans/plans.service';
import { isUpgrade } from '../plans/plan-catalog';
import { type BillingNoticeDeps, tellBilling } from './billing-notices';
import { payments, stripeEvents } from './billing.table';
import { dateOf, eventProblemOf, idOf, periodOf, subscriptionOfInvoice } from './stripe-client';

export interface StripeBillingDeps extends BillingNoticeDeps {
  stripe: Stripe;
  webhookSecret: string;
  db: Db;
  plans: PlansService;
  log: FastifyBaseLogger;
  now: () => Date;
}

const STATE_OF: Record<string, SubscriptionState> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: 'incomplete',
};

const conflict = (message: string) => new AppError(409, 'BILLING_CONFLICT', message);

/** What a verified event needs from Stripe, read before the transaction (no network call holds a transaction open). */
interface Fetched {
  customerId: string | undefined;
  subscription?: Stripe.Subscription | undefined;
  invoice?: Stripe.Invoice | undefined;
}

/**
 * Stripe billing: Checkout (subscription mode), the customer portal, plan changes of a live subscription and the
 * webhook. A team's subscription changes only from verified events: each applies the subscription as Stripe has it
 * now (read again from Stripe), so events in any order end in Stripe's state, and each event id is applied once.
 */
export function createStripeBilling(deps: StripeBillingDeps) {
  const { stripe, db, plans, log, now, publicUrl } = deps;
  const planOfPrice = (priceId: string | undefined) => plans.catalog.find((plan) => plan.stripe?.priceId === priceId);
  const live = (row: SubscriptionRow | undefined): row is SubscriptionRow & { stripeSubscriptionId: string } =>
    Boolean(row?.stripeSubscriptionId) && row?.state !== 'canceled';

  async function customerOf(scope: TeamScope, email: string): Promise<string> {
    const row = await plans.subscriptionOf(scope.accountId);
    if (row?.stripeCustomerId) return row.stripeCustomerId;
    const team = await deps.teams.find(scope.accountId);
    const customer = await stripe.customers.create(
      { email, name: team?.name ?? email, metadata: { accountId: scope.accountId } },
      { idempotencyKey: `customer-${scope.accountId}` },
    );
    await plans.saveSubscription(scope.accountId, { stripeCustomerId: customer.id }, db);
    return customer.id;
  }

  /** Applies Stripe's subscription to the team's row; mails a plan change. */
  async function applySubscription(tx: DbOrTx, row: SubscriptionRow, subscription: Stripe.Subscription): Promise<void> {
    if (row.stripeSubscriptionId && row.stripeSubscriptionId !== subscription.id && subscription.status === 'canceled')
      return;
    const before = plans.effectivePlan(row, now());
    const state = STATE_OF[subscription.status] ?? 'incomplete';
    const plan = subscription.items.data.map((item) => planOfPrice(item.price.id)).find(Boolean);
    const period = periodOf(subscription);
    const cancelAt = dateOf(subscription.cancel_at) ?? (subscription.cancel_at_period_end ? period.end : null);
    let values: Partial<SubscriptionRow>;
    if (state === 'canceled') {
      const next = row.scheduledPlanId;
      values = next
        ? {
            planId: next,
            state: 'active',
            since: now(),
            scheduledPlanId: null,
            scheduledFrom: null,
            stripeSubscriptionId: null,
            cancelAt: null,
          }
        : {
            state: 'canceled',
            cancelAt: dateOf(subscription.ended_at) ?? cancelAt ?? now(),
            stripeSubscriptionId: subscription.id,
            scheduledPlanId: null,
            scheduledFrom: null,
          };
    } else if (!plan || state === 'incomplete') {
      values = {
        stripeSubscriptionId: subscription.id,
        state: row.stripeSubscriptionId === subscription.id ? state : row.state,
      };
    } else {
      const stored = plans.planById(row.planId);
      const samePeriod =
        row.stripeSubscriptionId === subscription.id && row.periodStart?.getTime() === period.start?.getTime();
      const downgrade =
        samePeriod && stored && stored.id !== plan.id && !isUpgrade(stored, plan) && period.end && period.end > now();
      values = downgrade
        ? { state, scheduledPlanId: plan.id, scheduledFrom: period.end, cancelAt }
        : {
            planId: plan.id,
            state,
            since: stored?.id === plan.id && row.state !== 'canceled' ? row.since : now(),
            // A virtual plan waits for the end of a subscription cancelled at its period end; nothing else waits then.
            ...(cancelAt ? {} : { scheduledPlanId: null, scheduledFrom: null }),
            cancelAt,
          };
      values = { ...values, stripeSubscriptionId: subscription.id, periodStart: period.start, periodEnd: period.end };
    }
    const saved = await plans.saveSubscription(row.accountId, values, tx);
    const after = plans.effectivePlan(saved, now());
    if (after.id !== before.id)
      await tellBilling(deps, tx, row.accountId, { kind: 'planChanged', from: before, to: after });
  }

  async function applyInvoice(
    tx: DbOrTx,
    row: SubscriptionRow,
    invoice: Stripe.Invoice,
    failed: boolean,
  ): Promise<void> {
    const status: Payment['status'] =
      invoice.status === 'paid' ? 'paid' : failed ? 'failed' : ((invoice.status as Payment['status'] | null) ?? 'open');
    const description = invoice.lines.data[0]?.description ?? invoice.description ?? 'Subscription';
    const [existing] = await tx.select().from(payments).where(eq(payments.stripeInvoiceId, invoice.id!)).limit(1);
    const values = {
      accountId: row.accountId,
      stripeInvoiceId: invoice.id!,
      status,
      description,
      paid: invoice.amount_paid,
      periodEnd: dateOf(invoice.lines.data[0]?.period?.end ?? invoice.period_end),
      url: invoice.hosted_invoice_url ?? invoice.invoice_pdf ?? null,
      created: dateOf(invoice.created) ?? now(),
    } as const;
    if (existing) await tx.update(payments).set(values).where(eq(payments.id, existing.id));
    else await tx.insert(payments).values(values);
    if (existing?.status === status) return;
    if (status === 'paid')
      await tellBilling(deps, tx, row.accountId, {
        kind: 'paymentSucceeded',
        amount: invoice.amount_paid,
        description,
      });
    if (status === 'failed')
      await tellBilling(deps, tx, row.accountId, { kind: 'paymentFailed', amount: invoice.amount_due, description });
  }

  async function fetchFor(event: Stripe.Event): Promise<Fetched> {
    const object = event.data.object as {
      id?: string;
      customer?: string | { id: string } | null;
      subscription?: string | { id: string } | null;
    };
    const customerId = idOf(object.customer);
    const retrieveSubscription = (id: string | undefined) =>
      id ? stripe.subscriptions.retrieve(id) : Promise.resolve(undefined);
    switch (event.type) {
      case 'checkout.session.completed':
        return { customerId, subscription: await retrieveSubscription(idOf(object.subscription)) };
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { customerId, subscription: await retrieveSubscription(object.id) };
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = await stripe.invoices.retrieve(object.id!);
        return { customerId, invoice, subscription: await retrieveSubscription(subscriptionOfInvoice(invoice)) };
      }
      default:
        return { customerId };
    }
  }

  /**
   * Applies one verified event once: the objects it names are read again from Stripe (their state now, so events in
   * any order end in Stripe's state), then the event id and the change are written in one transaction.
   */
  async function apply(event: Stripe.Event): Promise<void> {
    const [seen] = await db
      .select({ id: stripeEvents.id })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id))
      .limit(1);
    if (seen) return;
    const fetched = await fetchFor(event);
    await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (!fresh) return;
      const row = fetched.customerId ? await plans.subscriptionOfCustomer(fetched.customerId, tx) : undefined;
      if (!row) {
        if (fetched.customerId)
          log.warn({ event: event.id, type: event.type }, 'a Stripe event of a customer no team has: ignored');
        return;
      }
      if (fetched.subscription) await applySubscription(tx, row, fetched.subscription);
      if (fetched.invoice) {
        const current = (await plans.subscriptionOfCustomer(fetched.customerId!, tx)) ?? row;
        await applyInvoice(tx, current, fetched.invoice, event.type === 'invoice.payment_failed');
      }
    });
  }

  /**
   * One customer's events one after the other on this server, so a read from Stripe is never written after a newer one.
   */
  const turns = new Map<string, Promise<void>>();
  function inTurn(key: string, work: () => Promise<void>): Promise<void> {
    const next = (turns.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
    turns.set(key, next);
    void next.finally(() => turns.get(key) === next && turns.delete(key)).catch(() => undefined);
    return next;
  }

  return {
    async checkout(scope: TeamScope, plan: PlanDefinition, email: string): Promise<{ url: string }> {
      if (plan.platform !== 'stripe' || !plan.stripe)
        throw conflict('This plan is not billed through Stripe: switch to it instead.');
      const row = await plans.subscriptionOf(scope.accountId);
      if (live(row)) throw conflict('Your team already has a subscription: use Switch plan to change it.');
      await plans.assertFits(scope.accountId, plan);
      const customer = await customerOf(scope, email);
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [{ price: plan.stripe.priceId, quantity: 1 }];
      if (plan.stripe.meteredPriceId) lineItems.push({ price: plan.stripe.meteredPriceId });
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: scope.accountId,
        line_items: lineItems,
        success_url: `${publicUrl}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}/billing/failed`,
        metadata: { accountId: scope.accountId, planId: plan.id },
        subscription_data: { metadata: { accountId: scope.accountId, planId: plan.id } },
      });
      if (!session.url) throw new AppError(502, 'STRIPE_ERROR', 'Stripe did not answer a checkout page.');
      return { url: session.url };
    },

    /** The customer portal (payment methods, invoices, cancellation); a team without a customer gets one first. */
    async portal(scope: TeamScope, email: string): Promise<{ url: string }> {
      const customer = await customerOf(scope, email);
      const session = await stripe.billingPortal.sessions.create({
        customer,
        return_url: `${publicUrl}/account-settings?tab=plan`,
      });
      return { url: session.url };
    },

    /** Whether the team pays through a live Stripe subscription (switches then go through Stripe). */
    live,

    /**
     * Changes a live subscription: to a dearer Stripe plan at once, prorated and invoiced now; to a cheaper one from
     * the period end (no proration); to a virtual plan by cancelling at the period end; the same plan renews a
     * cancelled one. The team's plan follows when Stripe's event arrives.
     */
    async change(
      row: SubscriptionRow & { stripeSubscriptionId: string },
      from: PlanDefinition,
      to: PlanDefinition,
    ): Promise<void> {
      const subscription = await stripe.subscriptions.retrieve(row.stripeSubscriptionId);
      if (to.id === from.id) {
        await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false, cancel_at: '' });
        return;
      }
      await plans.assertFits(row.accountId, to);
      if (to.platform !== 'stripe' || !to.stripe) {
        await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
        await plans.saveSubscription(
          row.accountId,
          { scheduledPlanId: to.id, scheduledFrom: periodOf(subscription).end },
          db,
        );
        return;
      }
      const item = subscription.items.data.find((each) => planOfPrice(each.price.id)) ?? subscription.items.data[0];
      if (!item) throw new AppError(502, 'STRIPE_ERROR', 'The Stripe subscription has no item to change.');
      const upgrade = isUpgrade(from, to);
      await stripe.subscriptions.update(subscription.id, {
        items: [{ id: item.id, price: to.stripe.priceId }],
        proration_behavior: upgrade ? 'always_invoice' : 'none',
        cancel_at_period_end: false,
        metadata: { accountId: row.accountId, planId: to.id },
      });
    },

    /** Verifies and applies one webhook delivery; a replayed event id changes nothing. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<void> {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', deps.webhookSecret);
      } catch {
        throw new AppError(400, 'STRIPE_SIGNATURE', 'The Stripe-Signature header does not verify this payload.');
      }
      const problem = eventProblemOf(event);
      if (problem) {
        // Answered 400 so Stripe does not retry it; the id as sent (JSON-escaped by the log), never the payload.
        log.warn(
          { event: (event as { id?: unknown }).id, type: (event as { type?: unknown }).type, problem },
          'a signed Stripe event that cannot be applied: refused',
        );
        throw new AppError(400, 'STRIPE_EVENT', `The Stripe event cannot be applied (${problem}).`);
      }
      const customer = idOf((event.data.object as { customer?: string | { id: string } | null }).customer) ?? '';
      await inTurn(customer, () => apply(event));
    },
  };
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;
