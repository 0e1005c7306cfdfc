import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import { BODY_LIMIT_BYTES } from '../../app';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { VALID_PASSWORD, bearer, constraintsAt, registration, signUp, uniqueEmail } from '../../test/factories';
import { users } from '../users/users.table';
import { sessions } from './auth.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
const login = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/email', payload, remoteAddress });
const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/users/me', headers });
const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

describe('POST /api/auth/register', () => {
  it('creates the user, an owned first team and a session', async () => {
    const body = registration({ profile: { name: 'Grace', lastname: 'Hopper', company: 'navy.mil' } });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { token } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const user = (await me(bearer(token))).json().data;
    expect(user).toMatchObject({
      email: body.email,
      profile: { name: 'Grace', lastname: 'Hopper', company: 'https://navy.mil' },
      isVerified: false,
      settings: { hasBillingEvent: false, hasConnectionEvent: false, hasErrorEvent: false, hasSecurityEvent: false },
      guides: { completedDashboard: false, completedCreateApplication: false, completedConsumer: false },
      meta: { applicationId: null, step: 'none' },
    });
    expect(JSON.stringify(user)).not.toMatch(/password|argon/i);

    const teams = (await t.app.inject({ method: 'GET', url: '/api/accounts/', headers: bearer(token) })).json().data;
    expect(teams).toEqual([{ id: user.meta.accountId, name: "Grace's team", role: 'ADMIN' }]);
  });

  it('stores the password only as an argon2id hash and the token only as its SHA-256', async () => {
    const { token, email } = await signUp(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored.map((s) => s.hash)).not.toContain(token);
    expect(stored[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an email that exists in another case and creates nothing', async () => {
    const { email } = await signUp(t.app);
    const before = await userCount();
    const response = await register(registration({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'EMAIL_TAKEN', message: M.emailTaken });
    expect(constraintsAt(response.json(), ['email'])).toEqual({ isUnique: M.emailTaken });
    expect(await userCount()).toBe(before);
  });

  it('answers the isVelory flag and stores it', async () => {
    const body = registration({ isVelory: true });
    expect((await register(body)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.isVelory).toBe(true);
  });

  const cases: Array<[string, object, string[], Record<string, string>]> = [
    ['missing email', { email: '' }, ['email'], { isNotEmpty: M.emailRequired }],
    ['invalid email', { email: 'not-an-email' }, ['email'], { isEmail: M.emailInvalid }],
    ['short password', { password: 'Aa1!' }, ['password'], { minLength: M.passwordLength }],
    ['password over 250', { password: `Aa1!${'x'.repeat(247)}` }, ['password'], { maxLength: M.passwordTooLong }],
    ['no lowercase', { password: 'ABCDEFGHIJK1!' }, ['password'], { hasLowercase: M.passwordLowercase }],
    ['no uppercase', { password: 'abcdefghijk1!' }, ['password'], { hasUppercase: M.passwordUppercase }],
    ['no number', { password: 'Abcdefghijkl!' }, ['password'], { hasNumber: M.passwordNumber }],
    ['no symbol', { password: 'Abcdefghijkl1' }, ['password'], { hasSpecial: M.passwordSpecial }],
    ['missing first name', { profile: { name: ' ', lastname: 'L' } }, ['profile', 'name'], { isNotEmpty: M.firstNameRequired }],
    ['missing last name', { profile: { name: 'F', lastname: '' } }, ['profile', 'lastname'], { isNotEmpty: M.lastNameRequired }],
    ['bad company', { profile: { name: 'F', lastname: 'L', company: 'not a site' } }, ['profile', 'company'], { isUrl: M.websiteInvalid }],
  ];
  it.each(cases)('reports %s with its message and creates nothing', async (_name, override, path, constraints) => {
    const before = await userCount();
    const response = await register({ ...registration(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(constraintsAt(response.json(), path)).toEqual(constraints);
    expect(await userCount()).toBe(before);
  });

  it('reports every broken password rule at once', async () => {
    const response = await register(registration({ password: 'abc' }));
    expect(constraintsAt(response.json(), ['password'])).toEqual({
      minLength: M.passwordLength,
      hasUppercase: M.passwordUppercase,
      hasNumber: M.passwordNumber,
      hasSpecial: M.passwordSpecial,
    });
  });

  it('refuses wrong types, malformed JSON, a missing body and an oversized body, creating nothing', async () => {
    const before = await userCount();
    const wrongTypes = await register({ email: 42, password: true, profile: 'x', isVelory: 'yes' });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().error.errors.map((e: { property: string }) => e.property).sort()).toEqual(
      ['email', 'isVelory', 'password', 'profile'],
    );

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON' });

    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.statusCode).toBe(400);

    const huge = await register({ ...registration(), padding: 'x'.repeat(BODY_LIMIT_BYTES) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    // Fastify parses text/plain as a string, which the body schema then refuses.
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('VALIDATION_ERROR');
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/auth/email', () => {
  it('signs in with remember true for 30 days and false for 12 hours', async () => {
    const { email } = await signUp(t.app);
    const hours = async (remember: boolean | undefined) => {
      const response = await login(remember === undefined ? { email, password: VALID_PASSWORD } : { email, password: VALID_PASSWORD, remember });
      expect(response.statusCode).toBe(200);
      const token = response.json().data.token as string;
      expect((await me(bearer(token))).statusCode).toBe(200);
      const [row] = await t.database.db
        .select({ hours: sql<number>`extract(epoch from (${sessions.expiresAt} - ${sessions.createdAt})) / 3600` })
        .from(sessions)
        .orderBy(sql`${sessions.createdAt} desc`)
        .limit(1);
      return Math.round(Number(row?.hours));
    };
    expect(await hours(true)).toBe(30 * 24);
    expect(await hours(false)).toBe(12);
    expect(await hours(undefined)).toBe(30 * 24);
  });

  it('accepts the email in any case', async () => {
    const { email } = await signUp(t.app);
    expect((await login({ email: email.toUpperCase(), password: VALID_PASSWORD })).statusCode).toBe(200);
  });

  it('answers a wrong password exactly like an unknown email', async () => {
    const { email } = await signUp(t.app);
    const wrong = await login({ email, password: 'Wrong-password-1' }, '10.0.0.1');
    const unknown = await login({ email: uniqueEmail('ghost'), password: 'Wrong-password-1' }, '10.0.0.1');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe(M.wrongCredentials);
  });

  it('validates the form', async () => {
    const response = await login({ email: 'nope', password: '' });
    expect(response.statusCode).toBe(400);
    expect(constraintsAt(response.json(), ['email'])).toEqual({ isEmail: M.emailInvalid });
    expect(constraintsAt(response.json(), ['password'])).toEqual({ min: M.passwordRequired });
  });

  it('limits failures per email: the 11th try within 15 minutes gets 429, even with the right password', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      // Spread over addresses so only the email limit applies.
      expect((await login({ email, password: 'Wrong-password-1' }, `10.1.0.${i}`)).statusCode).toBe(400);
    }
    const blocked = await login({ email, password: VALID_PASSWORD }, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('limits failures per IP address across emails', async () => {
    for (let i = 0; i < 10; i++) {
      await login({ email: uniqueEmail('spray'), password: 'Wrong-password-1' }, '10.2.0.1');
    }
    const { email } = await signUp(t.app);
    expect((await login({ email, password: VALID_PASSWORD }, '10.2.0.1')).statusCode).toBe(429);
    expect((await login({ email, password: VALID_PASSWORD }, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout revokes the session', async () => {
    const { token } = await signUp(t.app);
    expect((await me(bearer(token))).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await me(bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Authentication required' });
  });

  it('users/me refuses no token, a garbage token and an expired session', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me(bearer('garbage'))).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
    const { token } = await signUp(t.app);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('a trailing slash is optional', async () => {
    const { token } = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('GET /api/auth/sso', () => {
  it('says clearly when a provider is not configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/sso?provider=google' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Sign in with Google is not configured on this server. Use your email and password.',
    );
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/sso?provider=facebook' });
    expect(unknown.statusCode).toBe(400);
    expect(constraintsAt(unknown.json(), ['provider'])).toEqual({ isIn: 'Provider must be one of: google, github' });
  });
});
