import CopyOutlined from '@ant-design/icons/CopyOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { WEBHOOK_MESSAGES as M } from '@portal/shared/webhooks/webhooks.constants';
import type { Webhook } from '@portal/shared/webhooks/webhooks.schemas';
import { Button, Empty, Flex, Popconfirm, Tag, Tooltip, Typography, message, type TableColumnType } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { ACTIONS_COLUMN, DataTable } from '../../../shared/ui/data-table';
import { QueryGate } from '../../../shared/ui/query-gate';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useLazyGetWebhookSecretQuery } from '../../../shared/api/applications';
import { useDeleteWebhookMutation, useGetWebhooksQuery } from '../../../shared/api/webhooks';
import { DeliveryHistory } from '../components/delivery-history';
import { TestEventModal } from '../components/test-event-modal';
import { WebhookFormModal } from '../components/webhook-form-modal';
import webhooksStyles from './webhooks.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';
import { ScreenHeading } from '../../../shared/ui/screen-heading';

addScreenStyles('webhooks', webhooksStyles);

type Editing = { kind: 'create' } | { kind: 'edit'; webhook: Webhook } | { kind: 'test'; webhook?: Webhook } | null;

/**
 * Webhooks (001 §2): the application's webhooks with add, edit, delete, the signing secret, a test event and each one's
 * deliveries.
 */
export function WebhooksPage() {
  const { application, environment, can } = useWorkspace('application');
  const webhooks = useGetWebhooksQuery({ applicationId: application.id, environment });
  const [remove] = useDeleteWebhookMutation();
  const [readSecret, secret] = useLazyGetWebhookSecretQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [toast, toastHolder] = message.useMessage();
  const notify = (kind: 'success' | 'error', text: string) => void toast[kind](text);
  const mayManage = can('createWebhook');
  const denied = mayManage ? undefined : PERMISSION_DENIED_MESSAGE;

  const copySecret = async () => {
    try {
      const { webhookSecret } = await readSecret({ id: application.id, environment }).unwrap();
      await navigator.clipboard.writeText(webhookSecret);
      notify('success', M.secretCopied);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };

  const columns: TableColumnType<Webhook>[] = [
    {
      title: 'Delivery URL',
      key: 'deliveryUrl',
      render: (_value, webhook) => (
        <div className="webhooks__url">
          <Typography.Text ellipsis={{ tooltip: webhook.deliveryUrl }} data-testid="webhook-url-cell">
            {webhook.deliveryUrl}
          </Typography.Text>
          {webhook.description && (
            <Typography.Text
              type="secondary"
              ellipsis={{ tooltip: webhook.description }}
              className="webhooks__description"
            >
              {webhook.description}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: 'API', dataIndex: 'unifiedApi', key: 'unifiedApi' },
    {
      title: 'Events',
      key: 'events',
      render: (_value, webhook) => (
        <Tooltip title={webhook.events.join(', ')}>
          <Tag>{webhook.events.length === 1 ? webhook.events[0] : `${webhook.events.length} events`}</Tag>
        </Tooltip>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, webhook) => (
        <Tooltip title={webhook.disabledReason ? `Disabled by us: ${webhook.disabledReason}` : undefined}>
          <Tag color={webhook.status === 'enabled' ? 'success' : 'default'} data-testid="webhook-status">
            {webhook.status}
          </Tag>
        </Tooltip>
      ),
    },
    {
      title: 'Actions',
      key: ACTIONS_COLUMN,
      render: (_value, webhook) => (
        <Flex gap={8}>
          <ReasonTooltip reason={denied}>
            <Button
              size="small"
              disabled={!mayManage}
              onClick={() => setEditing({ kind: 'edit', webhook })}
              data-testid="webhook-edit"
            >
              Edit
            </Button>
          </ReasonTooltip>
          <ReasonTooltip reason={denied}>
            <Button
              size="small"
              disabled={!mayManage}
              onClick={() => setEditing({ kind: 'test', webhook })}
              data-testid="webhook-test"
            >
              Test
            </Button>
          </ReasonTooltip>
          <ReasonTooltip reason={denied}>
            <Popconfirm
              title="Delete this webhook?"
              description="Its deliveries are deleted with it; events stop going to this URL."
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Cancel"
              disabled={!mayManage}
              onConfirm={async () => {
                try {
                  await remove({ id: webhook.id, applicationId: application.id, environment }).unwrap();
                  notify('success', M.deleted);
                } catch (failure) {
                  notify('error', toApiError(failure).message);
                }
              }}
            >
              <Button size="small" danger disabled={!mayManage} data-testid="webhook-delete">
                Delete
              </Button>
            </Popconfirm>
          </ReasonTooltip>
        </Flex>
      ),
    },
  ];

  return (
    <div data-testid="webhooks-page">
      {toastHolder}
      <ScreenHeading
        title="Webhooks"
        subtitle={<>Events of {application.name}, signed with Standard Webhooks</>}
        tooltip={application.name}
      >
        <Flex gap={8} wrap>
          <ReasonTooltip reason={denied}>
            <Button
              icon={<CopyOutlined aria-hidden />}
              disabled={!mayManage}
              loading={secret.isFetching}
              onClick={() => void copySecret()}
              data-testid="copy-webhook-secret"
            >
              Copy secret
            </Button>
          </ReasonTooltip>
          <ReasonTooltip reason={denied}>
            <Button
              icon={<SendOutlined aria-hidden />}
              disabled={!mayManage}
              onClick={() => setEditing({ kind: 'test' })}
              data-testid="send-test-event"
            >
              Send test event
            </Button>
          </ReasonTooltip>
          <ReasonTooltip reason={denied} data-testid="add-webhook-reason">
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              disabled={!mayManage}
              onClick={() => setEditing({ kind: 'create' })}
              data-testid="add-webhook"
            >
              Add webhook
            </Button>
          </ReasonTooltip>
        </Flex>
      </ScreenHeading>
      <QueryGate query={webhooks} errorTitle="We could not load the webhooks" testId="webhooks">
        {(data) => (
          <DataTable<Webhook>
            rowKey="id"
            columns={columns}
            dataSource={data}
            loading={webhooks.isFetching}
            pagination={false}
            expandable={{
              expandedRowRender: (webhook) => (
                <DeliveryHistory webhookId={webhook.id} applicationId={application.id} notify={notify} />
              ),
            }}
            locale={{ emptyText: <Empty description={M.empty} /> }}
            testId="webhooks"
          />
        )}
      </QueryGate>
      {(editing?.kind === 'create' || editing?.kind === 'edit') && (
        <WebhookFormModal
          webhook={editing.kind === 'edit' ? editing.webhook : undefined}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            notify('success', text);
          }}
        />
      )}
      {editing?.kind === 'test' && (
        <TestEventModal webhook={editing.webhook} onClose={() => setEditing(null)} notify={notify} />
      )}
    </div>
  );
}
