import { BILLING_MESSAGES as M, type Payment } from '@portal/shared/billing/billing.schemas';
import { formatPrice } from '@portal/shared/plans/plans.constants';
import { Empty, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';

const STATUS_COLOR: Record<Payment['status'], string> = {
  paid: 'success',
  open: 'processing',
  draft: 'default',
  failed: 'error',
  void: 'default',
  uncollectible: 'error',
};
const dateTime = (iso: string | null) => (iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '–');

const COLUMNS: TableColumnsType<Payment> = [
  { title: 'Period end', key: 'periodEnd', render: (_v, payment) => dateTime(payment.periodEnd) },
  {
    title: 'Status',
    key: 'status',
    render: (_v, payment) => <Tag color={STATUS_COLOR[payment.status]}>{payment.status}</Tag>,
  },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  { title: 'Created', key: 'created', render: (_v, payment) => dateTime(payment.created) },
  { title: 'Paid', key: 'paid', align: 'right', render: (_v, payment) => formatPrice(payment.paid) },
  {
    title: 'Invoice',
    key: 'url',
    render: (_v, payment) =>
      payment.url ? (
        <a href={payment.url} target="_blank" rel="noreferrer">
          Invoice
        </a>
      ) : (
        '–'
      ),
  },
];

/** The team's payments (001 §3 Payment); empty: 'No billings yet'. */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <Table<Payment>
      rowKey="id"
      size="small"
      columns={COLUMNS}
      dataSource={payments}
      pagination={payments.length > 10 ? { pageSize: 10 } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.noBillings} /> }}
      data-testid="payments-table"
    />
  );
}
