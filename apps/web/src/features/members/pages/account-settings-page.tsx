import type { Account } from '@portal/shared/accounts/accounts.schemas';
import { Card, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { MembersTab } from '../components/members-tab';

interface AccountSettingsPageProps {
  /** The current team, with the signed-in user's role in it. */
  team: Account;
  currentUserEmail: string;
}

/** The tabs so far: Members ('team'); Plan & Billing ('plan') arrives with billing. */
const TABS = ['team'] as const;
type Tab = (typeof TABS)[number];

/** Account settings (001 §2): the tab is kept in the query (?tab=team|plan). */
export function AccountSettingsPage({ team, currentUserEmail }: AccountSettingsPageProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'team';

  return (
    <div data-testid="account-settings-page">
      <Typography.Title level={2}>Account Settings</Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="account-settings-team">
        Team: <Typography.Text strong>{team.name}</Typography.Text>
      </Typography.Paragraph>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={[{ key: 'team', label: 'Members', children: <MembersTab team={team} currentUserEmail={currentUserEmail} /> }]}
        />
      </Card>
    </div>
  );
}
