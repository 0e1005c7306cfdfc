import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { useOnce } from '../../../shared/lib/use-once';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useVerifyEmailMutation } from '../../../shared/api/auth';

/**
 * Email verification (000 §2): a loader while the key from the mailed link is sent,
 * then the Dashboard whether it worked or not (a failure is ignored, 000 §8).
 */
export function VerifyEmailPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const [verify] = useVerifyEmailMutation();
  // The key is single use: send it once.
  useOnce(() => {
    void (async () => {
      // An empty key is never sent (000 §5).
      if (key.trim() !== '')
        await verify(key)
          .unwrap()
          .catch(() => undefined);
      await navigate(paths.dashboard, { replace: true });
    })();
  });

  return <PageLoader label="Verifying your email" />;
}
