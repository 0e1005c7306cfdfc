import type { Account } from '@portal/shared/accounts/accounts.schemas';
import type { Member } from '@portal/shared/members/members.schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, invitationCode, invite, join, membersOf, signUp, uniqueEmail, type Person } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { membersApi } from '../api';
import { MembersTab } from './members-tab';

/** Grace's team: Grace (Owner), Ada (Viewer), Charles (Developer, suspended) and an open invitation for Alan (Admin). */
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
  await callApi('POST', `members/suspend/${charlesRow.id}`, { token: grace.token, body: { account } });
  const alanEmail = uniqueEmail('alan');
  await invite(grace.token, account, { name: 'Alan', email: alanEmail, role: 'admin' });
  return { id: account, name: "Grace's team", grace, ada, charles, alanEmail, adaRow };
}

function renderTab(team: { id: string; name: string }, role: Account['role'], me: Person) {
  return renderWithProviders(<MembersTab team={{ id: team.id, name: team.name, role }} currentUserEmail={me.email} />, { token: me.token });
}

const row = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

describe('MembersTab (001 §2, Account settings: Members)', { timeout: 20_000 }, () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildTeam();
  }, 30_000);

  it('lists name, email, role by its display name and the status badge', async () => {
    const { grace, ada, charles, alanEmail } = team;
    renderTab(team, 'ADMIN', grace);
    await screen.findByText(ada.email);
    expect(within(row(grace.email)).getByTestId('member-role').textContent).toBe('Owner');
    expect(within(row(ada.email)).getByTestId('member-role').textContent).toBe('Viewer');
    expect(within(row(alanEmail)).getByTestId('member-role').textContent).toBe('Admin');
    expect(within(row(ada.email)).getByText('Active')).toBeTruthy();
    expect(within(row(charles.email)).getByText('Suspended')).toBeTruthy();
    expect(within(row(alanEmail)).getByText('Invited')).toBeTruthy();
    expect(within(row(ada.email)).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row(grace.email)).getByText('Grace Hopper')).toBeTruthy();
    expect(within(row(alanEmail)).getByText('Alan')).toBeTruthy();
    // The date the member joined, DD/MM/YYYY.
    expect(within(row(ada.email)).getByText(dayjs(team.adaRow.createdAt).format('DD/MM/YYYY'), { exact: false })).toBeTruthy();
    expect(within(row(charles.email)).getByRole('button', { name: 'Unsuspend' })).toBeTruthy();
    expect(within(row(ada.email)).getByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it("a Viewer sees Invite disabled with the tooltip \"You don't have permission\", and every row action disabled", async () => {
    const { ada, charles } = team;
    renderTab(team, 'TEAM_USER', ada);
    await screen.findByText(ada.email);
    const invite = screen.getByTestId('invite-member-button') as HTMLButtonElement;
    expect(invite.disabled).toBe(true);
    const wrapper = screen.getByTestId('invite-member-reason');
    expect(wrapper.getAttribute('aria-label')).toBe("You don't have permission");
    fireEvent.mouseEnter(wrapper);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe("You don't have permission");
    for (const button of within(row(charles.email)).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('an Owner may invite; their own row and the Owner row cannot be changed, with the reason', async () => {
    const { grace, ada } = team;
    renderTab(team, 'ADMIN', grace);
    await screen.findByText(ada.email);
    expect((screen.getByTestId('invite-member-button') as HTMLButtonElement).disabled).toBe(false);
    const own = within(row(grace.email));
    expect((own.getByTestId('member-delete') as HTMLButtonElement).disabled).toBe(true);
    expect(own.getByLabelText("You can't remove yourself from the team")).toBeTruthy();
    const other = within(row(ada.email));
    expect((other.getByTestId('member-delete') as HTMLButtonElement).disabled).toBe(false);
    expect((other.getByTestId('member-suspend') as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 'No team members' for an empty list", async () => {
    // The server always lists the reader, so an empty list is only rendered here, from the cache (no request).
    const empty = { id: crypto.randomUUID(), name: 'Engines' };
    renderWithProviders(<MembersTab team={{ ...empty, role: 'ADMIN' }} currentUserEmail="grace@example.com" />, {
      prepare: (store) => void store.dispatch(membersApi.util.upsertQueryData('getMembers', empty.id, [])),
    });
    expect(await screen.findByText('No team members')).toBeTruthy();
  });

  it("shows why the list could not be loaded, with Try again, for a team the user is not in", async () => {
    const stranger = await signUp({ name: 'Stranger' });
    renderTab(team, 'ADMIN', stranger);
    const failure = await screen.findByTestId('members-error');
    expect(within(failure).getByText('We could not load the team members')).toBeTruthy();
    expect(within(failure).getByText('Team not found')).toBeTruthy();
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(team.grace.email)).toBeNull();
  });

  it('Invite validates the form with the spec rules, sends it, and refreshes the list', async () => {
    // A team of its own: Grace (Owner) and an Admin who invites.
    const owner = await signUp({ name: 'Grace', lastname: 'Hopper' });
    const admin = await signUp({ name: 'Adele', lastname: 'Goldberg' });
    await join(owner.token, owner.teamId, admin, 'admin');
    const alanEmail = uniqueEmail('alan');

    renderTab({ id: owner.teamId, name: "Grace's team" }, 'TEAM_ADMIN', admin);
    await screen.findByText(owner.email);
    expect(screen.queryByText(alanEmail)).toBeNull();
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
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: alanEmail } });
    fireEvent.mouseDown(modal.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByText('Viewer').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Developer').length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByText('Admin').at(-1)!);
    fireEvent.click(modal.getByRole('button', { name: 'Send invite' }));

    // The list is loaded again and shows the invitation.
    expect(await screen.findByText(alanEmail)).toBeTruthy();
    expect(within(row(alanEmail)).getByText('Invited')).toBeTruthy();
    expect(within(row(alanEmail)).getByTestId('member-role').textContent).toBe('Admin');
    expect(await screen.findByText(`An invitation was sent to ${alanEmail}`)).toBeTruthy();

    // The server keeps the invitation with the chosen role, and Alan got the link by mail.
    const members = await membersOf(owner.token, owner.teamId);
    expect(members.find((member) => member.email === alanEmail)).toMatchObject({ name: 'Alan', role: 'TEAM_ADMIN', status: 'invited' });
    expect(await invitationCode(alanEmail)).not.toBe('');
  });

  it("shows the server's refusal on the form and does not refresh the list", async () => {
    const { grace, ada } = team;
    const before = await membersOf(grace.token, team.id);
    renderTab(team, 'ADMIN', grace);
    await screen.findByText(ada.email);
    fireEvent.click(screen.getByTestId('invite-member-button'));
    const modal = within(await screen.findByRole('dialog'));
    fireEvent.change(modal.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(modal.getByLabelText('Email'), { target: { value: ada.email } });
    fireEvent.mouseDown(modal.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(screen.getAllByText('Developer').at(-1)!);
    fireEvent.click(modal.getByRole('button', { name: 'Send invite' }));
    expect(await modal.findByText('This person is already a member of the team')).toBeTruthy();
    // Ada stays an active Viewer; no invitation was made.
    expect(screen.getAllByText(ada.email)).toHaveLength(1);
    expect(within(row(ada.email)).getByTestId('member-role').textContent).toBe('Viewer');
    expect(await membersOf(grace.token, team.id)).toEqual(before);
  });
});
