import type { Connector, ConnectorSettings } from '../catalog/connector-types';
import type { Environment } from '../http/vendor-urls';
import { vendorUrl } from '../http/vendor-urls';
import { SignInRefused, type SsoIdentity } from './sso-profile';

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/**
 * GitHub's sign-in is OAuth 2.0 without an ID token: the user is `GET /user` and the address is the primary
 * verified one of `GET /user/emails` (scopes read:user, user:email). `name` is free text; its first word is taken
 * as the first name and the rest as the last name.
 * https://docs.github.com/en/rest/users/users#get-the-authenticated-user,
 * https://docs.github.com/en/rest/users/emails#list-email-addresses-for-the-authenticated-user
 */
export async function gitHubIdentity(
  connector: Connector,
  settings: ConnectorSettings,
  accessToken: string,
  options: { env?: Environment | undefined; fetch: typeof fetch },
): Promise<SsoIdentity> {
  const api = vendorUrl(connector, 'api', settings, options.env);
  const get = async (path: string) => {
    const response = await options.fetch(`${api}${path}`, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
      },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new SignInRefused('user not readable', `GitHub answered ${response.status} to ${path}`);
    return response.json() as Promise<unknown>;
  };
  const user = (await get('/user')) as Record<string, unknown>;
  const emails = (await get('/user/emails')) as GitHubEmail[];
  if (typeof user.id !== 'number' && typeof user.id !== 'string')
    throw new SignInRefused('user not readable', 'GitHub’s user has no id');
  const primary = Array.isArray(emails) ? emails.find((entry) => entry.primary && entry.verified) : undefined;
  const [firstName, ...rest] = typeof user.name === 'string' ? user.name.trim().split(/\s+/) : [];
  return {
    idpId: String(user.id),
    attributes: {
      ...user,
      email: primary?.email ?? null,
      given_name: firstName ?? null,
      family_name: rest.length ? rest.join(' ') : null,
      emails,
    },
  };
}
