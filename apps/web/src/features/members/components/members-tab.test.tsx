import type { Account } from '@portal/shared/accounts/accounts.schemas';
import type { Member } from '@portal/shared/members/members.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeCall } from '../../../shared/lib/test/fake-api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { MembersTab } from './members-tab';

const TEAM_ID = '4a8c0c2e-7a52-4a7e-9b1b-0f1f0b6c1d11';
const LIST = `GET /api/members/?account=${TEAM_ID}`;

const member = (overrides: Partial<Member>): Member => ({
  id: crypto.randomUUID(),
  name: 'Someone',
  email: 'someone@example.com',
  role: 'TEAM_DEVELOPER',
  status: 'active',
  isSuspended: false,
  createdAt: '2026-11-02T09:30:00.000Z',
  ...overrides,
});

const OWNER = member({ name: 'Grace Hopper', email: 'grace@example.com', role: 'ADMIN' });
const VIEWER = member({ name: 'Ada Lovelace', email: 'ada@example.com', role: 'TEAM_USER' });
const SUSPENDED = member({ name: 'Charles Babbage', email: 'charles@example.com', status: 'suspended', isSuspended: true });
const INVITED = member({ name: 'Alan', email: 'alan@example.com', role: 'TEAM_ADMIN', status: 'invited' });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTab(role: Account['role'], me: string, list: Member[] | ((call: FakeCall) => Member[]), more = {}) {
  const api = fakeApi({
    [LIST]: (call) => ({ status: 200, body: { data: typeof list === 'function' ? list(call) : list } }),
    ...more,
  });
  const view = renderWithProviders(<MembersTab team={{ id: TEAM_ID, name: 'Engines', role }} currentUserEmail={me} />);
  return { ...view, api };
}

const row = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

describe('MembersTab (001 §2, Account settings: Members)', { timeout: 20_000 }, () => {
  it('lists name, email, role by its display name and the status badge', async () => {
    renderTab('ADMIN', OWNER.email, [OWNER, VIEWER, SUSPENDED, INVITED]);
    await screen.findByText(VIEWER.email);
    expect(within(row(OWNER.email)).getByTestId('member-role').textContent).toBe('Owner');
    expect(within(row(VIEWER.email)).getByTestId('member-role').textContent).toBe('Viewer');
    expect(within(row(INVITED.email)).getByTestId('member-role').textContent).toBe('Admin');
    expect(within(row(VIEWER.email)).getByText('Active')).toBeTruthy();
    expect(within(row(SUSPENDED.email)).getByText('Suspended')).toBeTruthy();
    expect(within(row(INVITED.email)).getByText('Invited')).toBeTruthy();
    expect(within(row(VIEWER.email)).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row(VIEWER.email)).getByText('02/11/2026', { exact: false })).toBeTruthy();
    expect(within(row(SUSPENDED.email)).getByRole('button', { name: 'Unsuspend' })).toBeTruthy();
    expect(within(row(VIEWER.email)).getByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it("a Viewer sees Invite disabled with the tooltip \"You don't have permission\", and every row action disabled", async () => {
    renderTab('TEAM_USER', VIEWER.email, [OWNER, VIEWER, SUSPENDED]);
    await screen.findByText(VIEWER.email);
    const invite = screen.getByTestId('invite-member-button') as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
    const wrapper = screen.getByTestId('invite-member-reason');
    expect(wrapper.getAttribute('aria-label')).toBe("You don't have permission");
    fireEvent.mouseEnter(wrapper);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe("You don't have permission");
    for (const button of within(row(SUSPENDED.email)).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('an Owner may invite; their own row and the Owner row cannot be changed, with the reason', async () => {
    renderTab('ADMIN', OWNER.email, [OWNER, VIEWER]);
    await screen.findByText(VIEWER.email);
    expect((screen.getByTestId('invite-member-button') as HTMLButtonElement).disabled).toBe(false);
    const own = within(row(OWNER.email));
    expect((own.getByTestId('member-delete') as HTMLButtonElement).disabled).toBe(true);
    expect(own.getByLabelText("You can't remove yourself from the team")).toBeTruthy();
    const other = within(row(VIEWER.email));
    expect((other.getByTestId('member-delete') as HTMLButtonElement).disabled).toBe(false);
    expect((other.getByTestId('member-suspend') as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 'No team members' for an empty list", async () => {
    renderTab('ADMIN', OWNER.email, []);
    expect(await screen.findByText('No team members')).toBeTruthy();
  });

  it('Invite validates the form with the spec rules, sends it, and refreshes the list', async () => {
    let invited = false;
    const { api } = renderTab('TEAM_ADMIN', 'admin@example.com', () => (invited ? [OWNER, INVITED] : [OWNER]), {
      'POST /api/members/invite': () => {
        invited = true;
        return { status: 201, body: { data: INVITED } };
      },
    });
    await screen.findByText(OWNER.email);
    fireEvent.click(screen.getByTestId('invite-member-button'));
    const modal = within(await screen.findByRole('dialog'));
    fireEvent.click(modal.getByRole('button', { name: 'Send invite' }));
    expect(await modal.findByText('Name is required')).toBeTruthy();
    expect(modal.getByText('Email is required')).toBeTruthy();
    expect(modal.getByText('Role is required')).toBeTruthy();

    fireEvent.change(modal.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.blur(modal.getByLabelText('Email'));
    expect(await modal.findByText('Must be a valid email address')).toBeTruthy();

    fireEvent.change(modal.getByLabelText('Name'), { target: { value: 'Alan' } });
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: 'alan@example.com' } });
    fireEvent.mouseDown(modal.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByText('Viewer').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Developer').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByText('Admin').at(-1)!);
    fireEvent.click(modal.getByRole('button', { name: 'Send invite' }));

    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/members/invite')).toBe(true));
    expect(api.calls.find((call) => call.path === '/api/members/invite')?.body).toEqual({
      account: TEAM_ID,
      data: { name: 'Alan', email: 'alan@example.com', role: 'admin' },
    });
    expect(await screen.findByText(INVITED.email)).toBeTruthy();
    expect(api.calls.filter((call) => call.path === LIST.slice(4))).toHaveLength(2);
  });

  it("shows the server's refusal on the form and does not refresh the list", async () => {
    const { api } = renderTab('ADMIN', OWNER.email, [OWNER, VIEWER], {
      'POST /api/members/invite': {
        status: 409,
        body: {
          error: {
            statusCode: 409,
            code: 'ALREADY_MEMBER',
            message: 'This person is already a member of the team',
            errors: [{ property: 'data', constraints: {}, children: [{ property: 'email', constraints: { isUnique: 'This person is already a member of the team' }, children: [] }] }],
          },
        },
      },
    });
    await screen.findByText(VIEWER.email);
    fireEvent.click(screen.getByTestId('invite-member-button'));
    const modal = within(await screen.findByRole('dialog'));
    fireEvent.change(modal.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: VIEWER.email } });
    fireEvent.mouseDown(modal.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(screen.getAllByText('Developer').at(-1)!);
    fireEvent.click(modal.getByRole('button', { name: 'Send invite' }));
    expect(await modal.findByText('This person is already a member of the team')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === LIST.slice(4))).toHaveLength(1);
  });
});
