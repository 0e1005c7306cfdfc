import { ROLE_DISPLAY_NAMES } from '@portal/shared/accounts/accounts.constants';
import { MEMBER_MESSAGES, type MemberStatus } from '@portal/shared/members/members.constants';
import type { Member } from '@portal/shared/members/members.schemas';
import { Badge, Card, Empty, Flex, Grid, Spin, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { MemberActions } from './member-actions';

const STATUS_BADGES: Record<MemberStatus, { status: 'success' | 'processing' | 'error'; text: string }> = {
  active: { status: 'success', text: 'Active' },
  invited: { status: 'processing', text: 'Invited' },
  suspended: { status: 'error', text: 'Suspended' },
};

/** Table dates (001 §9): DD/MM/YYYY HH:mm. */
const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

const StatusBadge = ({ status }: { status: MemberStatus }) => (
  <Badge status={STATUS_BADGES[status].status} text={STATUS_BADGES[status].text} data-testid="member-status" />
);

interface MembersTableProps {
  members: Member[];
  loading?: boolean;
}

const columns: TableColumnsType<Member> = [
  { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string) => name || '—' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  {
    title: 'Role',
    dataIndex: 'role',
    key: 'role',
    render: (role: Member['role']) => <span data-testid="member-role">{ROLE_DISPLAY_NAMES[role]}</span>,
  },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (status: MemberStatus) => <StatusBadge status={status} /> },
  { title: 'Added', dataIndex: 'createdAt', key: 'createdAt', render: formatDate },
  { title: 'Actions', key: 'actions', fixed: 'right', render: (_value, member) => <MemberActions member={member} /> },
];

/** One member per card, its actions in view: the members list on a phone. */
function MemberCards({ members, loading }: Required<MembersTableProps>) {
  if (loading) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (members.length === 0) return <Empty description={MEMBER_MESSAGES.noMembers} />;
  return (
    <Flex vertical gap={12} data-testid="member-cards">
      {members.map((member) => (
        <Card key={member.id} size="small" data-testid="member-card">
          <Flex vertical gap={4}>
            <Typography.Text strong ellipsis={{ tooltip: member.name || member.email }}>
              {member.name || '—'}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis={{ tooltip: member.email }}>
              {member.email}
            </Typography.Text>
            <Flex gap={12} wrap align="center">
              <span data-testid="member-role">{ROLE_DISPLAY_NAMES[member.role]}</span>
              <StatusBadge status={member.status} />
              <Typography.Text type="secondary">{formatDate(member.createdAt)}</Typography.Text>
            </Flex>
            <div style={{ marginTop: 8 }}>
              <MemberActions member={member} />
            </div>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

/**
 * The members and invitations of the current team with their actions: a table on wide screens,
 * a card per member on a phone (below 768 px), so the actions are never off-screen.
 */
export function MembersTable({ members, loading = false }: MembersTableProps) {
  const screens = Grid.useBreakpoint();
  // The table until the width is measured; the cards once it is known to be a phone's.
  if (screens.md === false) return <MemberCards members={members} loading={loading} />;
  return (
    <Table<Member>
      rowKey="id"
      columns={columns}
      dataSource={members}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={MEMBER_MESSAGES.noMembers} /> }}
      data-testid="members-table"
    />
  );
}
