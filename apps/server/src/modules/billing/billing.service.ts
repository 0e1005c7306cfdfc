import { desc, eq } from 'drizzle-orm';
import { BILLING_MESSAGES as M, type Payment, type Subscription } from '@portal/shared/billing/billing.schemas';
import type { PlanDefinition } from '@portal/shared/plans/plans.constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Worker } from '../../lib/queue-worker';
import type { MailService } from '../mail/mail.service';
import type { MeteringService } from '../metering/metering.service';
import { publicPlan } from '../plans/plan-catalog';
import type { PlansService } from '../plans/plans.service';
import type { TeamScope } from '../teams/team-scope';
import type { TeamsService } from '../teams/teams.service';
import type { UsersService } from '../users/users.service';
import { annualRequestMail } from './billing-mails';
import { tellBilling } from './billing-notices';
import { payments } from './billing.table';
import { isStripeError, stripeClientOf } from './stripe-client';
import { createMeteredUsage } from './metered-usage';
import { createStripeBilling } from './stripe-billing';

interface Deps {
  db: Db;
  plans: PlansService;
  teams: TeamsService;
  users: UsersService;
  mail: MailService;
  metering: MeteringService;
  config: Config;
  publicUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

const conflict = (message: string) => new AppError(409, 'BILLING_CONFLICT', message);
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * Plans and billing of a team (001 §7 Billing). Without Stripe only virtual plans are offered and switching among
 * them is immediate; with Stripe (stripe-billing.ts) paid plans go through Checkout and change only from verified
 * webhook events. A yearly plan is requested from the operator (BILLING_ADMIN_EMAIL), never bought here.
 */
export function createBillingService({ db, plans, teams, users, mail, metering, config, publicUrl, log, now }: Deps) {
  const client = stripeClientOf(config);
  const billingLog = log.child({ module: 'billing' });
  const stripe = client
    ? createStripeBilling({
        stripe: client,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        db,
        plans,
        teams,
        mail,
        publicUrl,
        log: billingLog,
        now,
      })
    : undefined;
  const metered = client ? createMeteredUsage({ stripe: client, db, plans, metering, now }) : undefined;
  const reportOverage = () => (metered ? metered.report() : Promise.resolve(0));

  /** The plans a team is offered: without Stripe, only virtual ones (and the one it is on). */
  const offered = (accountId: string | undefined, current?: PlanDefinition) =>
    plans.plansFor(accountId).filter((plan) => stripe || plan.platform === 'virtual' || plan.id === current?.id);

  const emailOf = async (scope: TeamScope) => (await users.findByIds([scope.userId]))[0]?.email ?? '';

  const requireStripe = () => {
    if (!stripe) throw conflict(M.stripeOff);
    return stripe;
  };

  /** A call to Stripe whose failure is Stripe's (502 naming what it said), never the portal's. */
  const viaStripe = <T>(call: () => Promise<T>): Promise<T> =>
    call().catch((error: unknown) => {
      if (isStripeError(error)) {
        billingLog.error({ err: error }, 'Stripe refused a call');
        throw new AppError(502, 'STRIPE_ERROR', `Stripe could not complete this: ${error.message}`);
      }
      throw error;
    });

  async function view(accountId: string): Promise<Subscription> {
    const row = await plans.subscriptionOf(accountId);
    const at = now();
    const plan = plans.effectivePlan(row, at);
    // Usage and allowance are of one period: Stripe's current one while bound to Stripe, else the calendar month.
    const period = plans.usagePeriodOf(row, at);
    return {
      plan: publicPlan(plan),
      plans: offered(accountId, plan).map(publicPlan),
      used: { apiCalls: await metering.callsIn(accountId, period) },
      cancelAt: iso(row?.cancelAt && row.cancelAt > at ? row.cancelAt : null),
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      periodKind: period.kind,
      state: row?.state ?? 'active',
      since: iso(row?.state === 'canceled' ? null : row?.since),
      scheduled:
        row?.scheduledPlanId && row.scheduledFrom && row.scheduledFrom > at
          ? { plan: row.scheduledPlanId, from: row.scheduledFrom.toISOString() }
          : null,
      stripe: Boolean(stripe),
      hasCustomer: Boolean(row?.stripeCustomerId),
    };
  }

  /** Moves a team to a virtual plan at once (in one transaction with the team locked and the limits checked). */
  async function switchNow(scope: TeamScope, from: PlanDefinition, to: PlanDefinition): Promise<void> {
    await db.transaction(async (tx) => {
      await teams.lock(scope.accountId, tx);
      await plans.assertFits(scope.accountId, to, tx);
      await plans.saveSubscription(
        scope.accountId,
        {
          planId: to.id,
          state: 'active',
          since: now(),
          cancelAt: null,
          scheduledPlanId: null,
          scheduledFrom: null,
          periodStart: null,
          periodEnd: null,
        },
        tx,
      );
      await tellBilling({ teams, mail, publicUrl }, tx, scope.accountId, { kind: 'planChanged', from, to });
    });
  }

  return {
    stripeEnabled: Boolean(stripe),

    /** The plans offered; with a team the caller is a member of, that team's own plans too (404 for another team). */
    async plans(userId: string, accountId: string | undefined) {
      if (accountId) await teams.requireTeam(userId, accountId, null);
      return offered(accountId).map(publicPlan);
    },

    subscription: (scope: TeamScope) => view(scope.accountId),

    async switchTo(scope: TeamScope, planId: string): Promise<Subscription> {
      const to = plans.offeredPlan(scope.accountId, planId);
      if (to.type === 'yearly') throw conflict(M.yearlyIsRequested);
      const row = await plans.subscriptionOf(scope.accountId);
      const from = plans.effectivePlan(row, now());
      if (stripe?.live(row)) {
        if (to.id === from.id && !row.cancelAt) throw conflict(M.samePlan);
        await viaStripe(() => stripe.change(row, from, to));
      } else {
        if (to.id === from.id) throw conflict(M.samePlan);
        if (to.platform === 'stripe') throw conflict(stripe ? M.useCheckout : M.stripeOff);
        await switchNow(scope, from, to);
      }
      return view(scope.accountId);
    },

    async checkout(scope: TeamScope, planId: string): Promise<{ url: string }> {
      const billing = requireStripe();
      const plan = plans.offeredPlan(scope.accountId, planId);
      if (plan.type === 'yearly') throw conflict(M.yearlyIsRequested);
      const email = await emailOf(scope);
      return viaStripe(() => billing.checkout(scope, plan, email));
    },

    async portal(scope: TeamScope): Promise<{ url: string }> {
      const billing = requireStripe();
      const email = await emailOf(scope);
      return viaStripe(() => billing.portal(scope, email));
    },

    async request(scope: TeamScope, planId: string): Promise<void> {
      const plan = plans.offeredPlan(scope.accountId, planId);
      if (plan.type !== 'yearly') throw conflict(M.notYearly);
      if (!config.BILLING_ADMIN_EMAIL) throw conflict(M.noBillingAddress);
      const team = await teams.find(scope.accountId);
      await mail.enqueue(
        db,
        config.BILLING_ADMIN_EMAIL,
        annualRequestMail(team?.name ?? scope.accountId, scope.accountId, plan, await emailOf(scope)),
      );
      billingLog.info({ accountId: scope.accountId, plan: plan.id }, 'annual plan requested');
    },

    async transactions(scope: TeamScope): Promise<Payment[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.accountId, scope.accountId))
        .orderBy(desc(payments.created))
        .limit(100);
      return rows.map((row) => ({
        id: row.id,
        periodEnd: iso(row.periodEnd),
        status: row.status,
        description: row.description,
        created: row.created.toISOString(),
        paid: row.paid,
        url: row.url,
      }));
    },

    receive(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!stripe) throw new AppError(404, 'NOT_FOUND', 'Stripe is not configured on this portal.');
      return stripe.receive(rawBody, signature);
    },

    /** Reports API calls past the allowance to Stripe's meters (metered-usage.ts); answers the calls reported. */
    reportOverage,

    /** Reports metered usage every METERED_REPORT_SECONDS (0: never; tests call reportOverage). */
    worker: meteredWorker(reportOverage, config.METERED_REPORT_SECONDS, billingLog),
  };
}

function meteredWorker(report: () => Promise<number>, seconds: number, log: FastifyBaseLogger): Worker {
  let timer: NodeJS.Timeout | undefined;
  return {
    name: 'billing-metered-usage',
    async start() {
      if (seconds <= 0) return;
      timer = setInterval(
        () =>
          void report().catch((error: unknown) =>
            log.error({ err: error }, 'reporting metered usage to Stripe failed'),
          ),
        seconds * 1000,
      );
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
    },
    async flush() {},
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
