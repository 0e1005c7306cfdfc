import { APPLICATION_MESSAGES } from '@portal/shared/applications/applications.constants';
import { Card, Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { CountedCallsHelp } from '../../../shared/ui/counted-calls-help';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useGetApplicationChartQuery } from '../../../shared/api/stats';
import { useWorkspace } from '../../../shared/workspace/workspace';

// Recharts comes with this chunk only, after the Dashboard's first paint (never with /login).
const RequestsChart = lazy(() => import('./requests-chart'));

const CHART_HEIGHT = 260;

/**
 * Total API requests per day of the last 30 days; 'Not data available yet' while there were none (001 §2). The total
 * says what it counts.
 */
export function RequestsCard({ applicationId }: { applicationId: string }) {
  const { environment } = useWorkspace();
  const chart = useGetApplicationChartQuery({ id: applicationId, environment }, { refetchOnMountOrArgChange: true });
  const total = chart.data?.reduce((sum, point) => sum + point.count, 0);
  return (
    <Card
      title="Total API requests"
      extra={
        total === undefined ? null : (
          <span data-testid="dashboard-requests-total">
            {`${total.toLocaleString('en-US')} of this application in the last 30 days`}
            <CountedCallsHelp testId="dashboard-requests-help" />
          </span>
        )
      }
      data-tour="dashboard-usage-graph"
      data-testid="dashboard-requests"
    >
      <QueryGate query={chart} errorTitle="We could not load the requests" testId="dashboard-chart" skeletonRows={5}>
        {(points) =>
          points.every((point) => point.count === 0) ? (
            <Empty
              description={APPLICATION_MESSAGES.noChartData}
              data-testid="dashboard-chart-empty"
              style={{ height: CHART_HEIGHT - 40 }}
            />
          ) : (
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
              <div data-testid="dashboard-chart">
                <RequestsChart points={points} height={CHART_HEIGHT} />
              </div>
            </Suspense>
          )
        }
      </QueryGate>
    </Card>
  );
}
