import { Alert, Button } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { useResendVerificationEmailMutation } from '../api';

/** Shown to signed-in users whose email is not verified (000 §2, Layout and banners). */
export function VerifyEmailBanner() {
  const [resend, { isLoading }] = useResendVerificationEmailMutation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onResend = async () => {
    setError(null);
    try {
      await resend().unwrap();
      setSent(true);
    } catch (failure) {
      setError(toApiError(failure).message);
    }
  };

  if (sent) {
    return <Alert banner type="success" title="Mail with verification link has been sent!" data-testid="verify-email-banner" />;
  }

  return (
    <Alert
      banner
      type="warning"
      data-testid="verify-email-banner"
      title={
        <span>
          Your email is not verified! Please check your email for verification or{' '}
          <Button type="link" size="small" className="inline-link-button" loading={isLoading} onClick={() => void onResend()}>
            click here
          </Button>{' '}
          to resend
        </span>
      }
      description={error ?? undefined}
    />
  );
}
