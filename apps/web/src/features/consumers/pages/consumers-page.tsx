import { CONSUMER_MESSAGES as M } from '@portal/shared/consumers/consumers.constants';
import type { Consumer } from '@portal/shared/consumers/consumers.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { Button, Empty, Flex, Typography, message, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toApiError } from '../../../shared/lib/api-error';
import { paths } from '../../../shared/lib/paths';
import { CursorButtons } from '../../../shared/ui/cursor-buttons';
import { ACTIONS_COLUMN, DataTable } from '../../../shared/ui/data-table';
import { QueryGate } from '../../../shared/ui/query-gate';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useDeleteConsumerMutation, useGetConsumersQuery } from '../../../shared/api/consumers';
import { CopyConsumerId } from '../components/copy-consumer-id';
import { CreateConsumer } from '../components/create-consumer';
import { DeleteConsumerConfirm } from '../components/delete-consumer-confirm';
import consumersStyles from './consumers.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';
import { ScreenHeading } from '../../../shared/ui/screen-heading';

addScreenStyles('consumers', consumersStyles);

/** Table dates (001 §9): DD/MM/YYYY HH:mm. */
const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

/** Consumers (001 §2): the current application's consumers, 10 a page by cursor, with add, copy id and delete. */
export function ConsumersPage() {
  const { application, environment, can } = useWorkspace('application');
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const consumers = useGetConsumersQuery({ applicationId: application.id, environment, cursor });
  const [remove] = useDeleteConsumerMutation();
  const [toast, toastHolder] = message.useMessage();
  const notify = (kind: 'success' | 'error', text: string) => void toast[kind](text);
  const mayDelete = can('deleteConsumer');

  // Another application or environment starts on its first page.
  useEffect(() => setCursor(undefined), [application.id, environment]);

  // A confirmation handed over by the consumer page that deleted its consumer, shown once.
  const location = useLocation();
  const navigate = useNavigate();
  const handedOver = (location.state as { toast?: string } | null)?.toast;
  // Once per navigation: the effect runs again when the toast API changes before the state is cleared (seen twice).
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (!handedOver || shownFor.current === location.key) return;
    shownFor.current = location.key;
    void toast.success(handedOver);
    void navigate(location.pathname, { replace: true, state: null });
  }, [handedOver, toast, navigate, location.pathname, location.key]);

  const onDelete = async (consumer: Consumer) => {
    try {
      await remove({ id: consumer.id, applicationId: application.id, environment }).unwrap();
      notify('success', M.deleted);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };

  const columns: TableColumnType<Consumer>[] = [
    {
      title: 'Name',
      key: 'name',
      render: (_value, consumer) => (
        <Link to={paths.consumer({ consumerId: consumer.id })} className="consumers__name" data-testid="consumer-link">
          {consumer.name || <Typography.Text type="secondary">Unnamed</Typography.Text>}
        </Link>
      ),
    },
    {
      title: 'Consumer ID',
      key: 'id',
      render: (_value, consumer) => (
        <Flex align="center" gap={4} style={{ minWidth: 0 }}>
          <Typography.Text code className="consumers__id" title={consumer.id}>
            {consumer.id}
          </Typography.Text>
          <CopyConsumerId id={consumer.id} notify={notify} />
        </Flex>
      ),
    },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: formatDate },
    {
      title: 'User',
      key: 'user',
      render: (_value, { user }) => [user.name, user.lastname].filter(Boolean).join(' ') || '—',
    },
    {
      title: 'Actions',
      key: ACTIONS_COLUMN,
      render: (_value, consumer) => (
        <ReasonTooltip reason={mayDelete ? undefined : PERMISSION_DENIED_MESSAGE}>
          <DeleteConsumerConfirm disabled={!mayDelete} onConfirm={() => onDelete(consumer)}>
            <Button size="small" danger disabled={!mayDelete} data-testid="consumer-delete">
              Delete
            </Button>
          </DeleteConsumerConfirm>
        </ReasonTooltip>
      ),
    },
  ];

  return (
    <div data-testid="consumers-page">
      {toastHolder}
      <ScreenHeading
        title="Consumers"
        subtitle={
          <>
            {environment === 'test' ? 'Test' : 'Live'} consumers of {application.name}
          </>
        }
        tooltip={application.name}
      >
        <CreateConsumer
          onCreated={() => {
            setCursor(undefined);
            notify('success', M.added);
          }}
        />
      </ScreenHeading>
      <QueryGate query={consumers} errorTitle="We could not load the consumers" testId="consumers">
        {({ data, meta }) => (
          <>
            <DataTable<Consumer>
              rowKey="id"
              columns={columns}
              dataSource={data}
              loading={consumers.isFetching}
              locale={{ emptyText: <Empty description={M.empty} /> }}
              pagination={false}
              testId="consumers"
            />
            <CursorButtons meta={meta} onCursor={setCursor} testId="consumers" />
          </>
        )}
      </QueryGate>
    </div>
  );
}
