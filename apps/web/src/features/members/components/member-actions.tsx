import { ROLE_DISPLAY_NAMES } from '@portal/shared/accounts/accounts.constants';
import { memberChangeRefusal, type MemberChange } from '@portal/shared/members/member-rules';
import { INVITE_ROLE_TO_ROLE, ROLE_TO_INVITE_ROLE, type InviteRole } from '@portal/shared/members/members.constants';
import type { Member } from '@portal/shared/members/members.schemas';
import { PERMISSION_DENIED_MESSAGE, type Action } from '@portal/shared/permissions/permissions';
import { Button, Flex, Modal, Popconfirm, Select, message } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useWorkspace } from '../../../shared/workspace/workspace';
import {
  useChangeMemberRoleMutation,
  useDeleteMemberMutation,
  useResendInvitationMutation,
  useToggleMemberSuspendedMutation,
} from '../../../shared/api/members';
import { ROLE_OPTIONS } from './invite-member-modal';

const ACTION_OF: Record<MemberChange, Action> = {
  role: 'changeMemberRole',
  suspend: 'suspendMember',
  delete: 'deleteMember',
};

/** Who a row is, in a confirmation. */
const whoIs = (member: Member) => member.name || member.email;

/**
 * The actions of one member or invitation: role (confirmed first), suspend or unsuspend
 * (confirmed first), resend (an invitation) and delete (confirmed first). A disabled action
 * says why on hover: no permission, one's own row, the Owner, or an invitation.
 */
export function MemberActions({ member }: { member: Member }) {
  const { user, team, can } = useWorkspace('team');
  const [changeRole] = useChangeMemberRoleMutation();
  const [toggleSuspended] = useToggleMemberSuspendedMutation();
  const [deleteMember] = useDeleteMemberMutation();
  const [resendInvitation] = useResendInvitationMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [toast, toastHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const account = team.id;

  const reasonFor = (change: MemberChange): string | undefined => {
    if (!can(ACTION_OF[change])) return PERMISSION_DENIED_MESSAGE;
    const isSelf = member.email.toLowerCase() === user.email.toLowerCase();
    return memberChangeRefusal(change, { isSelf, role: member.role, isInvitation: member.status === 'invited' })
      ?.message;
  };

  const run = async (key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await work();
      void toast.success(done);
    } catch (failure) {
      void toast.error(toApiError(failure).message);
    } finally {
      setBusy(null);
    }
  };

  const confirmRole = (role: InviteRole) => {
    void modal.confirm({
      title: `Change the role of ${whoIs(member)}?`,
      content: `${whoIs(member)} becomes ${ROLE_DISPLAY_NAMES[INVITE_ROLE_TO_ROLE[role]]} in this team.`,
      okText: 'Change role',
      cancelText: 'Cancel',
      onOk: () =>
        run(`role:${member.id}`, () => changeRole({ id: member.id, account, role }).unwrap(), 'The role was changed'),
    });
  };

  const roleReason = reasonFor('role');
  const suspendReason = reasonFor('suspend');
  const deleteReason = reasonFor('delete');
  const invited = member.status === 'invited';

  return (
    <Flex gap={8} wrap align="center" data-testid="member-actions">
      {toastHolder}
      {modalHolder}
      <ReasonTooltip reason={roleReason}>
        <Select<InviteRole>
          size="small"
          style={{ width: 120 }}
          aria-label={`Role of ${member.email}`}
          placeholder="Change role"
          value={ROLE_TO_INVITE_ROLE[member.role] ?? undefined}
          options={ROLE_OPTIONS}
          disabled={Boolean(roleReason)}
          loading={busy === `role:${member.id}`}
          onChange={confirmRole}
          data-testid="member-role-select"
        />
      </ReasonTooltip>
      {invited && can('resendInvitation') ? (
        <Button
          size="small"
          loading={busy === `resend:${member.id}`}
          onClick={() =>
            void run(
              `resend:${member.id}`,
              () => resendInvitation({ id: member.id, account }).unwrap(),
              `The invitation was sent again to ${member.email}`,
            )
          }
          data-testid="member-resend"
        >
          Resend
        </Button>
      ) : (
        <ReasonTooltip reason={suspendReason}>
          <Popconfirm
            title={member.isSuspended ? `Give ${whoIs(member)} access again?` : `Suspend ${whoIs(member)}?`}
            description={
              member.isSuspended
                ? 'They can use the team again at once.'
                : 'They lose access to the team until unsuspended.'
            }
            okText={member.isSuspended ? 'Unsuspend' : 'Suspend'}
            okButtonProps={{ danger: !member.isSuspended }}
            cancelText="Cancel"
            disabled={Boolean(suspendReason)}
            onConfirm={() =>
              run(
                `suspend:${member.id}`,
                () => toggleSuspended({ id: member.id, account }).unwrap(),
                member.isSuspended ? 'The member can use the team again' : 'The member was suspended',
              )
            }
          >
            <Button
              size="small"
              disabled={Boolean(suspendReason)}
              loading={busy === `suspend:${member.id}`}
              data-testid="member-suspend"
            >
              {member.isSuspended ? 'Unsuspend' : 'Suspend'}
            </Button>
          </Popconfirm>
        </ReasonTooltip>
      )}
      <ReasonTooltip reason={deleteReason}>
        <Popconfirm
          title={invited ? 'Delete this invitation?' : 'Delete this member?'}
          description={
            invited
              ? `The invitation link sent to ${member.email} stops working.`
              : `${whoIs(member)} loses access to the team at once.`
          }
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          disabled={Boolean(deleteReason)}
          onConfirm={() =>
            run(
              `delete:${member.id}`,
              () => deleteMember({ id: member.id, account }).unwrap(),
              invited ? 'The invitation was deleted' : 'The member was deleted',
            )
          }
        >
          <Button
            size="small"
            danger
            disabled={Boolean(deleteReason)}
            loading={busy === `delete:${member.id}`}
            data-testid="member-delete"
          >
            Delete
          </Button>
        </Popconfirm>
      </ReasonTooltip>
    </Flex>
  );
}
