import type { RequestLogSummary } from '@portal/shared/request-logs/request-logs.schemas';
import { Tag, Tooltip, Typography, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { COUNTED_CALLS_HELP } from './counted-calls-help';
import { HttpStatusBadge } from './http-status-badge';

/**
 * The columns of a request-log table (Logs, Dashboard): date in `dateFormat`, method, URL (cut with a tooltip, in
 * `urlClass`), status badge (with 'Not counted' for a call the platform refused itself or a sync), service; the Logs
 * screen adds the latency.
 */
export function requestLogColumns({
  dateFormat,
  urlClass,
  latency = false,
}: {
  dateFormat: string;
  urlClass: string;
  latency?: boolean;
}): TableColumnType<RequestLogSummary>[] {
  return [
    { title: 'Date', dataIndex: 'createdAt', key: 'createdAt', render: (iso: string) => dayjs(iso).format(dateFormat) },
    { title: 'Method', key: 'method', render: (_value, log) => <Typography.Text code>{log.method}</Typography.Text> },
    {
      title: 'URL',
      key: 'url',
      render: (_value, log) => (
        <Typography.Text className={urlClass} ellipsis={{ tooltip: log.url }}>
          {log.url}
        </Typography.Text>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, log) => (
        <>
          <HttpStatusBadge status={log.status} />
          {!log.counted && (
            <Tooltip title={COUNTED_CALLS_HELP}>
              <Tag
                bordered={false}
                style={{ marginInlineStart: 8, cursor: 'help' }}
                tabIndex={0}
                data-testid="log-not-counted"
              >
                Not counted
              </Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    ...(latency
      ? [
          {
            title: 'Latency',
            key: 'latency',
            render: (_value: unknown, log: RequestLogSummary) => `${Math.round(log.latencyMs)} ms`,
          },
        ]
      : []),
    { title: 'Service', dataIndex: 'serviceId', key: 'serviceId', render: (value: string | null) => value ?? '—' },
  ];
}
