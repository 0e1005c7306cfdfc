import type { RequestLogSummary } from '@portal/shared/request-logs/request-logs.schemas';
import { Empty } from 'antd';
import { DataTable } from '../../../shared/ui/data-table';
import { QueryGate, type GateQuery } from '../../../shared/ui/query-gate';
import { CursorButtons } from '../../../shared/ui/cursor-buttons';
import { requestLogColumns } from '../../../shared/ui/request-log-columns';
import { useGetRequestLogQuery } from '../../../shared/api/request-logs';
import { RequestLogDetail } from './request-log-detail';
import { useWorkspace } from '../../../shared/workspace/workspace';

export interface CursorPage<T> {
  data: T[];
  meta: { next: string | null; previous: string | null };
}

const columns = requestLogColumns({ dateFormat: 'DD/MM/YYYY HH:mm:ss', urlClass: 'logs__url-cell', latency: true });

/** An opened row: the log read whole (the list has only its summary). */
function OpenedLog({ applicationId, id }: { applicationId: string; id: string }) {
  const { environment } = useWorkspace();
  return (
    <QueryGate
      query={useGetRequestLogQuery({ applicationId, environment, id })}
      errorTitle="We could not load the log"
      testId="log-detail-load"
    >
      {(log) => <RequestLogDetail log={log} />}
    </QueryGate>
  );
}

/**
 * Request logs of the application, 10 a page, each row opening on its request, answer and sub-requests; 'No logs' when
 * empty.
 */
export function RequestLogsTable({
  applicationId,
  query,
  onCursor,
  testId,
}: {
  applicationId: string;
  query: GateQuery<CursorPage<RequestLogSummary>>;
  onCursor: (cursor: string) => void;
  testId: string;
}) {
  return (
    <QueryGate query={query} errorTitle="We could not load the logs" testId={testId}>
      {({ data, meta }) => (
        <>
          <DataTable<RequestLogSummary>
            rowKey="id"
            columns={columns}
            dataSource={data}
            loading={query.isFetching}
            pagination={false}
            expandable={{ expandedRowRender: (log) => <OpenedLog applicationId={applicationId} id={log.id} /> }}
            locale={{ emptyText: <Empty description="No logs" /> }}
            testId={testId}
          />
          <CursorButtons meta={meta} onCursor={onCursor} testId={testId} />
        </>
      )}
    </QueryGate>
  );
}
