import ApiOutlined from '@ant-design/icons/ApiOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import UsergroupAddOutlined from '@ant-design/icons/UsergroupAddOutlined';
import type { ReactNode } from 'react';
import type { PublicConfig } from '@portal/shared/system/system.schemas';
import { paths } from '../../shared/lib/paths';

interface MenuEntryBase {
  key: string;
  label: string;
  icon: ReactNode;
}

/** A screen of the app. */
export interface RouteMenuEntry extends MenuEntryBase {
  kind: 'route';
  to: string;
}

/** An external page from the server's configuration, opened in a new tab. */
export interface ExternalMenuEntry extends MenuEntryBase {
  kind: 'external';
  /** One of the configured links (not `sentryDsn`, the other setting of GET /api/config). */
  link: keyof Pick<PublicConfig, 'docsUrl' | 'policyUrl'>;
}

/** LOG OUT. */
export interface LogoutMenuEntry extends MenuEntryBase {
  kind: 'logout';
}

export type MenuEntry = RouteMenuEntry | ExternalMenuEntry | LogoutMenuEntry;

/**
 * The side menu, in the spec's order (000 §2, 001 §2): Dashboard, Credentials, Integrations, Consumers, Webhooks,
 * Logs, Application Settings (issue 28: the application's own, after its other screens), external Docs, Explorer,
 * user settings, Account Settings, LOG OUT,
 * in Title Case as most of them are (User Settings; LOG OUT as the spec writes it; docs/decisions.md).
 * Each working area adds its entry here, at its place in that order, when its screen exists.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { kind: 'route', key: 'dashboard', label: 'Dashboard', icon: <AppstoreOutlined aria-hidden />, to: paths.dashboard },
  { kind: 'route', key: 'credentials', label: 'Credentials', icon: <KeyOutlined aria-hidden />, to: paths.credentials },
  {
    kind: 'route',
    key: 'integrations',
    label: 'Integrations',
    icon: <ApiOutlined aria-hidden />,
    to: paths.integrations,
  },
  {
    kind: 'route',
    key: 'consumers',
    label: 'Consumers',
    icon: <UsergroupAddOutlined aria-hidden />,
    to: paths.consumers,
  },
  { kind: 'route', key: 'webhooks', label: 'Webhooks', icon: <BellOutlined aria-hidden />, to: paths.webhooks },
  { kind: 'route', key: 'logs', label: 'Logs', icon: <FileSearchOutlined aria-hidden />, to: paths.logs },
  {
    kind: 'route',
    key: 'application-settings',
    label: 'Application Settings',
    icon: <SettingOutlined aria-hidden />,
    to: paths.applicationSettings,
  },
  { kind: 'external', key: 'docs', label: 'Docs', icon: <ReadOutlined aria-hidden />, link: 'docsUrl' },
  { kind: 'route', key: 'explorer', label: 'Explorer', icon: <CodeOutlined aria-hidden />, to: paths.explorer },
  {
    kind: 'route',
    key: 'user-settings',
    label: 'User Settings',
    icon: <UserOutlined aria-hidden />,
    to: paths.userSettings,
  },
  {
    kind: 'route',
    key: 'account-settings',
    label: 'Account Settings',
    icon: <TeamOutlined aria-hidden />,
    to: paths.accountSettings,
  },
  { kind: 'logout', key: 'logout', label: 'LOG OUT', icon: <LogoutOutlined aria-hidden /> },
];

/** The route entry the current path belongs to (the longest matching prefix). */
export function activeMenuKey(entries: readonly MenuEntry[], pathname: string): string | undefined {
  let best: RouteMenuEntry | undefined;
  for (const entry of entries) {
    if (entry.kind !== 'route') continue;
    const matches = pathname === entry.to || pathname.startsWith(`${entry.to}/`);
    if (matches && (!best || entry.to.length > best.to.length)) best = entry;
  }
  return best?.key;
}
