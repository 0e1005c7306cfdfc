import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { authReducer } from '../auth-slice';
import { LoginMfaPage } from './login-mfa-page';

function renderMfa() {
  return renderWithProviders(<LoginMfaPage />, {
    initialEntry: '/login-mfa',
    path: '/login-mfa',
    reducers: { auth: authReducer },
    routes: [{ path: '/login', element: <p>Login screen</p> }],
  });
}

describe('LoginMfaPage', () => {
  it('goes to Login without the key stored by the first login step', async () => {
    const { router } = renderMfa();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('Login screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'MFA' })).toBeNull();
  });

  it('with the stored key shows the title, the text, the code field and Validate code', () => {
    window.localStorage.setItem(STORAGE_KEYS.mfaKey, 'key-from-login');
    const { router } = renderMfa();
    expect(router.state.location.pathname).toBe('/login-mfa');
    expect(screen.getByRole('heading', { name: 'MFA' })).toBeTruthy();
    expect(screen.getByText('Write your code from Authenticator')).toBeTruthy();
    expect(screen.getByLabelText('Code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Validate code' })).toBeTruthy();
  });

  it('checks the code format before calling the server', async () => {
    window.localStorage.setItem(STORAGE_KEYS.mfaKey, 'key-from-login');
    renderMfa();
    fireEvent.click(screen.getByRole('button', { name: 'Validate code' }));
    expect(await screen.findByText('Code is required')).toBeTruthy();
    const code = screen.getByLabelText('Code');
    fireEvent.change(code, { target: { value: '12ab' } });
    fireEvent.blur(code);
    expect(await screen.findByText('The code must be 6 digits')).toBeTruthy();
  });
});
