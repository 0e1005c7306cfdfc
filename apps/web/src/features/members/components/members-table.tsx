import { ROLE_DISPLAY_NAMES } from '@portal/shared/accounts/accounts.constants';
import { MEMBER_MESSAGES, type MemberStatus } from '@portal/shared/members/members.constants';
import type { Member } from '@portal/shared/members/members.schemas';
import { Badge, Empty, type TableColumnType } from 'antd';
import dayjs from 'dayjs';
import { ACTIONS_COLUMN, DataTable } from '../../../shared/ui/data-table';
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

const columns: TableColumnType<Member>[] = [
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
    render: (status: MemberStatus) => <StatusBadge status={status} />,
  },
  { title: 'Added', dataIndex: 'createdAt', key: 'createdAt', render: formatDate },
  { title: 'Actions', key: ACTIONS_COLUMN, render: (_value, member) => <MemberActions member={member} /> },
];

/**
 * The members and invitations of the current team with their actions: a table on wide screens,
 * a card per member on a phone (below 768 px, DataTable), so the actions are never off-screen.
 */
export function MembersTable({ members, loading = false }: MembersTableProps) {
  return (
    <DataTable<Member>
      rowKey="id"
      columns={columns}
      dataSource={members}
      loading={loading}
      pagination={false}
      size="middle"
      locale={{ emptyText: <Empty description={MEMBER_MESSAGES.noMembers} /> }}
      testId="members"
    />
  );
}
