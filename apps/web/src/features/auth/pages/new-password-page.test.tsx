import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { fillField } from '../../../shared/lib/test/form';
import { LOGIN_SCREEN, renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { authReducer } from '../auth-slice';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import { NEW_PASSWORD_SUBTITLE, NewPasswordPage } from './new-password-page';

function renderNewPassword() {
  return renderWithProviders(<NewPasswordPage />, {
    initialEntry: paths.newPassword({ key: 'some-key' }),
    path: paths.newPassword.pattern,
    reducers: { auth: authReducer },
    routes: [LOGIN_SCREEN],
  });
}

describe('NewPasswordPage', () => {
  it('shows the title and the text of the spec', () => {
    renderNewPassword();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Create a new password$/);
    expect(screen.getByText(NEW_PASSWORD_SUBTITLE)).toBeVisible();
    expect(NEW_PASSWORD_SUBTITLE).toBe(
      'Choose a new password, min 12 characters with at least one of each: uppercase, lowercase, number and special',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Repeat password')).toHaveAttribute('type', 'password');
  });

  it("says 'The new password that you entered do not match!' when the repeat differs", async () => {
    renderNewPassword();
    fillField('Password', 'Correct-horse-1!');
    fillField('Repeat password', 'Correct-horse-1?');
    expect(await screen.findByText('The new password that you entered do not match!')).toBeVisible();

    // Typing the same password clears the message.
    fillField('Repeat password', 'Correct-horse-1!');
    await waitFor(() =>
      expect(screen.queryByText('The new password that you entered do not match!')).not.toBeInTheDocument(),
    );
  });

  it('requires both fields and follows the sign-up rule, with its messages (issue 25)', async () => {
    renderNewPassword();
    fireEvent.click(screen.getByRole('button', { name: 'SAVE PASSWORD' }));
    expect(await screen.findAllByText(M.passwordLength)).toHaveLength(2);

    fillField('Password', 'newpass99');
    expect(await screen.findAllByText(M.passwordLength)).not.toHaveLength(0);
    fillField('Password', 'Newpass99longer');
    expect(await screen.findByText(M.passwordSpecial)).toBeVisible();
    fillField('Password', 'Newpass99longer!');
    await waitFor(() => expect(screen.queryByText(M.passwordSpecial)).not.toBeInTheDocument());
  });
});
