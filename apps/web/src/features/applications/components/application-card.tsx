import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { APPLICATION_MESSAGES } from '@portal/shared/applications/applications.constants';
import type { Application } from '@portal/shared/applications/applications.schemas';
import { Button, Card, Dropdown, Empty, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { QueryGate } from '../../../shared/ui/query-gate';
import { CountedCallsHelp } from '../../../shared/ui/counted-calls-help';
import { useGetApplicationChartQuery, useGetApplicationStatsQuery } from '../../../shared/api/stats';
import { useWorkspace } from '../../../shared/workspace/workspace';

const RequestsChart = lazy(() => import('./requests-chart'));

interface ApplicationCardProps {
  application: Application;
  current: boolean;
  /** Shown for Owner and Admin only. */
  onDelete?: () => void;
  onOpen: () => void;
}

/** One application on the Overview (001 §2): name, total requests, consumers, connections, a requests chart, Delete. */
export function ApplicationCard({ application, current, onDelete, onOpen }: ApplicationCardProps) {
  const { environment } = useWorkspace();
  const stats = useGetApplicationStatsQuery({ id: application.id, environment });
  const chart = useGetApplicationChartQuery({ id: application.id, environment });
  return (
    <Card
      hoverable
      className="application-card"
      data-testid="application-card"
      data-current={current}
      onClick={onOpen}
      title={
        <Typography.Text strong ellipsis={{ tooltip: application.name }} data-testid="application-card-name">
          {application.name}
        </Typography.Text>
      }
      extra={
        onDelete && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [{ key: 'delete', danger: true, label: 'Delete' }],
              onClick: ({ domEvent }) => {
                domEvent.stopPropagation();
                onDelete();
              },
            }}
          >
            <Button
              type="text"
              aria-label={`Actions of ${application.name}`}
              icon={<MoreOutlined aria-hidden />}
              onClick={(event) => event.stopPropagation()}
              data-testid="application-card-menu"
            />
          </Dropdown>
        )
      }
    >
      <QueryGate query={stats} errorTitle="We could not load its numbers" skeletonRows={1}>
        {(counts) => (
          <div className="application-card__stats">
            <Statistic
              title={
                <>
                  Calls this month
                  <CountedCallsHelp />
                </>
              }
              value={counts.apiCalls}
              data-testid="application-card-calls"
            />
            <Statistic title="Consumers" value={counts.consumers} />
            <Statistic title="Connections" value={counts.connections} />
          </div>
        )}
      </QueryGate>
      <div className="application-card__chart">
        <QueryGate query={chart} errorTitle="We could not load the requests" skeletonRows={1}>
          {(points) =>
            points.every((point) => point.count === 0) ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={APPLICATION_MESSAGES.noChartData} />
            ) : (
              <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 96 }} />}>
                <RequestsChart points={points} />
              </Suspense>
            )
          }
        </QueryGate>
      </div>
    </Card>
  );
}
