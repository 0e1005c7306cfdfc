import SendOutlined from '@ant-design/icons/SendOutlined';
import type { ConnectSessionStatus } from '@portal/shared/connect/connect.constants';
import type { ConnectSession } from '@portal/shared/connect/connect.schemas';
import type { Consumer } from '@portal/shared/consumers/consumers.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { Button, Empty, Flex, Popconfirm, Tag, Typography, message, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useGetConnectLinksQuery, useRevokeConnectLinkMutation } from '../../../shared/api/connect';
import { useGetConnectorsQuery } from '../../../shared/api/integrations';
import { serviceName } from '../../../shared/connectors/enabled-services';
import { toApiError } from '../../../shared/lib/api-error';
import { ACTIONS_COLUMN, DataTable } from '../../../shared/ui/data-table';
import { QueryGate } from '../../../shared/ui/query-gate';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { ConnectLinkModal } from './connect-link-modal';

export const LINK_REVOKED = 'Link revoked';

const STATES: Record<ConnectSessionStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'processing' },
  completed: { label: 'Completed', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  revoked: { label: 'Revoked', color: 'error' },
};

/** A pending link past its end reads as expired, whether or not the server has looked at it since. */
const stateOf = (link: ConnectSession): ConnectSessionStatus =>
  link.status === 'pending' && dayjs(link.expiresAt).isBefore(dayjs()) ? 'expired' : link.status;

/**
 * The consumer's connect links (issue 28): Send connect link, and each link or session with its recipient, the
 * services offered, its state and end; a pending one can be revoked.
 */
export function ConnectLinks({ consumer }: { consumer: Consumer }) {
  const { application, environment, can } = useWorkspace('application');
  const links = useGetConnectLinksQuery({ id: consumer.id, applicationId: application.id, environment });
  const connectors = useGetConnectorsQuery();
  const [revoke] = useRevokeConnectLinkMutation();
  const [sending, setSending] = useState(false);
  const [toast, toastHolder] = message.useMessage();
  const maySend = can('sendConnectLink');
  const denied = maySend ? undefined : PERMISSION_DENIED_MESSAGE;
  const nameOf = (serviceId: string) => serviceName(connectors.data, serviceId);

  const onRevoke = async (link: ConnectSession) => {
    try {
      await revoke({ id: link.id, applicationId: application.id, consumerId: consumer.id, environment }).unwrap();
      void toast.success(LINK_REVOKED);
    } catch (failure) {
      void toast.error(toApiError(failure).message);
    }
  };

  const columns: TableColumnType<ConnectSession>[] = [
    {
      title: 'Email',
      key: 'email',
      render: (_value, link) => (
        <span className="connect-links__email" data-testid="connect-link-email-cell">
          {link.email ?? (link.kind === 'session' ? 'Session of your backend' : 'Link to copy')}
        </span>
      ),
    },
    {
      title: 'Services',
      key: 'services',
      render: (_value, link) => (
        <Flex gap={4} wrap className="connect-links__services">
          {link.reconnect ? (
            <Tag>Reconnect {nameOf(link.reconnect)}</Tag>
          ) : (
            link.integrations.map((serviceId) => <Tag key={serviceId}>{nameOf(serviceId)}</Tag>)
          )}
        </Flex>
      ),
    },
    {
      title: 'State',
      key: 'state',
      render: (_value, link) => {
        const state = STATES[stateOf(link)];
        return (
          <Tag color={state.color} data-testid="connect-link-state">
            {state.label}
          </Tag>
        );
      },
    },
    {
      title: 'Expires',
      key: 'expiresAt',
      render: (_value, link) => dayjs(link.expiresAt).format('DD/MM/YYYY HH:mm'),
    },
    {
      title: '',
      key: ACTIONS_COLUMN,
      render: (_value, link) =>
        stateOf(link) === 'pending' && (
          <ReasonTooltip reason={denied}>
            <Popconfirm
              title="Revoke this link?"
              description="It stops working at once."
              okText="Revoke"
              cancelText="Cancel"
              okButtonProps={{ danger: true }}
              onConfirm={() => onRevoke(link)}
              disabled={!maySend}
            >
              <Button size="small" danger disabled={!maySend} data-testid="connect-link-revoke">
                Revoke
              </Button>
            </Popconfirm>
          </ReasonTooltip>
        ),
    },
  ];

  return (
    <section className="connect-links" data-testid="connect-links-section">
      {toastHolder}
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Connect links
        </Typography.Title>
        <ReasonTooltip reason={denied} data-testid="send-connect-link-reason">
          <Button
            type="primary"
            icon={<SendOutlined aria-hidden />}
            disabled={!maySend}
            onClick={() => setSending(true)}
            data-testid="send-connect-link"
          >
            Send connect link
          </Button>
        </ReasonTooltip>
      </Flex>
      <QueryGate query={links} errorTitle="We could not load the connect links" testId="connect-links">
        {(list) => (
          <DataTable<ConnectSession>
            rowKey="id"
            dataSource={list}
            columns={columns}
            pagination={false}
            locale={{ emptyText: <Empty description="No connect links yet" /> }}
            testId="connect-links"
          />
        )}
      </QueryGate>
      {sending && <ConnectLinkModal consumer={consumer} onClose={() => setSending(false)} />}
    </section>
  );
}
