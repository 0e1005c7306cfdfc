import { UNIFIED_API_LABELS } from '@portal/shared/connectors/connectors.constants';
import {
  CONNECTION_LOADER_DELAY_MS,
  DESCRIPTION_CLAMP_LINES,
} from '@portal/shared/integrations/integrations.constants';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { Button, Card, Flex, Popconfirm, Spin, Tag, Tooltip, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { authorizesOnVendorPage } from '../../../shared/connectors/settings-fields';
import { isConnected, type CatalogItem } from '../lib/catalog-view';
import { ConnectionBadge } from '../../../shared/connectors/connection-badge';
import { ConnectorLogo } from '../../../shared/connectors/connector-logo';

interface ConnectorCardProps {
  item: CatalogItem;
  /** Where the card's links go, with the page's query (the application). */
  search: string;
  mayConfigure: boolean;
  /** Reset is offered in the Added tab (001 §2); whether this user may use it. */
  showReset: boolean;
  mayReset: boolean;
  busy: boolean;
  /** The vendor's OAuth page; none in test, whose connections never reach a vendor. */
  onAuthorize: (() => void) | undefined;
  onReset: () => void;
}

const denied = (allowed: boolean) => (allowed ? undefined : PERMISSION_DENIED_MESSAGE);

/** A connector of the Integrations list (001 §2): logo, name, sector, badge, clamped description and its actions. */
export function ConnectorCard({
  item,
  search,
  mayConfigure,
  showReset,
  mayReset,
  busy,
  onAuthorize,
  onReset,
}: ConnectorCardProps) {
  const { connector, integration } = item;
  const navigate = useNavigate();
  const to = { pathname: paths.integration({ serviceId: connector.serviceId }), search };
  const connected = isConnected(integration);
  const oauth = authorizesOnVendorPage(connector) && integration.isEnabled && onAuthorize !== undefined;
  const callable = integration.connection.state === 'callable';

  return (
    <div data-testid="connector-card" data-service={connector.serviceId} className="connector-card__cell">
      <Spin spinning={busy} delay={CONNECTION_LOADER_DELAY_MS}>
        <Card className="connector-card" size="small">
          <Flex gap={12} align="flex-start">
            <ConnectorLogo connector={connector} />
            <div className="connector-card__title">
              <Link to={to} className="connector-card__name" data-testid="connector-name">
                <Typography.Text strong ellipsis={{ tooltip: connector.name }}>
                  {connector.name}
                </Typography.Text>
              </Link>
              <Flex gap={8} align="center" wrap>
                <Tooltip title={UNIFIED_API_LABELS[connector.unifiedApi]}>
                  <Tag style={{ marginInlineEnd: 0 }}>{connector.unifiedApi}</Tag>
                </Tooltip>
                <ConnectionBadge integration={integration} />
              </Flex>
            </div>
          </Flex>
          <Typography.Paragraph
            className="connector-card__description"
            type="secondary"
            ellipsis={{
              rows: DESCRIPTION_CLAMP_LINES,
              expandable: 'collapsible',
              symbol: (expanded) => (expanded ? 'Read less' : 'Read more'),
            }}
            data-testid="connector-description"
          >
            {connector.description}
          </Typography.Paragraph>
          {connector.notes.map((note) => (
            <Typography.Paragraph key={note} type="warning" className="connector-card__note">
              {note}
            </Typography.Paragraph>
          ))}
          <Flex gap={8} wrap className="connector-card__actions">
            <ReasonTooltip reason={denied(mayConfigure)} data-testid="connector-action-reason">
              <Button
                type={connected ? 'default' : 'primary'}
                size="small"
                disabled={!mayConfigure}
                onClick={() => void navigate(to)}
                data-testid="connector-action"
              >
                {connected ? 'Settings' : 'Connect'}
              </Button>
            </ReasonTooltip>
            {oauth && (
              <ReasonTooltip reason={denied(mayConfigure)}>
                <Button size="small" disabled={!mayConfigure} onClick={onAuthorize} data-testid="connector-authorize">
                  {callable ? 'Re-Authorize' : 'Authorize'}
                </Button>
              </ReasonTooltip>
            )}
            {showReset && (
              <ReasonTooltip reason={denied(mayReset)} data-testid="connector-reset-reason">
                <Popconfirm
                  title={`Reset ${connector.name}?`}
                  description="Its credentials and tokens are removed; calls through it stop until it is set up again."
                  okText="Reset"
                  okButtonProps={{ danger: true }}
                  cancelText="Cancel"
                  disabled={!mayReset}
                  onConfirm={onReset}
                >
                  <Button size="small" danger disabled={!mayReset} data-testid="connector-reset">
                    Reset
                  </Button>
                </Popconfirm>
              </ReasonTooltip>
            )}
          </Flex>
        </Card>
      </Spin>
    </div>
  );
}
