import type { SocialProvider } from '@portal/shared/auth/auth.constants';
import type { Config } from '../../config';

/** Everything the server needs to talk to one provider; undefined client id or secret means "not configured". */
export interface ProviderSettings {
  id: SocialProvider;
  name: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  authUrl: string;
  tokenUrl: string;
  scope: string;
}

export interface GoogleSettings extends ProviderSettings {
  id: 'google';
  jwksUrl: string;
  issuers: string[];
}

export interface GithubSettings extends ProviderSettings {
  id: 'github';
  apiUrl: string;
}

export function providerSettings(config: Config): { google: GoogleSettings; github: GithubSettings } {
  return {
    google: {
      id: 'google',
      name: 'Google',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      scope: 'openid email profile',
      jwksUrl: config.GOOGLE_JWKS_URL,
      // Google signs ID tokens with either form of its issuer.
      issuers:
        config.GOOGLE_ISSUER === 'https://accounts.google.com'
          ? ['https://accounts.google.com', 'accounts.google.com']
          : [config.GOOGLE_ISSUER],
    },
    github: {
      id: 'github',
      name: 'GitHub',
      clientId: config.GITHUB_CLIENT_ID,
      clientSecret: config.GITHUB_CLIENT_SECRET,
      authUrl: config.GITHUB_AUTH_URL,
      tokenUrl: config.GITHUB_TOKEN_URL,
      scope: 'read:user user:email',
      apiUrl: config.GITHUB_API_URL.replace(/\/+$/, ''),
    },
  };
}
