import { BILLING_MESSAGES as M, type Subscription } from '@portal/shared/billing/billing.schemas';
import { Button, Result, Spin, type ResultProps } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetSubscriptionQuery } from '../../../shared/api/billing';

/** How long the success screen waits for Stripe's confirmation to reach the portal (polling every second). */
export const CONFIRMATION_WAIT_MS = 15_000;

/** The success screen's texts besides the spec's title: what is known, never more (issue 25). */
export const BILLING_SUCCESS_TEXTS = {
  checking: 'Checking your subscription…',
  waiting: 'Waiting for Stripe to confirm the payment to this portal…',
  notConfirmedTitle: 'Payment not confirmed yet',
  notConfirmed: (plan: string) =>
    `Stripe has not confirmed a payment to this portal yet, so your team is still on the ${plan} plan. If you paid, the plan changes as soon as Stripe's confirmation arrives: check Plan & Billing in a few minutes.`,
  noStripeTitle: 'No payment to confirm',
  noStripe: (plan: string) =>
    `This portal does not take payments through Stripe, so no checkout happened here. Your team is on the ${plan} plan; plans are changed in Plan & Billing.`,
  unknownTitle: 'Subscription not known',
  unknown: "The portal could not load your team's subscription. Check Plan & Billing.",
  applied: (plan: string) => `Your team is now on the ${plan} plan.`,
} as const;
const T = BILLING_SUCCESS_TEXTS;

const Continue = () => (
  <Link to={paths.accountSettings}>
    <Button type="primary">Continue</Button>
  </Link>
);

const PlanAndBilling = () => (
  <Link to={`${paths.accountSettings}?tab=plan`} data-testid="billing-success-plan-link">
    <Button>Plan &amp; Billing</Button>
  </Link>
);

/** The screen's state from what the portal knows: the subscription, and whether the wait is over. */
function successView(
  subscription: Subscription | undefined,
  waited: boolean,
): { status: ResultProps['status']; title: string; text: string; spinning: boolean } {
  if (subscription && !subscription.stripe)
    return { status: 'info', title: T.noStripeTitle, text: T.noStripe(subscription.plan.name), spinning: false };
  if (subscription && subscription.plan.platform === 'stripe' && subscription.state !== 'canceled') {
    return { status: 'success', title: M.success, text: T.applied(subscription.plan.name), spinning: false };
  }
  if (!waited) return { status: 'info', title: T.checking, text: subscription ? T.waiting : '', spinning: true };
  if (!subscription) return { status: 'warning', title: T.unknownTitle, text: T.unknown, spinning: false };
  return {
    status: 'warning',
    title: T.notConfirmedTitle,
    text: T.notConfirmed(subscription.plan.name),
    spinning: false,
  };
}

/**
 * BillingSuccess (001 §2): where Stripe Checkout sends the browser back. The plan changes when Stripe's verified
 * webhook arrives, so the screen polls the subscription for 15 s and then says what the portal knows: the new plan,
 * no confirmation yet, or (opened on a portal without Stripe) that no payment happened here.
 */
export function BillingSuccessPage() {
  const { team } = useWorkspace('team');
  const [waited, setWaited] = useState(false);
  const subscription = useGetSubscriptionQuery(team.id, { pollingInterval: waited ? 0 : 1000 });
  const view = successView(subscription.data, waited);
  const settled = !view.spinning;
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setWaited(true), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  useEffect(() => {
    if (settled) setWaited(true);
  }, [settled]);
  return (
    <Result
      status={view.status}
      title={view.title}
      subTitle={view.text}
      icon={view.spinning ? <Spin size="large" /> : undefined}
      extra={view.status === 'success' ? <Continue /> : [<PlanAndBilling key="plan" />, <Continue key="continue" />]}
      data-testid="billing-success"
    />
  );
}

/** BillingFailed (001 §2): the checkout was cancelled or the payment did not go through; nothing changed. */
export function BillingFailedPage() {
  return (
    <Result
      status="error"
      title={M.failed}
      subTitle="No payment was taken and your plan did not change."
      extra={<Continue />}
      data-testid="billing-failed"
    />
  );
}
