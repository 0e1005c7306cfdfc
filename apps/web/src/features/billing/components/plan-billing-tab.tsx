import type { Subscription } from '@portal/shared/billing/billing.schemas';
import { UNLIMITED } from '@portal/shared/plans/plans.constants';
import { Alert, Button, Descriptions, Flex, Progress, Space, Typography, message } from 'antd';
import { Link } from 'react-router';
import { toApiError } from '../../../shared/lib/api-error';
import { paths } from '../../../shared/lib/paths';
import { apiCallsLabel, periodDays, usageNote } from '../../../shared/lib/usage-period';
import { CountedCallsHelp } from '../../../shared/ui/counted-calls-help';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useWorkspace } from '../../../shared/workspace/workspace';
import {
  useGetSubscriptionQuery,
  useGetTransactionsQuery,
  useOpenCustomerPortalMutation,
} from '../../../shared/api/billing';
import { formatDay } from '../plan-button';
import { priceOf } from '../plan-features';
import { PaymentsTable } from './payments-table';

/** API calls used of the allowance, as a percentage (001 §9: usage shown as a percentage). */
export const usagePercent = (used: number, allowed: number) =>
  allowed === UNLIMITED || allowed <= 0 ? 0 : Math.min(100, Math.round((used / allowed) * 100));

function CurrentPlan({ subscription }: { subscription: Subscription }) {
  const { team, can } = useWorkspace('team');
  const [openPortal, portal] = useOpenCustomerPortalMutation();
  const [toast, holder] = message.useMessage();
  const { plan } = subscription;
  const allowed = plan.limits.apiCalls;
  const percent = usagePercent(subscription.used.apiCalls, allowed);
  const manage = async () => {
    try {
      window.location.assign((await openPortal({ account: team.id }).unwrap()).url);
    } catch (failure) {
      void toast.error(toApiError(failure).message);
    }
  };
  return (
    <Flex vertical gap={16} data-testid="current-plan">
      {holder}
      {subscription.state === 'past_due' && (
        <Alert
          type="error"
          showIcon
          title="The last payment failed: update the payment method so the plan stays active."
        />
      )}
      {subscription.cancelAt && (
        <Alert type="warning" showIcon title={`The subscription ends on ${formatDay(subscription.cancelAt)}.`} />
      )}
      {subscription.scheduled && (
        <Alert
          type="info"
          showIcon
          title={`Your plan changes on ${formatDay(subscription.scheduled.from)}.`}
          data-testid="plan-scheduled"
        />
      )}
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="Current plan">
          <Typography.Text strong data-testid="current-plan-name">
            {plan.name}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Price">{priceOf(plan)}</Descriptions.Item>
        {/*
          Calls count in Stripe's period while bound to Stripe, else in the calendar month (docs/decisions.md,
          "Periods").
        */}
        <Descriptions.Item label="Period">
          <span data-testid="plan-period">{periodDays(subscription)}</span>
        </Descriptions.Item>
        <Descriptions.Item
          label={
            <>
              {apiCallsLabel(subscription)}
              <CountedCallsHelp />
            </>
          }
        >
          <span data-testid="plan-calls">
            {subscription.used.apiCalls.toLocaleString('en')} of{' '}
            {allowed === UNLIMITED ? 'unlimited' : allowed.toLocaleString('en')}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Text type="secondary" data-testid="plan-usage-note">
          {usageNote(subscription)}
        </Typography.Text>
        <Progress percent={percent} status={percent >= 100 ? 'exception' : 'normal'} data-testid="plan-usage" />
      </div>
      {!subscription.stripe && (
        <Typography.Text type="secondary">
          Paid plans billed by card need Stripe configured on this portal.
        </Typography.Text>
      )}
      <Space wrap>
        {can('switchPlan') && (
          <Link to={paths.workspacePlan}>
            <Button type="primary">Switch plan</Button>
          </Link>
        )}
        {can('switchPlan') && subscription.stripe && subscription.hasCustomer && (
          <Button loading={portal.isLoading} onClick={() => void manage()}>
            Manage billing
          </Button>
        )}
      </Space>
    </Flex>
  );
}

/**
 * Account Settings' Plan & Billing tab (001 §2): the current plan, usage, period, Switch plan (Owner only) and the last
 * payments.
 */
export function PlanBillingTab() {
  const { team } = useWorkspace('team');
  const subscription = useGetSubscriptionQuery(team.id);
  const transactions = useGetTransactionsQuery(team.id);
  return (
    <Flex vertical gap={24} data-testid="plan-billing-tab">
      <QueryGate query={subscription} errorTitle="We could not load the plan" testId="subscription">
        {(data) => <CurrentPlan subscription={data} />}
      </QueryGate>
      <div>
        <Flex justify="space-between" align="baseline" wrap gap={8}>
          <Typography.Title level={4}>Last payments</Typography.Title>
          <Link to={paths.paymentHistory}>Payment history</Link>
        </Flex>
        <QueryGate query={transactions} errorTitle="We could not load the payments" testId="payments">
          {(payments) => <PaymentsTable payments={payments.slice(0, 3)} />}
        </QueryGate>
      </div>
    </Flex>
  );
}
