import type { SocialProvider } from '@portal/shared/auth/auth.constants';
import GithubOutlined from '@ant-design/icons/GithubOutlined';
import GoogleOutlined from '@ant-design/icons/GoogleOutlined';
import { Alert, Button, Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { toApiError } from '../../../shared/lib/api-error';
import { useSsoUrlRequest } from '../sign-in-requests';

const PROVIDERS: { provider: SocialProvider; label: string; icon: ReactNode }[] = [
  { provider: 'google', label: 'Sign in with Google', icon: <GoogleOutlined aria-hidden /> },
  { provider: 'github', label: 'Sign in with Github', icon: <GithubOutlined aria-hidden /> },
];

/** 'Sign in with Google' and 'Sign in with Github': asks for the provider address and sends the browser there. */
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
    <Flex vertical gap={12}>
      {error && (
        <Alert type="error" showIcon title={error} closable={{ onClose: () => setError(null) }} data-testid="social-error" />
      )}
      {PROVIDERS.map(({ provider, label, icon }) => (
        <Button
          key={provider}
          block
          size="large"
          icon={icon}
          loading={pending === provider}
          disabled={pending !== null && pending !== provider}
          onClick={() => void signIn(provider)}
        >
          {label}
        </Button>
      ))}
    </Flex>
  );
}
