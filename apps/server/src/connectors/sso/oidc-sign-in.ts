import * as jose from 'jose';
import * as oauth from 'oauth4webapi';
import type { OidcProvider } from '../credentials/oidc-discovery';
import { SignInRefused, type SsoIdentity } from './sso-profile';

/** Clock difference tolerated on the ID token's `exp`, `iat` and `nbf`, as for SAML. */
export const OIDC_CLOCK_TOLERANCE_S = 120;

/** What a pending OIDC (or GitHub OAuth) sign-in keeps between authorize and callback. */
export interface PendingOidc {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Fresh single-use values of one sign-in: `state`, `nonce` and the PKCE verifier (oauth4webapi's generators). */
export const newPendingOidc = (): PendingOidc => ({
  state: oauth.generateRandomState(),
  nonce: oauth.generateRandomNonce(),
  codeVerifier: oauth.generateRandomCodeVerifier(),
});

export interface OidcClientSettings {
  clientId: string;
  clientSecret: string;
  /** Our callback, registered at the identity provider. */
  redirectUri: string;
  scopes: string[];
}

/** The authorization request: code flow, PKCE S256, `state` and `nonce`. */
export async function oidcAuthorizeUrl(
  endpoint: string,
  client: OidcClientSettings,
  pending: PendingOidc,
  options: { nonce?: boolean } = {},
): Promise<string> {
  const url = new URL(endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('redirect_uri', client.redirectUri);
  url.searchParams.set('scope', client.scopes.join(' '));
  url.searchParams.set('state', pending.state);
  if (options.nonce !== false) url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(pending.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

const authorizationServerOf = (provider: OidcProvider): oauth.AuthorizationServer => ({
  issuer: provider.issuer,
  authorization_endpoint: provider.authorizationEndpoint,
  token_endpoint: provider.tokenEndpoint,
  ...(provider.jwksUri ? { jwks_uri: provider.jwksUri } : {}),
});

/**
 * Redeems the callback's code at the token endpoint (oauth4webapi: the callback's `error`, RFC 9207 `iss`, client
 * authentication and PKCE) and answers the token endpoint's JSON. `fetch` is the connection's guarded fetch.
 */
export async function redeemCode(
  provider: OidcProvider,
  client: OidcClientSettings,
  callback: URL,
  codeVerifier: string,
  fetchImpl: typeof fetch,
): Promise<Record<string, unknown>> {
  const as = authorizationServerOf(provider);
  const oauthClient: oauth.Client = { client_id: client.clientId };
  let parameters: URLSearchParams;
  try {
    parameters = oauth.validateAuthResponse(as, oauthClient, callback, oauth.skipStateCheck);
  } catch (error) {
    const cause = (error as { cause?: { error?: string; error_description?: string } }).cause;
    throw new SignInRefused(
      'identity provider refused',
      cause?.error_description ?? cause?.error ?? (error as Error).message,
    );
  }
  const http = new URL(provider.tokenEndpoint).protocol === 'http:';
  let response: Response;
  try {
    response = await oauth.authorizationCodeGrantRequest(
      as,
      oauthClient,
      oauth.ClientSecretPost(client.clientSecret),
      parameters,
      client.redirectUri,
      codeVerifier,
      { [oauth.customFetch]: fetchImpl, [oauth.allowInsecureRequests]: http, signal: AbortSignal.timeout(15_000) },
    );
  } catch (error) {
    throw new SignInRefused('identity provider unreachable', (error as Error).message);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body)
    throw new SignInRefused('code refused', String(body?.error_description ?? body?.error ?? response.status));
  return body;
}

/** jose's refusals of an ID token, as the reasons the request log shows. */
function idTokenReason(error: unknown): string {
  const { code, claim } = error as { code?: string; claim?: string };
  if (code === 'ERR_JWT_EXPIRED') return 'id_token expired';
  if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' || code === 'ERR_JWKS_NO_MATCHING_KEY')
    return 'id_token signature invalid';
  if (claim === 'iss') return 'issuer mismatch';
  if (claim === 'aud') return 'audience mismatch';
  return 'id_token invalid';
}

/**
 * Verifies the ID token: its signature by the provider's JWKS (jose), `iss` the discovered issuer, `aud` our client
 * id, `exp` (OIDC_CLOCK_TOLERANCE_S), then `nonce` the one this sign-in sent. Answers the identity of `sub`.
 */
export async function verifyIdToken(
  provider: OidcProvider,
  clientId: string,
  idToken: unknown,
  nonce: string,
  fetchImpl: typeof fetch,
): Promise<SsoIdentity> {
  if (typeof idToken !== 'string') throw new SignInRefused('id_token missing', 'The token endpoint gave no id_token');
  if (!provider.jwksUri) throw new SignInRefused('id_token signature invalid', 'The provider publishes no jwks_uri');
  const keys = jose.createRemoteJWKSet(new URL(provider.jwksUri), {
    [jose.customFetch]: fetchImpl as never,
    timeoutDuration: 15_000,
  });
  let claims: jose.JWTPayload;
  try {
    ({ payload: claims } = await jose.jwtVerify(idToken, keys, {
      issuer: provider.issuer,
      audience: clientId,
      clockTolerance: OIDC_CLOCK_TOLERANCE_S,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    throw new SignInRefused(idTokenReason(error), (error as Error).message);
  }
  if (claims.nonce !== nonce) throw new SignInRefused('nonce mismatch', 'The id_token carries another nonce');
  return { idpId: claims.sub!, attributes: claims as Record<string, unknown> };
}
