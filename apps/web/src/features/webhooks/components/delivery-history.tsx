import type { Delivery, DeliveryAttempt } from '@portal/shared/webhooks/webhooks.schemas';
import { Button, Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { CursorButtons } from '../../../shared/ui/cursor-buttons';
import { HttpStatusBadge } from '../../../shared/ui/http-status-badge';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useGetDeliveriesQuery, useResendDeliveryMutation } from '../../../shared/api/webhooks';
import { useWorkspace } from '../../../shared/workspace/workspace';

const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm:ss');
const STATUS_COLOR = { pending: 'processing', delivered: 'success', failed: 'error' } as const;

function Attempts({ history }: { history: DeliveryAttempt[] }) {
  if (history.length === 0) return <Typography.Text type="secondary">Not attempted yet</Typography.Text>;
  return (
    <ul className="webhooks__attempts" data-testid="delivery-attempts">
      {history.map((attempt) => (
        <li key={attempt.attemptedAt}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="secondary">{formatDate(attempt.attemptedAt)}</Typography.Text>
            <HttpStatusBadge status={attempt.statusCode} />
            <Typography.Text>{attempt.latencyMs} ms</Typography.Text>
            <Typography.Text
              code
              className="webhooks__body"
              ellipsis={{ tooltip: attempt.error ?? attempt.responseBody }}
            >
              {attempt.error ?? (attempt.responseBody || '(empty body)')}
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}

/** A webhook's deliveries (newest first, 10 a page), each attempt with its time, status, latency and answer; resend. */
export function DeliveryHistory({
  webhookId,
  applicationId,
  notify,
}: {
  webhookId: string;
  applicationId: string;
  notify: (kind: 'success' | 'error', text: string) => void;
}) {
  const { environment } = useWorkspace();
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const deliveries = useGetDeliveriesQuery(
    { id: webhookId, applicationId, environment, cursor },
    { pollingInterval: 5_000 },
  );
  const [resend, resending] = useResendDeliveryMutation();

  const columns: TableColumnsType<Delivery> = [
    {
      title: 'Event',
      key: 'eventType',
      render: (_value, delivery) => (
        <Flex gap={8} align="center">
          <Typography.Text code>{delivery.eventType}</Typography.Text>
          {delivery.test && (
            <Tag color="purple" data-testid="delivery-test">
              Test
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: Delivery['status']) => <Tag color={STATUS_COLOR[status]}>{status}</Tag>,
    },
    { title: 'Attempts', dataIndex: 'attempts', key: 'attempts' },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: formatDate },
    {
      title: 'Next attempt',
      dataIndex: 'nextAttemptAt',
      key: 'nextAttemptAt',
      render: (value: string | null) => (value ? formatDate(value) : '—'),
    },
    {
      title: '',
      key: 'resend',
      render: (_value, delivery) =>
        delivery.status === 'pending' ? null : (
          <Button
            size="small"
            loading={resending.isLoading && resending.originalArgs?.deliveryId === delivery.id}
            data-testid="delivery-resend"
            onClick={async () => {
              try {
                await resend({ id: webhookId, applicationId, environment, deliveryId: delivery.id }).unwrap();
                notify('success', 'The delivery will be sent again');
              } catch (failure) {
                notify('error', toApiError(failure).message);
              }
            }}
          >
            Resend
          </Button>
        ),
    },
  ];

  return (
    <QueryGate query={deliveries} errorTitle="We could not load the deliveries" testId="deliveries">
      {({ data, meta }) => (
        <>
          <Table<Delivery>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data}
            pagination={false}
            scroll={{ x: 'max-content' }}
            expandable={{
              expandedRowRender: (delivery) => <Attempts history={delivery.history} />,
              rowExpandable: () => true,
            }}
            locale={{
              emptyText: (
                <Empty description="No deliveries yet: events this webhook subscribes to, and test events sent to its URL, appear here" />
              ),
            }}
            data-testid="deliveries-table"
          />
          <CursorButtons meta={meta} onCursor={setCursor} testId="deliveries" size="small" />
        </>
      )}
    </QueryGate>
  );
}
