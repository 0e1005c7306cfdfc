import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { authReducer } from '../auth-slice';
import { PASSWORD_CHANGED_NOTICE } from '../login-state';
import { LoginPage } from './login-page';

function renderLoginWith(state: unknown) {
  return renderWithProviders(<LoginPage />, {
    initialEntry: { pathname: '/login', state },
    path: '/login',
    reducers: { auth: authReducer },
  });
}

describe('LoginPage messages handed over by other screens', () => {
  it('confirms the new password once and drops the notice from the history entry', async () => {
    const { router } = renderLoginWith({ notice: PASSWORD_CHANGED_NOTICE, from: '/user-settings' });
    expect(await screen.findByText(PASSWORD_CHANGED_NOTICE)).toBeTruthy();
    // Where the user was heading survives; the notice does not come back on reload.
    await waitFor(() => expect(router.state.location.state).toEqual({ from: '/user-settings' }));
  });

  it('shows the reason a social sign-in failed above the form', async () => {
    const { router } = renderLoginWith({ error: 'Sign in with Google is not configured on this server.' });
    expect(screen.getByTestId('login-error').textContent).toContain('Sign in with Google is not configured on this server.');
    await waitFor(() => expect(router.state.location.state).toBeNull());
    // Still shown after the history entry was cleaned.
    expect(screen.getByTestId('login-error')).toBeTruthy();
  });
});
