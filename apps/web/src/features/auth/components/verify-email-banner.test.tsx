import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { VerifyEmailBanner } from './verify-email-banner';

describe('VerifyEmailBanner', () => {
  it("reads the spec's sentence, with 'click here' as the resend button", () => {
    renderWithProviders(<VerifyEmailBanner />);
    expect(screen.getByTestId('verify-email-banner')).toHaveTextContent(
      /^Your email is not verified! Please check your email for verification or click here to resend$/,
    );
    expect(screen.getByRole('button', { name: 'click here' })).toBeEnabled();
  });
});
