import type { EventLog } from '@portal/shared/events/events.schemas';
import { Empty, Typography, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { DataTable } from '../../../shared/ui/data-table';
import { QueryGate, type GateQuery } from '../../../shared/ui/query-gate';
import { CursorButtons } from '../../../shared/ui/cursor-buttons';
import type { CursorPage } from './request-logs-table';

const columns: TableColumnType<EventLog>[] = [
  {
    title: 'Occurred at',
    dataIndex: 'occuredAt',
    key: 'occuredAt',
    render: (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm:ss'),
  },
  {
    title: 'Event',
    dataIndex: 'eventType',
    key: 'eventType',
    render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
  },
  { title: 'Service', dataIndex: 'serviceId', key: 'serviceId' },
  { title: 'API', dataIndex: 'unifiedApi', key: 'unifiedApi' },
  {
    title: 'Entity',
    key: 'entity',
    render: (_value, event) => (event.entityType ? `${event.entityType} ${event.entityId ?? ''}` : '—'),
  },
  {
    title: 'Event ID',
    dataIndex: 'eventId',
    key: 'eventId',
    render: (value: string) => (
      <Typography.Text code copyable={{ tooltips: ['Copy', 'Event ID copied'] }} className="logs__id">
        {value}
      </Typography.Text>
    ),
  },
];

/** The event log (001 §3), 10 a page by cursor; 'No logs' when empty. */
export function EventsTable({
  query,
  onCursor,
}: {
  query: GateQuery<CursorPage<EventLog>>;
  onCursor: (cursor: string) => void;
}) {
  return (
    <QueryGate query={query} errorTitle="We could not load the events" testId="events">
      {({ data, meta }) => (
        <>
          <DataTable<EventLog>
            rowKey="eventId"
            columns={columns}
            dataSource={data}
            loading={query.isFetching}
            pagination={false}
            locale={{ emptyText: <Empty description="No logs" /> }}
            testId="events"
          />
          <CursorButtons meta={meta} onCursor={onCursor} testId="events" />
        </>
      )}
    </QueryGate>
  );
}
