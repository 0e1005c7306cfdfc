import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, api, me, signUp } from '../../../shared/lib/test/api';
import { fillField } from '../../../shared/lib/test/form';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { ChangePasswordForm } from './change-password-form';

describe('ChangePasswordForm', () => {
  it("shows the server's refusal of a wrong current password under that field", async () => {
    const person = await signUp();
    renderWithProviders(<ChangePasswordForm />, { token: person.token });
    fillField('Current password', 'Not-the-password-1');
    fillField('New password', 'Brand-new-pass-1');
    fillField('Repeat new password', 'Brand-new-pass-1');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('The current password is not right')).toBeVisible();
  });

  it('refuses a new password the sign-up form would refuse, with the same message (issue 25)', async () => {
    const person = await signUp();
    renderWithProviders(<ChangePasswordForm />, { token: person.token });
    fillField('Current password', TEST_PASSWORD);
    fillField('New password', 'newpass99');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    const messages = await screen.findAllByText(
      'Password must contain 12 or more characters with at least one of each: uppercase, lowercase, number and special',
    );
    expect(messages[0]).toBeVisible();
  });

  it('asks for the same new password twice, then changes it and keeps this session', async () => {
    const person = await signUp();
    renderWithProviders(<ChangePasswordForm />, { token: person.token });
    fillField('Current password', TEST_PASSWORD);
    fillField('New password', 'Brand-new-pass-1');
    fillField('Repeat new password', 'Brand-new-pass-2');
    expect(await screen.findByText('The new password that you entered do not match!')).toBeVisible();
    fillField('Repeat new password', 'Brand-new-pass-1');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    // Saved: the form empties, this session still works and the new password signs in.
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect((await me(person.token)).email).toBe(person.email);
    expect(
      (await api.call(authEndpoints.login, { body: { email: person.email, password: 'Brand-new-pass-1' } })).ok,
    ).toBe(true);
  });
});
