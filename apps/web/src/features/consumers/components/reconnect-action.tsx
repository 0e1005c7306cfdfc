import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import type { Consumer } from '@portal/shared/consumers/consumers.schemas';
import type { Connection } from '@portal/shared/integrations/integrations.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { Button } from 'antd';
import { useState } from 'react';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { ConnectLinkModal } from './connect-link-modal';

/** A made connection the vendor refused, or whose calls are failing: the end user should authorize it again. */
const needsReconnect = (connection: Connection) =>
  connection.id !== null && (connection.state === 'invalid' || connection.failingSince !== null);

/**
 * Reconnect (issue 28) on an invalid or failing connection of a consumer: a reconnect link for the end user, to copy
 * or mail; nothing on a healthy one. Disabled, with the reason, for a Viewer.
 */
export function ReconnectAction({
  consumer,
  connection,
  serviceName,
}: {
  consumer: Consumer;
  connection: Connection;
  serviceName: string;
}) {
  const { can } = useWorkspace();
  const [open, setOpen] = useState(false);
  if (!needsReconnect(connection)) return null;
  const mayReconnect = can('sendConnectLink');
  return (
    <>
      <ReasonTooltip reason={mayReconnect ? undefined : PERMISSION_DENIED_MESSAGE}>
        <Button
          size="small"
          icon={<ReloadOutlined aria-hidden />}
          disabled={!mayReconnect}
          onClick={() => setOpen(true)}
          data-testid="consumer-connection-reconnect"
        >
          Reconnect
        </Button>
      </ReasonTooltip>
      {open && (
        <ConnectLinkModal
          consumer={consumer}
          reconnect={{ serviceId: connection.serviceId, name: serviceName }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
