import type { RequestLog } from '@portal/shared/request-logs/request-logs.schemas';
import { Empty } from 'antd';
import { DataTable } from '../../../shared/ui/data-table';
import { QueryGate, type GateQuery } from '../../../shared/ui/query-gate';
import { CursorButtons } from '../../../shared/ui/cursor-buttons';
import { requestLogColumns } from '../../../shared/ui/request-log-columns';
import { RequestLogDetail } from './request-log-detail';

export interface CursorPage<T> {
  data: T[];
  meta: { next: string | null; previous: string | null };
}

const columns = requestLogColumns({ dateFormat: 'DD/MM/YYYY HH:mm:ss', urlClass: 'logs__url-cell', latency: true });

/** Request logs, 10 a page, each row opening on its request, answer and sub-requests; 'No logs' when empty. */
export function RequestLogsTable({ query, onCursor, testId }: { query: GateQuery<CursorPage<RequestLog>>; onCursor: (cursor: string) => void; testId: string }) {
  return (
    <QueryGate query={query} errorTitle="We could not load the logs" testId={testId}>
      {({ data, meta }) => (
        <>
          <DataTable<RequestLog>
            rowKey="id"
            columns={columns}
            dataSource={data}
            loading={query.isFetching}
            pagination={false}
            expandable={{ expandedRowRender: (log) => <RequestLogDetail log={log} /> }}
            locale={{ emptyText: <Empty description="No logs" /> }}
            testId={testId}
          />
          <CursorButtons meta={meta} onCursor={onCursor} testId={testId} />
        </>
      )}
    </QueryGate>
  );
}
