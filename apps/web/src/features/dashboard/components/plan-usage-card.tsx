import { UNLIMITED } from '@portal/shared/plans/plans.constants';
import { Card, Progress, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { periodDays } from '../../../shared/lib/usage-period';
import { CountedCallsHelp } from '../../../shared/ui/counted-calls-help';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useGetPlanUsageQuery } from '../../../shared/api/plans';

const number = new Intl.NumberFormat('en-US');

/** The team's plan and its API calls this period against the allowance, with a link to Plan & Billing (001 §2). */
export function PlanUsageCard({ teamId }: { teamId: string }) {
  const usage = useGetPlanUsageQuery(teamId, { refetchOnMountOrArgChange: true });
  return (
    <Card
      title="Plan & usage"
      extra={
        <Link to={`${paths.accountSettings}?tab=plan`} data-testid="dashboard-plan-link">
          Plan & Billing
        </Link>
      }
      data-tour="dashboard-plan"
      data-testid="dashboard-plan"
    >
      <QueryGate query={usage} errorTitle="We could not load your plan" testId="dashboard-plan" skeletonRows={2}>
        {(account) => {
          const { plan, limits, usageQuantity } = account;
          const allowed = limits.apiCalls;
          // The calendar month (UTC), or the team's Stripe billing period (docs/decisions.md, "Periods").
          const billingPeriod = account.periodKind === 'stripePeriod';
          const unlimited = allowed === UNLIMITED;
          const percent = unlimited || allowed <= 0 ? 0 : Math.min(100, Math.round((usageQuantity / allowed) * 100));
          return (
            <div className="dashboard__plan">
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="dashboard-plan-name">
                {plan.name}
              </Typography.Title>
              <Typography.Text type="secondary" data-testid="dashboard-plan-period">
                {billingPeriod ? `Billing period ${periodDays(account)}` : periodDays(account)}
              </Typography.Text>
              <div className="dashboard__plan-usage">
                <Typography.Text data-testid="dashboard-plan-calls">
                  {billingPeriod ? 'API calls this period' : 'API calls this month'}, all applications of the team:{' '}
                  {number.format(usageQuantity)} {unlimited ? '(unlimited)' : `of ${number.format(allowed)}`}
                </Typography.Text>
                <CountedCallsHelp testId="dashboard-plan-help" />
                {!unlimited && (
                  <Progress
                    percent={percent}
                    status={percent >= 100 ? 'exception' : 'normal'}
                    data-testid="dashboard-plan-progress"
                  />
                )}
              </div>
            </div>
          );
        }}
      </QueryGate>
    </Card>
  );
}
