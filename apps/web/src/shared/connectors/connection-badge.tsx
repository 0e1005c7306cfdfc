import { CONNECTION_BADGES } from '@portal/shared/integrations/integrations.constants';
import type { Integration } from '@portal/shared/integrations/integrations.schemas';
import { Badge, Tooltip } from 'antd';

export type BadgeView = { text: string; status: 'error' | 'warning' | 'processing' | 'success' };

/** What the badge reads: whether the application enabled the integration, its state, and the owner's connection. */
export type BadgeSubject = Pick<Integration, 'isEnabled' | 'state' | 'connection'>;

/**
 * 001 §4, the connection badge: integration disabled → Disabled (error); needs configuration → Need configuration
 * (warning); connection invalid → Invalid; available and authorized → processing; added → Need configuration;
 * otherwise (callable) Success. An authorized connection says so beside the processing dot.
 */
export function connectionBadge(subject: BadgeSubject): BadgeView {
  const state = subject.connection.state;
  if (!subject.isEnabled || subject.state === 'disabled') return CONNECTION_BADGES.disabled;
  if (subject.state === 'needs_configuration') return CONNECTION_BADGES.needsConfiguration;
  if (state === 'invalid') return CONNECTION_BADGES.invalid;
  if (state === 'authorized') return { text: 'Authorized', status: 'processing' };
  if (state === 'available') return CONNECTION_BADGES.processing;
  if (state === 'added') return CONNECTION_BADGES.needsConfiguration;
  return CONNECTION_BADGES.success;
}

/** The badge of 001 §4, with the vendor's reason on an invalid connection. */
export function ConnectionBadge({ integration }: { integration: BadgeSubject }) {
  const { text, status } = connectionBadge(integration);
  const badge = <Badge status={status} text={text} data-testid="connection-badge" data-status={status} />;
  const reason = integration.connection.state === 'invalid' ? integration.connection.invalidReason : null;
  return reason ? <Tooltip title={reason}>{badge}</Tooltip> : badge;
}

/** A connection to an integration the application enabled (a consumer's), as the badge reads it. */
export const enabledConnectionSubject = (connection: Integration['connection']): BadgeSubject => ({
  isEnabled: true,
  state: connection.state === 'available' ? 'needs_configuration' : 'configured',
  connection,
});
