import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { LOGIN_SCREEN, renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { ForgotPasswordPage } from './forgot-password-page';

function renderForgotPassword() {
  return renderWithProviders(<ForgotPasswordPage />, {
    initialEntry: paths.forgotPassword,
    path: paths.forgotPassword,
    routes: [LOGIN_SCREEN],
  });
}

const sendLink = () => screen.getByRole('button', { name: 'SEND LINK' });
const terms = () => screen.getByRole('checkbox');
const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText('Email'), { target: { value } });

describe('ForgotPasswordPage', () => {
  it('shows the title and the text of the spec, verbatim', () => {
    renderForgotPassword();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Forgot password$/);
    expect(screen.getByText('Send me a password reset link. Add you email below.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('enables SEND LINK only with a valid email and the ticked checkbox', async () => {
    renderForgotPassword();
    expect(sendLink()).toBeDisabled();

    // A valid email alone is not enough.
    typeEmail('ada@example.com');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com'));
    expect(sendLink()).toBeDisabled();

    // Both: enabled.
    fireEvent.click(terms());
    expect(terms()).toBeChecked();
    await waitFor(() => expect(sendLink()).toBeEnabled());

    // An invalid email with the ticked checkbox: disabled again.
    typeEmail('ada@example');
    await waitFor(() => expect(sendLink()).toBeDisabled());

    // Valid again, then the checkbox alone is taken away.
    typeEmail('ada@example.com');
    await waitFor(() => expect(sendLink()).toBeEnabled());
    fireEvent.click(terms());
    await waitFor(() => expect(sendLink()).toBeDisabled());
  });

  it('keeps SEND LINK disabled with the checkbox ticked but no email', async () => {
    renderForgotPassword();
    fireEvent.click(terms());
    await waitFor(() => expect(terms()).toBeChecked());
    expect(sendLink()).toBeDisabled();
  });
});
