import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { authReducer } from '../auth-slice';
import { SOCIAL_SIGN_IN_CANCELLED } from '../login-state';
import { LoginCallbackPage } from './login-callback-page';
import { LoginPage } from './login-page';

function renderCallback(search: string) {
  return renderWithProviders(<LoginCallbackPage />, {
    initialEntry: `${paths.loginCallback}${search}`,
    path: paths.loginCallback,
    reducers: { auth: authReducer },
    routes: [{ path: paths.login, element: <LoginPage /> }],
  });
}

describe('LoginCallbackPage', () => {
  it('goes to Login when the provider sent no code, keeping the branded flag for the next try', async () => {
    window.localStorage.setItem(STORAGE_KEYS.branded, 'true');
    const { router } = renderCallback('?state=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Login$/);
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.branded)).toBe('true');
  });

  it('explains on Login that the provider refused the sign-in', async () => {
    const { router } = renderCallback('?error=access_denied&state=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(SOCIAL_SIGN_IN_CANCELLED);
  });
});
