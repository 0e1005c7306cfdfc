import MenuOutlined from '@ant-design/icons/MenuOutlined';
import type { User } from '@portal/shared/users/users.schemas';
import { Button, Typography } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useWorkspace } from '../../shared/workspace/workspace';
import { ApplicationSwitcher } from './application-switcher';
import { Breadcrumbs } from './breadcrumbs';
import { EnvironmentSwitch } from './environment-switch';
import { TeamSwitcher } from './team-switcher';

interface AppHeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

function fullName(user: User): string {
  return [user.profile.name, user.profile.lastname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

function initials(user: User): string {
  const letters = [user.profile.name, user.profile.lastname].map((part) => part.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

/**
 * Keeps --app-header-height on <html> at the sticky header's height while it is shown (two rows on a phone), so
 * toasts open below it (app-layout.css).
 */
function useHeaderHeightVariable() {
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement.style;
    const write = () => root.setProperty('--app-header-height', `${element.offsetHeight}px`);
    write();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(write);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty('--app-header-height');
    };
  }, []);
  return header;
}

/**
 * The header: menu button (768 px and below), breadcrumbs, the team, application and environment switchers and the
 * current user. In test it is amber (app-layout.css, `app-header--test`) with the TEST tag on the environment switch.
 */
export function AppHeader({ menuOpen, onOpenMenu }: AppHeaderProps) {
  const { user, environment } = useWorkspace();
  const name = fullName(user);
  const header = useHeaderHeightVariable();
  return (
    <header
      ref={header}
      className={environment === 'test' ? 'app-header app-header--test' : 'app-header'}
      data-testid="app-header"
      data-environment={environment}
    >
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
        <TeamSwitcher />
        <ApplicationSwitcher />
        <EnvironmentSwitch />
        <div className="app-header__user" data-testid="current-user">
          {/*
            A plain circle, not antd's Avatar: that one measures its text after mounting (a forced layout before the
            first paint).
          */}
          <span className="app-header__avatar" aria-hidden>
            {initials(user)}
          </span>
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
