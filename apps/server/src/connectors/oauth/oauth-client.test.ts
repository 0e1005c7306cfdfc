import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCredentialsToken, oauthClientOf, oauthEndpointsOf } from '../auth/connection-tokens';
import { getConnector } from '../catalog/catalog';
import { ConnectorError } from '../http/connector-error';
import { VendorClient } from '../http/vendor-client';
import { startTestOAuthProvider, PROVIDER_CLIENT, type TestOAuthProvider } from '../testing/oauth-provider';
import {
  createAuthorizationRequest,
  exchangeAuthorizationCode,
  refreshAccessToken,
  requestClientCredentialsToken,
} from './oauth-client';
import { MemoryTokenStore } from './token-store';

const REDIRECT = 'http://127.0.0.1:3000/api/connections/oauth/callback';
const github = getConnector('github-oidc')!;
const appSettings = { clientId: PROVIDER_CLIENT.id, clientSecret: PROVIDER_CLIENT.secret };

let provider: TestOAuthProvider;
let env: Record<string, string>;
beforeAll(async () => {
  provider = await startTestOAuthProvider();
  env = { CONNECTOR_GITHUB_OIDC_BASE_URL: provider.url };
});
afterAll(() => provider.close());

/** Goes through the provider's authorize page as a browser would and answers the callback URL. */
async function authorize(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return response.headers.get('location')!;
}

async function authorizedTokens() {
  const endpoints = oauthEndpointsOf(github, appSettings, env);
  const request = await createAuthorizationRequest({
    endpoints,
    clientId: PROVIDER_CLIENT.id,
    redirectUri: REDIRECT,
    scopes: ['read:user', 'user:email'],
  });
  const callback = await authorize(request.url);
  const client = oauthClientOf(github, appSettings, env);
  return exchangeAuthorizationCode(
    {
      endpoints,
      client,
      callbackUrl: callback,
      expectedState: request.state,
      codeVerifier: request.codeVerifier,
      redirectUri: REDIRECT,
    },
    { vendorName: github.name },
  );
}

describe('OAuth 2.0 authorization code', () => {
  it('builds the authorize URL at the overridden vendor host with state and a PKCE S256 challenge', async () => {
    const request = await createAuthorizationRequest({
      endpoints: oauthEndpointsOf(github, appSettings, env),
      clientId: 'app-client',
      redirectUri: REDIRECT,
      scopes: ['read:user', 'user:email'],
    });
    const url = new URL(request.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/login/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'app-client',
      redirect_uri: REDIRECT,
      scope: 'read:user user:email',
      state: request.state,
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(request.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it('exchanges the code with the verifier for access and refresh tokens', async () => {
    const token = await authorizedTokens();
    expect(token).toMatchObject({
      accessToken: expect.stringMatching(/^at_/),
      refreshToken: expect.stringMatching(/^rt_/),
      tokenType: 'bearer',
    });
    expect(token.expiresAt).toBeGreaterThan(Date.now() + 3_000_000);
    expect(provider.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      code_verifier: expect.any(String),
      redirect_uri: REDIRECT,
    });
  });

  it('refuses a callback whose state is not the request’s', async () => {
    const endpoints = oauthEndpointsOf(github, appSettings, env);
    const request = await createAuthorizationRequest({
      endpoints,
      clientId: PROVIDER_CLIENT.id,
      redirectUri: REDIRECT,
      scopes: [],
    });
    const callback = await authorize(request.url);
    const error = await exchangeAuthorizationCode(
      {
        endpoints,
        client: oauthClientOf(github, appSettings, env),
        callbackUrl: callback,
        expectedState: 'another-state',
        codeVerifier: request.codeVerifier,
        redirectUri: REDIRECT,
      },
      { vendorName: github.name },
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'CONNECTION_INVALID',
      message: 'The answer from GitHub OIDC does not belong to this authorization request',
    });
  });

  it('refreshes, rotating the refresh token, and reports a refused refresh as CONNECTION_INVALID', async () => {
    const first = await authorizedTokens();
    const endpoints = oauthEndpointsOf(github, appSettings, env);
    const client = oauthClientOf(github, appSettings, env);
    const second = await refreshAccessToken(
      { endpoints, client, refreshToken: first.refreshToken! },
      { vendorName: github.name },
    );
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    provider.failNextRefresh();
    const error = await refreshAccessToken(
      { endpoints, client, refreshToken: second.refreshToken! },
      { vendorName: github.name },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error).toMatchObject({
      code: 'CONNECTION_INVALID',
      message: 'GitHub OIDC refused the credentials: invalid_grant (test provider)',
    });
  });

  it('lets the vendor client refresh a token about to expire, and once more after a 401', async () => {
    const tokenStore = new MemoryTokenStore();
    const stored = await authorizedTokens();
    await tokenStore.set('connection-1', { ...stored, expiresAt: Date.now() + 10_000 });
    const api = new VendorClient(github, appSettings, { env, tokenStore, connectionKey: 'connection-1' });
    expect(await api.json({ path: '/user' })).toEqual({ login: 'octo', id: 1 });
    const renewed = (await tokenStore.get('connection-1'))!;
    expect(renewed.accessToken).not.toBe(stored.accessToken);
    provider.revokeAccessTokens();
    expect(await api.json({ path: '/user' })).toEqual({ login: 'octo', id: 1 });
    expect((await tokenStore.get('connection-1'))!.accessToken).not.toBe(renewed.accessToken);
  });

  it('answers CONNECTION_INVALID when the connection has no token or its refresh is refused', async () => {
    const tokenStore = new MemoryTokenStore();
    const api = new VendorClient(github, appSettings, { env, tokenStore, connectionKey: 'never-authorized' });
    await expect(api.json({ path: '/user' })).rejects.toMatchObject({
      code: 'CONNECTION_INVALID',
      message: 'GitHub OIDC is not authorized yet',
    });
    await tokenStore.set('expired', { ...(await authorizedTokens()), expiresAt: Date.now() - 1000 });
    provider.failNextRefresh();
    const expired = new VendorClient(github, appSettings, { env, tokenStore, connectionKey: 'expired' });
    await expect(expired.json({ path: '/user' })).rejects.toMatchObject({ code: 'CONNECTION_INVALID' });
  });

  it('uses the operator’s client when the connection has none', () => {
    const operatorEnv = {
      ...env,
      CONNECTOR_GITHUB_OIDC_CLIENT_ID: 'operator-id',
      CONNECTOR_GITHUB_OIDC_CLIENT_SECRET: 'operator-secret',
    };
    expect(oauthClientOf(github, {}, operatorEnv)).toEqual({
      clientId: 'operator-id',
      clientSecret: 'operator-secret',
      clientAuth: 'client_secret_post',
    });
    expect(() => oauthClientOf(github, {}, env)).toThrow('GitHub OIDC needs a client ID and secret');
  });
});

describe('OAuth 2.0 client credentials', () => {
  const intune = getConnector('microsoft-intune')!;
  const settings = { tenantId: 'contoso', ...appSettings };

  it('requests a token with the connector’s scope at its tenant’s token URL', async () => {
    const endpoints = oauthEndpointsOf(intune, settings, { CONNECTOR_MICROSOFT_INTUNE_BASE_URL: provider.url });
    expect(endpoints.tokenEndpoint).toBe(`${provider.url}/contoso/oauth2/v2.0/token`);
    const token = await requestClientCredentialsToken(
      { endpoints, client: oauthClientOf(intune, settings), scopes: ['https://graph.microsoft.com/.default'] },
      { vendorName: 'Microsoft Intune' },
    );
    expect(token.refreshToken).toBeUndefined();
    expect(provider.tokenRequests.at(-1)).toEqual({
      grant_type: 'client_credentials',
      scope: 'https://graph.microsoft.com/.default',
      client_id: PROVIDER_CLIENT.id,
      client_secret: PROVIDER_CLIENT.secret,
    });
  });

  it('caches the token in the store until shortly before it expires', async () => {
    const store = new MemoryTokenStore();
    const ctx = { env: { CONNECTOR_MICROSOFT_INTUNE_BASE_URL: provider.url }, tokenStore: store };
    const before = provider.tokenRequests.length;
    const first = await clientCredentialsToken(intune, settings, ctx, fetch);
    const [second, third] = await Promise.all([
      clientCredentialsToken(intune, settings, ctx, fetch),
      clientCredentialsToken(intune, settings, ctx, fetch),
    ]);
    expect([second.accessToken, third.accessToken]).toEqual([first.accessToken, first.accessToken]);
    expect(provider.tokenRequests.length - before).toBe(1);
    provider.setAccessTokenLifetime(30);
    try {
      const short = await clientCredentialsToken(intune, settings, ctx, fetch, true);
      // 30 s left is inside the renewal margin: the next call gets a new token.
      const next = await clientCredentialsToken(intune, settings, ctx, fetch);
      expect(next.accessToken).not.toBe(short.accessToken);
    } finally {
      provider.setAccessTokenLifetime(3600);
    }
  });
});
