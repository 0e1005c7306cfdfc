import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { Button, Flex, Typography, message } from 'antd';
import { useState } from 'react';
import { QueryGate } from '../../../shared/ui/query-gate';
import { ReasonTooltip } from '../../../shared/ui/reason-tooltip';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { useGetMembersQuery } from '../../../shared/api/members';
import { InviteMemberModal } from './invite-member-modal';
import { LeaveTeam } from './leave-team';
import { MembersTable } from './members-table';

/** Members (001 §2): the current team's members and invitations, with Invite and the row actions. */
export function MembersTab() {
  const { team, can } = useWorkspace('team');
  const members = useGetMembersQuery(team.id);
  const [inviting, setInviting] = useState(false);
  const [toast, toastHolder] = message.useMessage();
  const canInvite = can('inviteMember');

  return (
    <div data-testid="members-tab">
      {toastHolder}
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Team members
        </Typography.Title>
        <Flex gap={8} wrap>
          <LeaveTeam />
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
      </Flex>
      <QueryGate
        query={members}
        errorTitle="We could not load the team members"
        loading={<MembersTable members={[]} loading />}
        testId="members"
      >
        {(list) => <MembersTable members={list} />}
      </QueryGate>
      <InviteMemberModal
        account={team.id}
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
