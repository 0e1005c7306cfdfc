import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import { MAIL_SUBJECTS } from '@portal/shared/mail/mail.constants';
import { hashToken } from '../../lib/tokens';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { VALID_PASSWORD, bearer, constraintsAt, keyOf, signUp, uniqueEmail } from '../../test/factories';
import { type TestSmtpServer, startSmtpServer } from '../../test/smtp-server';
import { mailOutbox } from '../mail/mail.table';
import { users } from '../users/users.table';
import { userKeys } from './auth.table';

const PUBLIC_URL = 'https://portal.example.test';
const MAIL_FROM = 'Portal Team <team@portal.example.test>';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
const verify = (key: string) => t.app.inject({ method: 'POST', url: `/api/auth/verify/email/${encodeURIComponent(key)}` });
const resend = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/resend/email', headers: token ? bearer(token) : {} });
const askReset = (email: unknown, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email } as object, remoteAddress });
const setPassword = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/reset-password', payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email', payload: { email, password }, remoteAddress: '10.9.9.9' });

/** Signs up and answers the verification mail the SMTP server received. */
async function signUpWithMail() {
  const person = await signUp(t.app);
  const mail = await smtp.waitForMail(person.email, { subject: MAIL_SUBJECTS.verifyEmail });
  return { ...person, mail, key: keyOf(mail.links[0], '/verify/') };
}

/** Lets the keys of a user look `ms` older, as if time had passed. */
async function age(email: string, purpose: string, ms: number) {
  const [user] = await t.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  await t.database.db
    .update(userKeys)
    .set({
      createdAt: sql`${userKeys.createdAt} - make_interval(secs => ${ms / 1000})`,
      expiresAt: sql`${userKeys.expiresAt} - make_interval(secs => ${ms / 1000})`,
    })
    .where(sql`${userKeys.userId} = ${user!.id} and ${userKeys.purpose} = ${purpose}`);
}

describe('verification mail at sign-up', () => {
  it('is delivered over SMTP with a text and an HTML part and a link to /verify/{key}', async () => {
    const { email, mail, key } = await signUpWithMail();
    expect(mail.from).toBe('team@portal.example.test');
    expect(mail.headers.from).toContain('Portal Team');
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.links).toEqual([`${PUBLIC_URL}/verify/${key}`]);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/verify/${key}"`);
    expect(mail.html).toContain('Verify email');
  });

  it('stores only the SHA-256 of the key, valid for 24 hours', async () => {
    const { email, key } = await signUpWithMail();
    const [row] = await t.database.db.select().from(userKeys).where(eq(userKeys.keyHash, hashToken(key)));
    expect(row?.purpose).toBe('verify_email');
    const all = await t.database.db.select({ hash: userKeys.keyHash }).from(userKeys);
    expect(all.map((r) => r.hash)).not.toContain(key);
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 3);
    expect(email).toBeTruthy();
  });

  it('is recorded in the outbox with the sign-up, then marked sent', async () => {
    const { email } = await signUpWithMail();
    await t.app.mail.flush();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('POST /api/auth/verify/email/{key}', () => {
  it('verifies the email once; the same key again is refused', async () => {
    const { token, key } = await signUpWithMail();
    expect((await me(token)).json().data.isVerified).toBe(false);
    const first = await verify(key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { ok: true } });
    expect((await me(token)).json().data.isVerified).toBe(true);

    const again = await verify(key);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ statusCode: 400, code: 'INVALID_KEY', message: M.verifyKeyUsed });
  });

  it('refuses an unknown key and changes nothing', async () => {
    const { token, key } = await signUpWithMail();
    const wrong = await verify(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'INVALID_KEY', message: M.verifyKeyInvalid });
    expect((await me(token)).json().data.isVerified).toBe(false);
  });

  it('refuses a key older than 24 hours', async () => {
    const { token, email, key } = await signUpWithMail();
    await age(email, 'verify_email', 24 * 3_600_000 + 1000);
    const expired = await verify(key);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(M.verifyKeyExpired);
    expect((await me(token)).json().data.isVerified).toBe(false);
  });

  it('does not take a reset key for a verification key', async () => {
    const { email, token } = await signUpWithMail();
    await askReset(email, '10.9.1.1');
    const reset = await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.resetPassword });
    const response = await verify(keyOf(reset.links[0], '/new-password/'));
    expect(response.statusCode).toBe(400);
    expect((await me(token)).json().data.isVerified).toBe(false);
  });

  it('answers a contract 4xx, never 5xx, for odd keys', async () => {
    for (const key of ['%20', '..%2F..%2Fetc', encodeURIComponent("'; drop table users; --")]) {
      const response = await t.app.inject({ method: 'POST', url: `/api/auth/verify/email/${key}` });
      expect(response.statusCode, key).toBe(400);
      expect(response.json().error.statusCode).toBe(400);
    }
    // Fastify's limit on a path parameter's length.
    const long = await t.app.inject({ method: 'POST', url: `/api/auth/verify/email/${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().error).toMatchObject({ statusCode: 414, code: 'URI_TOO_LONG' });
    const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/verify/email/%zz' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ statusCode: 400, code: 'BAD_URL' });
  });
});

describe('POST /api/auth/resend/email', () => {
  it('needs a session', async () => {
    expect((await resend()).statusCode).toBe(401);
  });

  it('allows one mail per minute (the sign-up mail counts), then sends a new working link', async () => {
    const { token, email, key: firstKey } = await signUpWithMail();
    const early = await resend(token);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(early.json().error.message).toMatch(/^A verification mail was sent less than a minute ago\. Try again in \d+ seconds?\.$/);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    await age(email, 'verify_email', 61_000);
    const later = await resend(token);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ data: { ok: true } });
    const mail = await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.verifyEmail });
    const newKey = keyOf(mail.links[0], '/verify/');
    expect(newKey).not.toBe(firstKey);
    expect((await resend(token)).statusCode).toBe(429);

    expect((await verify(newKey)).statusCode).toBe(200);
    expect((await me(token)).json().data.isVerified).toBe(true);
  });

  it('sends one mail when two resends race', async () => {
    const { token, email } = await signUpWithMail();
    await age(email, 'verify_email', 61_000);
    const answers = await Promise.all([resend(token), resend(token), resend(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429]);
    await t.app.mail.flush();
    expect(smtp.mailsTo(email).filter((m) => m.subject === MAIL_SUBJECTS.verifyEmail)).toHaveLength(2);
  });

  it("answers 'Email is already verified' to a verified user", async () => {
    const { token, key } = await signUpWithMail();
    await verify(key);
    const response = await resend(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ statusCode: 400, code: 'ALREADY_VERIFIED', message: 'Email is already verified' });
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const { email } = await signUpWithMail();
    const known = await askReset(email, '10.9.2.1');
    const ghost = uniqueEmail('ghost');
    const unknown = await askReset(ghost, '10.9.2.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ data: { ok: true } });
    await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.resetPassword });
    await t.app.mail.flush();
    expect(smtp.mailsTo(ghost)).toEqual([]);
    const [outbox] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.to, ghost));
    expect(outbox?.n).toBe(0);
  });

  it('mails a link to /new-password/{key}; the new password works, the old one and every session end', async () => {
    const { email, token } = await signUpWithMail();
    const other = (await login(email, VALID_PASSWORD)).json().data.token as string;
    await askReset(email.toUpperCase(), '10.9.3.1');
    const mail = await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.resetPassword });
    expect(mail.subject).toBe('Reset your password');
    const key = keyOf(mail.links[0], '/new-password/');
    expect(mail.links[0]).toBe(`${PUBLIC_URL}/new-password/${key}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/new-password/${key}"`);

    const response = await setPassword({ password: 'n3w-pass', key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(email, VALID_PASSWORD)).statusCode).toBe(400);
    const fresh = await login(email, 'n3w-pass');
    expect(fresh.statusCode).toBe(200);
    // The link proved the address.
    expect((await me(fresh.json().data.token)).json().data.isVerified).toBe(true);

    const reused = await setPassword({ password: 'another-1', key });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({ statusCode: 400, code: 'INVALID_KEY', message: M.resetKeyInvalid });
    expect((await login(email, 'another-1')).statusCode).toBe(400);
  });

  it('refuses an unknown key, a key older than an hour and a verification key, changing nothing', async () => {
    const { email, key: verifyKey } = await signUpWithMail();
    await askReset(email, '10.9.4.1');
    const key = keyOf((await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.resetPassword })).links[0], '/new-password/');

    const wrong = await setPassword({ password: 'n3w-pass', key: 'not-a-key' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(M.resetKeyInvalid);
    expect((await setPassword({ password: 'n3w-pass', key: verifyKey })).statusCode).toBe(400);

    await age(email, 'reset_password', 3_600_000 + 1000);
    const expired = await setPassword({ password: 'n3w-pass', key });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toEqual({ statusCode: 400, code: 'INVALID_KEY', message: M.resetKeyExpired });
    expect((await login(email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('a newer reset makes the older links useless, and sends at most one mail a minute per address', async () => {
    const { email } = await signUpWithMail();
    await askReset(email, '10.9.5.1');
    const first = keyOf((await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.resetPassword })).links[0], '/new-password/');
    // Within the minute: same answer, no second mail.
    expect((await askReset(email, '10.9.5.2')).statusCode).toBe(200);
    await t.app.mail.flush();
    expect(smtp.mailsTo(email).filter((m) => m.subject === MAIL_SUBJECTS.resetPassword)).toHaveLength(1);

    await age(email, 'reset_password', 61_000);
    await askReset(email, '10.9.5.3');
    const second = keyOf((await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.resetPassword })).links[0], '/new-password/');
    expect((await setPassword({ password: 'second-1', key: second })).statusCode).toBe(200);
    const old = await setPassword({ password: 'first-11', key: first });
    expect(old.statusCode).toBe(400);
    expect((await login(email, 'second-1')).statusCode).toBe(200);
  });

  it('limits reset requests per address: the sixth within a minute gets 429', async () => {
    for (let i = 0; i < 5; i++) expect((await askReset(uniqueEmail('spam'), '10.9.6.1')).statusCode).toBe(200);
    const blocked = await askReset(uniqueEmail('spam'), '10.9.6.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
    expect((await askReset(uniqueEmail('spam'), '10.9.6.2')).statusCode).toBe(200);
  });

  const passwordCases: Array<[string, object, string[], Record<string, string>]> = [
    ['a 7-character password', { password: 'abcdefg', key: 'k' }, ['password'], { minLength: M.newPasswordLength }],
    ['a 25-character password', { password: 'a'.repeat(25), key: 'k' }, ['password'], { maxLength: M.newPasswordLength }],
    ['an empty password', { password: '', key: 'k' }, ['password'], { isNotEmpty: M.newPasswordRequired }],
    ['no password', { key: 'k' }, ['password'], { isType: M.newPasswordRequired }],
    ['no key', { password: 'abcdefgh' }, ['key'], { isType: M.resetKeyRequired }],
    ['an empty key', { password: 'abcdefgh', key: '' }, ['key'], { min: M.resetKeyRequired }],
  ];
  it.each(passwordCases)('validates %s', async (_name, payload, path, constraints) => {
    const response = await setPassword(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(constraintsAt(response.json(), path)).toEqual(constraints);
  });

  it('accepts 8 and 24 characters', async () => {
    for (const password of ['12345678', 'x'.repeat(24)]) {
      const { email } = await signUpWithMail();
      await askReset(email, `10.9.7.${password.length}`);
      const key = keyOf((await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.resetPassword })).links[0], '/new-password/');
      expect((await setPassword({ password, key })).statusCode).toBe(200);
      expect((await login(email, password)).statusCode).toBe(200);
    }
  });

  it('validates the email of a reset request', async () => {
    const response = await askReset('nope', '10.9.8.1');
    expect(response.statusCode).toBe(400);
    expect(constraintsAt(response.json(), ['email'])).toEqual({ isEmail: M.emailInvalid });
    expect((await askReset(42, '10.9.8.1')).statusCode).toBe(400);
  });
});

describe('delivery', () => {
  it('retries a refused mail with backoff; the sign-up does not wait for it', async () => {
    smtp.failNext(2);
    const refusedBefore = smtp.refused();
    const { email } = await signUp(t.app);
    const mail = await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.verifyEmail });
    expect(mail.links[0]).toMatch(`${PUBLIC_URL}/verify/`);
    expect(smtp.refused() - refusedBefore).toBe(2);
    await t.app.mail.flush();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
  });
});
