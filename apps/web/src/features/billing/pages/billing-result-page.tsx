import { BILLING_MESSAGES as M } from '@portal/shared/billing/billing.schemas';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetSubscriptionQuery } from '../api';

/** How long the success screen waits for Stripe's webhook to reach the portal (polling every second). */
const WAIT_MS = 20_000;

const Continue = () => (
  <Link to={paths.accountSettings}>
    <Button type="primary">Continue</Button>
  </Link>
);

/**
 * BillingSuccess (001 §2): Stripe took the payment; the plan changes when its verified webhook arrives, so the screen
 * polls the subscription briefly and says honestly whether the new plan is active yet.
 */
export function BillingSuccessPage() {
  const { team } = useWorkspace('team');
  const [waiting, setWaiting] = useState(true);
  const subscription = useGetSubscriptionQuery(team.id, { pollingInterval: waiting ? 1000 : 0 });
  const plan = subscription.data?.plan;
  const applied = plan !== undefined && plan.platform === 'stripe' && subscription.data?.state !== 'canceled';
  useEffect(() => {
    if (applied) setWaiting(false);
    const timer = setTimeout(() => setWaiting(false), WAIT_MS);
    return () => clearTimeout(timer);
  }, [applied]);
  const subTitle = applied
    ? `Your team is now on the ${plan.name} plan.`
    : waiting
      ? 'Stripe confirmed the payment; activating your plan…'
      : 'Stripe confirmed the payment, but the portal has not heard from Stripe yet: your plan will change within a few minutes. Check Plan & Billing later.';
  return (
    <Result
      status="success"
      title={M.success}
      subTitle={subTitle}
      icon={applied || !waiting ? undefined : <Spin size="large" />}
      extra={<Continue />}
      data-testid="billing-success"
    />
  );
}

/** BillingFailed (001 §2): the checkout was cancelled or the payment did not go through; nothing changed. */
export function BillingFailedPage() {
  return <Result status="error" title={M.failed} subTitle="No payment was taken and your plan did not change." extra={<Continue />} data-testid="billing-failed" />;
}
