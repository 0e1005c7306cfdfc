import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '@portal/shared/auth/auth.constants';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { TEST_PASSWORD, uniqueEmail } from './test/factories';
import { ageKeys } from './test/mailed-links';
import { type Person, useTestApp } from './test/test-app';

// Every attempt limit under a burst: at least 200 attempts at one account at once, on both engines.
const t = useTestApp();
// A check that fails or times out must not leave its spy on for the next one.
afterEach(() => vi.restoreAllMocks());

const BURST = 200;
const burst = <T>(attempt: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: BURST }, (_, i) => attempt(i)));
const statusesOf = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status);
const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
/** Every answer is the check's own refusal, the limit's 429, or (PGlite under load) the busy database's 503. */
const onlyRefusals = (statuses: number[], evaluated: number) =>
  statuses.every((s) => [evaluated, 429, 503].includes(s));

const codeOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
/** A code that is never the right one now (nor a step either way). */
const wrongCode = (secret: string) => {
  const right = new Set(
    [-1, 0, 1].map((steps) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 }),
    ),
  );
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!right.has(code)) return code;
  }
};

async function withSecondFactor(person: Person): Promise<string> {
  const { secret } = (await person.api.call(authEndpoints.mfaGenerate)).data;
  await person.api.call(authEndpoints.mfaEnable, { body: { code: codeOf(secret) } });
  return secret;
}

/** Counts the TOTP checks: each one opens the sealed secret. */
function totpChecks() {
  const decrypt = vi.spyOn(t.services.secretBox, 'decrypt');
  return {
    count: () => decrypt.mock.calls.filter(([, aad]) => aad.startsWith('totp:')).length,
    restore: () => decrypt.mockRestore(),
  };
}

// A burst of argon2 checks takes long on a busy 2-core machine: more time than the default 30 s.
describe(`${BURST} concurrent attempts never evaluate more than the limit`, { timeout: 120_000 }, () => {
  it('wrong passwords for one email from one address: at most 10 argon2 checks, then even the right password waits', async () => {
    const { email } = await t.signUp();
    const verify = vi.spyOn(t.services.passwords, 'verify');
    const from = t.api.from('10.70.0.1');
    const statuses = statusesOf(
      await burst((i) => from.call(authEndpoints.login, { body: { email, password: `Wrong-password-${i}` } })),
    );
    expect(countOf(statuses, 400)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(onlyRefusals(statuses, 400)).toBe(true);
    verify.mockRestore();
    expect(
      (await t.api.from('10.70.0.2').call(authEndpoints.login, { body: { email, password: TEST_PASSWORD } })).status,
    ).toBe(429);
  });

  it('wrong codes at the second sign-in step, over many second-step keys: at most 10 code checks', async () => {
    const person = await t.signUp();
    const secret = await withSecondFactor(person);
    // Right passwords give their attempt back: 40 second-step keys (5 tries each) from one address.
    const from = t.api.from('10.70.1.1');
    const keys: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const { data } = await from.call(authEndpoints.login, { body: { email: person.email, password: TEST_PASSWORD } });
      if (!('key' in data)) throw new Error('no second step');
      keys.push(data.key);
    }
    const checks = totpChecks();
    const code = wrongCode(secret);
    const statuses = statusesOf(
      await burst((i) => from.call(authEndpoints.mfaLogin, { body: { key: keys[i % keys.length]!, code } })),
    );
    expect(countOf(statuses, 400)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(checks.count()).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(onlyRefusals(statuses, 400)).toBe(true);
    checks.restore();
  });

  it.each(['mfaEnable', 'mfaDisable'] as const)(
    'wrong codes on %s: at most 10 code checks a minute',
    async (endpoint) => {
      const person = await t.signUp();
      const secret =
        endpoint === 'mfaDisable'
          ? await withSecondFactor(person)
          : (await person.api.call(authEndpoints.mfaGenerate)).data.secret;
      const checks = totpChecks();
      const code = wrongCode(secret);
      const statuses = statusesOf(await burst(() => person.api.call(authEndpoints[endpoint], { body: { code } })));
      expect(countOf(statuses, 400)).toBeLessThanOrEqual(10);
      expect(checks.count()).toBeLessThanOrEqual(10);
      expect(onlyRefusals(statuses, 400)).toBe(true);
      checks.restore();
    },
  );

  it('wrong invitation codes by one user: at most 10 looked up, then 429', async () => {
    const person = await t.signUp();
    const statuses = statusesOf(
      await burst((i) => person.api.call(membersEndpoints.accept, { params: { code: `not-a-code-${i}` } })),
    );
    expect(countOf(statuses, 404)).toBeLessThanOrEqual(10);
    expect(onlyRefusals(statuses, 404)).toBe(true);
  });

  it('reset requests from one address: at most 5 a minute taken; one mail for one address', async () => {
    const { email } = await t.signUp();
    const from = t.api.from('10.70.3.1');
    const statuses = statusesOf(await burst(() => from.call(authEndpoints.requestPasswordReset, { body: { email } })));
    expect(countOf(statuses, 200)).toBeLessThanOrEqual(5);
    // From as many addresses as requests, the address still gets one mail a minute.
    await burst((i) =>
      t.api
        .from(`10.71.${Math.floor(i / 250)}.${i % 250}`)
        .call(authEndpoints.requestPasswordReset, { body: { email } }),
    );
    await t.flush();
    const mails = (await t.services.mail.list(500)).filter(
      (mail) => mail.to === email && mail.subject === 'Reset your password',
    );
    expect(mails).toHaveLength(1);
  });

  it('verification resends of one user: one mail a minute', async () => {
    const person = await t.signUp();
    await ageKeys(t, person.id, 'verify_email', 61_000);
    const statuses = statusesOf(await burst(() => person.api.call(authEndpoints.resendVerification)));
    expect(countOf(statuses, 200)).toBe(1);
    expect(
      onlyRefusals(
        statuses.filter((s) => s !== 200),
        429,
      ),
    ).toBe(true);
  });

  it('a success forgets the failures made before it, never those made after it', async () => {
    const { email } = await t.signUp();
    const from = t.api.from('10.70.5.1');
    for (let i = 0; i < 4; i += 1) await from.call(authEndpoints.login, { body: { email, password: 'Wrong-1' } });
    expect((await from.call(authEndpoints.login, { body: { email, password: TEST_PASSWORD } })).ok).toBe(true);
    // The address's 4 failures are forgotten: 10 more wrong passwords from other addresses are evaluated.
    const other = t.api.from('10.70.5.2');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await other.call(authEndpoints.login, { body: { email, password: 'Wrong-2' } })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});

describe('an unknown address is limited like a known one', { timeout: 120_000 }, () => {
  it('takes the same attempts for an address without an account', async () => {
    const email = uniqueEmail('ghost');
    const statuses = statusesOf(
      await burst(() => t.api.from('10.70.6.1').call(authEndpoints.login, { body: { email, password: 'Wrong-1' } })),
    );
    expect(countOf(statuses, 400)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
  });
});
