import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { findToast } from '../../../shared/lib/test/toast';
import { authReducer } from '../auth-slice';
import { PASSWORD_CHANGED_NOTICE } from '../login-state';
import { LoginPage } from './login-page';

function renderLoginWith(state: unknown) {
  return renderWithProviders(<LoginPage />, {
    initialEntry: { pathname: paths.login, state },
    path: paths.login,
    reducers: { auth: authReducer },
  });
}

describe('LoginPage messages handed over by other screens', () => {
  it('confirms the new password once and drops the notice from the history entry', async () => {
    const { router } = renderLoginWith({ notice: PASSWORD_CHANGED_NOTICE, from: paths.userSettings });
    expect(await findToast(PASSWORD_CHANGED_NOTICE)).toBe('success');
    // Where the user was heading survives; the notice does not come back on reload.
    await waitFor(() => expect(router.state.location.state).toEqual({ from: paths.userSettings }));
  });

  it('shows the reason a social sign-in failed above the form', async () => {
    const { router } = renderLoginWith({ error: 'Sign in with Google is not configured on this server.' });
    expect(screen.getByTestId('login-error')).toHaveTextContent(
      'Sign in with Google is not configured on this server.',
    );
    await waitFor(() => expect(router.state.location.state).toBeNull());
    // Still shown after the history entry was cleaned.
    expect(screen.getByTestId('login-error')).toHaveTextContent(
      'Sign in with Google is not configured on this server.',
    );
  });
});
