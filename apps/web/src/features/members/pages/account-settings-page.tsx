import { Card, Flex, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { MembersTab } from '../components/members-tab';
import { RenameTeam } from '../components/rename-team';

/** The tabs so far: Members ('team'); Plan & Billing ('plan') arrives with billing. */
const TABS = ['team'] as const;
type Tab = (typeof TABS)[number];

/** Account settings (001 §2) of the current team: the tab is kept in the query (?tab=team|plan). */
export function AccountSettingsPage() {
  const { team } = useWorkspace('team');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'team';

  return (
    <div data-testid="account-settings-page">
      <Typography.Title level={2}>Account Settings</Typography.Title>
      <Flex align="center" gap={8} style={{ marginBottom: 16, minWidth: 0 }} data-testid="account-settings-team">
        <Typography.Text type="secondary" style={{ flex: 'none' }}>
          Team:
        </Typography.Text>
        <Typography.Text strong ellipsis={{ tooltip: team.name }} style={{ minWidth: 0 }} data-testid="account-settings-team-name">
          {team.name}
        </Typography.Text>
        <RenameTeam />
      </Flex>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={[{ key: 'team', label: 'Members', children: <MembersTab /> }]}
        />
      </Card>
    </div>
  );
}
