import type { Integration } from '@portal/shared/integrations/integrations.schemas';
import { Badge, Tooltip } from 'antd';
import { connectionBadge } from '../lib/catalog-view';

/** The badge of 001 §4, with the vendor's reason on an invalid connection. */
export function ConnectionBadge({ integration }: { integration: Integration }) {
  const { text, status } = connectionBadge(integration);
  const badge = <Badge status={status} text={text} data-testid="connection-badge" data-status={status} />;
  const reason = integration.connection.state === 'invalid' ? integration.connection.invalidReason : null;
  return reason ? <Tooltip title={reason}>{badge}</Tooltip> : badge;
}
