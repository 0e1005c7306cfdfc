import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { createSecretBox } from '../../lib/secret-box';
import { TEST_PASSWORD, constraintsAt, tokenOf } from '../../test/factories';
import { type Person, TEST_SECRET_KEY, useTestApp } from '../../test/test-app';
import { mfaChallenges, sessions } from '../auth/auth.table';
import { userMfa } from './mfa.table';

const t = useTestApp();

let ip = 0;
/** Each sign-in from its own address, so the sign-in limits of one test never touch another. */
const nextIp = () => `10.20.${Math.floor(++ip / 250)}.${ip % 250}`;

const status = async (person: Person) => (await person.api.call(usersEndpoints.mfaStatus)).data;
const generate = (person: Person) => person.api.call(authEndpoints.mfaGenerate);
const enable = (person: Person, code: string) => person.api.call(authEndpoints.mfaEnable, { body: { code } });
const disable = (person: Person, code: string) => person.api.call(authEndpoints.mfaDisable, { body: { code } });
const login = (email: string, remember = true) =>
  t.api.from(nextIp()).call(authEndpoints.login, { body: { email, password: TEST_PASSWORD, remember } });
/** The key of the second step, from a sign-in of a user with the second factor on. */
const secondStepKey = async (email: string, remember = true) => {
  const { data } = await login(email, remember);
  if (!('key' in data)) throw new Error('the sign-in did not ask for the second factor');
  return data.key;
};
const second = (body: { key: string; code: string }) => t.api.from(nextIp()).call(authEndpoints.mfaLogin, { body });
const whoseSession = async (token: string) => (await t.api.call(usersEndpoints.me, { token })).data.id;

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
  const person = await t.signUp();
  const { secret } = (await generate(person)).data;
  expect((await enable(person, codeAt(secret, -1))).data.enabled).toBe(true);
  return { ...person, secret };
}

describe('second factor set-up', () => {
  it('starts off; generate answers an otpauth URI and its secret, pending until a code enables it', async () => {
    const person = await t.signUp();
    expect(await status(person)).toEqual({ enabled: false, pending: false });

    const { uri, secret } = (await generate(person)).data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = URI.parse(uri) as TOTP;
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({
      issuer: 'Developer Portal',
      label: person.email,
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    expect(parsed.secret.base32).toBe(secret);
    expect(await status(person)).toEqual({ enabled: false, pending: true });
    // Not active yet: login still answers a session.
    expect(await whoseSession(tokenOf((await login(person.email)).data))).toBe(person.id);

    expect((await enable(person, codeAt(secret))).data).toEqual({ enabled: true, pending: false });
    expect(await status(person)).toEqual({ enabled: true, pending: false });
    expect((await login(person.email)).data).toEqual({ mfa: true, key: expect.any(String) });
  });

  it('keeps the secret encrypted with AES-256-GCM under SECRET_KEY', async () => {
    const person = await t.signUp();
    const { secret } = (await generate(person)).data;
    const [row] = await t.db.select().from(userMfa).where(eq(userMfa.userId, person.id));
    expect(row?.secretSealed).not.toContain(secret);
    expect(row?.secretSealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(createSecretBox(TEST_SECRET_KEY).decrypt(row!.secretSealed, `totp:${person.id}`)).toBe(secret);
    expect(() =>
      createSecretBox('another-key-another-key-another-key!').decrypt(row!.secretSealed, `totp:${person.id}`),
    ).toThrow();
    // Bound to its user: the same value under another user's id does not open.
    expect(() => createSecretBox(TEST_SECRET_KEY).decrypt(row!.secretSealed, 'totp:someone-else')).toThrow();
  });

  it('generating again replaces a pending secret: the old one no longer enables', async () => {
    const person = await t.signUp();
    const first = (await generate(person)).data.secret;
    const next = (await generate(person)).data.secret;
    expect(next).not.toBe(first);
    expect((await enable(person, codeAt(first))).error.message).toBe(M.codeWrong);
    expect((await enable(person, codeAt(next))).data.enabled).toBe(true);
  });

  it('refuses a wrong code, enabling without a secret, and generating while enabled', async () => {
    const person = await t.signUp();
    expect((await enable(person, '123456')).error).toMatchObject({ statusCode: 400, message: M.mfaNotPending });

    const { secret } = (await generate(person)).data;
    const wrong = await enable(person, codeAt(secret, 3));
    expect(wrong.error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: M.codeWrong });
    expect(constraintsAt(wrong.error, ['code'])).toEqual({ isValid: M.codeWrong });
    expect(await status(person)).toEqual({ enabled: false, pending: true });

    expect((await enable(person, codeAt(secret))).data.enabled).toBe(true);
    expect((await generate(person)).error).toMatchObject({ statusCode: 400, message: M.mfaAlreadyEnabled });
    expect((await enable(person, codeAt(secret, 1))).error.message).toBe(M.mfaAlreadyEnabled);
  });

  it('validates the code field', async () => {
    const person = await t.signUp();
    await generate(person);
    for (const [code, rule, message] of [
      ['', 'isNotEmpty', M.codeRequired],
      ['12345', 'isTotp', M.codeFormat],
      ['abcdef', 'isTotp', M.codeFormat],
      ['1234567', 'isTotp', M.codeFormat],
    ] as const) {
      expect(constraintsAt((await enable(person, code)).error, ['code']), code).toEqual({ [rule]: message });
    }
    const number = await person.api.unchecked(authEndpoints.mfaEnable, { body: { code: 123456 } });
    expect(constraintsAt(number.error, ['code'])).toEqual({ isType: M.codeRequired });
  });

  it('accepts a code typed with a space', async () => {
    const person = await t.signUp();
    const code = codeAt((await generate(person)).data.secret);
    expect((await enable(person, `${code.slice(0, 3)} ${code.slice(3)}`)).data.enabled).toBe(true);
  });

  it('disable needs a valid code, then login answers a session again', async () => {
    const person = await userWithMfa();
    expect((await disable(person, codeAt(person.secret, 4))).error.message).toBe(M.codeWrong);
    expect((await status(person)).enabled).toBe(true);

    expect((await disable(person, codeAt(person.secret))).data).toEqual({ enabled: false, pending: false });
    expect(await status(person)).toEqual({ enabled: false, pending: false });
    expect(await whoseSession(tokenOf((await login(person.email)).data))).toBe(person.id);
    expect((await disable(person, codeAt(person.secret, 1))).error.message).toBe(M.mfaNotEnabled);
  });

  it('limits code checks on enable and disable to 10 a minute per user', async () => {
    const person = await t.signUp();
    await generate(person);
    for (let i = 0; i < 10; i++) expect((await enable(person, '000000')).status).toBe(400);
    expect((await enable(person, '000000')).error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS' });
  });
});

describe('sign-in with the second factor', () => {
  it('login answers { mfa, key } and no session; the key and a code answer a session of that user', async () => {
    const { id, email, secret } = await userWithMfa();
    const { data } = await login(email);
    expect(data).toEqual({ mfa: true, key: expect.stringMatching(/^[\w-]{43}$/) });

    const key = 'key' in data ? data.key : '';
    expect(await whoseSession((await second({ key, code: codeAt(secret) })).data.token)).toBe(id);
    // The key is spent.
    expect((await second({ key, code: codeAt(secret, 1) })).error).toEqual({
      statusCode: 400,
      code: 'MFA_KEY_INVALID',
      message: M.mfaKeyExpired,
    });
  });

  it('stores the key only as a hash', async () => {
    const { email } = await userWithMfa();
    const key = await secondStepKey(email);
    const rows = await t.db.select({ hash: mfaChallenges.keyHash }).from(mfaChallenges);
    expect(rows.map((r) => r.hash)).not.toContain(key);
  });

  it('refuses a replayed code: a code is accepted once', async () => {
    const { email, secret } = await userWithMfa();
    const code = codeAt(secret);
    expect((await second({ key: await secondStepKey(email), code })).ok).toBe(true);
    const replay = await second({ key: await secondStepKey(email), code });
    expect(replay.error).toMatchObject({ statusCode: 400, message: M.codeReused });
    expect(constraintsAt(replay.error, ['code'])).toEqual({ isValid: M.codeReused });
    // An older code than the last accepted one is refused too.
    expect((await second({ key: await secondStepKey(email), code: codeAt(secret, -1) })).status).toBe(400);
  });

  it('tolerates one step of clock drift either way, not two', async () => {
    await clearOfStepEdge();
    const behind = await userWithMfa();
    expect((await second({ key: await secondStepKey(behind.email), code: codeAt(behind.secret, 1) })).ok).toBe(true);

    const fresh = await t.signUp();
    const { secret } = (await generate(fresh)).data;
    expect((await enable(fresh, codeAt(secret, -2))).error.message).toBe(M.codeWrong);
    expect((await enable(fresh, codeAt(secret, 2))).error.message).toBe(M.codeWrong);
    expect((await enable(fresh, codeAt(secret, -1))).data.enabled).toBe(true);
    expect((await second({ key: await secondStepKey(fresh.email), code: codeAt(secret, 2) })).error.message).toBe(
      M.codeWrong,
    );
  });

  it('carries remember=false to the session made after the code', async () => {
    const { id, email, secret } = await userWithMfa();
    const { token } = (await second({ key: await secondStepKey(email, false), code: codeAt(secret) })).data;
    expect(await whoseSession(token)).toBe(id);
    const [row] = await t.db
      .select({ hours: sql<number>`extract(epoch from (${sessions.expiresAt} - ${sessions.createdAt})) / 3600` })
      .from(sessions)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    expect(Math.round(Number(row?.hours))).toBe(12);
  });

  it('a key expires after 5 minutes', async () => {
    const { email, secret } = await userWithMfa();
    const key = await secondStepKey(email);
    await t.db.update(mfaChallenges).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await second({ key, code: codeAt(secret) })).error).toMatchObject({
      statusCode: 400,
      message: M.mfaKeyExpired,
    });
  });

  it('a key allows 5 tries; the right code after that is refused', async () => {
    const { email, secret } = await userWithMfa();
    const key = await secondStepKey(email);
    for (let i = 0; i < 5; i++)
      expect((await second({ key, code: codeAt(secret, 5 + i) })).error.message).toBe(M.codeWrong);
    expect((await second({ key, code: codeAt(secret) })).error).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: M.mfaTooManyTries,
    });
    // A new sign-in gets a new key.
    expect((await second({ key: await secondStepKey(email), code: codeAt(secret) })).ok).toBe(true);
  });

  it('wrong codes count as failed sign-ins: after 10, even the password step is refused', async () => {
    const { email, secret } = await userWithMfa();
    for (let round = 0; round < 2; round++) {
      const key = await secondStepKey(email);
      for (let i = 0; i < 5; i++) expect((await second({ key, code: codeAt(secret, 7) })).status).toBe(400);
    }
    expect((await login(email)).error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('refuses unknown keys and validates the form', async () => {
    expect((await second({ key: 'nope', code: '123456' })).error).toMatchObject({
      statusCode: 400,
      code: 'MFA_KEY_INVALID',
    });
    const { error } = await t.api.unchecked(authEndpoints.mfaLogin, { body: { code: '12' } });
    expect(constraintsAt(error, ['code'])).toEqual({ isTotp: M.codeFormat });
    expect(constraintsAt(error, ['key'])).toEqual({ isType: M.mfaKeyRequired });
  });
});
