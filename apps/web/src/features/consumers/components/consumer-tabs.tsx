import { CONSUMER_MESSAGES as M } from '@portal/shared/consumers/consumers.constants';
import type { Environment } from '@portal/shared/common/environment';
import type { Consumer } from '@portal/shared/consumers/consumers.schemas';
import type { Connection } from '@portal/shared/integrations/integrations.schemas';
import { Alert, Button, Descriptions, Empty, Flex, Statistic, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { ConnectionBadge, enabledConnectionSubject } from '../../../shared/connectors/connection-badge';
import { ConnectorLogo } from '../../../shared/connectors/connector-logo';
import { useGetConnectorsQuery } from '../../../shared/api/integrations';
import { paths } from '../../../shared/lib/paths';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetConsumerUsageQuery } from '../../../shared/api/consumers';
import { useGetConsumerConnectionsQuery } from '../../../shared/api/integrations';
import { ReconnectAction } from './reconnect-action';
import { CopyConsumerId } from './copy-consumer-id';
import { DeleteConsumerConfirm } from './delete-consumer-confirm';

type Notify = (kind: 'success' | 'error', text: string) => void;

/** 'Consumer need credentials' (001 §8): without an API key there is no consumer token to read its connections with. */
export function NeedCredentials({
  what,
  environment,
}: {
  what: 'connection is' | 'connections are';
  environment: Environment;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      title={M.needCredentials}
      description={
        `Add ${environment === 'test' ? 'a test' : 'a live'} API key in Credentials: the consumer's ${what} read ` +
        'with a token obtained with it.'
      }
      data-testid="consumer-needs-credentials"
    />
  );
}

/**
 * Every integration the application enabled with the consumer's connection to it, callable first, each opening its
 * service view; an invalid or failing one offers Reconnect (a reconnect link, issue 28).
 */
function ConsumerConnectionsTable({ consumer, connections }: { consumer: Consumer; connections: Connection[] }) {
  const consumerId = consumer.id;
  const connectors = useGetConnectorsQuery();
  const connectorOf = (serviceId: string) => connectors.data?.find((connector) => connector.serviceId === serviceId);
  return (
    <Table<Connection>
      rowKey={(connection) => connection.serviceId}
      dataSource={connections}
      pagination={false}
      tableLayout="fixed"
      locale={{ emptyText: <Empty description="No integrations enabled in this application" /> }}
      columns={[
        {
          title: 'Service',
          key: 'service',
          render: (_value, connection) => {
            const connector = connectorOf(connection.serviceId);
            return (
              <Link
                to={paths.consumerService({ consumerId, serviceId: connection.serviceId })}
                className="consumer-connections__name"
                data-testid="consumer-connection-link"
              >
                {connector && <ConnectorLogo connector={connector} size={24} />}
                <Typography.Text ellipsis>{connector?.name ?? connection.serviceId}</Typography.Text>
              </Link>
            );
          },
        },
        { title: 'Unified API', dataIndex: 'unifiedApi', key: 'unifiedApi', responsive: ['sm'] },
        {
          title: 'State',
          key: 'state',
          render: (_value, connection) => (
            <Flex gap={8} align="center" wrap>
              <ConnectionBadge integration={enabledConnectionSubject(connection)} />
              {connection.sandbox && <Tag color="blue">Sandbox</Tag>}
              <ReconnectAction
                consumer={consumer}
                connection={connection}
                serviceName={connectorOf(connection.serviceId)?.name ?? connection.serviceId}
              />
            </Flex>
          ),
        },
      ]}
      data-testid="consumer-connections-table"
    />
  );
}

/** The consumer's connections, read with its access token; without an API key, the warning (001 §8). */
export function ConsumerIntegrations({ consumer }: { consumer: Consumer }) {
  const { environment } = useWorkspace();
  const connections = useGetConsumerConnectionsQuery({
    id: consumer.id,
    applicationId: consumer.application.id,
    environment,
  });
  return (
    <QueryGate
      query={connections}
      errorTitle="We could not load the consumer's connections"
      testId="consumer-connections"
    >
      {(answer) =>
        answer.needsCredentials ? (
          <NeedCredentials what="connections are" environment={environment} />
        ) : (
          <ConsumerConnectionsTable consumer={consumer} connections={answer.connections} />
        )
      }
    </QueryGate>
  );
}

/** How to call the unified API as this consumer, and its calls this month (001 §7 Consumer usage). */
export function ConsumerApi({ consumer, notify }: { consumer: Consumer; notify: Notify }) {
  const { environment } = useWorkspace();
  const usage = useGetConsumerUsageQuery({ id: consumer.id, applicationId: consumer.application.id, environment });
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={4} wrap>
        <Typography.Text strong>Consumer ID</Typography.Text>
        <Typography.Text code className="consumers__id" data-testid="consumer-id">
          {consumer.id}
        </Typography.Text>
        <CopyConsumerId id={consumer.id} notify={notify} />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Get a consumer access token with POST /api/auth and the body {'{ "scope": "consumer", "consumerId", "apiKey" }'}
        , then call the unified API with it as a bearer token.
      </Typography.Paragraph>
      <QueryGate query={usage} errorTitle="We could not load the consumer's usage" testId="consumer-usage">
        {({ connection, universal, total }) => (
          <Flex gap={32} wrap data-testid="consumer-usage">
            <Statistic title="Passthrough calls this month" value={connection} />
            <Statistic title="Unified calls this month" value={universal} />
            <Statistic title="Total" value={total} />
          </Flex>
        )}
      </QueryGate>
    </Flex>
  );
}

/** Settings (Owner and Admin): what the consumer is, and Delete. */
export function ConsumerSettings({
  consumer,
  onDelete,
  deleting,
}: {
  consumer: Consumer;
  onDelete: () => Promise<void>;
  deleting: boolean;
}) {
  return (
    <Flex vertical gap={24} align="flex-start">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: 'Name', children: <span className="consumers__wrap">{consumer.name || '—'}</span> },
          { key: 'created', label: 'Created', children: dayjs(consumer.createdAt).format('DD/MM/YYYY HH:mm') },
          {
            key: 'user',
            label: 'Created by',
            children: [consumer.user.name, consumer.user.lastname].filter(Boolean).join(' ') || '—',
          },
        ]}
      />
      <DeleteConsumerConfirm onConfirm={onDelete}>
        <Button danger loading={deleting} data-testid="consumer-settings-delete">
          Delete consumer
        </Button>
      </DeleteConsumerConfirm>
    </Flex>
  );
}
