import { PROMOTION_MESSAGES as M, PROMOTION_CHANGE_LABELS } from '@portal/shared/environments/environments.constants';
import type { Promotion } from '@portal/shared/environments/environments.schemas';
import { Empty, Typography, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { useGetPromotionsQuery } from '../../../shared/api/environments';
import { DataTable } from '../../../shared/ui/data-table';
import { QueryGate } from '../../../shared/ui/query-gate';

const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

const columns: TableColumnType<Promotion>[] = [
  { title: 'When', key: 'createdAt', dataIndex: 'createdAt', width: 160, render: formatDate },
  {
    title: 'By',
    key: 'by',
    // A long address or a webhook's URL wraps within the table rather than widening it.
    width: 260,
    render: (_value, { by }) => (
      <span data-testid="promotion-by">
        {by.name || by.email}
        {by.name && <Typography.Text type="secondary"> ({by.email})</Typography.Text>}
      </span>
    ),
  },
  {
    title: 'Changes',
    key: 'changes',
    width: 480,
    render: (_value, { changes }) => (
      <ul className="promotion__history-changes" data-testid="promotion-history-changes">
        {changes.map((change) => (
          <li key={change.id}>
            {PROMOTION_CHANGE_LABELS[change.change]}: {change.subject} ({change.detail})
          </li>
        ))}
      </ul>
    ),
  },
];

/** The application's promotions, newest first: who applied which changes, when. */
export function PromotionHistory({ application }: { application: string }) {
  return (
    <section className="promotion__history" data-testid="promotion-history">
      <Typography.Title level={4}>{M.historyTitle}</Typography.Title>
      <QueryGate
        query={useGetPromotionsQuery(application, { refetchOnMountOrArgChange: true })}
        errorTitle={M.historyError}
        testId="promotion-history"
      >
        {(promotions) => (
          <DataTable<Promotion>
            rowKey="id"
            columns={columns}
            dataSource={promotions}
            pagination={false}
            locale={{ emptyText: <Empty description={M.historyEmpty} /> }}
            testId="promotion-history"
          />
        )}
      </QueryGate>
    </section>
  );
}
