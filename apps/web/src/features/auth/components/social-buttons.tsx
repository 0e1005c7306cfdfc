import type { SocialProvider } from '@portal/shared/auth/auth.constants';
import { useState, type ReactNode } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { useSsoUrlRequest } from '../sign-in-requests';
import { GITHUB, GOOGLE, LightAlert, LightButton, LightIcon } from './light-controls';

const PROVIDERS: { provider: SocialProvider; label: string; icon: ReactNode }[] = [
  { provider: 'google', label: 'Sign in with Google', icon: <LightIcon paths={GOOGLE} /> },
  { provider: 'github', label: 'Sign in with Github', icon: <LightIcon paths={GITHUB} /> },
];

/**
 * 'Sign in with Google' and 'Sign in with Github': asks for the provider address and sends the browser there.
 * Light controls (no antd): the Login screen draws them.
 */
export function SocialButtons() {
  const requestUrl = useSsoUrlRequest();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const signIn = async (provider: SocialProvider) => {
    setError(null);
    setPending(provider);
    try {
      const { url } = await requestUrl(provider);
      window.location.assign(url);
    } catch (failure) {
      setError(toApiError(failure).message);
      setPending(null);
    }
  };

  return (
    <div className="auth-panel__social">
      {error && <LightAlert type="error" title={error} onClose={() => setError(null)} data-testid="social-error" />}
      {PROVIDERS.map(({ provider, label, icon }) => (
        <LightButton
          key={provider}
          icon={icon}
          loading={pending === provider}
          disabled={pending !== null && pending !== provider}
          onClick={() => void signIn(provider)}
        >
          {label}
        </LightButton>
      ))}
    </div>
  );
}
