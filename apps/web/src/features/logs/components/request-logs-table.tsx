import type { RequestLog } from '@portal/shared/request-logs/request-logs.schemas';
import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { QueryGate, type GateQuery } from '../../../shared/ui/query-gate';
import { CursorButtons } from '../../../shared/ui/cursor-buttons';
import { HttpStatusBadge } from '../../../shared/ui/http-status-badge';
import { RequestLogDetail } from './request-log-detail';

export interface CursorPage<T> {
  data: T[];
  meta: { next: string | null; previous: string | null };
}

const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm:ss');

const columns: TableColumnsType<RequestLog> = [
  { title: 'Date', dataIndex: 'createdAt', key: 'createdAt', render: formatDate },
  { title: 'Method', key: 'method', render: (_value, log) => <Typography.Text code>{log.request.method}</Typography.Text> },
  {
    title: 'URL',
    key: 'url',
    render: (_value, log) => (
      <Typography.Text className="logs__url-cell" ellipsis={{ tooltip: log.request.url }}>
        {log.request.url}
      </Typography.Text>
    ),
  },
  { title: 'Status', key: 'status', render: (_value, log) => <HttpStatusBadge status={log.response.status} /> },
  { title: 'Latency', key: 'latency', render: (_value, log) => `${Math.round(log.response.latencyMs)} ms` },
  { title: 'Service', dataIndex: 'serviceId', key: 'serviceId', render: (value: string | null) => value ?? '—' },
];

/** Request logs, 10 a page, each row opening on its request, answer and sub-requests; 'No logs' when empty. */
export function RequestLogsTable({ query, onCursor, testId }: { query: GateQuery<CursorPage<RequestLog>>; onCursor: (cursor: string) => void; testId: string }) {
  return (
    <QueryGate query={query} errorTitle="We could not load the logs" testId={testId}>
      {({ data, meta }) => (
        <>
          <Table<RequestLog>
            rowKey="id"
            columns={columns}
            dataSource={data}
            loading={query.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            expandable={{ expandedRowRender: (log) => <RequestLogDetail log={log} /> }}
            locale={{ emptyText: <Empty description="No logs" /> }}
            data-testid={`${testId}-table`}
          />
          <CursorButtons meta={meta} onCursor={onCursor} testId={testId} />
        </>
      )}
    </QueryGate>
  );
}
