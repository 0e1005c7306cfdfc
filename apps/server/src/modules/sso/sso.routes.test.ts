import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import type { TokenExchangeBody } from '@portal/shared/auth/auth.schemas';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import type { TestClient } from '../../test/api-client';
import { TEST_PASSWORD, constraintsAt, tokenOf, uniqueEmail } from '../../test/factories';
import type { ProviderIdentity } from '../../test/oauth-provider';
import { buildTestApp, useOAuthProvider, useTestApp } from '../../test/test-app';
import { users } from '../users/users.table';
import { oauthStates, userIdentities } from './sso.table';

const PUBLIC_URL = 'http://portal.localhost:3999';

const provider = useOAuthProvider();
const t = useTestApp(() => ({ ...provider.env, PUBLIC_URL }));

type Provider = 'google' | 'github';
let ip = 0;
/** Each sign-in from its own address: starting one is limited per address. */
const start = (name: Provider, from = `10.40.${Math.floor(++ip / 250)}.${ip % 250}`, api: TestClient = t.api) =>
  api.from(from).call(authEndpoints.ssoStart, { query: { provider: name } });
const exchange = (body: TokenExchangeBody, api: TestClient = t.api) => api.call(authEndpoints.ssoToken, { body });
const me = async (token: string) => (await t.api.call(usersEndpoints.me, { token })).data;
const meOf = async (answer: Awaited<ReturnType<typeof exchange>>) => me(tokenOf(answer.data));

/** What the browser does: open the provider's address and follow its redirect back to /login-callback. */
async function authorize(name: Provider, api?: TestClient): Promise<{ code: string; state: string }> {
  const started = await start(name, undefined, api);
  const response = await fetch(started.data.url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get('location') as string);
  return { code: callback.searchParams.get('code') as string, state: callback.searchParams.get('state') as string };
}

/** A whole sign-in as `identity`. */
async function signInAs(name: Provider, identity: ProviderIdentity, extra: Partial<TokenExchangeBody> = {}) {
  provider.setIdentity(identity);
  return exchange({ ...(await authorize(name)), ...extra });
}

const userByEmail = async (email: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
  )[0];
const verifyEmailOf = (email: string) => t.db.update(users).set({ isVerified: true }).where(eq(users.email, email));

beforeEach(() => {
  provider.setIdentity({ email: uniqueEmail('sso'), name: 'Sso Person' });
});

describe('starting a sign-in', () => {
  /** Where a started sign-in sends the browser: the provider's address and the query it gets. */
  async function started(name: Provider) {
    const url = new URL((await start(name)).data.url);
    return { address: `${url.origin}${url.pathname}`, query: Object.fromEntries(url.searchParams) };
  }

  it('answers the Google address: authorization code with state, PKCE S256 and a nonce, back to /login-callback', async () => {
    const { address, query } = await started('google');
    expect(address).toBe(provider.env.GOOGLE_AUTH_URL);
    expect(query).toMatchObject({
      client_id: provider.env.GOOGLE_CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}/login-callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    // Only a hash of the state is stored.
    const stored = await t.db.select({ hash: oauthStates.stateHash }).from(oauthStates);
    expect(stored.map((row) => row.hash)).toContain(createHash('sha256').update(query.state!).digest('hex'));
  });

  it('answers the GitHub address with state and PKCE', async () => {
    expect(await started('github')).toMatchObject({
      address: provider.env.GITHUB_AUTH_URL,
      query: {
        client_id: provider.env.GITHUB_CLIENT_ID,
        redirect_uri: `${PUBLIC_URL}/login-callback`,
        scope: 'read:user user:email',
        code_challenge_method: 'S256',
      },
    });
  });

  it('says clearly when a provider is not configured', async () => {
    const bare = await buildTestApp({ GITHUB_CLIENT_ID: 'only-an-id' }, t.database);
    try {
      for (const [name, label] of [
        ['google', 'Google'],
        ['github', 'GitHub'],
      ] as const) {
        expect((await start(name, '10.42.0.1', bare.api)).error).toEqual({
          statusCode: 400,
          code: 'PROVIDER_NOT_CONFIGURED',
          message: `Sign in with ${label} is not configured on this server. Use your email and password.`,
        });
      }
    } finally {
      await bare.close();
    }
  });

  it('refuses a provider it does not know', async () => {
    const { error } = await t.api.unchecked(authEndpoints.ssoStart, { query: { provider: 'facebook' } });
    expect(constraintsAt(error, ['provider'])).toEqual({ isIn: 'Provider must be one of: google, github' });
  });

  it('limits sign-in starts to 30 a minute per address', async () => {
    for (let i = 0; i < 30; i++) expect((await start('github', '10.41.0.1')).ok).toBe(true);
    expect((await start('github', '10.41.0.1')).error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    expect((await start('github', '10.41.0.2')).ok).toBe(true);
  });
});

describe.each(['google', 'github'] as const)('finishing a sign-in with %s', (name) => {
  it('signs a new person up: a verified user with a team, and a session', async () => {
    const email = uniqueEmail(`new-${name}`);
    const answer = await signInAs(name, { email, name: 'Grace Brewster Hopper' });
    const user = await meOf(answer);
    expect(user).toMatchObject({
      email,
      isVerified: true,
      profile: { name: 'Grace Brewster', lastname: 'Hopper', company: null },
      meta: { step: 'none' },
    });
    const teams = (await t.api.call(accountsEndpoints.list, { token: tokenOf(answer.data) })).data;
    expect(teams).toEqual([{ id: user.meta.accountId, name: "Grace Brewster's team", role: 'ADMIN' }]);
    expect((await userByEmail(email))?.passwordHash).toBeNull();
  });

  it('signs the same person in again as the same user', async () => {
    const email = uniqueEmail(`again-${name}`);
    const first = await meOf(await signInAs(name, { email }));
    expect((await meOf(await signInAs(name, { email }))).id).toBe(first.id);
    const links = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, first.id));
    expect(links).toEqual([expect.objectContaining({ provider: name, email })]);
  });

  it('links an existing user by verified email in any case; the password keeps working', async () => {
    const person = await t.signUp();
    await verifyEmailOf(person.email);
    const user = await meOf(await signInAs(name, { email: person.email.toUpperCase(), name: 'Someone Else' }));
    expect(user).toMatchObject({ id: person.id, email: person.email });
    // The profile the person chose stays.
    expect(user.profile).toMatchObject({ name: 'Ada', lastname: 'Lovelace' });
    const login = await t.api
      .from('10.30.0.1')
      .call(authEndpoints.login, { body: { email: person.email, password: TEST_PASSWORD } });
    expect((await me(tokenOf(login.data))).id).toBe(person.id);
    expect((await me(person.token)).id).toBe(person.id);
  });

  it('refuses an unverified email', async () => {
    const email = uniqueEmail('unverified');
    const { error } = await signInAs(name, { email, verified: false });
    expect(error.code).toBe('SSO_FAILED');
    expect(error.message).toMatch(/not verified|no verified primary email/);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('sends the PKCE verifier that matches the challenge, and the client secret', async () => {
    const { code, state } = await authorize(name);
    const before = provider.tokenRequests.length;
    expect((await exchange({ code, state })).ok).toBe(true);
    const request = provider.tokenRequests[before];
    expect(request?.provider).toBe(name);
    expect(request?.params).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${PUBLIC_URL}/login-callback`,
      client_secret: name === 'google' ? provider.env.GOOGLE_CLIENT_SECRET : provider.env.GITHUB_CLIENT_SECRET,
    });
    expect(request?.params.code_verifier).toMatch(/^[\w-]{43,128}$/);
  });

  it('a state works once', async () => {
    const grant = await authorize(name);
    expect((await exchange(grant)).ok).toBe(true);
    expect((await exchange(grant)).error).toEqual({
      statusCode: 400,
      code: 'SSO_STATE_INVALID',
      message: M.ssoStateInvalid,
    });
  });

  it('a state expires after 10 minutes', async () => {
    const grant = await authorize(name);
    await t.db.update(oauthStates).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await exchange(grant)).error).toMatchObject({ statusCode: 400, code: 'SSO_STATE_INVALID' });
  });

  it('refuses a wrong code or a made-up state, creating nobody', async () => {
    const email = uniqueEmail('wrong-code');
    provider.setIdentity({ email });
    const { state } = await authorize(name);
    expect((await exchange({ code: 'not-the-code', state })).error).toMatchObject({
      statusCode: 400,
      code: 'SSO_FAILED',
    });
    const { code } = await authorize(name);
    expect((await exchange({ code, state: 'made-up' })).error.code).toBe('SSO_STATE_INVALID');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('stores the branded flag of a new person', async () => {
    const email = uniqueEmail('velory');
    expect((await signInAs(name, { email }, { isVelory: true })).ok).toBe(true);
    expect((await userByEmail(email))?.isVelory).toBe(true);
  });

  it('asks for the second factor of a user who has it on', async () => {
    const person = await t.signUp();
    const { secret } = (await person.api.call(authEndpoints.mfaGenerate)).data;
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await person.api.call(authEndpoints.mfaEnable, {
      body: { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
    });
    await verifyEmailOf(person.email);
    const { data } = await signInAs(name, { email: person.email });
    expect(data).toEqual({ mfa: true, key: expect.any(String) });
    const done = await t.api.call(authEndpoints.mfaLogin, {
      body: { key: 'key' in data ? data.key : '', code: totp.generate() },
    });
    expect((await me(done.data.token)).id).toBe(person.id);
  });
});

describe('account linking', () => {
  it('takes over an unverified password account for its proven owner: the password and its sessions end', async () => {
    const squatter = await t.signUp();
    const user = await meOf(await signInAs('google', { email: squatter.email }));
    expect(user).toMatchObject({ id: squatter.id, isVerified: true });
    expect((await t.api.call(usersEndpoints.me, { token: squatter.token })).status).toBe(401);
    const login = await t.api
      .from('10.30.0.2')
      .call(authEndpoints.login, { body: { email: squatter.email, password: TEST_PASSWORD } });
    expect(login.error.message).toBe(M.wrongCredentials);
  });

  it('one user can sign in with Google and GitHub under the same email', async () => {
    const email = uniqueEmail('both');
    const viaGoogle = await meOf(await signInAs('google', { email }));
    expect((await meOf(await signInAs('github', { email }))).id).toBe(viaGoogle.id);
  });

  it('GitHub: uses the primary verified email, not another listed one', async () => {
    const email = uniqueEmail('primary');
    const other = uniqueEmail('other');
    expect(
      (await meOf(await signInAs('github', { email, otherEmails: [{ email: other, verified: true }] }))).email,
    ).toBe(email);
    expect(await userByEmail(other)).toBeUndefined();
  });

  it('GitHub without a name: the login becomes the first name', async () => {
    const email = uniqueEmail('noname');
    expect((await meOf(await signInAs('github', { email }))).profile).toMatchObject({
      name: email.split('@')[0],
      lastname: '',
    });
  });
});

describe('failures', () => {
  const tampered: Array<[string, ProviderIdentity['idToken']]> = [
    ['signed with another key', { foreignKey: true }],
    ['for another client', { audience: 'someone-else' }],
    ['from another issuer', { issuer: 'https://evil.example.com' }],
    ['with another nonce', { nonce: 'replayed-nonce' }],
    ['expired', { expired: true }],
  ];
  it.each(tampered)('refuses a Google ID token %s', async (_name, idToken) => {
    const email = uniqueEmail('tampered');
    expect((await signInAs('google', { email, idToken })).error).toMatchObject({ statusCode: 400, code: 'SSO_FAILED' });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('validates the body', async () => {
    const { error } = await t.api.unchecked(authEndpoints.ssoToken, { body: { code: '', isVelory: 'yes' } });
    expect(constraintsAt(error, ['code'])).toEqual({ min: M.ssoCodeRequired });
    expect(constraintsAt(error, ['state'])).toEqual({ isType: M.ssoStateRequired });
    expect(constraintsAt(error, ['isVelory'])).toEqual({ isType: expect.any(String) });
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const down = await buildTestApp(
      { ...provider.env, GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token', PUBLIC_URL },
      t.database,
    );
    try {
      const grant = await authorize('google', down.api);
      expect((await exchange(grant, down.api)).error).toEqual({
        statusCode: 502,
        code: 'SSO_PROVIDER_UNAVAILABLE',
        message: 'Google could not be reached. Try again later.',
      });
    } finally {
      await down.close();
    }
  });
});
