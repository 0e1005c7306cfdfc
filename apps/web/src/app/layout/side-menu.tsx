import CloseOutlined from '@ant-design/icons/CloseOutlined';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Button, Menu, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import type { PublicConfig } from '@portal/shared/system/system.schemas';
import { usePublicConfig } from '../../shared/api/system';
import { paths } from '../../shared/lib/paths';
import { activeMenuKey, type MenuEntry } from './menu-entries';

type MenuItem = Required<MenuProps>['items'][number];

interface SideMenuProps {
  entries: readonly MenuEntry[];
  /** Open state of the hideable menu on widths of 768 px or less; wider screens always show it. */
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

function toItems(entries: readonly MenuEntry[], links: PublicConfig): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of entries) {
    switch (entry.kind) {
      case 'route':
        items.push({ key: entry.key, icon: entry.icon, label: <Link to={entry.to}>{entry.label}</Link> });
        break;
      case 'external':
        items.push({
          key: entry.key,
          icon: entry.icon,
          label: (
            <a href={links[entry.link]} target="_blank" rel="noopener noreferrer">
              {entry.label} <ExportOutlined aria-hidden style={{ fontSize: 12 }} />
            </a>
          ),
        });
        break;
      case 'logout':
        items.push({ type: 'divider' }, { key: entry.key, icon: entry.icon, label: entry.label, danger: true });
        break;
    }
  }
  return items;
}

/** The side menu (000 §2, Layout): always visible above 768 px, a hideable full-width menu at 768 px and below. */
export function SideMenu({ entries, open, onClose, onLogout }: SideMenuProps) {
  const { pathname } = useLocation();
  const selected = activeMenuKey(entries, pathname);
  const closeButton = useRef<HTMLButtonElement>(null);
  const links = usePublicConfig();

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((candidate) => candidate.key === key);
    if (entry?.kind === 'logout') onLogout();
    onClose();
  };

  return (
    <aside id="side-menu" className="side-menu" data-testid="side-menu" data-open={open} aria-label="Main menu">
      <div className="side-menu__top">
        <Link to={paths.dashboard} className="side-menu__brand" onClick={onClose}>
          <img src={logoUrl} alt="" width={32} height={32} />
          <span>Developer Portal</span>
        </Link>
        <Button
          ref={closeButton}
          className="side-menu__close"
          type="text"
          aria-label="Close menu"
          icon={<CloseOutlined aria-hidden />}
          onClick={onClose}
        />
      </div>
      <Menu
        className="side-menu__menu"
        style={{ borderInlineEnd: 'none' }}
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={toItems(entries, links)}
        onClick={onClick}
      />
    </aside>
  );
}
