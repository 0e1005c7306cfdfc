import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { LOGIN_SCREEN, renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { authReducer } from '../auth-slice';
import { LoginMfaPage } from './login-mfa-page';

function renderMfa() {
  return renderWithProviders(<LoginMfaPage />, {
    initialEntry: paths.loginMfa,
    path: paths.loginMfa,
    reducers: { auth: authReducer },
    routes: [LOGIN_SCREEN],
  });
}

describe('LoginMfaPage', () => {
  it('goes to Login without the key stored by the first login step', async () => {
    const { router } = renderMfa();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(screen.getByText('Login screen')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'MFA' })).not.toBeInTheDocument();
  });

  it('with the stored key shows the title, the text, the code field and Validate code', () => {
    window.localStorage.setItem(STORAGE_KEYS.mfaKey, 'key-from-login');
    const { router } = renderMfa();
    expect(router.state.location.pathname).toBe(paths.loginMfa);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^MFA$/);
    expect(screen.getByText('Write your code from Authenticator')).toBeVisible();
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Validate code' })).toBeEnabled();
  });

  it('checks the code format before calling the server', async () => {
    window.localStorage.setItem(STORAGE_KEYS.mfaKey, 'key-from-login');
    renderMfa();
    fireEvent.click(screen.getByRole('button', { name: 'Validate code' }));
    expect(await screen.findByText('Code is required')).toBeVisible();
    const code = screen.getByLabelText('Code');
    fireEvent.change(code, { target: { value: '12ab' } });
    fireEvent.blur(code);
    expect(await screen.findByText('The code must be 6 digits')).toBeVisible();
  });
});
