import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_SECRET } from '@portal/shared/connectors/connectors.constants';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { getConnector } from '../../connectors/catalog/catalog';
import {
  PROVIDER_CLIENT,
  type TestOAuthProvider,
  startTestOAuthProvider,
} from '../../connectors/testing/oauth-provider';
import { allTablesText } from '../../test/applications';
import { applicationBearer, consumerBearer, ownerWithIntegration } from '../../test/integrations';
import { type Person, useTestApp } from '../../test/test-app';

// A real OAuth 2.0 provider on loopback stands in for GitHub (authorization code), FedEx (client credentials) and
// an OIDC issuer (discovery); the operator trusts loopback here so a typed issuer may point at it.
let provider: TestOAuthProvider;
beforeAll(async () => {
  provider = await startTestOAuthProvider();
});
afterAll(() => provider?.close());

const t = useTestApp(() => ({
  CONNECTOR_GITHUB_OIDC_BASE_URL: provider.url,
  CONNECTOR_FEDEX_BASE_URL: provider.url,
  // Google Workspace connects through the operator's OAuth app when the application brings none.
  CONNECTOR_GOOGLE_WORKSPACE_BASE_URL: provider.url,
  CONNECTOR_GOOGLE_WORKSPACE_CLIENT_ID: PROVIDER_CLIENT.id,
  CONNECTOR_GOOGLE_WORKSPACE_CLIENT_SECRET: PROVIDER_CLIENT.secret,
  CONNECTOR_ALLOWED_HOSTS: '127.0.0.1',
}));

const CLIENT = { clientId: PROVIDER_CLIENT.id, clientSecret: PROVIDER_CLIENT.secret };

const withEnabled = (serviceId: string) => ownerWithIntegration(t, serviceId);

const saveAs = (owner: Person, application: string, serviceId: string, settings: Record<string, unknown>) =>
  owner.api.call(integrationsEndpoints.saveConnection, {
    params: { serviceId },
    query: { application },
    body: { settings, enabled: true },
  });

const connectionOf = async (owner: Person, application: string, serviceId: string) =>
  (await owner.api.call(integrationsEndpoints.get, { params: { serviceId }, query: { application } })).data.connection;

/** The provider's answer to an authorize URL (it signs the user in at once): the redirect to our callback. */
async function atProvider(authorizeUrl: string): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

/** The browser arriving at our callback: where it is sent next. */
async function callback(url: URL, cookie?: string): Promise<URL> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(answer.statusCode).toBe(302);
  return new URL(answer.headers.location as string);
}

/** Authorize as the portal user: the authorize URL, the binding cookie, the provider, our callback. */
async function authorize(owner: Person, application: string, serviceId = 'github-oidc') {
  const started = await owner.api.call(integrationsEndpoints.authorize, {
    params: { serviceId },
    query: { application },
  });
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  const back = await atProvider(started.data.authorizeUrl);
  return { authorizeUrl: new URL(started.data.authorizeUrl), back, cookie, landed: await callback(back, cookie) };
}

/** The connection's token as the server keeps it (decrypted). */
async function storedToken(owner: Person, application: string) {
  const row = await t.services.connections.find(
    { applicationId: application, accountId: owner.teamId, consumerId: null },
    'github-oidc',
  );
  return (await t.services.connections.contextOf(row!.id).tokenStore!.get(row!.id))!;
}

describe('OAuth 2.0 authorization code (GitHub)', () => {
  it('authorizes through the provider with state and PKCE S256, keeps the tokens sealed and comes back to the integration page', async () => {
    const { owner, application } = await withEnabled('github-oidc');
    expect((await saveAs(owner, application, 'github-oidc', CLIENT)).data).toMatchObject({
      state: 'added',
      settings: { clientId: CLIENT.clientId, clientSecret: MASKED_SECRET },
    });

    const { authorizeUrl, back, cookie, landed } = await authorize(owner, application);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${provider.url}/login/oauth/authorize`);
    const query = Object.fromEntries(authorizeUrl.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      code_challenge_method: 'S256',
      scope: 'read:user user:email',
    });
    expect(query.redirect_uri).toMatch(/\/connections\/oauth\/callback$/);
    expect(query.state!.length).toBeGreaterThanOrEqual(32);
    expect(back.searchParams.get('state')).toBe(query.state);
    expect(cookie).toMatch(/^oauth_[0-9a-f]{32}=/);
    expect(`${landed.pathname}${landed.search}`).toBe(
      `/integration/github-oidc?application=${application}&authorized=github-oidc`,
    );

    // The code went back with the verifier of the challenge.
    const exchange = provider.tokenRequests.findLast((form) => form.grant_type === 'authorization_code')!;
    expect(createHash('sha256').update(exchange.code_verifier!).digest('base64url')).toBe(query.code_challenge);
    // Authorized, and the token proved by GitHub's /user: callable.
    expect(await connectionOf(owner, application, 'github-oidc')).toMatchObject({
      state: 'callable',
      authorizedAt: expect.any(String),
      invalidReason: null,
    });
    const token = await storedToken(owner, application);
    expect(token.refreshToken).toMatch(/^rt_/);
    const dump = await allTablesText(t.db);
    expect(dump).not.toContain(token.accessToken);
    expect(dump).not.toContain(token.refreshToken);
    expect(dump).not.toContain(exchange.code_verifier);

    // The state is single use.
    const replay = await callback(back, cookie);
    expect(replay.searchParams.get('authorizationError')).toBe(
      'This authorization has expired or was already used. Start it again.',
    );

    // Reset: client and tokens gone, available again.
    const reset = (
      await owner.api.call(integrationsEndpoints.reset, {
        params: { serviceId: 'github-oidc' },
        query: { application },
      })
    ).data;
    expect(reset).toMatchObject({ state: 'available', settings: {}, authorizedAt: null });
    const row = await t.services.connections.find(
      { applicationId: application, accountId: owner.teamId, consumerId: null },
      'github-oidc',
    );
    expect(row).toMatchObject({ settingsSealed: null, tokensSealed: null, tokenExpiresAt: null });
  });

  it('refuses a callback in another browser than the one that started it, and a connection without a client', async () => {
    const { owner, application } = await withEnabled('github-oidc');
    const noClient = await owner.api.unchecked(integrationsEndpoints.authorize, {
      params: { serviceId: 'github-oidc' },
      query: { application },
    });
    expect(noClient.error).toMatchObject({ statusCode: 400, message: 'GitHub OIDC needs a client ID and secret' });
    await saveAs(owner, application, 'github-oidc', CLIENT);
    const started = await owner.api.call(integrationsEndpoints.authorize, {
      params: { serviceId: 'github-oidc' },
      query: { application },
    });
    const landed = await callback(await atProvider(started.data.authorizeUrl));
    expect(landed.searchParams.get('authorizationError')).toBe(
      'This authorization was started in another browser. Start it again here.',
    );
    expect((await connectionOf(owner, application, 'github-oidc')).state).toBe('added');
    const notOAuth = await owner.api.unchecked(integrationsEndpoints.authorize, {
      params: { serviceId: 'bamboohr' },
      query: { application },
    });
    expect(notOAuth.error).toMatchObject({ statusCode: 400, code: 'NOT_OAUTH' });
  });

  it('renews the token before it expires and after the vendor revokes it; a refused refresh makes the connection invalid', async () => {
    const { owner, application } = await withEnabled('github-oidc');
    await saveAs(owner, application, 'github-oidc', CLIENT);
    provider.setAccessTokenLifetime(120);
    try {
      await authorize(owner, application);
      const first = await storedToken(owner, application);
      // Due within ten minutes: the refresher renews it (the provider rotates the refresh token).
      expect(await t.services.connectionOAuth.refreshDue()).toBeGreaterThanOrEqual(1);
      const renewed = await storedToken(owner, application);
      expect(renewed.accessToken).not.toBe(first.accessToken);
      expect(provider.tokenRequests.at(-1)).toMatchObject({
        grant_type: 'refresh_token',
        refresh_token: first.refreshToken,
      });

      // The provider revokes the access token: GitHub answers 401, the token is refreshed and the call made again.
      provider.revokeAccessTokens();
      expect((await saveAs(owner, application, 'github-oidc', { clientId: CLIENT.clientId })).data).toMatchObject({
        state: 'callable',
      });
      expect((await storedToken(owner, application)).accessToken).not.toBe(renewed.accessToken);

      // The refresh is refused: invalid, with the provider's reason.
      provider.failNextRefresh();
      await t.services.connectionOAuth.refreshDue();
      expect(await connectionOf(owner, application, 'github-oidc')).toMatchObject({
        state: 'invalid',
        invalidReason: 'GitHub OIDC refused the credentials: invalid_grant (test provider)',
      });
      // Authorizing again makes it callable again.
      await authorize(owner, application);
      expect((await connectionOf(owner, application, 'github-oidc')).state).toBe('callable');
      // A refused refresh after a 401 also ends in invalid.
      provider.revokeAccessTokens();
      provider.failNextRefresh();
      expect((await saveAs(owner, application, 'github-oidc', { clientId: CLIENT.clientId })).data).toMatchObject({
        state: 'invalid',
      });
    } finally {
      provider.setAccessTokenLifetime(3600);
    }
  });

  it("gives a token holder an authorizeUrl of the portal that starts the provider's authorization", async () => {
    const { owner, application } = await withEnabled('github-oidc');
    await saveAs(owner, application, 'github-oidc', CLIENT);
    const headers = { authorization: await applicationBearer(t, owner, application) };
    const connection = (
      await t.api.call(connectionsEndpoints.get, { params: { unifiedApi: 'SSO', serviceId: 'github-oidc' }, headers })
    ).data;
    const start = new URL(connection.authorizeUrl!);
    expect(start.pathname).toBe('/connections/oauth/start');
    const toProvider = await t.app.inject({ method: 'GET', url: `${start.pathname}${start.search}` });
    expect(toProvider.statusCode).toBe(302);
    const landed = await callback(await atProvider(toProvider.headers.location as string));
    expect(landed.searchParams.get('authorized')).toBe('github-oidc');
    expect(
      (await t.api.call(connectionsEndpoints.get, { params: { unifiedApi: 'SSO', serviceId: 'github-oidc' }, headers }))
        .data.state,
    ).toBe('callable');
    const forged = await t.app.inject({
      method: 'GET',
      url: `${start.pathname}?ticket=${start.searchParams.get('ticket')!.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This authorization link has expired or is not valid.');
  });

  it("authorizes a consumer's connection through the application's OAuth app and returns to the consumer's page", async () => {
    const { owner, application } = await withEnabled('github-oidc');
    await saveAs(owner, application, 'github-oidc', CLIENT);
    const { consumer, authorization } = await consumerBearer(t, owner, application);
    const headers = { authorization };
    const params = { unifiedApi: 'SSO' as const, serviceId: 'github-oidc' };
    const before = (await t.api.call(connectionsEndpoints.get, { params, headers })).data;
    // The application's client is not the consumer's to see.
    expect(before).toMatchObject({ consumerId: consumer, state: 'available', settings: {} });
    const start = new URL(before.authorizeUrl!);
    const toProvider = await t.app.inject({ method: 'GET', url: `${start.pathname}${start.search}` });
    expect(new URL(toProvider.headers.location as string).searchParams.get('client_id')).toBe(CLIENT.clientId);
    const landed = await callback(await atProvider(toProvider.headers.location as string));
    expect(`${landed.pathname}${landed.search}`).toBe(
      `/consumers/${consumer}/service/github-oidc?authorized=github-oidc`,
    );
    expect((await t.api.call(connectionsEndpoints.get, { params, headers })).data).toMatchObject({
      state: 'callable',
      settings: {},
    });
    // The application's own connection is still only configured with its client.
    expect((await connectionOf(owner, application, 'github-oidc')).state).toBe('added');
  });
});

describe("the operator's OAuth app (Google Workspace)", () => {
  it('authorizes with CONNECTOR_<ID>_CLIENT_ID and _CLIENT_SECRET when the connection has no client of its own', async () => {
    const { owner, application } = await withEnabled('google-workspace');
    const { authorizeUrl, landed } = await authorize(owner, application, 'google-workspace');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${provider.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(authorizeUrl.searchParams)).toMatchObject({
      client_id: PROVIDER_CLIENT.id,
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(landed.searchParams.get('authorized')).toBe('google-workspace');
    expect(provider.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: PROVIDER_CLIENT.id,
    });
    // The operator's secret is not the connection's: nothing to answer, nothing sealed with it.
    expect(await connectionOf(owner, application, 'google-workspace')).toMatchObject({
      state: 'callable',
      settings: {},
    });
  });
});

describe('OAuth 2.0 client credentials (FedEx)', () => {
  it('obtains a token with the client id and secret, keeps it sealed and reuses it; a refused client is invalid', async () => {
    const { owner, application } = await withEnabled('fedex');
    const before = provider.tokenRequests.length;
    const settings = { ...CLIENT, accountNumber: '740561073' };
    expect((await saveAs(owner, application, 'fedex', settings)).data).toMatchObject({
      state: 'callable',
      settings: { clientSecret: MASKED_SECRET },
    });
    expect(provider.tokenRequests.slice(before)).toMatchObject([
      { grant_type: 'client_credentials', client_id: CLIENT.clientId },
    ]);
    const row = await t.services.connections.find(
      { applicationId: application, accountId: owner.teamId, consumerId: null },
      'fedex',
    );
    expect(row!.tokensSealed).not.toBeNull();
    // The cached token proves the same credentials again without a new token request.
    await saveAs(owner, application, 'fedex', { accountNumber: '740561073' });
    expect(provider.tokenRequests.length).toBe(before + 1);
    const refused = (await saveAs(owner, application, 'fedex', { clientSecret: 'wrong-secret' })).data;
    expect(refused).toMatchObject({
      state: 'invalid',
      invalidReason: 'FedEx refused the credentials: invalid_client (test provider)',
    });
    expect(await allTablesText(t.db)).not.toContain(PROVIDER_CLIENT.secret);
    // The settings form holds everything (no Authorize page): `basic` in the catalog, no authorizeUrl.
    expect(getConnector('fedex')!.authType).toBe('basic');
    expect(refused.authorizeUrl).toBeNull();
  });
});

describe('OpenID Connect (Google OIDC)', () => {
  it("checks the issuer's discovery document: callable for a real issuer, invalid for one without discovery", async () => {
    const { owner, application } = await withEnabled('google-oidc');
    const good = (await saveAs(owner, application, 'google-oidc', { issuer: provider.url, ...CLIENT })).data;
    expect(good).toMatchObject({ state: 'callable', settings: { issuer: provider.url, clientSecret: MASKED_SECRET } });
    const bad = (await saveAs(owner, application, 'google-oidc', { issuer: `${provider.url}/not-an-issuer` })).data;
    expect(bad).toMatchObject({
      state: 'invalid',
      invalidReason: expect.stringMatching(/^The issuer’s discovery document is not valid/),
    });
  });
});
