import type { Subscription } from '@portal/shared/billing/billing.schemas';
import type { Plan } from '@portal/shared/plans/plans.schemas';
import dayjs from 'dayjs';

/** What a plan's button does: nothing, renew a cancelled subscription, request a yearly plan, check out, or switch. */
export type PlanAction = 'none' | 'renew' | 'request' | 'checkout' | 'switch';

export interface PlanButton {
  label: string;
  action: PlanAction;
}

/** 001 §9 Dates: Day MMM DD, YYYY. */
export const formatDay = (iso: string) => dayjs(iso).format('MMM DD, YYYY');

const monthly = (plan: Plan) => (plan.type === 'yearly' ? plan.price / 12 : plan.price);

/**
 * The button of a plan on the workspace-plan screen (001 §4 Subscription button labels): Renew, Current, Active since
 * {date}, Will be available from {date}, Submit a request (yearly), Subscribe (from the base plan or after a
 * cancellation), Upgrade, Downgrade.
 */
export function planButton(plan: Plan, subscription: Subscription): PlanButton {
  const current = subscription.plan;
  if (subscription.scheduled?.plan === plan.id)
    return { label: `Will be available from ${formatDay(subscription.scheduled.from)}`, action: 'none' };
  if (plan.id === current.id && subscription.state !== 'canceled') {
    if (subscription.cancelAt) return { label: 'Renew', action: 'renew' };
    if (current.isBasePlan || !subscription.since) return { label: 'Current', action: 'none' };
    return { label: `Active since ${formatDay(subscription.since)}`, action: 'none' };
  }
  if (plan.type === 'yearly') return { label: 'Submit a request', action: 'request' };
  const paysThroughStripe = current.platform === 'stripe' && subscription.state !== 'canceled';
  const action: PlanAction = plan.platform === 'stripe' && !paysThroughStripe ? 'checkout' : 'switch';
  if ((current.isBasePlan || subscription.state === 'canceled') && !plan.isBasePlan)
    return { label: 'Subscribe', action };
  return { label: monthly(plan) > monthly(current) ? 'Upgrade' : 'Downgrade', action };
}
