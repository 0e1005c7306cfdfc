import type { Account } from '@portal/shared/accounts/accounts.schemas';
import type { User } from '@portal/shared/users/users.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/lib/test/fake-api';
import { renderWithProviders } from '../../shared/lib/test/render-with-providers';
import { TeamSwitcher } from './team-switcher';

const FIRST: Account = { id: '11111111-1111-4111-8111-111111111111', name: "Ada's team", role: 'ADMIN' };
const SECOND: Account = { id: '22222222-2222-4222-8222-222222222222', name: 'Engines', role: 'TEAM_USER' };

const user = (accountId: string): User => ({
  id: 'u1',
  email: 'ada@example.com',
  profile: { name: 'Ada', lastname: 'Lovelace', company: null },
  settings: { hasBillingEvent: false, hasConnectionEvent: false, hasErrorEvent: false, hasSecurityEvent: false },
  guides: { completedDashboard: false, completedCreateApplication: false, completedConsumer: false },
  isVerified: true,
  meta: { applicationId: null, step: 'none', accountId },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TeamSwitcher', { timeout: 20_000 }, () => {
  it('shows the current team (users/meta accountId) and switches with PUT users/meta', async () => {
    let current = SECOND.id;
    const api = fakeApi({
      'GET /api/accounts/': { status: 200, body: { data: [FIRST, SECOND] } },
      'GET /api/users/me': () => ({ status: 200, body: { data: user(current) } }),
      'PUT /api/users/meta': (call) => {
        current = (call.body as { accountId: string }).accountId;
        return { status: 200, body: { data: user(current).meta } };
      },
    });
    renderWithProviders(<TeamSwitcher />);
    const trigger = await screen.findByTestId('current-team');
    await waitFor(() => expect(trigger.textContent).toContain('Engines'));
    expect(within(trigger).getByTestId('current-team-role').textContent).toBe('Viewer');

    fireEvent.click(trigger);
    fireEvent.click(await screen.findByText("Ada's team"));
    await waitFor(() => expect(screen.getByTestId('current-team').textContent).toContain("Ada's team"));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ accountId: FIRST.id });
    expect(within(screen.getByTestId('current-team')).getByTestId('current-team-role').textContent).toBe('Owner');
  });

  it('creates a team and makes it the current one', async () => {
    let current = FIRST.id;
    let teams = [FIRST];
    const api = fakeApi({
      'GET /api/accounts/': () => ({ status: 200, body: { data: teams } }),
      'GET /api/users/me': () => ({ status: 200, body: { data: user(current) } }),
      'POST /api/accounts/': (call) => {
        const created: Account = { id: '33333333-3333-4333-8333-333333333333', name: (call.body as { name: string }).name, role: 'ADMIN' };
        teams = [...teams, created];
        return { status: 201, body: { data: created } };
      },
      'PUT /api/users/meta': (call) => {
        current = (call.body as { accountId: string }).accountId;
        return { status: 200, body: { data: user(current).meta } };
      },
    });
    renderWithProviders(<TeamSwitcher />);
    fireEvent.click(await screen.findByTestId('current-team'));
    fireEvent.click(await screen.findByTestId('create-team'));
    const modal = within(await screen.findByRole('dialog'));
    fireEvent.click(modal.getByRole('button', { name: 'Create' }));
    expect(await modal.findByText('Team name is required')).toBeTruthy();
    fireEvent.change(modal.getByLabelText('Team name'), { target: { value: 'Research' } });
    fireEvent.click(modal.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('current-team').textContent).toContain('Research'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Research' });
  });
});
