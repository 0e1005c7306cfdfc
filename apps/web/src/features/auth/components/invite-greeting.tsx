import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import type { InvitePreview } from '@portal/shared/members/members.schemas';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fetchEndpoint } from '../../../shared/api/fetch-endpoint';
import { selectInvite } from '../../../shared/lib/common-slice';
import { LightAlert } from './light-controls';

/**
 * On Login and Sign-up while an invitation waits (its code kept from /invite/{code}): "Alice invited you to Acme",
 * with the invited email handed to `prefill` (the form puts it into its email field when empty). A dead invitation
 * shows nothing.
 */
export function InviteGreeting({ prefill }: { prefill: (email: string) => void }) {
  const code = useSelector(selectInvite);
  const dispatch = useDispatch();
  const [preview, setPreview] = useState<InvitePreview | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    fetchEndpoint(dispatch, membersEndpoints.invitePreview, { params: { code } }).then(
      (answer) => {
        if (!live) return;
        setPreview(answer);
        prefill(answer.email);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // The invitation is read once per code; `prefill` may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, dispatch]);
  if (!preview) return null;
  return (
    <LightAlert
      type="info"
      title={`${preview.inviterName} invited you to ${preview.teamName}`}
      description={`Log in or sign up as ${preview.email} to join the team.`}
      data-testid="invite-greeting"
    />
  );
}
