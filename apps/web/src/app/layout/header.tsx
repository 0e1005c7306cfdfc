import MenuOutlined from '@ant-design/icons/MenuOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { ROLE_DISPLAY_NAMES } from '@portal/shared/accounts/accounts.constants';
import type { User } from '@portal/shared/users/users.schemas';
import { Avatar, Button, Skeleton, Tag, Typography } from 'antd';
import { useGetAccountsQuery } from '../../features/accounts/api';
import { Breadcrumbs } from './breadcrumbs';

interface AppHeaderProps {
  user: User;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

function fullName(user: User): string {
  return [user.profile.name, user.profile.lastname].map((part) => part.trim()).filter(Boolean).join(' ');
}

function initials(user: User): string {
  const letters = [user.profile.name, user.profile.lastname].map((part) => part.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

function CurrentTeam() {
  const { data: accounts, isLoading, isError } = useGetAccountsQuery();
  if (isLoading) return <Skeleton.Input active size="small" style={{ width: 120 }} />;
  if (isError || !accounts) return null;
  const team = accounts[0];
  return (
    <div className="app-header__team" data-testid="current-team">
      <TeamOutlined aria-hidden />
      {team ? (
        <>
          <Typography.Text strong ellipsis className="app-header__team-name">
            {team.name}
          </Typography.Text>
          <Tag className="app-header__role">{ROLE_DISPLAY_NAMES[team.role]}</Tag>
        </>
      ) : (
        <Typography.Text type="secondary">No team yet</Typography.Text>
      )}
    </div>
  );
}

/** The header: menu button (768 px and below), breadcrumbs, current team and current user. */
export function AppHeader({ user, menuOpen, onOpenMenu }: AppHeaderProps) {
  const name = fullName(user);
  return (
    <header className="app-header" data-testid="app-header">
      <Button
        className="app-header__menu-button"
        type="text"
        aria-label="Open menu"
        aria-controls="side-menu"
        aria-expanded={menuOpen}
        icon={<MenuOutlined aria-hidden />}
        onClick={onOpenMenu}
      />
      <div className="app-header__crumbs">
        <Breadcrumbs />
      </div>
      <div className="app-header__context">
        <CurrentTeam />
        <div className="app-header__user" data-testid="current-user">
          <Avatar className="app-header__avatar" aria-hidden>
            {initials(user)}
          </Avatar>
          <div className="app-header__user-text">
            <Typography.Text strong ellipsis data-testid="current-user-name">
              {name || user.email}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis data-testid="current-user-email">
              {user.email}
            </Typography.Text>
          </div>
        </div>
      </div>
    </header>
  );
}
