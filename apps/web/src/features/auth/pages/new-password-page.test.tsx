import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { authReducer } from '../auth-slice';
import { NewPasswordPage } from './new-password-page';

function renderNewPassword() {
  return renderWithProviders(<NewPasswordPage />, {
    initialEntry: '/new-password/some-key',
    path: '/new-password/:key',
    reducers: { auth: authReducer },
    routes: [{ path: '/login', element: <p>Login screen</p> }],
  });
}

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('NewPasswordPage', () => {
  it('shows the title and the text of the spec', () => {
    renderNewPassword();
    expect(screen.getByRole('heading', { name: 'Create a new password' })).toBeTruthy();
    expect(screen.getByText('Choose a new password, min 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText('Repeat password')).toBeTruthy();
  });

  it("says 'The new password that you entered do not match!' when the repeat differs", async () => {
    renderNewPassword();
    fill('Password', 'correct-horse');
    fill('Repeat password', 'correct-horsE');
    expect(await screen.findByText('The new password that you entered do not match!')).toBeTruthy();

    // Typing the same password clears the message.
    fill('Repeat password', 'correct-horse');
    await waitFor(() => expect(screen.queryByText('The new password that you entered do not match!')).toBeNull());
  });

  it('requires both fields and 8 to 24 characters', async () => {
    renderNewPassword();
    fireEvent.click(screen.getByRole('button', { name: 'SAVE PASSWORD' }));
    expect(await screen.findAllByText('Password is required')).toHaveLength(2);

    fill('Password', 'short');
    expect(await screen.findByText('Password must be 8 to 24 characters')).toBeTruthy();
    fill('Password', 'x'.repeat(25));
    expect(await screen.findByText('Password must be 8 to 24 characters')).toBeTruthy();
    fill('Password', 'x'.repeat(24));
    await waitFor(() => expect(screen.queryByText('Password must be 8 to 24 characters')).toBeNull());
  });
});
