import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useVerifyEmailMutation } from '../api';

/**
 * Email verification (000 §2): a loader while the key from the mailed link is sent,
 * then the Dashboard whether it worked or not (a failure is ignored, 000 §8).
 */
export function VerifyEmailPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const [verify] = useVerifyEmailMutation();
  // The key is single use: send it once, also under StrictMode's double effects.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // An empty key is never sent (000 §5).
      if (key.trim() !== '') await verify(key).unwrap().catch(() => undefined);
      await navigate('/dashboard', { replace: true });
    })();
  }, [key, navigate, verify]);

  return <PageLoader label="Verifying your email" />;
}
