import { z } from 'zod';
import { USAGE_PERIOD_KINDS } from '../plans/plans.constants';
import { planSchema } from '../plans/plans.schemas';
import { accountField } from '../common/shared-schemas';

export const SUBSCRIPTION_STATES = ['active', 'past_due', 'canceled', 'incomplete'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** GET billing/subscription (001 §3 Subscription): the team's plan, the plans it may take, its usage and period. */
export const subscriptionSchema = z.object({
  plan: planSchema,
  plans: z.array(planSchema),
  used: z.object({ apiCalls: z.number().int() }),
  /** When a cancelled subscription ends (ISO); null when it renews. */
  cancelAt: z.string().nullable(),
  /** The period `used.apiCalls` counts and the allowance is of (ISO, end excluded). */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** `stripePeriod`: Stripe's current period of the team's subscription; `calendarMonth`: the month in UTC. */
  periodKind: z.enum(USAGE_PERIOD_KINDS),
  state: z.enum(SUBSCRIPTION_STATES),
  /** Since when the team has its plan (ISO). */
  since: z.string().nullable(),
  /** A downgrade taking effect at the period end: the plan and from when. */
  scheduled: z.object({ plan: z.string(), from: z.string() }).nullable(),
  /** Stripe is configured: paid Stripe plans can be subscribed to. */
  stripe: z.boolean(),
  /** The team has a Stripe customer: the customer portal can be opened. */
  hasCustomer: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const PAYMENT_STATUSES = ['paid', 'open', 'failed', 'void', 'uncollectible', 'draft'] as const;

/** A payment (001 §3 Payment): an invoice of the team's subscription, amounts in cents. */
export const paymentSchema = z.object({
  id: z.string(),
  periodEnd: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  description: z.string(),
  created: z.string(),
  paid: z.number().int(),
  url: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const billingQuerySchema = z.object({ account: accountField });
/** GET billing/subscription (001 §7 "optional ?account"): without it, the caller's current team. */
export const subscriptionQuerySchema = z.object({ account: accountField.optional() });
export const plansQuerySchema = z.object({ account: accountField.optional() });
export const planBodySchema = z.object({ account: accountField, plan: z.string().min(1, 'Choose a plan').max(64) });
export const accountOnlyBodySchema = z.object({ account: accountField });
export const urlAnswerSchema = z.object({ url: z.string() });
export const webhookAnswerSchema = z.object({ received: z.literal(true) });

/** 001 §8 toasts. */
export const BILLING_MESSAGES = {
  switched: 'Your subscription has been changed',
  requested: 'Your request for an annual plan has been sent. Please expect an email from the administrator.',
  noBillings: 'No billings yet',
  success: 'Subscription successful',
  failed: 'Subscription failed',
  unknownPlan: 'This plan does not exist.',
  samePlan: 'Your team is already on this plan.',
  yearlyIsRequested: 'An annual plan is requested, not bought: use Submit a request.',
  notYearly: 'Only annual plans are requested; switch to this plan instead.',
  stripeOff: 'Paid plans need Stripe configured on this portal.',
  noBillingAddress:
    "This portal's operator has not set a billing address (BILLING_ADMIN_EMAIL), so annual plans cannot be requested yet.",
  useCheckout: 'Subscribe to this plan through checkout.',
} as const;
