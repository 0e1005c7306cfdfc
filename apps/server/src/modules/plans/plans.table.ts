import { pgTable, text, uniqueIndex, bigint } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATES } from '@portal/shared/billing/billing.schemas';
import { at, oneOf, ownerRef, updatedAt } from '../../db/columns';
import { accounts } from '../teams/teams.table';

/**
 * A team's subscription: the plan it is on (a plan id of the catalog), since when, its period, a downgrade waiting
 * for the period end, and its Stripe customer and subscription. A team without a row is on the base plan.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    accountId: ownerRef('account_id', () => accounts.id).primaryKey(),
    planId: text('plan_id').notNull(),
    state: oneOf('state', SUBSCRIPTION_STATES).notNull().default('active'),
    since: at('since').notNull(),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    cancelAt: at('cancel_at'),
    /** A downgrade: this plan replaces `planId` from `scheduledFrom` (the period end). */
    scheduledPlanId: text('scheduled_plan_id'),
    scheduledFrom: at('scheduled_from'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /**
     * API calls past the allowance already reported to Stripe's meter: for which Stripe period (its start) and of which
     * plan's allowance. Once the period moves on, what the last one's calls exceed is reported in that period first.
     */
    reportedPeriodStart: at('reported_period_start'),
    reportedPlanId: text('reported_plan_id'),
    reportedOverage: bigint('reported_overage', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('subscriptions_stripe_customer_idx').on(table.stripeCustomerId)],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;
