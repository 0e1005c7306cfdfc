import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

interface ReasonTooltipProps {
  /** Why the control inside is disabled; without a reason the control is shown as it is. */
  reason: string | undefined;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * Explains a disabled control with a tooltip (e.g. "You don't have permission").
 * A disabled button fires no mouse events, so a focusable wrapper takes the
 * hover and the keyboard focus and carries the reason for screen readers too.
 */
export function ReasonTooltip({ reason, children, 'data-testid': testId }: ReasonTooltipProps) {
  if (!reason) return <>{children}</>;
  return (
    <Tooltip title={reason}>
      <span
        tabIndex={0}
        aria-label={reason}
        style={{ display: 'inline-block', cursor: 'not-allowed' }}
        data-testid={testId}
      >
        {children}
      </span>
    </Tooltip>
  );
}
