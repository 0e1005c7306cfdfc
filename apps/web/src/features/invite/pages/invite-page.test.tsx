import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonReducer, selectInvite, type CommonState } from '../../../shared/lib/common-slice';
import { createTeam, invite, me, membersOf, signUp, teamsOf, type Person } from '../../../shared/lib/test/api';
import { renderWithProviders, switchSession, type TestStore } from '../../../shared/lib/test/render-with-providers';
import { InvitePage } from './invite-page';

/** The invite of the common state. */
const commonInvite = (store: TestStore) => selectInvite(store.getState() as unknown as { common: CommonState });

/** Grace's team "Analytical Engines" invites `email` as a Developer: answers the team and the mailed code. */
async function invitation(email: string) {
  const grace = await signUp({ name: 'Grace', lastname: 'Hopper' });
  const team = await createTeam(grace.token, 'Analytical Engines');
  const { code } = await invite(grace.token, team.id, { name: 'Ada', email, role: 'developer' });
  return { grace, team, code };
}

afterEach(() => {
  vi.restoreAllMocks();
});

function renderInvite(options: { code: string; session?: Person; signOut?: () => Promise<void> }) {
  const { code, session, signOut = async () => undefined } = options;
  const target = (name: string) => ({ path: `/${name}`, element: <p>{name} screen</p> });
  return renderWithProviders(<InvitePage signedIn={Boolean(session)} signOut={signOut} />, {
    initialEntry: `/invite/${code}`,
    path: '/invite/:code?',
    reducers: { common: commonReducer },
    routes: [target('dashboard'), target('login'), target('sign-up')],
    ...(session ? { token: session.token } : {}),
  });
}

describe('InvitePage (000 §2, Accept-invitation screen)', { timeout: 20_000 }, () => {
  it('shows a loading indicator, then the team to join; Accept invite joins and goes to the Dashboard', async () => {
    const ada = await signUp({ name: 'Ada' });
    const { grace, team, code } = await invitation(ada.email);
    const { router, store } = renderInvite({ code, session: ada });
    expect(screen.getByTestId('invite-loading')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(code);
    expect(commonInvite(store)).toBe(code);

    expect(await screen.findByTestId('invite-view-member')).toBeTruthy();
    expect(screen.getByText('Analytical Engines')).toBeTruthy();
    expect(screen.getByText('You have been invited to join the team')).toBeTruthy();
    expect(screen.queryByTestId('invite-loading')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Accept invite' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
    expect(commonInvite(store)).toBeNull();

    // Ada is a Developer of the team, which is her current one; the invitation is used up.
    expect(await teamsOf(ada.token)).toContainEqual({ id: team.id, name: 'Analytical Engines', role: 'TEAM_DEVELOPER' });
    expect((await me(ada.token)).meta.accountId).toBe(team.id);
    const row = (await membersOf(grace.token, team.id)).find((member) => member.email === ada.email);
    expect(row).toMatchObject({ role: 'TEAM_DEVELOPER', status: 'active' });
  });

  it("shows the server's message under Accept invite when accepting fails, and stays", async () => {
    const ada = await signUp({ name: 'Ada' });
    const charles = await signUp({ name: 'Charles' });
    const { grace, team, code } = await invitation(ada.email);
    const { router, store } = renderInvite({ code, session: ada });
    expect(await screen.findByTestId('invite-view-member')).toBeTruthy();
    // Meanwhile Charles signs in on this browser: the invitation is not his, and the server refuses it.
    store.dispatch(switchSession(charles.token));
    fireEvent.click(screen.getByRole('button', { name: 'Accept invite' }));
    expect((await screen.findByTestId('invite-accept-error')).textContent).toBe('This invitation was sent to another email address');
    expect(router.state.location.pathname).toBe(`/invite/${code}`);
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(code);
    // Nobody joined; the invitation is still open for Ada.
    const members = await membersOf(grace.token, team.id);
    expect(members.find((member) => member.email === charles.email)).toBeUndefined();
    expect(members.find((member) => member.email === ada.email)).toMatchObject({ status: 'invited' });
  });

  it("an invitation for another account: logs out before Login or Sign-up; Skip clears the stored invite", async () => {
    const ada = await signUp({ name: 'Ada' });
    const charles = await signUp({ name: 'Charles' });
    const { code } = await invitation(ada.email);
    const signOut = vi.fn(async () => undefined);
    const first = renderInvite({ code, session: charles, signOut });
    expect(await screen.findByText('You try to join team by other user. Please change account')).toBeTruthy();
    expect(screen.queryByText('Analytical Engines')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Login before accept invite' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    expect(signOut).toHaveBeenCalledTimes(1);
    // The invitation is kept for after the login.
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(code);
    first.unmount();

    const second = renderInvite({ code, session: charles, signOut });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up before accept invite' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/sign-up'));
    expect(signOut).toHaveBeenCalledTimes(2);
    second.unmount();

    const third = renderInvite({ code, session: charles, signOut });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip and go to Dashboard' }));
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/dashboard'));
    expect(signOut).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
    expect(commonInvite(third.store)).toBeNull();
  });

  it("an invitation that is not found or expired: 'Oh, no!', the message and a link to the Dashboard", async () => {
    const ada = await signUp({ name: 'Ada' });
    // A code no invitation has (as after the invitation was withdrawn or sent again).
    const { router } = renderInvite({ code: 'AbCdEf0123456789_-AbCdEf0123456789_-AbCdEfG', session: ada });
    expect(await screen.findByText('Oh, no!')).toBeTruthy();
    expect(screen.getByText('Your invitation has expired or not found. Please contact your administrator.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // A dead invitation is not offered again after the next login.
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
  });

  it('sends a visitor without a session to Login, keeping the invitation', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    const code = 'AbCdEf0123456789_-AbCdEf0123456789_-AbCdEfG';
    const { router } = renderInvite({ code });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(code);
    // Nothing is asked of the server without a session.
    expect(requests).not.toHaveBeenCalled();
  });

  it('goes to the Dashboard without a code', async () => {
    const { router } = renderInvite({ code: '%20' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
  });
});
