import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../../shared/lib/api-error';
import { paths } from '../../../shared/lib/paths';
import { storage } from '../../../shared/lib/storage';
import { useOnce } from '../../../shared/lib/use-once';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useExchangeTokenMutation } from '../auth-state-requests';
import { failureText, SOCIAL_SIGN_IN_CANCELLED, type LoginLocationState } from '../login-state';
import { redirectTarget } from '../redirect-target';

/**
 * Where Google or GitHub send the browser back (000 §2, Login callback): exchanges the code
 * and state for a session. A missing code or a failed exchange goes to Login, with the reason.
 */
export function LoginCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [exchange] = useExchangeTokenMutation();
  // The code and state are single use: exchange them once.
  useOnce(() => {
    const code = params.get('code');
    const state = params.get('state') ?? '';
    const toLogin = (error?: string) => {
      const navigationState: LoginLocationState | null = error ? { error } : null;
      void navigate(paths.login, { replace: true, state: navigationState });
    };
    if (!code) {
      // The provider reports a refusal (e.g. access_denied) instead of a code.
      toLogin(params.get('error') ? SOCIAL_SIGN_IN_CANCELLED : undefined);
      return;
    }
    // The flag a branded sign-up visit stored goes with this exchange only.
    const isVelory = storage.get(STORAGE_KEYS.branded) === 'true';
    storage.remove(STORAGE_KEYS.branded);
    void (async () => {
      try {
        const answer = await exchange({ code, state, isVelory }).unwrap();
        await navigate('token' in answer ? redirectTarget(null) : paths.loginMfa, { replace: true });
      } catch (failure) {
        toLogin(failureText(toApiError(failure)));
      }
    })();
  });

  return <PageLoader label="Signing you in" />;
}
