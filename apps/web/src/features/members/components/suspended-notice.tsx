import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useUpdateMetaMutation } from '../../../shared/api/users';

/** What a member suspended from their current team reads on their next visit (issue 25). */
export const SUSPENDED_NOTICE = {
  title: (team: string) => `${team} suspended your membership`,
  movedTo: (from: string, to: string) =>
    `You no longer have access to ${from}, so you are now working in ${to}. Ask an admin of ${from} if you think this is a mistake.`,
  noTeam: (from: string) =>
    `You no longer have access to ${from}. Ask an admin of ${from} if you think this is a mistake.`,
} as const;

/**
 * Tells a member that the team they were working in suspended them, and where they are now, instead of moving them
 * silently. Told once: the team they are in now is saved as the current one (users/me then names no team).
 */
export function SuspendedNotice() {
  const { user, team } = useWorkspace();
  const [save] = useUpdateMetaMutation();
  // Kept for this visit: saving the current team below makes users/me forget it.
  const [from] = useState(user.suspendedFrom);
  const [open, setOpen] = useState(true);
  const teamId = team?.id;
  useEffect(() => {
    if (from && teamId)
      void save({ accountId: teamId })
        .unwrap()
        .catch(() => undefined);
  }, [from, teamId, save]);
  if (!from || !open) return null;
  return (
    <Alert
      banner
      type="warning"
      showIcon
      title={SUSPENDED_NOTICE.title(from.name)}
      description={team ? SUSPENDED_NOTICE.movedTo(from.name, team.name) : SUSPENDED_NOTICE.noTeam(from.name)}
      closable={{ onClose: () => setOpen(false) }}
      data-testid="suspended-notice"
    />
  );
}
