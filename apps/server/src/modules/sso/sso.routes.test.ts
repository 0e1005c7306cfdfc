import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { VALID_PASSWORD, bearer, constraintsAt, signUp, uniqueEmail } from '../../test/factories';
import { type OAuthProvider, type ProviderIdentity, startOAuthProvider } from '../../test/oauth-provider';
import { users } from '../users/users.table';
import { oauthStates, userIdentities } from './sso.table';

const PUBLIC_URL = 'http://portal.localhost:3999';

let provider: OAuthProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOAuthProvider();
  t = await buildTestApp({ ...provider.env, PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

type Provider = 'google' | 'github';
let ip = 0;
/** Each sign-in from its own address: starting one is limited per address. */
const start = (name: string, remoteAddress = `10.40.${Math.floor(++ip / 250)}.${ip % 250}`) =>
  t.app.inject({ method: 'GET', url: `/api/auth/sso?provider=${name}`, remoteAddress });
const exchange = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/token', payload });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

/** What the browser does: open the provider's address and follow its redirect back to /login-callback. */
async function authorize(name: Provider): Promise<{ code: string; state: string; callback: URL }> {
  const started = await start(name);
  expect(started.statusCode).toBe(200);
  const response = await fetch(started.json().data.url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get('location') as string);
  return { code: callback.searchParams.get('code') as string, state: callback.searchParams.get('state') as string, callback };
}

/** A whole sign-in as `identity`. */
async function signInAs(name: Provider, identity: ProviderIdentity, extra: object = {}) {
  provider.setIdentity(identity);
  const { code, state } = await authorize(name);
  return exchange({ code, state, ...extra });
}

const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0];

beforeEach(() => {
  provider.setIdentity({ email: uniqueEmail('sso'), name: 'Sso Person' });
});

describe('GET /api/auth/sso', () => {
  it('answers the Google address: authorization code with state, PKCE S256 and a nonce, back to /login-callback', async () => {
    const response = await start('google');
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(provider.env.GOOGLE_AUTH_URL);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.env.GOOGLE_CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}/login-callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // Only a hash of the state is stored.
    const stored = await t.database.db.select({ hash: oauthStates.stateHash }).from(oauthStates);
    expect(stored.map((row) => row.hash)).toContain(createHash('sha256').update(url.searchParams.get('state') as string).digest('hex'));
  });

  it('answers the GitHub address with state and PKCE', async () => {
    const url = new URL((await start('github')).json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(provider.env.GITHUB_AUTH_URL);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.env.GITHUB_CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}/login-callback`,
      scope: 'read:user user:email',
      code_challenge_method: 'S256',
    });
  });

  it('says clearly when a provider is not configured', async () => {
    const bare = await buildTestApp({ GITHUB_CLIENT_ID: 'only-an-id' }, t.database);
    try {
      for (const [name, label] of [['google', 'Google'], ['github', 'GitHub']]) {
        const response = await bare.app.inject({ method: 'GET', url: `/api/auth/sso?provider=${name}` });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toEqual({
          statusCode: 400,
          code: 'PROVIDER_NOT_CONFIGURED',
          message: `Sign in with ${label} is not configured on this server. Use your email and password.`,
        });
      }
    } finally {
      await bare.app.close();
    }
  });
});

describe.each(['google', 'github'] as const)('POST /api/auth/token with %s', (name) => {
  it('signs a new person up: a verified user with a team, and a session', async () => {
    const email = uniqueEmail(`new-${name}`);
    const response = await signInAs(name, { email, name: 'Grace Brewster Hopper' });
    expect(response.statusCode).toBe(200);
    const { token } = response.json().data;
    const user = (await me(token)).json().data;
    expect(user).toMatchObject({
      email,
      isVerified: true,
      profile: { name: 'Grace Brewster', lastname: 'Hopper', company: null },
      meta: { step: 'none' },
    });
    const teams = (await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) })).json().data;
    expect(teams).toEqual([{ id: user.meta.accountId, name: "Grace Brewster's team", role: 'ADMIN' }]);
    const row = await userByEmail(email);
    expect(row?.passwordHash).toBeNull();
  });

  it('signs the same person in again as the same user', async () => {
    const email = uniqueEmail(`again-${name}`);
    const first = (await me((await signInAs(name, { email })).json().data.token)).json().data;
    const second = (await me((await signInAs(name, { email })).json().data.token)).json().data;
    expect(second.id).toBe(first.id);
    const links = await t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, first.id));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ provider: name, email });
  });

  it('links an existing user by verified email in any case; the password keeps working', async () => {
    const person = await signUp(t.app);
    await t.database.db.update(users).set({ isVerified: true }).where(eq(users.email, person.email));
    const response = await signInAs(name, { email: person.email.toUpperCase(), name: 'Someone Else' });
    expect(response.statusCode).toBe(200);
    const user = (await me(response.json().data.token)).json().data;
    expect(user.email).toBe(person.email);
    // The profile the person chose stays.
    expect(user.profile).toMatchObject({ name: 'Ada', lastname: 'Lovelace' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      payload: { email: person.email, password: VALID_PASSWORD },
      remoteAddress: '10.30.0.1',
    });
    expect(login.statusCode).toBe(200);
    expect((await me(person.token)).statusCode).toBe(200);
  });

  it('refuses an unverified email', async () => {
    const email = uniqueEmail('unverified');
    const response = await signInAs(name, { email, verified: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('SSO_FAILED');
    expect(response.json().error.message).toMatch(/not verified|no verified primary email/);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('sends the PKCE verifier that matches the challenge, and the client secret', async () => {
    const { code, state } = await authorize(name);
    const before = provider.tokenRequests.length;
    expect((await exchange({ code, state })).statusCode).toBe(200);
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
    const { code, state } = await authorize(name);
    expect((await exchange({ code, state })).statusCode).toBe(200);
    const again = await exchange({ code, state });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ statusCode: 400, code: 'SSO_STATE_INVALID', message: M.ssoStateInvalid });
  });

  it('a state expires after 10 minutes', async () => {
    const { code, state } = await authorize(name);
    await t.database.db.update(oauthStates).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await exchange({ code, state });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('SSO_STATE_INVALID');
  });

  it('refuses a wrong code or a made-up state, creating nobody', async () => {
    const email = uniqueEmail('wrong-code');
    provider.setIdentity({ email });
    const { state } = await authorize(name);
    const wrong = await exchange({ code: 'not-the-code', state });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('SSO_FAILED');
    const { code } = await authorize(name);
    expect((await exchange({ code, state: 'made-up' })).json().error.code).toBe('SSO_STATE_INVALID');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('stores the branded flag of a new person', async () => {
    const email = uniqueEmail('velory');
    expect((await signInAs(name, { email }, { isVelory: true })).statusCode).toBe(200);
    expect((await userByEmail(email))?.isVelory).toBe(true);
  });

  it('asks for the second factor of a user who has it on', async () => {
    const person = await signUp(t.app);
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/auth/mfa/generate', headers: bearer(person.token) })).json().data;
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/mfa/enable',
      headers: bearer(person.token),
      payload: { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
    });
    await t.database.db.update(users).set({ isVerified: true }).where(eq(users.email, person.email));
    const response = await signInAs(name, { email: person.email });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toEqual({ mfa: true, key: expect.any(String) });
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/mfa', payload: { key: data.key, code: totp.generate() } });
    expect(done.statusCode).toBe(200);
    expect((await me(done.json().data.token)).json().data.email).toBe(person.email);
  });
});

describe('account linking', () => {
  it('takes over an unverified password account for its proven owner: the password and its sessions end', async () => {
    const squatter = await signUp(t.app);
    const response = await signInAs('google', { email: squatter.email });
    expect(response.statusCode).toBe(200);
    const user = (await me(response.json().data.token)).json().data;
    expect(user.isVerified).toBe(true);
    expect((await me(squatter.token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      payload: { email: squatter.email, password: VALID_PASSWORD },
      remoteAddress: '10.30.0.2',
    });
    expect(login.statusCode).toBe(400);
  });

  it('one user can sign in with Google and GitHub under the same email', async () => {
    const email = uniqueEmail('both');
    const viaGoogle = (await me((await signInAs('google', { email })).json().data.token)).json().data;
    const viaGithub = (await me((await signInAs('github', { email })).json().data.token)).json().data;
    expect(viaGithub.id).toBe(viaGoogle.id);
  });

  it('GitHub: uses the primary verified email, not another listed one', async () => {
    const email = uniqueEmail('primary');
    const other = uniqueEmail('other');
    const response = await signInAs('github', { email, otherEmails: [{ email: other, verified: true }] });
    expect((await me(response.json().data.token)).json().data.email).toBe(email);
    expect(await userByEmail(other)).toBeUndefined();
  });

  it('GitHub without a name: the login becomes the first name', async () => {
    const email = uniqueEmail('noname');
    const response = await signInAs('github', { email });
    expect((await me(response.json().data.token)).json().data.profile).toMatchObject({ name: email.split('@')[0], lastname: '' });
  });
});

describe('Google ID token checks', () => {
  const cases: Array<[string, ProviderIdentity['idToken']]> = [
    ['signed with another key', { foreignKey: true }],
    ['for another client', { audience: 'someone-else' }],
    ['from another issuer', { issuer: 'https://evil.example.com' }],
    ['with another nonce', { nonce: 'replayed-nonce' }],
    ['expired', { expired: true }],
  ];
  it.each(cases)('refuses an ID token %s', async (_name, idToken) => {
    const email = uniqueEmail('tampered');
    const response = await signInAs('google', { email, idToken });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('SSO_FAILED');
    expect(await userByEmail(email)).toBeUndefined();
  });
});

describe('validation and failures', () => {
  it('limits sign-in starts to 30 a minute per address', async () => {
    for (let i = 0; i < 30; i++) expect((await start('github', '10.41.0.1')).statusCode).toBe(200);
    const blocked = await start('github', '10.41.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect((await start('github', '10.41.0.2')).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    const response = await exchange({ code: '', isVelory: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(constraintsAt(response.json(), ['code'])).toEqual({ min: M.ssoCodeRequired });
    expect(constraintsAt(response.json(), ['state'])).toEqual({ isType: M.ssoStateRequired });
    expect(constraintsAt(response.json(), ['isVelory'])).toBeDefined();
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const down = await buildTestApp({ ...provider.env, GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token', PUBLIC_URL }, t.database);
    try {
      const started = await down.app.inject({ method: 'GET', url: '/api/auth/sso?provider=google' });
      const location = new URL((await fetch(started.json().data.url, { redirect: 'manual' })).headers.get('location') as string);
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { code: location.searchParams.get('code'), state: location.searchParams.get('state') },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toEqual({
        statusCode: 502,
        code: 'SSO_PROVIDER_UNAVAILABLE',
        message: 'Google could not be reached. Try again later.',
      });
    } finally {
      await down.app.close();
    }
  });
});
