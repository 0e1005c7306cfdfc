import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonReducer, selectInvite, type CommonState } from '../../../shared/lib/common-slice';
import { fakeApi } from '../../../shared/lib/test/fake-api';
import { renderWithProviders, type TestStore } from '../../../shared/lib/test/render-with-providers';
import { InvitePage } from './invite-page';

const CODE = 'AbCdEf0123456789_-AbCdEf0123456789_-AbCdEfG';
const INFO = `POST /api/members/invite/${CODE}/info`;
const ACCEPT = `POST /api/members/invite/${CODE}/accept`;
const NOT_FOUND = {
  status: 404,
  body: { error: { statusCode: 404, code: 'INVITE_NOT_FOUND', message: 'Your invitation has expired or not found. Please contact your administrator.' } },
};

/** The invite of the common state. */
const commonInvite = (store: TestStore) => selectInvite(store.getState() as unknown as { common: CommonState });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderInvite(options: { signedIn?: boolean; code?: string; signOut?: () => Promise<void> } = {}) {
  const { signedIn = true, code = CODE, signOut = async () => undefined } = options;
  const target = (name: string) => ({ path: `/${name}`, element: <p>{name} screen</p> });
  return renderWithProviders(<InvitePage signedIn={signedIn} signOut={signOut} />, {
    initialEntry: `/invite/${code}`,
    path: '/invite/:code?',
    reducers: { common: commonReducer },
    routes: [target('dashboard'), target('login'), target('sign-up')],
  });
}

describe('InvitePage (000 §2, Accept-invitation screen)', { timeout: 20_000 }, () => {
  it('shows a loading indicator, then the team to join; Accept invite joins and goes to the Dashboard', async () => {
    const api = fakeApi({
      [INFO]: { status: 200, body: { data: { name: 'Analytical Engines', isMember: true } } },
      [ACCEPT]: { status: 200, body: { data: { id: 'team-1', name: 'Analytical Engines', role: 'TEAM_DEVELOPER' } } },
    });
    const { router, store } = renderInvite();
    expect(screen.getByTestId('invite-loading')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(CODE);
    expect(commonInvite(store)).toBe(CODE);

    expect(await screen.findByTestId('invite-view-member')).toBeTruthy();
    expect(screen.getByText('Analytical Engines')).toBeTruthy();
    expect(screen.getByText('You have been invited to join the team')).toBeTruthy();
    expect(screen.queryByTestId('invite-loading')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Accept invite' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(ACCEPT);
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
    expect(commonInvite(store)).toBeNull();
  });

  it("shows the server's message under Accept invite when accepting fails, and stays", async () => {
    fakeApi({
      [INFO]: { status: 200, body: { data: { name: 'Analytical Engines', isMember: true } } },
      [ACCEPT]: { status: 403, body: { error: { statusCode: 403, code: 'INVITE_OTHER_EMAIL', message: 'This invitation was sent to another email address' } } },
    });
    const { router } = renderInvite();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invite' }));
    expect((await screen.findByTestId('invite-accept-error')).textContent).toBe('This invitation was sent to another email address');
    expect(router.state.location.pathname).toBe(`/invite/${CODE}`);
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(CODE);
  });

  it("an invitation for another account: logs out before Login or Sign-up; Skip clears the stored invite", async () => {
    fakeApi({ [INFO]: { status: 200, body: { data: { name: 'Analytical Engines', isMember: false } } } });
    const signOut = vi.fn(async () => undefined);
    const first = renderInvite({ signOut });
    expect(await screen.findByText('You try to join team by other user. Please change account')).toBeTruthy();
    expect(screen.queryByText('Analytical Engines')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Login before accept invite' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    expect(signOut).toHaveBeenCalledTimes(1);
    // The invitation is kept for after the login.
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(CODE);
    first.unmount();

    const second = renderInvite({ signOut });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up before accept invite' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/sign-up'));
    expect(signOut).toHaveBeenCalledTimes(2);
    second.unmount();

    const third = renderInvite({ signOut });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip and go to Dashboard' }));
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/dashboard'));
    expect(signOut).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
    expect(commonInvite(third.store)).toBeNull();
  });

  it("an invitation that is not found or expired: 'Oh, no!', the message and a link to the Dashboard", async () => {
    fakeApi({ [INFO]: NOT_FOUND });
    const { router } = renderInvite();
    expect(await screen.findByText('Oh, no!')).toBeTruthy();
    expect(screen.getByText('Your invitation has expired or not found. Please contact your administrator.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // A dead invitation is not offered again after the next login.
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
  });

  it('sends a visitor without a session to Login, keeping the invitation', async () => {
    const api = fakeApi({});
    const { router } = renderInvite({ signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBe(CODE);
    expect(api.calls).toEqual([]);
  });

  it('goes to the Dashboard without a code', async () => {
    fakeApi({});
    const { router } = renderInvite({ code: '%20' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.invite)).toBeNull();
  });
});
