import CheckOutlined from '@ant-design/icons/CheckOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { ROLE_DISPLAY_NAMES } from '@portal/shared/accounts/accounts.constants';
import { Button, Dropdown, Tag, Tooltip, Typography, message, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useUpdateMetaMutation } from '../../shared/api/users';
import { toApiError } from '../../shared/lib/api-error';
import { useWorkspace } from '../../shared/workspace/workspace';

const CREATE_KEY = '__create-team';

const CreateTeamModal = lazy(() => import('./create-team-modal'));

/**
 * The header's team switcher: the current team (kept in users/meta accountId), the user's other teams, and Create team.
 */
export function TeamSwitcher() {
  const { team, teams } = useWorkspace();
  const [switchTeam, switching] = useUpdateMetaMutation();
  const [creatingOpen, setCreatingOpen] = useState(false);
  // The name's tooltip stays away while the menu is open: it would cover the menu.
  const [menuOpen, setMenuOpen] = useState(false);
  const [toast, toastHolder] = message.useMessage();

  const choose = async (accountId: string) => {
    if (accountId === team?.id) return;
    try {
      await switchTeam({ accountId }).unwrap();
    } catch (failure) {
      void toast.error(toApiError(failure).message);
    }
  };

  const items: MenuProps['items'] = [
    ...teams.map((account) => ({
      key: account.id,
      icon:
        account.id === team?.id ? (
          <CheckOutlined aria-hidden />
        ) : (
          <span aria-hidden style={{ display: 'inline-block', width: 14 }} />
        ),
      label: (
        <span data-testid="team-option" className="team-switcher__option">
          <Typography.Text ellipsis title={account.name} className="team-switcher__option-name">
            {account.name}
          </Typography.Text>
          <Tag style={{ marginInlineStart: 8 }}>{ROLE_DISPLAY_NAMES[account.role]}</Tag>
        </span>
      ),
    })),
    { type: 'divider' as const },
    { key: CREATE_KEY, icon: <PlusOutlined aria-hidden />, label: <span data-testid="create-team">Create team</span> },
  ];

  return (
    <>
      {toastHolder}
      <Dropdown
        trigger={['click']}
        // A long team name is cut, not a menu as wide as the name.
        overlayClassName="team-switcher__menu"
        onOpenChange={setMenuOpen}
        menu={{
          items,
          selectable: true,
          selectedKeys: team ? [team.id] : [],
          onClick: ({ key }) => {
            if (key === CREATE_KEY) setCreatingOpen(true);
            else void choose(key);
          },
        }}
      >
        <Button
          type="text"
          className="app-header__team"
          loading={switching.isLoading}
          aria-label="Switch team"
          data-testid="current-team"
        >
          <TeamOutlined aria-hidden />
          {team ? (
            <>
              <Tooltip title={team.name} placement="bottom" {...(menuOpen ? { open: false } : {})}>
                <Typography.Text strong ellipsis className="app-header__team-name" data-testid="current-team-name">
                  {team.name}
                </Typography.Text>
              </Tooltip>
              <Tag className="app-header__role" data-testid="current-team-role">
                {ROLE_DISPLAY_NAMES[team.role]}
              </Tag>
            </>
          ) : (
            <Typography.Text type="secondary">No team yet</Typography.Text>
          )}
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {creatingOpen && (
        <Suspense fallback={null}>
          <CreateTeamModal
            onClose={() => setCreatingOpen(false)}
            onCreated={(name) => {
              setCreatingOpen(false);
              void toast.success(`Team ${name} was created`);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
