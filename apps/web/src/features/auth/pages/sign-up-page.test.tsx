import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { LOGIN_SCREEN, renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { authReducer } from '../auth-slice';
import { SignUpPage } from './sign-up-page';

/** The plain sign-up, or with a brand its branded route. */
function renderSignUp(brand?: string) {
  return renderWithProviders(<SignUpPage />, {
    initialEntry: brand ? paths.brandedSignUp({ brand }) : paths.signUp,
    path: brand ? paths.brandedSignUp.pattern : paths.signUp,
    reducers: { auth: authReducer },
    routes: [LOGIN_SCREEN],
  });
}

describe('SignUpPage', () => {
  it('shows the title, the social buttons and every registration field', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Create account$/);
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign in with Github' })).toBeEnabled();
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Company']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByTestId('sign-up-aside')).toHaveTextContent(/no credit card/);
  });

  it('keeps SIGN UP disabled until the agreement is ticked', async () => {
    renderSignUp();
    const submit = screen.getByRole('button', { name: 'SIGN UP' });
    expect(submit).toBeDisabled();

    const agreement = screen.getByRole('checkbox', {
      name: 'I agree to the Subscriber Agreement and have read the Privacy Policy',
    });
    fireEvent.click(agreement);
    expect(agreement).toBeChecked();
    await waitFor(() => expect(submit).toBeEnabled());

    fireEvent.click(agreement);
    await waitFor(() => expect(submit).toBeDisabled());
  });

  it("links the agreement to the server's policy page (POLICY_URL, by default its own) in a new tab", async () => {
    renderSignUp();
    const policy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(policy).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(policy).toHaveAttribute('href', `${window.location.origin}/legal/privacy.html`));
  });

  it("validates First name on blur with 'First name is required'", async () => {
    renderSignUp();
    const firstName = screen.getByLabelText('First name');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();

    fireEvent.focus(firstName);
    fireEvent.blur(firstName);
    expect(await screen.findByText('First name is required')).toBeVisible();

    // Typing a name clears the message again.
    fireEvent.change(firstName, { target: { value: 'Ada' } });
    await waitFor(() => expect(screen.queryByText('First name is required')).not.toBeInTheDocument());
  });

  it('shows the shared password and website messages', async () => {
    renderSignUp();
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.blur(password);
    expect(
      await screen.findByText(
        'Password must contain 12 or more characters with at least one of each: uppercase, lowercase, number and special',
      ),
    ).toBeVisible();

    const company = screen.getByLabelText('Company');
    fireEvent.change(company, { target: { value: 'not a website' } });
    fireEvent.blur(company);
    expect(await screen.findByText('Must be a valid website address')).toBeVisible();
  });

  it('marks the branded variant in local storage and shows its own aside', () => {
    renderSignUp('velory');
    expect(screen.getByTestId('sign-up-aside-velory')).toHaveTextContent('Welcome, Velory customer');
    expect(screen.getByRole('img', { name: 'Velory' })).toBeVisible();
    expect(window.localStorage.getItem(STORAGE_KEYS.branded)).toBe('true');
  });

  it('treats an unknown brand as the plain sign-up', () => {
    window.localStorage.setItem(STORAGE_KEYS.branded, 'true');
    renderSignUp('unknown-brand');
    expect(screen.getByTestId('sign-up-aside')).toHaveTextContent('Connect once, integrate with everything');
    expect(screen.queryByTestId('sign-up-aside-velory')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.branded)).toBeNull();
  });

  it('goes to Login with LOG IN', async () => {
    const { router } = renderSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(screen.getByText('Login screen')).toBeVisible();
  });
});
