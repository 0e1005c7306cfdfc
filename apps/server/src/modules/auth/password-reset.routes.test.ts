import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { MAIL_SUBJECTS } from '@portal/shared/mail/mail.constants';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { TEST_PASSWORD, constraintsAt, keyOf, tokenOf, uniqueEmail } from '../../test/factories';
import { ageKeys, signUpWithMail } from '../../test/mailed-links';
import { useSmtpServer, useTestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.table';

const PUBLIC_URL = 'https://portal.example.test';

const smtp = useSmtpServer();
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL }));

const me = (token: string) => t.api.call(usersEndpoints.me, { token });
const askReset = (email: string, ip = '10.9.0.1') =>
  t.api.from(ip).call(authEndpoints.requestPasswordReset, { body: { email } });
const setPassword = (body: { password: string; key: string }) => t.api.call(authEndpoints.resetPassword, { body });
const login = (email: string, password: string) =>
  t.api.from('10.9.9.9').call(authEndpoints.login, { body: { email, password } });
/** Asks for a reset and answers the key of the link the SMTP server received. */
async function resetKey(email: string, ip: string) {
  await askReset(email, ip);
  return keyOf((await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.resetPassword })).links[0], '/new-password/');
}

describe('asking for a reset', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const { email } = await t.signUp();
    const known = await askReset(email, '10.9.2.1');
    const ghost = uniqueEmail('ghost');
    const unknown = await askReset(ghost, '10.9.2.2');
    expect(known.data).toEqual({ ok: true });
    expect(unknown.body).toEqual(known.body);
    await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.resetPassword });
    await t.flush();
    expect(smtp.mailsTo(ghost)).toEqual([]);
    const [outbox] = await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, ghost));
    expect(outbox?.n).toBe(0);
  });

  it('limits reset requests per address: the sixth within a minute gets 429', async () => {
    for (let i = 0; i < 5; i++) expect((await askReset(uniqueEmail('spam'), '10.9.6.1')).ok).toBe(true);
    expect((await askReset(uniqueEmail('spam'), '10.9.6.1')).error).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await askReset(uniqueEmail('spam'), '10.9.6.2')).ok).toBe(true);
  });

  it('validates the email', async () => {
    expect(constraintsAt((await askReset('nope', '10.9.8.1')).error, ['email'])).toEqual({ isEmail: M.emailInvalid });
    expect(
      (await t.api.from('10.9.8.1').unchecked(authEndpoints.requestPasswordReset, { body: { email: 42 } })).status,
    ).toBe(400);
  });
});

describe('setting a new password', () => {
  it('mails a link to /new-password/{key}; the new password works, the old one and every session end', async () => {
    const { email, token, id } = await t.signUp();
    const other = tokenOf((await login(email, TEST_PASSWORD)).data);
    await askReset(email.toUpperCase(), '10.9.3.1');
    const mail = await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.resetPassword });
    expect(mail.subject).toBe('Reset your password');
    const key = keyOf(mail.links[0], '/new-password/');
    expect(mail.links[0]).toBe(`${PUBLIC_URL}/new-password/${key}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/new-password/${key}"`);

    expect((await setPassword({ password: 'N3w-password!', key })).data).toEqual({ ok: true });
    expect((await me(token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await login(email, TEST_PASSWORD)).error.message).toBe(M.wrongCredentials);
    const fresh = (await me(tokenOf((await login(email, 'N3w-password!')).data))).data;
    expect(fresh.id).toBe(id);
    // The link proved the address.
    expect(fresh.isVerified).toBe(true);

    expect((await setPassword({ password: 'Another-pass-1', key })).error).toEqual({
      statusCode: 400,
      code: 'INVALID_KEY',
      message: M.resetKeyInvalid,
    });
    expect((await login(email, 'Another-pass-1')).status).toBe(400);
  });

  it('refuses an unknown key, a key older than an hour and a verification key, changing nothing', async () => {
    const { email, id, key: verifyKey } = await signUpWithMail(t, smtp);
    const key = await resetKey(email, '10.9.4.1');
    expect((await setPassword({ password: 'N3w-password!', key: 'not-a-key' })).error.message).toBe(M.resetKeyInvalid);
    expect((await setPassword({ password: 'N3w-password!', key: verifyKey })).error.code).toBe('INVALID_KEY');
    await ageKeys(t, id, 'reset_password', 3_600_000 + 1000);
    expect((await setPassword({ password: 'N3w-password!', key })).error).toEqual({
      statusCode: 400,
      code: 'INVALID_KEY',
      message: M.resetKeyExpired,
    });
    expect((await login(email, TEST_PASSWORD)).ok).toBe(true);
  });

  it('a newer reset makes the older links useless, and sends at most one mail a minute per address', async () => {
    const { email, id } = await t.signUp();
    const first = await resetKey(email, '10.9.5.1');
    // Within the minute: same answer, no second mail.
    expect((await askReset(email, '10.9.5.2')).ok).toBe(true);
    await t.flush();
    expect(smtp.mailsTo(email).filter((m) => m.subject === MAIL_SUBJECTS.resetPassword)).toHaveLength(1);

    await ageKeys(t, id, 'reset_password', 61_000);
    const second = await resetKey(email, '10.9.5.3');
    expect((await setPassword({ password: 'Second-pass-1', key: second })).ok).toBe(true);
    expect((await setPassword({ password: 'First-pass-11', key: first })).error.code).toBe('INVALID_KEY');
    expect((await login(email, 'Second-pass-1')).ok).toBe(true);
  });

  // The sign-up rule (issue 25): the reset flow refused nothing the sign-up form refuses, newpass99 included.
  const passwordCases: Array<[string, object, string[], Record<string, string>]> = [
    [
      'newpass99',
      { password: 'newpass99', key: 'k' },
      ['password'],
      { minLength: M.passwordLength, hasUppercase: M.passwordUppercase, hasSpecial: M.passwordSpecial },
    ],
    ['an 11-character password', { password: 'Abcdefgh1!x', key: 'k' }, ['password'], { minLength: M.passwordLength }],
    [
      'a 251-character password',
      { password: 'Aa1!' + 'x'.repeat(247), key: 'k' },
      ['password'],
      { maxLength: M.passwordTooLong },
    ],
    ['no password', { key: 'k' }, ['password'], { isType: M.passwordRequired }],
    ['no key', { password: 'Abcdefghij1!' }, ['key'], { isType: M.resetKeyRequired }],
    ['an empty key', { password: 'Abcdefghij1!', key: '' }, ['key'], { min: M.resetKeyRequired }],
  ];
  it.each(passwordCases)('validates %s', async (_name, body, path, constraints) => {
    const { error } = await t.api.unchecked(authEndpoints.resetPassword, { body });
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(constraintsAt(error, path)).toEqual(constraints);
  });

  it('accepts 12 and 250 characters with the four classes', async () => {
    for (const password of ['Abcdefghij1!', 'Aa1!' + 'x'.repeat(246)]) {
      const { email } = await t.signUp();
      const key = await resetKey(email, `10.9.7.${password.length}`);
      expect((await setPassword({ password, key })).ok).toBe(true);
      expect((await login(email, password)).ok).toBe(true);
    }
  });
});
