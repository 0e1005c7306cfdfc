import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEVICE_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT } from '@portal/shared/auth/auth.constants';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { TEST_PASSWORD } from '../../test/factories';
import { type Person, useTestApp } from '../../test/test-app';
import { DEVICE_COOKIE_NAME } from './device-cookies.service';

// OWASP's device cookies: a lock made by guesses from elsewhere does not lock out a browser that signed in before.
const t = useTestApp();

const LOCKED_FOR_NEW_BROWSERS =
  'Too many failed sign-in attempts. Try again in 15 minutes, or sign in from a browser you have signed in with before.';
const LOCKED = 'Too many failed sign-in attempts. Try again in 15 minutes.';

/** A sign-in from an address, with the device cookie a browser holds (`name=value`), if any. */
const login = (email: string, password: string, ip: string, cookie?: string) =>
  t.api.from(ip).unchecked(authEndpoints.login, { body: { email, password }, headers: cookie ? { cookie } : {} });

/** The `name=value` of the device cookie an answer sets, and its attributes. */
function deviceCookieOf(answer: { headers: Record<string, string | string[] | undefined> }) {
  const header = [answer.headers['set-cookie'] ?? []]
    .flat()
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE_NAME}=`));
  if (!header) throw new Error('no device cookie');
  const [pair, ...attributes] = header.split('; ');
  return { pair: pair!, attributes };
}

/** The owner signs in from their browser: the device cookie it keeps. */
async function ownersBrowser(person: Person, ip: string): Promise<string> {
  const answer = await login(person.email, TEST_PASSWORD, ip);
  expect(answer.status).toBe(200);
  return deviceCookieOf(answer).pair;
}

/** Ten wrong passwords from ten addresses: the account is locked for browsers without its device cookie. */
async function lockedByAttacker(email: string, subnet: string) {
  for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++)
    expect((await login(email, 'Wrong-password-1', `${subnet}.${i}`)).status).toBe(400);
  const blocked = await login(email, TEST_PASSWORD, `${subnet}.200`);
  expect(blocked.error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: LOCKED_FOR_NEW_BROWSERS });
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
}

describe('device cookies', () => {
  it('a sign-in sets an HttpOnly, SameSite=Lax cookie for the sign-in endpoints, kept a year', async () => {
    const person = await t.signUp();
    const { pair, attributes } = deviceCookieOf(await login(person.email, TEST_PASSWORD, '10.80.0.1'));
    expect(pair).toMatch(new RegExp(`^${DEVICE_COOKIE_NAME}=v1\\.${person.id}\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`));
    expect(attributes).toEqual(['Path=/api/auth', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Lax']);
    // A wrong password sets none.
    expect((await login(person.email, 'Wrong-password-1', '10.80.0.1')).headers['set-cookie']).toBeUndefined();
  });

  it('after an attacker locks the account, the owner signs in from their browser; new browsers stay locked out', async () => {
    const owner = await t.signUp();
    const cookie = await ownersBrowser(owner, '10.80.1.1');
    await lockedByAttacker(owner.email, '10.80.2');

    const signedIn = await login(owner.email, TEST_PASSWORD, '10.80.1.2', cookie);
    expect(signedIn.status).toBe(200);
    const token = (signedIn.data as { token: string }).token;
    expect((await t.api.call(usersEndpoints.me, { token })).data.id).toBe(owner.id);
    // The owner's success does not lift the lock for the attacker.
    expect((await login(owner.email, TEST_PASSWORD, '10.80.2.201')).status).toBe(429);
    // The new cookie the browser got works as well.
    expect((await login(owner.email, TEST_PASSWORD, '10.80.1.3', deviceCookieOf(signedIn).pair)).status).toBe(200);
  });

  it("another user's device cookie, or a tampered one, does not pass the lock", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const ownCookie = await ownersBrowser(owner, '10.80.3.1');
    const othersCookie = await ownersBrowser(other, '10.80.3.2');
    await lockedByAttacker(owner.email, '10.80.4');

    const refusedWith = async (cookie: string) => (await login(owner.email, TEST_PASSWORD, '10.80.3.3', cookie)).error;
    expect(await refusedWith(othersCookie)).toMatchObject({ statusCode: 429, message: LOCKED_FOR_NEW_BROWSERS });
    // The other user's cookie with the owner's id in it: the MAC no longer matches.
    expect(await refusedWith(othersCookie.replace(other.id, owner.id))).toMatchObject({ statusCode: 429 });
    const [name, version, userId, nonce, mac] = ownCookie.split(/[=.]/) as [string, string, string, string, string];
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const tampered of [
      `${name}=${version}.${userId}.${flip(nonce)}.${mac}`,
      `${name}=${version}.${userId}.${nonce}.${flip(mac)}`,
      `${name}=v2.${userId}.${nonce}.${mac}`,
      `${name}=${version}.${userId}.${nonce}`,
    ]) {
      expect(await refusedWith(tampered)).toMatchObject({ statusCode: 429, message: LOCKED_FOR_NEW_BROWSERS });
    }
    // The untouched cookie still passes.
    expect((await login(owner.email, TEST_PASSWORD, '10.80.3.3', ownCookie)).status).toBe(200);
  });

  it('a trusted browser that guesses wrong 5 times is locked out too, while the account is locked', async () => {
    const owner = await t.signUp();
    const cookie = await ownersBrowser(owner, '10.80.5.1');
    await lockedByAttacker(owner.email, '10.80.6');
    for (let i = 0; i < DEVICE_FAILURE_LIMIT; i++) {
      expect((await login(owner.email, `Wrong-password-${i}`, '10.80.5.2', cookie)).error).toMatchObject({
        statusCode: 400,
        message: 'Wrong email or password',
      });
    }
    const blocked = await login(owner.email, TEST_PASSWORD, '10.80.5.2', cookie);
    expect(blocked.error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: LOCKED });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('with a second factor, the owner completes both steps from their browser while the account is locked', async () => {
    const owner = await t.signUp();
    const cookie = await ownersBrowser(owner, '10.80.7.1');
    const { secret } = (await owner.api.call(authEndpoints.mfaGenerate)).data;
    const codeAt = (offsetMs: number) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetMs });
    await owner.api.call(authEndpoints.mfaEnable, { body: { code: codeAt(0) } });
    await lockedByAttacker(owner.email, '10.80.8');

    const step = await login(owner.email, TEST_PASSWORD, '10.80.7.2', cookie);
    expect(step.status).toBe(200);
    // The password step alone sets no cookie: the sign-in is not complete.
    expect(step.headers['set-cookie']).toBeUndefined();
    const key = (step.data as { key: string }).key;
    // Without the cookie the second step is locked like the first.
    const elsewhere = await t.api
      .from('10.80.7.3')
      .unchecked(authEndpoints.mfaLogin, { body: { key, code: codeAt(30_000) } });
    expect(elsewhere.error).toMatchObject({ statusCode: 429, message: LOCKED_FOR_NEW_BROWSERS });
    // The next step's code (the one at enabling is spent), from the owner's browser.
    const done = await t.api
      .from('10.80.7.2')
      .unchecked(authEndpoints.mfaLogin, { body: { key, code: codeAt(30_000) }, headers: { cookie } });
    expect(done.status).toBe(200);
    expect(deviceCookieOf(done).pair).toMatch(new RegExp(`^${DEVICE_COOKIE_NAME}=v1\\.${owner.id}\\.`));
  });
});
