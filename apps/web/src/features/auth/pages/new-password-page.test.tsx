import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { fillField } from '../../../shared/lib/test/form';
import { LOGIN_SCREEN, renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { authReducer } from '../auth-slice';
import { NewPasswordPage } from './new-password-page';

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
    expect(screen.getByText('Choose a new password, min 8 characters')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Repeat password')).toHaveAttribute('type', 'password');
  });

  it("says 'The new password that you entered do not match!' when the repeat differs", async () => {
    renderNewPassword();
    fillField('Password', 'correct-horse');
    fillField('Repeat password', 'correct-horsE');
    expect(await screen.findByText('The new password that you entered do not match!')).toBeVisible();

    // Typing the same password clears the message.
    fillField('Repeat password', 'correct-horse');
    await waitFor(() => expect(screen.queryByText('The new password that you entered do not match!')).not.toBeInTheDocument());
  });

  it('requires both fields and 8 to 24 characters', async () => {
    renderNewPassword();
    fireEvent.click(screen.getByRole('button', { name: 'SAVE PASSWORD' }));
    expect(await screen.findAllByText('Password is required')).toHaveLength(2);

    fillField('Password', 'short');
    expect(await screen.findByText('Password must be 8 to 24 characters')).toBeVisible();
    fillField('Password', 'x'.repeat(25));
    expect(await screen.findByText('Password must be 8 to 24 characters')).toBeVisible();
    fillField('Password', 'x'.repeat(24));
    await waitFor(() => expect(screen.queryByText('Password must be 8 to 24 characters')).not.toBeInTheDocument());
  });
});
