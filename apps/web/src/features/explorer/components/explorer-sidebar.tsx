import { EXPLORER_TEXTS as T } from '@portal/shared/explorer/explorer.constants';
import type { ExplorerMenu } from '@portal/shared/explorer/explorer.schemas';
import type { Application } from '@portal/shared/applications/applications.schemas';
import { Menu, Select, Typography } from 'antd';
import logoUrl from '../../../assets/logo.svg';
import { MethodBadge } from './method-badge';

interface ExplorerSidebarProps {
  menu: ExplorerMenu;
  selected: string | undefined;
  onSelect: (id: string) => void;
  applications: Application[];
  applicationId: string | undefined;
  onApplication: (id: string) => void;
}

/**
 * The explorer's dark sidebar (001 §2): logo, title and text, the application dropdown, the two-level menu with method
 * badges.
 */
export function ExplorerSidebar({
  menu,
  selected,
  onSelect,
  applications,
  applicationId,
  onApplication,
}: ExplorerSidebarProps) {
  const section = menu.find((entry) => entry.children.some((child) => child.id === selected))?.id;
  return (
    <aside className="explorer__sidebar" data-testid="explorer-sidebar">
      <img src={logoUrl} alt="Developer portal" className="explorer__logo" width={32} height={32} />
      <Typography.Title level={3} className="explorer__title">
        {T.title}
      </Typography.Title>
      <Typography.Paragraph className="explorer__intro">{T.intro}</Typography.Paragraph>
      {applications.length > 0 && (
        <Select
          className="explorer__application"
          placeholder={T.selectApplication}
          aria-label="Application"
          value={applications.some((application) => application.id === applicationId) ? applicationId : undefined}
          onChange={onApplication}
          options={applications.map((application) => ({ value: application.id, label: application.name }))}
          data-testid="explorer-application"
        />
      )}
      <Menu
        theme="dark"
        mode="inline"
        className="explorer__menu"
        selectedKeys={selected ? [selected] : []}
        defaultOpenKeys={section ? [section] : []}
        onClick={({ key }) => onSelect(key)}
        items={menu.map((entry) => ({
          key: entry.id,
          label: entry.name,
          children: entry.children.map((child) => ({
            key: child.id,
            label: (
              <span className="explorer__menu-item">
                <MethodBadge method={child.method} />
                <span>{child.name}</span>
              </span>
            ),
          })),
        }))}
      />
    </aside>
  );
}
