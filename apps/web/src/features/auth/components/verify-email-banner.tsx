import { VERIFY_BANNER_TEXTS } from '@portal/shared/auth/auth.constants';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { useResendVerificationEmailMutation } from '../../../shared/api/auth';

const LINK_TEXT = 'click here';
// The spec's sentence, with its 'click here' as the resend button.
const [BEFORE_LINK, AFTER_LINK] = splitOnce(VERIFY_BANNER_TEXTS.unverified, LINK_TEXT);

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [`${text} `, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

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
    return <Alert banner type="success" title={VERIFY_BANNER_TEXTS.sent} data-testid="verify-email-banner" />;
  }

  return (
    <Alert
      banner
      type="warning"
      data-testid="verify-email-banner"
      title={
        <span>
          {BEFORE_LINK}
          <Button
            type="link"
            size="small"
            className="inline-link-button"
            loading={isLoading}
            onClick={() => void onResend()}
          >
            {LINK_TEXT}
          </Button>
          {AFTER_LINK}
        </span>
      }
      description={error ?? undefined}
    />
  );
}
