import type { RequestLog } from '@portal/shared/request-logs/request-logs.schemas';
import { Card, Empty, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { HttpStatusBadge } from '../../../shared/ui/http-status-badge';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useGetDashboardLogsQuery } from '../api';

const columns: TableColumnsType<RequestLog> = [
  { title: 'Date', dataIndex: 'createdAt', key: 'createdAt', render: (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm') },
  { title: 'Method', key: 'method', render: (_value, log) => <Typography.Text code>{log.request.method}</Typography.Text> },
  {
    title: 'URL',
    key: 'url',
    render: (_value, log) => (
      <Typography.Text className="dashboard__log-url" ellipsis={{ tooltip: log.request.url }}>
        {log.request.url}
      </Typography.Text>
    ),
  },
  { title: 'Status', key: 'status', render: (_value, log) => <HttpStatusBadge status={log.response.status} /> },
  { title: 'Service', dataIndex: 'serviceId', key: 'serviceId', render: (value: string | null) => value ?? '—' },
];

/** The application's last 5 API logs, with VIEW ALL to Logs (001 §2). */
export function LatestLogsCard({ applicationId }: { applicationId: string }) {
  const logs = useGetDashboardLogsQuery(applicationId, { refetchOnMountOrArgChange: true });
  return (
    <Card title="API logs" extra={<Link to={paths.logs} data-testid="dashboard-logs-view-all">VIEW ALL</Link>} data-testid="dashboard-logs">
      <QueryGate query={logs} errorTitle="We could not load the logs" testId="dashboard-logs">
        {({ data }) => (
          <Table<RequestLog>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No API calls yet" /> }}
            data-testid="dashboard-logs-table"
          />
        )}
      </QueryGate>
    </Card>
  );
}
