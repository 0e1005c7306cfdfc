import type { RequestLogSummary } from '@portal/shared/request-logs/request-logs.schemas';
import { Card, Empty, Table } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { requestLogColumns } from '../../../shared/ui/request-log-columns';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useGetApplicationRequestsQuery } from '../../../shared/api/request-logs';
import { useWorkspace } from '../../../shared/workspace/workspace';

/** API logs the Dashboard lists (001 §2: the last 5). */
const DASHBOARD_LOGS = 5;

const columns = requestLogColumns({ dateFormat: 'DD/MM/YYYY HH:mm', urlClass: 'dashboard__log-url' });

/** The application's last 5 API logs, with VIEW ALL to Logs (001 §2). */
export function LatestLogsCard({ applicationId }: { applicationId: string }) {
  const { environment } = useWorkspace();
  const logs = useGetApplicationRequestsQuery(
    { applicationId, environment, limit: DASHBOARD_LOGS },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Card
      title="API logs"
      extra={
        <Link to={paths.logs} data-testid="dashboard-logs-view-all">
          VIEW ALL
        </Link>
      }
      data-testid="dashboard-logs"
    >
      <QueryGate query={logs} errorTitle="We could not load the logs" testId="dashboard-logs">
        {({ data }) => (
          <Table<RequestLogSummary>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No logs" /> }}
            data-testid="dashboard-logs-table"
          />
        )}
      </QueryGate>
    </Card>
  );
}
