import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import type { InvitePreview } from '@portal/shared/members/members.schemas';
import { Alert, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fetchEndpoint } from '../../../shared/api/fetch-endpoint';
import { selectInvite } from '../../../shared/lib/common-slice';

/**
 * On Login and Sign-up while an invitation waits (its code kept from /invite/{code}): "Alice invited you to Acme",
 * with the invited email put into the form's empty email field. A dead invitation shows nothing.
 */
export function InviteGreeting({ form }: { form: FormInstance }) {
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
        if (!form.getFieldValue('email')) form.setFieldValue('email', answer.email);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code, dispatch, form]);
  if (!preview) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={`${preview.inviterName} invited you to ${preview.teamName}`}
      description={`Log in or sign up as ${preview.email} to join the team.`}
      style={{ marginBottom: 16 }}
      data-testid="invite-greeting"
    />
  );
}
