import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/lib/paths';
import { signUp } from '../../shared/lib/test/api';
import { renderWithProviders } from '../../shared/lib/test/render-with-providers';
import { AppLayout } from './app-layout';

describe('AppLayout', { timeout: 20_000 }, () => {
  it('loads the workspace once, then shows the signed-in user and the current team in the header', async () => {
    const grace = await signUp({ name: 'Grace', lastname: 'Hopper' });
    renderWithProviders(<AppLayout />, { token: grace.token, initialEntry: paths.dashboard, path: paths.dashboard });
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeVisible();

    expect(await screen.findByTestId('current-user-name')).toHaveTextContent(/^Grace Hopper$/);
    expect(screen.getByTestId('current-user-email')).toHaveTextContent(grace.email);
    expect(screen.getByTestId('current-team')).toHaveTextContent("Grace's team");
    expect(screen.getByTestId('current-team-role')).toHaveTextContent(/^Owner$/);
    // A new account is not verified yet: the banner says so.
    expect(screen.getByTestId('verify-email-banner')).toHaveTextContent('Your email is not verified!');
    expect(screen.queryByRole('status', { name: 'Loading your account' })).not.toBeInTheDocument();
  });

  it('goes to Login when the session has ended, without an error screen', async () => {
    const { router } = renderWithProviders(<AppLayout />, {
      token: 'a-session-that-has-ended',
      initialEntry: paths.dashboard,
      path: paths.dashboard,
      routes: [{ path: paths.login, element: <p>Login screen</p> }],
    });
    expect(await screen.findByText('Login screen')).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(screen.queryByTestId('layout-error')).not.toBeInTheDocument();
  });
});
