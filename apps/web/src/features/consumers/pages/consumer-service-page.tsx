import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import type { Consumer } from '@portal/shared/consumers/consumers.schemas';
import { Empty, Flex, Tag, Typography, message } from 'antd';
import { Link, useParams } from 'react-router';
import { ConnectionBadge, enabledConnectionSubject } from '../../../shared/connectors/connection-badge';
import { ConnectorHeading } from '../../../shared/connectors/connector-heading';
import { useGetConnectorsQuery } from '../../../shared/api/integrations';
import { combineQueries } from '../../../shared/lib/combine-queries';
import { paths } from '../../../shared/lib/paths';
import { QueryGate } from '../../../shared/ui/query-gate';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetConsumerQuery } from '../../../shared/api/consumers';
import { useGetConsumerConnectionQuery } from '../../../shared/api/integrations';
import { ConsumerConnectionSettings } from '../components/consumer-connection';
import { ConsumerFileDelivery } from '../components/consumer-file-delivery';
import { NeedCredentials } from '../components/consumer-tabs';
import { ReconnectAction } from '../components/reconnect-action';
import { IdpMetadataUpload } from '../components/idp-metadata-upload';
import { SsoConnectionView } from '../components/sso-connection-view';
import { ScimSettings } from '../components/scim-settings';
import consumersStyles from './consumers.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';
import { unifiedApiLabel } from '../../../shared/connectors/unified-api-label';

addScreenStyles('consumers', consumersStyles);

type Notify = (kind: 'success' | 'error', text: string) => void;

/** The identity providers users sign in through (SAML, OIDC, GitHub), not the directories of the SSO API. */
const signsUsersIn = (connector: ConnectorAnswer) =>
  connector.unifiedApi === 'SSO' &&
  (connector.authKind === 'samlMetadata' || connector.authKind === 'oidc' || connector.serviceId === 'github-oidc');

/** The consumer's connection to the connector: its state for everyone, its settings for Owner and Admin. */
function ConsumerService({
  consumer,
  connector,
  notify,
}: {
  consumer: Consumer;
  connector: ConnectorAnswer;
  notify: Notify;
}) {
  const { can, environment } = useWorkspace('application');
  const target = {
    id: consumer.id,
    applicationId: consumer.application.id,
    environment,
    unifiedApi: connector.unifiedApi,
    serviceId: connector.serviceId,
  };
  const mayConfigure = can('openConnectionSettings');
  const connection = useGetConsumerConnectionQuery(target);
  // A received file is imported in the background: look again until its import has an outcome.
  const importing =
    connection.data?.needsCredentials === false &&
    connection.data.connection.files.some((file) => file.import === 'pending');
  useGetConsumerConnectionQuery(target, { pollingInterval: importing ? 2000 : 0, skip: !importing });
  return (
    <QueryGate query={connection} errorTitle="We could not load the consumer's connection" testId="consumer-connection">
      {(answer) =>
        answer.needsCredentials ? (
          <NeedCredentials what="connection is" environment={environment} />
        ) : (
          <Flex vertical gap={16}>
            <Flex gap={8} align="center" wrap>
              <ConnectionBadge integration={enabledConnectionSubject(answer.connection)} />
              {answer.connection.sandbox && (
                <Tag color="blue" data-testid="consumer-sandbox-tag">
                  Sandbox
                </Tag>
              )}
              <ReconnectAction consumer={consumer} connection={answer.connection} serviceName={connector.name} />
            </Flex>
            {connector.receivesFiles && (
              <ConsumerFileDelivery
                target={target}
                connection={answer.connection}
                mayConfigure={mayConfigure}
                notify={notify}
              />
            )}
            {signsUsersIn(connector) && (
              <SsoConnectionView
                target={{
                  applicationId: consumer.application.id,
                  consumerId: consumer.id,
                  serviceId: connector.serviceId,
                  environment,
                }}
                connection={answer.connection}
                upload={
                  mayConfigure && connector.authKind === 'samlMetadata' && environment === 'live' ? (
                    <IdpMetadataUpload target={target} notify={notify} />
                  ) : undefined
                }
              />
            )}
            {mayConfigure ? (
              <>
                <ConsumerConnectionSettings
                  target={target}
                  connector={connector}
                  connection={answer.connection}
                  notify={notify}
                />
                {connector.takesScim && answer.connection.id && (
                  <ScimSettings
                    applicationId={consumer.application.id}
                    environment={environment}
                    connectionId={answer.connection.id}
                    serviceName={connector.name}
                    notify={notify}
                  />
                )}
              </>
            ) : (
              <Typography.Text type="secondary" data-testid="consumer-connection-readonly">
                Only an Owner or an Admin can change this connection.
              </Typography.Text>
            )}
          </Flex>
        )
      }
    </QueryGate>
  );
}

/** A consumer's connection to one service (/consumers/{consumerId}/service/{serviceId}). */
export function ConsumerServicePage() {
  const { consumerId = '', serviceId = '' } = useParams();
  const { application, environment } = useWorkspace('application');
  const [toast, toastHolder] = message.useMessage();
  const notify: Notify = (kind, text) => void toast[kind](text);
  const query = combineQueries(
    useGetConnectorsQuery(),
    useGetConsumerQuery({ id: consumerId, applicationId: application.id, environment }),
    (connectors, consumer) => ({
      connector: connectors.find((item) => item.serviceId === serviceId),
      consumer,
    }),
  );
  return (
    <div data-testid="consumer-service-page" className="consumer-service">
      {toastHolder}
      <QueryGate
        query={query}
        errorTitle="We could not load this connection"
        testId="consumer-service"
        skeletonRows={6}
      >
        {({ connector, consumer }) =>
          connector ? (
            <Flex vertical gap={16}>
              <ConnectorHeading connector={connector} testId="consumer-service-name">
                <Typography.Text type="secondary" ellipsis={{ tooltip: consumer.name }}>
                  {unifiedApiLabel(connector.unifiedApi)} · for{' '}
                  <Link to={paths.consumer({ consumerId: consumer.id })}>{consumer.name || 'Unnamed consumer'}</Link>
                </Typography.Text>
              </ConnectorHeading>
              <ConsumerService consumer={consumer} connector={connector} notify={notify} />
            </Flex>
          ) : (
            <Empty description="Connector not found" />
          )
        }
      </QueryGate>
    </div>
  );
}
