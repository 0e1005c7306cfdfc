import ExportOutlined from '@ant-design/icons/ExportOutlined';
import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import type { Integration } from '@portal/shared/integrations/integrations.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { Alert, Button, Empty, Flex, Tag, Typography, message } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { toApiError } from '../../../shared/lib/api-error';
import { QueryGate } from '../../../shared/ui/query-gate';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetConnectorsQuery } from '../../../shared/api/integrations';
import { useAuthorizeConnectionMutation, useGetIntegrationQuery } from '../../../shared/api/integrations';
import { ConnectionBadge } from '../../../shared/connectors/connection-badge';
import { ConnectorHeading } from '../../../shared/connectors/connector-heading';
import { authorizesOnVendorPage } from '../../../shared/connectors/settings-fields';
import { FtpSection } from '../components/ftp-section';
import { ModelsSection } from '../components/models-section';
import { SamlSection } from '../components/saml-section';
import { SettingsForm } from '../components/settings-form';
import { combineQueries } from '../../../shared/lib/combine-queries';
import integrationsStyles from './integrations.css?inline';
import { addScreenStyles } from '../../../shared/ui/screen-styles';
import { unifiedApiLabel } from '../../../shared/connectors/unified-api-label';

addScreenStyles('integrations', integrationsStyles);

type Notify = (kind: 'success' | 'error', text: string) => void;

/**
 * The outcome of an OAuth authorization, as the server's callback sends the browser back (`?authorized=` or
 * `?authorizationError=`).
 */
function AuthorizationOutcome({ connector }: { connector: ConnectorAnswer }) {
  const [query] = useSearchParams();
  const error = query.get('authorizationError');
  if (error)
    return (
      <Alert type="error" showIcon title="Authorization failed" description={error} data-testid="authorization-error" />
    );
  if (query.get('authorized') === connector.serviceId) {
    return (
      <Alert
        type="success"
        showIcon
        title={`Authorized: ${connector.name} is connected`}
        data-testid="authorization-success"
      />
    );
  }
  return null;
}

function AuthorizeButton({
  integration,
  mayConfigure,
  notify,
}: {
  integration: Integration;
  mayConfigure: boolean;
  notify: Notify;
}) {
  const { environment } = useWorkspace('application');
  const [authorize, { isLoading }] = useAuthorizeConnectionMutation();
  const onClick = async () => {
    try {
      const { authorizeUrl } = await authorize({
        application: integration.application,
        environment,
        serviceId: integration.serviceId,
      }).unwrap();
      window.location.assign(authorizeUrl);
    } catch (failure) {
      notify('error', toApiError(failure).message);
    }
  };
  return (
    <ReasonTooltip reason={mayConfigure ? undefined : PERMISSION_DENIED_MESSAGE}>
      <Button
        type="primary"
        disabled={!mayConfigure || !integration.isEnabled}
        loading={isLoading}
        onClick={() => void onClick()}
        data-testid="integration-authorize"
      >
        {integration.connection.state === 'callable' ? 'Re-Authorize' : 'Authorize'}
      </Button>
    </ReasonTooltip>
  );
}

function IntegrationView({
  connector,
  integration,
  notify,
}: {
  connector: ConnectorAnswer;
  integration: Integration;
  notify: Notify;
}) {
  const { can, environment } = useWorkspace('application');
  const mayConfigure = can('openConnectionSettings');
  return (
    <>
      <ConnectorHeading connector={connector} testId="integration-name">
        <Flex gap={8} align="center" wrap>
          <Tag style={{ marginInlineEnd: 0 }}>{unifiedApiLabel(connector.unifiedApi)}</Tag>
          <ConnectionBadge integration={integration} />
          <Typography.Link href={connector.docUrl} target="_blank" rel="noopener noreferrer">
            Documentation <ExportOutlined aria-hidden style={{ fontSize: 12 }} />
          </Typography.Link>
        </Flex>
      </ConnectorHeading>
      <div className="integration__sections">
        <AuthorizationOutcome connector={connector} />
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {connector.description}
        </Typography.Paragraph>
        {/* Test connections never reach a vendor: no OAuth there (the server refuses it too). */}
        {environment === 'live' && authorizesOnVendorPage(connector) && (
          <Flex gap={12} align="center" wrap>
            <AuthorizeButton integration={integration} mayConfigure={mayConfigure} notify={notify} />
            {!integration.isEnabled && (
              <Typography.Text type="secondary">Enable the integration to authorize it.</Typography.Text>
            )}
          </Flex>
        )}
        <SettingsForm connector={connector} integration={integration} mayConfigure={mayConfigure} notify={notify} />
        {connector.authKind === 'samlMetadata' && (
          <SamlSection integration={integration} mayConfigure={mayConfigure} notify={notify} />
        )}
        {connector.receivesFiles && (
          <FtpSection integration={integration} mayConfigure={mayConfigure} notify={notify} />
        )}
        <ModelsSection integration={integration} mayConfigure={mayConfigure} notify={notify} />
      </div>
    </>
  );
}

/** IntegrationView (001 §2, /integration/{serviceId}): one connector in the current application. */
export function IntegrationPage() {
  const { application, environment } = useWorkspace('application');
  const serviceId = useParams().serviceId ?? '';
  const [toast, toastHolder] = message.useMessage();
  const notify: Notify = (kind, text) => void toast[kind](text);
  const query = combineQueries(
    useGetConnectorsQuery(),
    useGetIntegrationQuery({ application: application.id, environment, serviceId }),
    (connectors, integration) => ({
      connector: connectors.find((connector) => connector.serviceId === serviceId),
      integration,
    }),
  );
  return (
    <div data-testid="integration-page">
      {toastHolder}
      <QueryGate
        query={query}
        errorTitle="We could not load this integration"
        testId="integration"
        skeletonRows={8}
        renderError={(failure, retry) =>
          failure.status === 404 ? (
            <Empty description={failure.message} data-testid="integration-not-found" />
          ) : (
            <Alert
              type="error"
              showIcon
              title="We could not load this integration"
              description={failure.message}
              data-testid="integration-load-error"
              action={
                <Button size="small" loading={retry.retrying} onClick={retry.onRetry}>
                  Try again
                </Button>
              }
            />
          )
        }
      >
        {({ connector, integration }) =>
          connector ? (
            <IntegrationView connector={connector} integration={integration} notify={notify} />
          ) : (
            <Empty description="Connector not found" />
          )
        }
      </QueryGate>
    </div>
  );
}
