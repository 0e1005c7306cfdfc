import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import { type TestApp, TEST_SECRET_KEY, buildTestApp } from '../../test/build-test-app';
import { VALID_PASSWORD, bearer, constraintsAt, signUp } from '../../test/factories';
import { createSecretBox } from '../../lib/secret-box';
import { mfaChallenges, sessions } from '../auth/auth.table';
import { users } from '../users/users.table';
import { userMfa } from './mfa.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

let ip = 0;
/** Each call from its own address, so the sign-in limits of one test never touch another. */
const nextIp = () => `10.20.${Math.floor(++ip / 250)}.${ip % 250}`;

const status = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/mfa', headers: bearer(token) });
const generate = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/mfa/generate', headers: bearer(token) });
const enable = (token: string, code: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/mfa/enable', headers: bearer(token), payload: { code } as object });
const disable = (token: string, code: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/mfa/disable', headers: bearer(token), payload: { code } as object });
const login = (email: string, remember = true) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email', payload: { email, password: VALID_PASSWORD, remember }, remoteAddress: nextIp() });
const second = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/mfa', payload, remoteAddress: nextIp() });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

/** The code of an authenticator `steps` 30-second steps away from now. */
function codeAt(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Waits out the last 3 seconds of a 30-second step, so "n steps away" means the same to the test and the server. */
async function clearOfStepEdge() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** A signed-up user with the second factor on (enabled with the code of the previous step). */
async function userWithMfa() {
  const person = await signUp(t.app);
  const { secret } = (await generate(person.token)).json().data;
  const response = await enable(person.token, codeAt(secret, -1));
  if (response.statusCode !== 200) throw new Error(response.body);
  return { ...person, secret };
}

describe('second factor set-up', () => {
  it('starts off; generate answers an otpauth URI and its secret, pending until a code enables it', async () => {
    const { token, email } = await signUp(t.app);
    expect((await status(token)).json()).toEqual({ data: { enabled: false, pending: false } });

    const generated = await generate(token);
    expect(generated.statusCode).toBe(200);
    const { uri, secret } = generated.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = URI.parse(uri) as TOTP;
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({ issuer: 'Developer Portal', label: email, digits: 6, period: 30, algorithm: 'SHA1' });
    expect(parsed.secret.base32).toBe(secret);
    expect((await status(token)).json()).toEqual({ data: { enabled: false, pending: true } });

    // Not active yet: login still answers a session.
    expect((await login(email)).json().data.token).toBeTruthy();

    const enabled = await enable(token, codeAt(secret));
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toEqual({ data: { enabled: true, pending: false } });
    expect((await status(token)).json()).toEqual({ data: { enabled: true, pending: false } });
  });

  it('keeps the secret encrypted with AES-256-GCM under SECRET_KEY', async () => {
    const { token, email } = await signUp(t.app);
    const { secret } = (await generate(token)).json().data;
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [row] = await t.database.db.select().from(userMfa).where(eq(userMfa.userId, user!.id));
    expect(row?.secretSealed).not.toContain(secret);
    expect(row?.secretSealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(createSecretBox(TEST_SECRET_KEY).decrypt(row!.secretSealed, `totp:${user!.id}`)).toBe(secret);
    expect(() => createSecretBox('another-key-another-key-another-key!').decrypt(row!.secretSealed, `totp:${user!.id}`)).toThrow();
    // Bound to its user: the same value under another user's id does not open.
    expect(() => createSecretBox(TEST_SECRET_KEY).decrypt(row!.secretSealed, 'totp:someone-else')).toThrow();
  });

  it('generating again replaces a pending secret: the old one no longer enables', async () => {
    const { token } = await signUp(t.app);
    const first = (await generate(token)).json().data.secret;
    const next = (await generate(token)).json().data.secret;
    expect(next).not.toBe(first);
    const old = await enable(token, codeAt(first));
    expect(old.statusCode).toBe(400);
    expect((await enable(token, codeAt(next))).statusCode).toBe(200);
  });

  it('refuses a wrong code, enabling without a secret, and generating while enabled', async () => {
    const { token } = await signUp(t.app);
    const none = await enable(token, '123456');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(M.mfaNotPending);

    const { secret } = (await generate(token)).json().data;
    const wrong = await enable(token, codeAt(secret, 3));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: M.codeWrong });
    expect(constraintsAt(wrong.json(), ['code'])).toEqual({ isValid: M.codeWrong });
    expect((await status(token)).json().data).toEqual({ enabled: false, pending: true });

    expect((await enable(token, codeAt(secret))).statusCode).toBe(200);
    const again = await generate(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(M.mfaAlreadyEnabled);
    expect((await enable(token, codeAt(secret, 1))).json().error.message).toBe(M.mfaAlreadyEnabled);
  });

  it('validates the code field', async () => {
    const { token } = await signUp(t.app);
    await generate(token);
    for (const [code, rule, message] of [
      ['', 'isNotEmpty', M.codeRequired],
      ['12345', 'isTotp', M.codeFormat],
      ['abcdef', 'isTotp', M.codeFormat],
      ['1234567', 'isTotp', M.codeFormat],
    ] as const) {
      const response = await enable(token, code);
      expect(response.statusCode, code).toBe(400);
      expect(constraintsAt(response.json(), ['code'])).toEqual({ [rule]: message });
    }
    expect(constraintsAt((await enable(token, 123456)).json(), ['code'])).toEqual({ isType: M.codeRequired });
  });

  it('accepts a code typed with a space', async () => {
    const { token } = await signUp(t.app);
    const { secret } = (await generate(token)).json().data;
    const code = codeAt(secret);
    expect((await enable(token, `${code.slice(0, 3)} ${code.slice(3)}`)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/mfa' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/mfa/generate' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/mfa/enable', payload: { code: '123456' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/mfa/disable', payload: { code: '123456' } })).statusCode).toBe(401);
  });

  it('disable needs a valid code, then login answers a session again', async () => {
    const { token, email, secret } = await userWithMfa();
    const wrong = await disable(token, codeAt(secret, 4));
    expect(wrong.statusCode).toBe(400);
    expect((await status(token)).json().data.enabled).toBe(true);

    const done = await disable(token, codeAt(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { enabled: false, pending: false } });
    expect((await status(token)).json().data).toEqual({ enabled: false, pending: false });
    expect((await login(email)).json().data.token).toBeTruthy();
    expect((await disable(token, codeAt(secret, 1))).json().error.message).toBe(M.mfaNotEnabled);
  });

  it('limits code checks on enable and disable to 10 a minute per user', async () => {
    const { token } = await signUp(t.app);
    await generate(token);
    for (let i = 0; i < 10; i++) expect((await enable(token, '000000')).statusCode).toBe(400);
    const blocked = await enable(token, '000000');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('sign-in with the second factor', () => {
  it('login answers { mfa, key } and no session; the key and a code answer the session', async () => {
    const { email, secret } = await userWithMfa();
    const first = await login(email);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toEqual({ mfa: true, key: expect.stringMatching(/^[\w-]{43}$/) });
    expect(data.token).toBeUndefined();

    const done = await second({ key: data.key, code: codeAt(secret) });
    expect(done.statusCode).toBe(200);
    const { token } = done.json().data;
    expect((await me(token)).json().data.email).toBe(email);

    // The key is spent.
    const again = await second({ key: data.key, code: codeAt(secret, 1) });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ statusCode: 400, code: 'MFA_KEY_INVALID', message: M.mfaKeyExpired });
  });

  it('stores the key only as a hash', async () => {
    const { email } = await userWithMfa();
    const { key } = (await login(email)).json().data;
    const rows = await t.database.db.select({ hash: mfaChallenges.keyHash }).from(mfaChallenges);
    expect(rows.map((r) => r.hash)).not.toContain(key);
  });

  it('refuses a replayed code: a code is accepted once', async () => {
    const { email, secret } = await userWithMfa();
    const code = codeAt(secret);
    const one = await second({ key: (await login(email)).json().data.key, code });
    expect(one.statusCode).toBe(200);
    const replay = await second({ key: (await login(email)).json().data.key, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(M.codeReused);
    expect(constraintsAt(replay.json(), ['code'])).toEqual({ isValid: M.codeReused });
    // An older code than the last accepted one is refused too.
    const older = await second({ key: (await login(email)).json().data.key, code: codeAt(secret, -1) });
    expect(older.statusCode).toBe(400);
  });

  it('tolerates one step of clock drift either way, not two', async () => {
    await clearOfStepEdge();
    const behind = await userWithMfa();
    const late = await second({ key: (await login(behind.email)).json().data.key, code: codeAt(behind.secret, 1) });
    expect(late.statusCode).toBe(200);

    const fresh = await signUp(t.app);
    const { secret } = (await generate(fresh.token)).json().data;
    expect((await enable(fresh.token, codeAt(secret, -2))).statusCode).toBe(400);
    expect((await enable(fresh.token, codeAt(secret, 2))).statusCode).toBe(400);
    expect((await enable(fresh.token, codeAt(secret, -1))).statusCode).toBe(200);

    const far = await second({ key: (await login(fresh.email)).json().data.key, code: codeAt(secret, 2) });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toBe(M.codeWrong);
  });

  it('carries remember=false to the session made after the code', async () => {
    const { email, secret } = await userWithMfa();
    const { key } = (await login(email, false)).json().data;
    const { token } = (await second({ key, code: codeAt(secret) })).json().data;
    expect((await me(token)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ hours: sql<number>`extract(epoch from (${sessions.expiresAt} - ${sessions.createdAt})) / 3600` })
      .from(sessions)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    expect(Math.round(Number(row?.hours))).toBe(12);
  });

  it('a key expires after 5 minutes', async () => {
    const { email, secret } = await userWithMfa();
    const { key } = (await login(email)).json().data;
    await t.database.db.update(mfaChallenges).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await second({ key, code: codeAt(secret) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(M.mfaKeyExpired);
  });

  it('a key allows 5 tries; the right code after that is refused', async () => {
    const { email, secret } = await userWithMfa();
    const { key } = (await login(email)).json().data;
    for (let i = 0; i < 5; i++) {
      const wrong = await second({ key, code: codeAt(secret, 5 + i) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(M.codeWrong);
    }
    const sixth = await second({ key, code: codeAt(secret) });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toEqual({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: M.mfaTooManyTries });
    // A new sign-in gets a new key.
    const fresh = await second({ key: (await login(email)).json().data.key, code: codeAt(secret) });
    expect(fresh.statusCode).toBe(200);
  });

  it('wrong codes count as failed sign-ins: after 10, even the password step is refused', async () => {
    const { email, secret } = await userWithMfa();
    for (let round = 0; round < 2; round++) {
      const { key } = (await login(email)).json().data;
      for (let i = 0; i < 5; i++) expect((await second({ key, code: codeAt(secret, 7) })).statusCode).toBe(400);
    }
    const blocked = await login(email);
    expect(blocked.statusCode).toBe(429);
  });

  it('refuses unknown keys and validates the form', async () => {
    const unknown = await second({ key: 'nope', code: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('MFA_KEY_INVALID');
    const invalid = await second({ code: '12' });
    expect(invalid.statusCode).toBe(400);
    expect(constraintsAt(invalid.json(), ['code'])).toEqual({ isTotp: M.codeFormat });
    expect(constraintsAt(invalid.json(), ['key'])).toEqual({ isType: M.mfaKeyRequired });
  });
});
