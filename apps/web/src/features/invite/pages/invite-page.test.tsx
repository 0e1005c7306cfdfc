import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonReducer, selectInvite, type CommonState } from '../../../shared/lib/common-slice';
import { paths } from '../../../shared/lib/paths';
import {
  api,
  createTeam,
  invite,
  me,
  membersOf,
  signUp,
  teamsOf,
  TEST_PASSWORD,
  type Person,
} from '../../../shared/lib/test/api';
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

/** A new session of `person`, as logging in on another browser gives. */
async function newSession(person: Person): Promise<string> {
  const answer = (await api.call(authEndpoints.login, { body: { email: person.email, password: TEST_PASSWORD } })).data;
  if (!('token' in answer)) throw new Error('a second factor was asked for');
  return answer.token;
}

afterEach(() => {
  vi.restoreAllMocks();
});

function renderInvite(options: { code: string; token?: string }) {
  const { code, token } = options;
  const target = (path: string) => ({ path, element: <p>{path} screen</p> });
  return renderWithProviders(<InvitePage />, {
    initialEntry: paths.invite({ code }),
    path: `${paths.invite.pattern}?`,
    reducers: { common: commonReducer },
    routes: [target(paths.dashboard), target(paths.login), target(paths.signUp)],
    ...(token ? { token } : {}),
  });
}

describe('InvitePage (000 §2, Accept-invitation screen)', { timeout: 20_000 }, () => {
  it('shows a loading indicator, then the team to join; Accept invite joins and goes to the Dashboard', async () => {
    const ada = await signUp({ name: 'Ada' });
    const { grace, team, code } = await invitation(ada.email);
    const { router, store } = renderInvite({ code, token: ada.token });
    expect(screen.getByRole('status', { name: 'Loading the invitation' })).toBeVisible();
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(code);
    expect(commonInvite(store)).toBe(code);

    expect(await screen.findByTestId('invite-team-name')).toHaveTextContent(/^Analytical Engines$/);
    expect(screen.getByText('You have been invited to join the team')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the invitation' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Accept invite' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
    expect(commonInvite(store)).toBeNull();

    // Ada is a Developer of the team, which is her current one; the invitation is used up.
    expect(await teamsOf(ada.token)).toContainEqual({
      id: team.id,
      name: 'Analytical Engines',
      role: 'TEAM_DEVELOPER',
    });
    expect((await me(ada.token)).meta.accountId).toBe(team.id);
    const row = (await membersOf(grace.token, team.id)).find((member) => member.email === ada.email);
    expect(row).toMatchObject({ role: 'TEAM_DEVELOPER', status: 'active' });
  });

  it("shows the server's message under Accept invite when accepting fails, and stays", async () => {
    const ada = await signUp({ name: 'Ada' });
    const charles = await signUp({ name: 'Charles' });
    const { grace, team, code } = await invitation(ada.email);
    const { router, store } = renderInvite({ code, token: ada.token });
    expect(await screen.findByTestId('invite-team-name')).toHaveTextContent('Analytical Engines');
    // Meanwhile Charles signs in on this browser: the invitation is not his, and the server refuses it.
    store.dispatch(switchSession(charles.token));
    fireEvent.click(screen.getByRole('button', { name: 'Accept invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This invitation was sent to another email address$/);
    expect(router.state.location.pathname).toBe(paths.invite({ code }));
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(code);
    // Nobody joined; the invitation is still open for Ada.
    const members = await membersOf(grace.token, team.id);
    expect(members.find((member) => member.email === charles.email)).toBeUndefined();
    expect(members.find((member) => member.email === ada.email)).toMatchObject({ status: 'invited' });
  });

  it('an invitation for another account: logs out before Login or Sign-up; Skip clears the stored invite', async () => {
    const ada = await signUp({ name: 'Ada' });
    const charles = await signUp({ name: 'Charles' });
    const { code } = await invitation(ada.email);
    const ended = async (token: string) => (await api.call(usersEndpoints.me, { token })).status === 401;
    /** Charles, signed in again with `token`, presses `button` on the other-user view and lands on `path`. */
    const choose = async (token: string, button: string, path: string) => {
      const view = renderInvite({ code, token });
      fireEvent.click(await screen.findByRole('button', { name: button }));
      await waitFor(() => expect(view.router.state.location.pathname).toBe(path));
      return view;
    };

    const first = renderInvite({ code, token: charles.token });
    expect(await screen.findByText('You try to join team by other user. Please change account')).toBeVisible();
    expect(screen.queryByText('Analytical Engines')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Login before accept invite' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe(paths.login));
    // Charles's session is over, here and on the server; the invitation is kept for after the login.
    expect(first.sessionToken()).toBeNull();
    expect(await ended(charles.token)).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(code);
    first.unmount();

    const secondToken = await newSession(charles);
    (await choose(secondToken, 'Sign up before accept invite', paths.signUp)).unmount();
    expect(await ended(secondToken)).toBe(true);

    const thirdToken = await newSession(charles);
    const third = await choose(thirdToken, 'Skip and go to Dashboard', paths.dashboard);
    // Skipping keeps the session and drops the invitation.
    expect(await ended(thirdToken)).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
    expect(commonInvite(third.store)).toBeNull();
  });

  it("an invitation that is not found or expired: 'Oh, no!', the message and a link to the Dashboard", async () => {
    const ada = await signUp({ name: 'Ada' });
    // A code no invitation has (as after the invitation was withdrawn or sent again).
    const { router } = renderInvite({ code: 'AbCdEf0123456789_-AbCdEf0123456789_-AbCdEfG', token: ada.token });
    expect(await screen.findByText('Oh, no!')).toBeVisible();
    expect(
      screen.getByText('Your invitation has expired or not found. Please contact your administrator.'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    // A dead invitation is not offered again after the next login.
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
  });

  it('sends a visitor without a session to Login, keeping the invitation', async () => {
    const requests = vi.spyOn(globalThis, 'fetch');
    const code = 'AbCdEf0123456789_-AbCdEf0123456789_-AbCdEfG';
    const { router } = renderInvite({ code });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.location.state).toEqual({ from: paths.invite({ code }) });
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(code);
    // Nothing is asked of the server without a session.
    expect(requests).not.toHaveBeenCalled();
  });

  it('goes to the Dashboard without a code', async () => {
    const { router } = renderInvite({ code: ' ' });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
  });
});
