import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { ForgotPasswordPage } from './forgot-password-page';

function renderForgotPassword() {
  return renderWithProviders(<ForgotPasswordPage />, {
    initialEntry: '/forgot-password',
    path: '/forgot-password',
    routes: [{ path: '/login', element: <p>Login screen</p> }],
  });
}

const sendLink = () => screen.getByRole('button', { name: 'SEND LINK' }) as HTMLButtonElement;
const terms = () => screen.getByRole('checkbox') as HTMLInputElement;
const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText('Email'), { target: { value } });

describe('ForgotPasswordPage', () => {
  it('shows the title and the text of the spec, verbatim', () => {
    renderForgotPassword();
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect(screen.getByText('Send me a password reset link. Add you email below.')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('enables SEND LINK only with a valid email and the ticked checkbox', async () => {
    renderForgotPassword();
    expect(sendLink().disabled).toBe(true);

    // A valid email alone is not enough.
    typeEmail('ada@example.com');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com'));
    expect(sendLink().disabled).toBe(true);

    // Both: enabled.
    fireEvent.click(terms());
    expect(terms().checked).toBe(true);
    await waitFor(() => expect(sendLink().disabled).toBe(false));

    // An invalid email with the ticked checkbox: disabled again.
    typeEmail('ada@example');
    await waitFor(() => expect(sendLink().disabled).toBe(true));

    // Valid again, then the checkbox alone is taken away.
    typeEmail('ada@example.com');
    await waitFor(() => expect(sendLink().disabled).toBe(false));
    fireEvent.click(terms());
    await waitFor(() => expect(sendLink().disabled).toBe(true));
  });

  it('keeps SEND LINK disabled with the checkbox ticked but no email', async () => {
    renderForgotPassword();
    fireEvent.click(terms());
    await waitFor(() => expect(terms().checked).toBe(true));
    expect(sendLink().disabled).toBe(true);
  });
});
