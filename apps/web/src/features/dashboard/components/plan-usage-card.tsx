import { UNLIMITED } from '@portal/shared/plans/plans.constants';
import { Card, Progress, Typography } from 'antd';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useGetDashboardUsageQuery } from '../api';

dayjs.extend(utc);

const number = new Intl.NumberFormat('en-US');

/** API calls are counted per calendar month (UTC): the period the usage is of. */
function currentPeriod(now = dayjs.utc()): string {
  return `${now.startOf('month').format('MMM DD, YYYY')} – ${now.endOf('month').format('MMM DD, YYYY')}`;
}

/** The team's plan and its API calls this period against the allowance, with a link to Plan & Billing (001 §2). */
export function PlanUsageCard({ teamId }: { teamId: string }) {
  const usage = useGetDashboardUsageQuery(teamId, { refetchOnMountOrArgChange: true });
  return (
    <Card
      title="Plan & usage"
      extra={<Link to={`${paths.accountSettings}?tab=plan`} data-testid="dashboard-plan-link">Plan & Billing</Link>}
      data-tour="dashboard-plan"
      data-testid="dashboard-plan"
    >
      <QueryGate query={usage} errorTitle="We could not load your plan" testId="dashboard-plan" skeletonRows={2}>
        {({ plan, limits, usageQuantity }) => {
          const allowed = limits.apiCalls;
          const unlimited = allowed === UNLIMITED;
          const percent = unlimited || allowed <= 0 ? 0 : Math.min(100, Math.round((usageQuantity / allowed) * 100));
          return (
            <div className="dashboard__plan">
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="dashboard-plan-name">
                {plan.name}
              </Typography.Title>
              <Typography.Text type="secondary">{currentPeriod()}</Typography.Text>
              <div className="dashboard__plan-usage">
                <Typography.Text data-testid="dashboard-plan-calls">
                  API calls: {number.format(usageQuantity)} {unlimited ? '(unlimited)' : `of ${number.format(allowed)}`}
                </Typography.Text>
                {!unlimited && <Progress percent={percent} status={percent >= 100 ? 'exception' : 'normal'} data-testid="dashboard-plan-progress" />}
              </div>
            </div>
          );
        }}
      </QueryGate>
    </Card>
  );
}
