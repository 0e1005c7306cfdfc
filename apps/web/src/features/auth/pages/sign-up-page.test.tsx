import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { authReducer } from '../auth-slice';
import { SignUpPage } from './sign-up-page';

function renderSignUp(initialEntry = '/sign-up') {
  return renderWithProviders(<SignUpPage />, {
    initialEntry,
    path: initialEntry === '/sign-up' ? '/sign-up' : '/sign-up/:brand',
    reducers: { auth: authReducer },
    routes: [{ path: '/login', element: <p>Login screen</p> }],
  });
}

describe('SignUpPage', () => {
  it('shows the title, the social buttons and every registration field', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Github' })).toBeTruthy();
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Company']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByTestId('sign-up-aside').textContent).toMatch(/no credit card/);
  });

  it('keeps SIGN UP disabled until the agreement is ticked', async () => {
    renderSignUp();
    const submit = screen.getByRole('button', { name: 'SIGN UP' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const agreement = screen.getByRole('checkbox', {
      name: 'I agree to the Subscriber Agreement and have read the Privacy Policy',
    }) as HTMLInputElement;
    fireEvent.click(agreement);
    expect(agreement.checked).toBe(true);
    await waitFor(() => expect(submit.disabled).toBe(false));

    fireEvent.click(agreement);
    await waitFor(() => expect(submit.disabled).toBe(true));
  });

  it('links the agreement to the external policy page in a new tab', () => {
    renderSignUp();
    const policy = screen.getByRole('link', { name: 'Privacy Policy' }) as HTMLAnchorElement;
    expect(policy.href).toMatch(/^https?:\/\//);
    expect(policy.target).toBe('_blank');
  });

  it("validates First name on blur with 'First name is required'", async () => {
    renderSignUp();
    const firstName = screen.getByLabelText('First name');
    expect(screen.queryByText('First name is required')).toBeNull();

    fireEvent.focus(firstName);
    fireEvent.blur(firstName);
    expect(await screen.findByText('First name is required')).toBeTruthy();

    // Typing a name clears the message again.
    fireEvent.change(firstName, { target: { value: 'Ada' } });
    await waitFor(() => expect(screen.queryByText('First name is required')).toBeNull());
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
    ).toBeTruthy();

    const company = screen.getByLabelText('Company');
    fireEvent.change(company, { target: { value: 'not a website' } });
    fireEvent.blur(company);
    expect(await screen.findByText('Must be a valid website address')).toBeTruthy();
  });

  it('marks the branded variant in local storage and shows its own aside', () => {
    renderSignUp('/sign-up/velory');
    expect(screen.getByTestId('sign-up-aside-velory')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Velory' })).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.branded)).toBe('true');
  });

  it('treats an unknown brand as the plain sign-up', () => {
    window.localStorage.setItem(STORAGE_KEYS.branded, 'true');
    renderSignUp('/sign-up/unknown-brand');
    expect(screen.getByTestId('sign-up-aside')).toBeTruthy();
    expect(screen.queryByTestId('sign-up-aside-velory')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.branded)).toBeNull();
  });

  it('goes to Login with LOG IN', async () => {
    const { router } = renderSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
