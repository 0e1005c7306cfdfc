import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../shared/lib/paths';
import { api } from '../../shared/lib/test/api';
import { renderWithProviders } from '../../shared/lib/test/render-with-providers';
import { MENU_ENTRIES } from './menu-entries';
import { SideMenu } from './side-menu';

describe('SideMenu', () => {
  it('lists Dashboard, Credentials, Integrations, Consumers, Webhooks, Logs, Application Settings, external Docs, User Settings, Account Settings and LOG OUT in the spec order, with the current page selected', async () => {
    renderWithProviders(<SideMenu entries={MENU_ENTRIES} open={false} onClose={() => {}} onLogout={() => {}} />, {
      initialEntry: paths.dashboard,
      path: paths.dashboard,
    });
    const menu = screen.getByTestId('side-menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.trim())).toEqual([
      'Dashboard',
      'Credentials',
      'Integrations',
      'Consumers',
      'Webhooks',
      'Logs',
      'Application Settings',
      'Docs',
      'Explorer',
      'User Settings',
      'Account Settings',
      'LOG OUT',
    ]);
    expect(items[0]).toHaveClass('ant-menu-item-selected');

    const docs = within(menu).getByRole('link', { name: 'Docs' });
    // Before GET /api/config answers, the portal's own API reference stands in.
    expect(docs).toHaveAttribute('href', '/api/docs');
    expect(docs).toHaveAttribute('target', '_blank');
    // Then the server's documentation address (DOCS_URL, or its own reference under PUBLIC_URL).
    const { docsUrl } = (await api.call(systemEndpoints.config)).data;
    expect(docsUrl).toBe(`${window.location.origin}/api/docs`);
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Docs' })).toHaveAttribute('href', docsUrl));
  });

  it('closes with the close button and logs out with LOG OUT', () => {
    const onClose = vi.fn();
    const onLogout = vi.fn();
    renderWithProviders(<SideMenu entries={MENU_ENTRIES} open onClose={onClose} onLogout={onLogout} />, {
      initialEntry: paths.dashboard,
      path: paths.dashboard,
    });
    const menu = screen.getByTestId('side-menu');
    expect(menu).toHaveAttribute('data-open', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'LOG OUT' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
