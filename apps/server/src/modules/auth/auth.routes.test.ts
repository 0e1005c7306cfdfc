import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { BODY_LIMIT_BYTES } from '../../app';
import { TEST_PASSWORD, constraintsAt, registration, tokenOf, uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.table';
import { sessions } from './auth.table';

const t = useTestApp();

const register = (body: unknown) => t.api.unchecked(authEndpoints.register, { body });
const login = (body: { email: string; password: string; remember?: boolean }, ip = '127.0.0.1') =>
  t.api.from(ip).call(authEndpoints.login, { body });
const me = (token?: string) => t.api.call(usersEndpoints.me, { token });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n;
/** The hours between creation and expiry of the newest session. */
const newestSessionHours = async () => {
  const [row] = await t.db
    .select({ hours: sql<number>`extract(epoch from (${sessions.expiresAt} - ${sessions.createdAt})) / 3600` })
    .from(sessions)
    .orderBy(sql`${sessions.createdAt} desc`)
    .limit(1);
  return Math.round(Number(row?.hours));
};

describe('register', () => {
  it('creates the user, an owned first team and a session', async () => {
    const body = registration({ profile: { name: 'Grace', lastname: 'Hopper', company: 'navy.mil' } });
    const registered = await t.api.call(authEndpoints.register, { body });
    expect(registered.status).toBe(201);
    const { token } = registered.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const user = (await me(token)).data;
    expect(user).toMatchObject({
      email: body.email,
      profile: { name: 'Grace', lastname: 'Hopper', company: 'https://navy.mil' },
      isVerified: false,
      settings: { hasBillingEvent: false, hasConnectionEvent: false, hasErrorEvent: false, hasSecurityEvent: false },
      guides: { completedDashboard: false, completedCreateApplication: false, completedConsumer: false },
      meta: { applicationId: null, step: 'none' },
    });
    expect(JSON.stringify(user)).not.toMatch(/password|argon/i);
    const teams = (await t.api.call(accountsEndpoints.list, { token })).data;
    expect(teams).toEqual([{ id: user.meta.accountId, name: "Grace's team", role: 'ADMIN' }]);
  });

  it('stores the password only as an argon2id hash and the token only as its SHA-256', async () => {
    const { token, email } = await t.signUp();
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await t.db.select({ hash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored.map((s) => s.hash)).not.toContain(token);
    expect(stored[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an email that exists in another case and creates nothing', async () => {
    const { email } = await t.signUp();
    const before = await userCount();
    const { error } = await register(registration({ email: email.toUpperCase() }));
    expect(error).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN', message: M.emailTaken });
    expect(constraintsAt(error, ['email'])).toEqual({ isUnique: M.emailTaken });
    expect(await userCount()).toBe(before);
  });

  it('stores the isVelory flag', async () => {
    const body = registration({ isVelory: true });
    await t.api.call(authEndpoints.register, { body });
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
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
    [
      'missing first name',
      { profile: { name: ' ', lastname: 'L' } },
      ['profile', 'name'],
      { isNotEmpty: M.firstNameRequired },
    ],
    [
      'missing last name',
      { profile: { name: 'F', lastname: '' } },
      ['profile', 'lastname'],
      { isNotEmpty: M.lastNameRequired },
    ],
    [
      'bad company',
      { profile: { name: 'F', lastname: 'L', company: 'not a site' } },
      ['profile', 'company'],
      { isUrl: M.websiteInvalid },
    ],
  ];
  it.each(cases)('reports %s with its message and creates nothing', async (_name, override, path, constraints) => {
    const before = await userCount();
    const { error } = await register({ ...registration(), ...override });
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(constraintsAt(error, path)).toEqual(constraints);
    expect(await userCount()).toBe(before);
  });

  it('reports every broken password rule at once', async () => {
    const { error } = await register(registration({ password: 'abc' }));
    expect(constraintsAt(error, ['password'])).toEqual({
      minLength: M.passwordLength,
      hasUppercase: M.passwordUppercase,
      hasNumber: M.passwordNumber,
      hasSpecial: M.passwordSpecial,
    });
  });

  it('refuses wrong types, malformed JSON, a missing body and an oversized body, creating nothing', async () => {
    const before = await userCount();
    const wrongTypes = await register({ email: 42, password: true, profile: 'x', isVelory: 'yes' });
    expect(wrongTypes.error.errors?.map((e) => e.property).sort()).toEqual([
      'email',
      'isVelory',
      'password',
      'profile',
    ]);

    const json = { 'content-type': 'application/json' };
    const malformed = await t.api.unchecked(authEndpoints.register, { headers: json, body: '{"email": ' });
    expect(malformed.error).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON' });
    expect((await register(undefined)).error.statusCode).toBe(400);
    const huge = await register({ ...registration(), padding: 'x'.repeat(BODY_LIMIT_BYTES) });
    expect(huge.error).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    // Fastify parses text/plain as a string, which the body schema then refuses.
    const text = await t.api.unchecked(authEndpoints.register, {
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(await userCount()).toBe(before);
  });
});

describe('login', () => {
  it('answers a session of that user: 30 days with remember (the default), 12 hours without', async () => {
    const { email, id } = await t.signUp();
    for (const [remember, hours] of [
      [true, 30 * 24],
      [false, 12],
      [undefined, 30 * 24],
    ] as const) {
      const { data } = await login(
        remember === undefined ? { email, password: TEST_PASSWORD } : { email, password: TEST_PASSWORD, remember },
      );
      expect((await me(tokenOf(data))).data.id).toBe(id);
      expect(await newestSessionHours()).toBe(hours);
    }
  });

  it('accepts the email in any case', async () => {
    const { email, id } = await t.signUp();
    const { data } = await login({ email: email.toUpperCase(), password: TEST_PASSWORD });
    expect((await me(tokenOf(data))).data.id).toBe(id);
  });

  it('answers a wrong password exactly like an unknown email', async () => {
    const { email } = await t.signUp();
    const wrong = await login({ email, password: 'Wrong-password-1' }, '10.0.0.1');
    const unknown = await login({ email: uniqueEmail('ghost'), password: 'Wrong-password-1' }, '10.0.0.1');
    expect(wrong.error).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: M.wrongCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates the form', async () => {
    const { error } = await login({ email: 'nope', password: '' });
    expect(error.statusCode).toBe(400);
    expect(constraintsAt(error, ['email'])).toEqual({ isEmail: M.emailInvalid });
    expect(constraintsAt(error, ['password'])).toEqual({ min: M.passwordRequired });
  });

  it('limits failures per email: the 11th try within 15 minutes gets 429, even with the right password', async () => {
    const { email } = await t.signUp();
    for (let i = 0; i < 10; i++) {
      // Spread over addresses so only the email limit applies.
      expect((await login({ email, password: 'Wrong-password-1' }, `10.1.0.${i}`)).error.message).toBe(
        M.wrongCredentials,
      );
    }
    const blocked = await login({ email, password: TEST_PASSWORD }, '10.1.1.1');
    expect(blocked.error).toMatchObject({
      statusCode: 429,
      message:
        'Too many failed sign-in attempts. Try again in 15 minutes, or sign in from a browser you have signed in with before.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('limits failures per IP address across emails', async () => {
    for (let i = 0; i < 10; i++) await login({ email: uniqueEmail('spray'), password: 'Wrong-password-1' }, '10.2.0.1');
    const { email } = await t.signUp();
    expect((await login({ email, password: TEST_PASSWORD }, '10.2.0.1')).status).toBe(429);
    expect((await login({ email, password: TEST_PASSWORD }, '10.2.0.2')).ok).toBe(true);
  });
});

describe('sessions', () => {
  it('logout ends the session', async () => {
    const { token, id } = await t.signUp();
    expect((await me(token)).data.id).toBe(id);
    expect((await t.api.call(authEndpoints.logout, { token })).data).toEqual({ ok: true });
    expect((await me(token)).error).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Authentication required',
    });
  });

  it('users/me refuses no token, a garbage token, another scheme and an expired session', async () => {
    expect((await me()).status).toBe(401);
    expect((await me('garbage')).status).toBe(401);
    expect((await t.api.unchecked(usersEndpoints.me, { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    const { token } = await t.signUp();
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(token)).status).toBe(401);
  });

  it('a trailing slash is optional', async () => {
    const { token, id } = await t.signUp();
    const withSlash = await t.app.inject({
      method: 'GET',
      url: `/api${usersEndpoints.me.path}/`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withSlash.json()).toMatchObject({ data: { id } });
  });
});
