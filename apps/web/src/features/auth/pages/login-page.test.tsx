import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { authReducer } from '../auth-slice';
import { LoginPage } from './login-page';

function renderLogin() {
  return renderWithProviders(<LoginPage />, {
    initialEntry: '/login',
    path: '/login',
    reducers: { auth: authReducer },
    routes: [{ path: '/sign-up', element: <p>Sign-up screen</p> }],
  });
}

describe('LoginPage', () => {
  it('shows the texts, buttons and fields of the spec', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText('Login with Google, Github or email below.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Github' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
    const forgot = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(forgot.getAttribute('href')).toBe('/forgot-password');
  });

  it('has Remember me ticked by default', () => {
    renderLogin();
    const remember = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    expect(remember.checked).toBe(true);
  });

  it('validates the email with the shared message', async () => {
    renderLogin();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Must be a valid email address')).toBeTruthy();
  });

  it('goes to Sign-up with SIGN UP', async () => {
    const { router } = renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
  });
});
