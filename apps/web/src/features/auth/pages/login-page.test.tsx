import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { signUp, TEST_PASSWORD } from '../../../shared/lib/test/api';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { authReducer } from '../auth-slice';
import { LoginPage } from './login-page';

function renderLogin() {
  return renderWithProviders(<LoginPage />, {
    initialEntry: paths.login,
    path: paths.login,
    reducers: { auth: authReducer },
    routes: [{ path: paths.signUp, element: <p>Sign-up screen</p> }],
  });
}

describe('LoginPage', () => {
  it('shows the texts, buttons and fields of the spec', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Login$/);
    expect(screen.getByText('Login with Google, Github or email below.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in with Github' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('has Remember me ticked by default', () => {
    renderLogin();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('validates the email with the shared message', async () => {
    renderLogin();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Must be a valid email address')).toBeVisible();
  });

  it('checks both fields on LOGIN before sending anything', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
  });

  it("shows the server's refusal under the email, cleared by typing, and signs in with the right password", async () => {
    const person = await signUp();
    const { sessionToken } = renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: person.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not-the-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Wrong email or password')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: TEST_PASSWORD } });
    expect(screen.queryByText('Wrong email or password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(sessionToken()).not.toBeNull());
  });

  it('goes to Sign-up with SIGN UP', async () => {
    const { router } = renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.signUp));
    expect(screen.getByText('Sign-up screen')).toBeVisible();
  });
});
