import { Card, Flex, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useWorkspace } from '../../../shared/workspace/workspace';
import { MembersTab } from '../components/members-tab';
import { RenameTeam } from '../components/rename-team';

/** The tabs: Members ('team') and Plan & Billing ('plan'). */
const TABS = ['team', 'plan'] as const;
type Tab = (typeof TABS)[number];

/**
 * Account settings (001 §2) of the current team: the tab is kept in the query (?tab=team|plan). The Plan & Billing
 * tab comes from the billing feature, composed in by the router.
 */
export function AccountSettingsPage({ planTab }: { planTab?: ReactNode }) {
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
        <Typography.Text
          strong
          ellipsis={{ tooltip: team.name }}
          style={{ minWidth: 0 }}
          data-testid="account-settings-team-name"
        >
          {team.name}
        </Typography.Text>
        <RenameTeam />
      </Flex>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={[
            { key: 'team', label: 'Members', children: <MembersTab /> },
            ...(planTab ? [{ key: 'plan', label: 'Plan & Billing', children: planTab }] : []),
          ]}
        />
      </Card>
    </div>
  );
}
