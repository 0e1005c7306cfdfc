import type { Member } from '@portal/shared/members/members.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  invitationCode,
  invite,
  join,
  me,
  membersOf,
  signUp,
  toggleSuspended,
  uniqueEmail,
  type Person,
} from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { findToast } from '../../../shared/lib/test/toast';
import { resolveWorkspace } from '../../../shared/workspace/workspace';
import { membersApi } from '../../../shared/api/members';
import { MembersTab } from './members-tab';

/**
 * Grace's team: Grace (Owner), Ada (Viewer), Charles (Developer, suspended) and an open invitation for Alan (Admin).
 */
interface Team {
  id: string;
  name: string;
  grace: Person;
  ada: Person;
  charles: Person;
  alanEmail: string;
  adaRow: Member;
}

async function buildTeam(): Promise<Team> {
  const grace = await signUp({ name: 'Grace', lastname: 'Hopper' });
  const ada = await signUp({ name: 'Ada', lastname: 'Lovelace' });
  const charles = await signUp({ name: 'Charles', lastname: 'Babbage' });
  const account = grace.teamId;
  const adaRow = await join(grace.token, account, ada, 'user');
  const charlesRow = await join(grace.token, account, charles, 'developer');
  await toggleSuspended(grace.token, account, charlesRow.id);
  const alanEmail = uniqueEmail('alan');
  await invite(grace.token, account, { name: 'Alan', email: alanEmail, role: 'admin' });
  return { id: account, name: "Grace's team", grace, ada, charles, alanEmail, adaRow };
}

/** The tab as `person` sees it in their current team (the one they joined last), with their role there. */
function renderTab(person: Person) {
  return renderWithProviders(<MembersTab />, { token: person.token, workspace: 'resolved' });
}

const row = (email: string) => screen.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });

describe('MembersTab (001 §2, Account settings: Members)', { timeout: 20_000 }, () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildTeam();
  }, 30_000);

  it('lists name, email, role by its display name and the status badge', async () => {
    const { grace, ada, charles, alanEmail } = team;
    renderTab(grace);
    await screen.findByText(ada.email);
    const cells = (email: string) =>
      within(row(email))
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent);
    // Name, Email, Role (display name), Status, Added (DD/MM/YYYY HH:mm).
    expect(cells(grace.email)).toEqual([
      'Grace Hopper',
      grace.email,
      'Owner',
      'Active',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    ]);
    expect(cells(ada.email)).toEqual([
      'Ada Lovelace',
      ada.email,
      'Viewer',
      'Active',
      dayjs(team.adaRow.createdAt).format('DD/MM/YYYY HH:mm'),
    ]);
    expect(cells(charles.email)).toEqual([
      'Charles Babbage',
      charles.email,
      'Developer',
      'Suspended',
      expect.any(String),
    ]);
    expect(cells(alanEmail)).toEqual(['Alan', alanEmail, 'Admin', 'Invited', expect.any(String)]);
    expect(within(row(charles.email)).getByRole('button', { name: 'Unsuspend' })).toBeEnabled();
    expect(within(row(ada.email)).getByRole('button', { name: 'Suspend' })).toBeEnabled();
  });

  it('a Viewer sees Invite disabled with the tooltip "You don\'t have permission", and every row action disabled', async () => {
    const { ada, charles } = team;
    renderTab(ada);
    await screen.findByText(ada.email);
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled();
    const wrapper = screen.getByTestId('invite-member-reason');
    expect(wrapper).toHaveAccessibleName("You don't have permission");
    fireEvent.mouseEnter(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^You don't have permission$/);
    for (const button of within(row(charles.email)).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('an Owner may invite; their own row and the Owner row cannot be changed, with the reason', async () => {
    const { grace, ada } = team;
    renderTab(grace);
    await screen.findByText(ada.email);
    expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled();
    const own = within(row(grace.email));
    expect(own.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(own.getByLabelText("You can't remove yourself from the team")).toContainElement(
      own.getByRole('button', { name: 'Delete' }),
    );
    const other = within(row(ada.email));
    expect(other.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(other.getByRole('button', { name: 'Suspend' })).toBeEnabled();
  });

  it("shows 'No team members' for an empty list", async () => {
    // The server always lists the reader, so an empty list is only rendered here, from the cache (no request).
    const grace = await signUp({ name: 'Grace' });
    const empty = { id: crypto.randomUUID(), name: 'Engines', role: 'ADMIN' as const };
    renderWithProviders(<MembersTab />, {
      token: grace.token,
      workspace: resolveWorkspace({ user: await me(grace.token), teams: [empty] }),
      prepare: (store) => void store.dispatch(membersApi.util.upsertQueryData('getMembers', empty.id, [])),
    });
    // The loading table gives way to the loaded one: wait for the text in the one that stays.
    await waitFor(() => expect(screen.getByText('No team members')).toBeVisible());
    expect(screen.getByRole('table')).not.toHaveTextContent('@');
  });

  it('shows why the list could not be loaded, with Try again, for a team the user is not in', async () => {
    // A workspace that names Grace's team, though the stranger is not in it: the server refuses the list.
    const stranger = await signUp({ name: 'Stranger' });
    const workspace = resolveWorkspace({
      user: await me(stranger.token),
      teams: [{ id: team.id, name: team.name, role: 'ADMIN' }],
    });
    renderWithProviders(<MembersTab />, { token: stranger.token, workspace });
    const failure = await screen.findByTestId('members-load-error');
    expect(failure).toHaveTextContent('We could not load the team members');
    expect(failure).toHaveTextContent('Team not found');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByText(team.grace.email)).not.toBeInTheDocument();
  });

  it('Invite validates the form with the spec rules, sends it, and refreshes the list', async () => {
    // A team of its own: Grace (Owner) and an Admin who invites.
    const owner = await signUp({ name: 'Grace', lastname: 'Hopper' });
    const admin = await signUp({ name: 'Adele', lastname: 'Goldberg' });
    await join(owner.token, owner.teamId, admin, 'admin');
    const alanEmail = uniqueEmail('alan');

    renderTab(admin);
    await screen.findByText(owner.email);
    expect(screen.queryByText(alanEmail)).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('invite-member-button'));
    const modal = within(await screen.findByRole('dialog'));
    fireEvent.click(modal.getByRole('button', { name: 'Send invite' }));
    expect(await modal.findByText('Name is required')).toBeVisible();
    expect(modal.getByText('Email is required')).toBeVisible();
    expect(modal.getByText('Role is required')).toBeVisible();

    fireEvent.change(modal.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.blur(modal.getByLabelText('Email'));
    expect(await modal.findByText('Must be a valid email address')).toBeVisible();

    fireEvent.change(modal.getByLabelText('Name'), { target: { value: 'Alan' } });
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: alanEmail } });
    fireEvent.mouseDown(modal.getByRole('combobox', { name: 'Role' }));
    const options = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    await waitFor(() => expect(options()).toEqual(['Admin', 'Developer', 'Viewer']));
    fireEvent.click(screen.getAllByText('Admin').at(-1)!);
    fireEvent.click(modal.getByRole('button', { name: 'Send invite' }));

    // The list is loaded again and shows the invitation.
    expect(await screen.findByText(alanEmail)).toBeVisible();
    expect(within(row(alanEmail)).getByTestId('member-status')).toHaveTextContent(/^Invited$/);
    expect(within(row(alanEmail)).getByTestId('member-role')).toHaveTextContent(/^Admin$/);
    expect(await findToast(`An invitation was sent to ${alanEmail}`)).toBe('success');

    // The server keeps the invitation with the chosen role, and Alan got the link by mail.
    const members = await membersOf(owner.token, owner.teamId);
    expect(members.find((member) => member.email === alanEmail)).toMatchObject({
      name: 'Alan',
      role: 'TEAM_ADMIN',
      status: 'invited',
    });
    expect(await invitationCode(alanEmail)).toMatch(/^[\w-]{43,}$/);
  });

  it("shows the server's refusal on the form and does not refresh the list", async () => {
    const { grace, ada } = team;
    const before = await membersOf(grace.token, team.id);
    renderTab(grace);
    await screen.findByText(ada.email);
    fireEvent.click(screen.getByTestId('invite-member-button'));
    const modal = within(await screen.findByRole('dialog'));
    fireEvent.change(modal.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: ada.email } });
    fireEvent.mouseDown(modal.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(screen.getAllByText('Developer').at(-1)!);
    fireEvent.click(modal.getByRole('button', { name: 'Send invite' }));
    expect(await modal.findByText('This person is already a member of the team')).toBeVisible();
    // Ada stays an active Viewer; no invitation was made.
    expect(screen.getAllByText(ada.email)).toHaveLength(1);
    expect(within(row(ada.email)).getByTestId('member-role')).toHaveTextContent(/^Viewer$/);
    expect(await membersOf(grace.token, team.id)).toEqual(before);
  });
});
