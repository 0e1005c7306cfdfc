import type { Account } from '@portal/shared/accounts/accounts.schemas';
import { ROLE_DISPLAY_NAMES } from '@portal/shared/accounts/accounts.constants';
import { MEMBER_MESSAGES, ROLE_TO_INVITE_ROLE, type InviteRole, type MemberStatus } from '@portal/shared/members/members.constants';
import type { Member } from '@portal/shared/members/members.schemas';
import { PERMISSION_DENIED_MESSAGE, can, type Action } from '@portal/shared/permissions/permissions';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { Badge, Button, Empty, Flex, Grid, Popconfirm, Select, Table, Typography, message, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { LoadError } from '../../../shared/ui/load-error';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import {
  useChangeMemberRoleMutation,
  useDeleteMemberMutation,
  useGetMembersQuery,
  useToggleMemberSuspendedMutation,
} from '../api';
import { InviteMemberModal, ROLE_OPTIONS } from './invite-member-modal';

interface MembersTabProps {
  /** The current team, with the signed-in user's role in it. */
  team: Account;
  /** The signed-in user's email: their own row cannot be changed. */
  currentUserEmail: string;
}

const STATUS_BADGES: Record<MemberStatus, { status: 'success' | 'processing' | 'error'; text: string }> = {
  active: { status: 'success', text: 'Active' },
  invited: { status: 'processing', text: 'Invited' },
  suspended: { status: 'error', text: 'Suspended' },
};

/** Table dates (001 §9): DD/MM/YYYY HH:mm. */
const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

type Change = 'role' | 'suspend' | 'delete';
const ACTION_OF: Record<Change, Action> = { role: 'changeMemberRole', suspend: 'suspendMember', delete: 'deleteMember' };
const SELF: Record<Change, string> = {
  role: MEMBER_MESSAGES.changeOwnRole,
  suspend: MEMBER_MESSAGES.suspendYourself,
  delete: MEMBER_MESSAGES.deleteYourself,
};
const OWNER: Record<Change, string> = {
  role: MEMBER_MESSAGES.changeOwnerRole,
  suspend: MEMBER_MESSAGES.suspendOwner,
  delete: MEMBER_MESSAGES.deleteOwner,
};

/** Members (001 §2): the team's members and invitations, with invite, role change, suspend/unsuspend and delete. */
export function MembersTab({ team, currentUserEmail }: MembersTabProps) {
  const { data: members, error, isLoading, isFetching, refetch } = useGetMembersQuery(team.id);
  const [changeRole] = useChangeMemberRoleMutation();
  const [toggleSuspended] = useToggleMemberSuspendedMutation();
  const [deleteMember] = useDeleteMemberMutation();
  const [inviting, setInviting] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [toast, toastHolder] = message.useMessage();
  const account = team.id;
  const screens = Grid.useBreakpoint();

  /** Why the signed-in user cannot make a change to a row, or undefined when they can. */
  const reasonFor = (member: Member, change: Change): string | undefined => {
    if (!can(team.role, ACTION_OF[change])) return PERMISSION_DENIED_MESSAGE;
    if (member.email.toLowerCase() === currentUserEmail.toLowerCase()) return SELF[change];
    if (member.role === 'ADMIN') return OWNER[change];
    if (change === 'suspend' && member.status === 'invited') return MEMBER_MESSAGES.suspendInvitation;
    return undefined;
  };

  const run = async (member: Member, key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(`${key}:${member.id}`);
    try {
      await work();
      void toast.success(done);
    } catch (failure) {
      void toast.error(toApiError(failure).message);
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumnsType<Member> = [
    { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string) => name || '—' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Role',
      dataIndex: 'role',
      key: 'role',
      render: (role: Member['role']) => <span data-testid="member-role">{ROLE_DISPLAY_NAMES[role]}</span>,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: MemberStatus) => <Badge status={STATUS_BADGES[status].status} text={STATUS_BADGES[status].text} data-testid="member-status" />,
    },
    { title: 'Added', dataIndex: 'createdAt', key: 'createdAt', render: formatDate },
    {
      title: 'Actions',
      key: 'actions',
      // Always in reach on wide screens; on a phone the whole table scrolls.
      fixed: screens.md ? 'right' : undefined,
      render: (_value, member) => {
        const roleReason = reasonFor(member, 'role');
        const suspendReason = reasonFor(member, 'suspend');
        const deleteReason = reasonFor(member, 'delete');
        return (
          <Flex gap={8} wrap align="center">
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
                onChange={(role) =>
                  void run(member, 'role', () => changeRole({ id: member.id, account, role }).unwrap(), 'The role was changed')
                }
                data-testid="member-role-select"
              />
            </ReasonTooltip>
            <ReasonTooltip reason={suspendReason}>
              <Button
                size="small"
                disabled={Boolean(suspendReason)}
                loading={busy === `suspend:${member.id}`}
                onClick={() =>
                  void run(
                    member,
                    'suspend',
                    () => toggleSuspended({ id: member.id, account }).unwrap(),
                    member.isSuspended ? 'The member can use the team again' : 'The member was suspended',
                  )
                }
                data-testid="member-suspend"
              >
                {member.isSuspended ? 'Unsuspend' : 'Suspend'}
              </Button>
            </ReasonTooltip>
            <ReasonTooltip reason={deleteReason}>
              <Popconfirm
                title={member.status === 'invited' ? 'Delete this invitation?' : 'Delete this member?'}
                description={
                  member.status === 'invited'
                    ? `The invitation link sent to ${member.email} stops working.`
                    : `${member.name || member.email} loses access to the team at once.`
                }
                okText="Delete"
                okButtonProps={{ danger: true }}
                cancelText="Cancel"
                disabled={Boolean(deleteReason)}
                onConfirm={() =>
                  run(
                    member,
                    'delete',
                    () => deleteMember({ id: member.id, account }).unwrap(),
                    member.status === 'invited' ? 'The invitation was deleted' : 'The member was deleted',
                  )
                }
              >
                <Button size="small" danger disabled={Boolean(deleteReason)} loading={busy === `delete:${member.id}`} data-testid="member-delete">
                  Delete
                </Button>
              </Popconfirm>
            </ReasonTooltip>
          </Flex>
        );
      },
    },
  ];

  const canInvite = can(team.role, 'inviteMember');

  return (
    <div data-testid="members-tab">
      {toastHolder}
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Team members
        </Typography.Title>
        <ReasonTooltip reason={canInvite ? undefined : PERMISSION_DENIED_MESSAGE} data-testid="invite-member-reason">
          <Button
            type="primary"
            icon={<UserAddOutlined aria-hidden />}
            disabled={!canInvite}
            onClick={() => setInviting(true)}
            data-testid="invite-member-button"
          >
            Invite
          </Button>
        </ReasonTooltip>
      </Flex>
      {error ? (
        <LoadError title="We could not load the team members" error={error} retrying={isFetching} onRetry={() => void refetch()} data-testid="members-error" />
      ) : (
        <Table<Member>
          rowKey="id"
          columns={columns}
          dataSource={members ?? []}
          loading={isLoading}
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={MEMBER_MESSAGES.noMembers} /> }}
          data-testid="members-table"
        />
      )}
      <InviteMemberModal
        account={account}
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false);
          void toast.success(`An invitation was sent to ${email}`);
        }}
      />
    </div>
  );
}
