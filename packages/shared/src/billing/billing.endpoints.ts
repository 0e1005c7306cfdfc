import { z } from 'zod';
import { access, currentTeam, defineEndpoints, inBody, inQuery } from '../common/endpoint';
import { planSchema } from '../plans/plans.schemas';
import {
  accountOnlyBodySchema,
  billingQuerySchema,
  subscriptionQuerySchema,
  paymentSchema,
  planBodySchema,
  plansQuerySchema,
  subscriptionSchema,
  urlAnswerSchema,
  webhookAnswerSchema,
} from './billing.schemas';
import { okAnswerSchema } from '../common/shared-schemas';

/** 001 §7 Billing: plans, the team's subscription, payments; Stripe Checkout, portal and webhook. */
export const billingEndpoints = defineEndpoints('billing', {
  plans: {
    method: 'GET',
    path: '/billing/plans',
    query: plansQuerySchema,
    answer: z.array(planSchema),
    auth: access.session,
    summary: "The plans offered (with `account`, also that team's own plans), cheapest first",
  },
  subscription: {
    method: 'GET',
    path: '/billing/subscription',
    query: subscriptionQuerySchema,
    answer: subscriptionSchema,
    auth: access.team(inQuery('account', { otherwise: currentTeam })),
    summary:
      "The team's plan, the plans it may take, its API calls this period, the period and state; without `account`, the current team's (users/meta)",
  },
  switchSubscription: {
    method: 'POST',
    path: '/billing/switch-subscription',
    body: planBodySchema,
    answer: subscriptionSchema,
    auth: access.team(inBody('account'), 'switchPlan'),
    summary:
      'Switch to a plan: virtual plans at once; a Stripe subscription upgrades prorated now and downgrades at the period end',
  },
  checkoutSession: {
    method: 'POST',
    path: '/billing/checkout-session',
    body: planBodySchema,
    answer: urlAnswerSchema,
    auth: access.team(inBody('account'), 'switchPlan'),
    summary:
      'A Stripe Checkout session (subscription mode) for a monthly Stripe plan; answers the URL to send the browser to',
  },
  customerPortal: {
    method: 'POST',
    path: '/billing/customer-portal',
    body: accountOnlyBodySchema,
    answer: urlAnswerSchema,
    auth: access.team(inBody('account'), 'switchPlan'),
    summary: "A Stripe customer portal session for the team's billing account; answers its URL",
  },
  transactions: {
    method: 'GET',
    path: '/billing/transactions',
    query: billingQuerySchema,
    answer: z.array(paymentSchema),
    auth: access.team(inQuery('account')),
    summary: "The team's payments, newest first",
  },
  requestSubscription: {
    method: 'POST',
    path: '/billing/request-subscription',
    body: planBodySchema,
    answer: okAnswerSchema,
    auth: access.team(inBody('account'), 'switchPlan'),
    summary:
      "Request an annual plan: the operator's billing address (BILLING_ADMIN_EMAIL) gets a mail with the team and the plan",
  },
  stripeWebhook: {
    method: 'POST',
    path: '/billing/stripe/webhook',
    answer: webhookAnswerSchema,
    auth: access.public,
    summary: "Stripe's events, verified by their Stripe-Signature; each event is applied once",
  },
});
