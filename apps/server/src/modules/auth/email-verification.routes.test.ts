import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { MAIL_SUBJECTS } from '@portal/shared/mail/mail.constants';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { hashToken } from '../../lib/tokens';
import { keyOf } from '../../test/factories';
import { ageKeys, signUpWithMail } from '../../test/mailed-links';
import { useSmtpServer, useTestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.table';
import { userKeys } from './auth.table';

const PUBLIC_URL = 'https://portal.example.test';
const MAIL_FROM = 'Portal Team <team@portal.example.test>';

const smtp = useSmtpServer();
const t = useTestApp(() => ({ SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_URL }));

const isVerified = async (token: string) => (await t.api.call(usersEndpoints.me, { token })).data.isVerified;
const verify = (key: string) => t.api.call(authEndpoints.verifyEmail, { params: { key } });
const resend = (token?: string) => t.api.call(authEndpoints.resendVerification, { token });
const signUpWithKey = () => signUpWithMail(t, smtp);

describe('the verification mail of a sign-up', () => {
  it('is delivered over SMTP with a text and an HTML part and a link to /verify/{key}', async () => {
    const { email, mail, key } = await signUpWithKey();
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

  it('stores only the SHA-256 of the key, for that user, valid for 24 hours', async () => {
    const { id, key } = await signUpWithKey();
    const [row] = await t.db
      .select()
      .from(userKeys)
      .where(eq(userKeys.keyHash, hashToken(key)));
    expect(row).toMatchObject({ purpose: 'verify_email', userId: id });
    const all = await t.db.select({ hash: userKeys.keyHash }).from(userKeys);
    expect(all.map((r) => r.hash)).not.toContain(key);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000).toBeCloseTo(24, 3);
  });

  it('is recorded in the outbox with the sign-up, then marked sent', async () => {
    const { email } = await signUpWithKey();
    await t.flush();
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('is retried with backoff when the SMTP server refuses it; the sign-up does not wait for it', async () => {
    smtp.failNext(2);
    const refusedBefore = smtp.refused();
    const { email } = await t.signUp();
    const mail = await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.verifyEmail });
    expect(mail.links[0]).toMatch(`${PUBLIC_URL}/verify/`);
    expect(smtp.refused() - refusedBefore).toBe(2);
    await t.flush();
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
  });
});

describe('verify the email', () => {
  it('verifies the email once; the same key again is refused', async () => {
    const { token, key } = await signUpWithKey();
    expect(await isVerified(token)).toBe(false);
    expect((await verify(key)).data).toEqual({ ok: true });
    expect(await isVerified(token)).toBe(true);
    expect((await verify(key)).error).toEqual({ statusCode: 400, code: 'INVALID_KEY', message: M.verifyKeyUsed });
  });

  it('refuses an unknown key and changes nothing', async () => {
    const { token, key } = await signUpWithKey();
    const { error } = await verify(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`);
    expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_KEY', message: M.verifyKeyInvalid });
    expect(await isVerified(token)).toBe(false);
  });

  it('refuses a key older than 24 hours', async () => {
    const { token, id, key } = await signUpWithKey();
    await ageKeys(t, id, 'verify_email', 24 * 3_600_000 + 1000);
    expect((await verify(key)).error).toMatchObject({ statusCode: 400, message: M.verifyKeyExpired });
    expect(await isVerified(token)).toBe(false);
  });

  it('does not take a reset key for a verification key', async () => {
    const { email, token } = await signUpWithKey();
    await t.api.from('10.9.1.1').call(authEndpoints.requestPasswordReset, { body: { email } });
    const reset = await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.resetPassword });
    expect((await verify(keyOf(reset.links[0], '/new-password/'))).error.code).toBe('INVALID_KEY');
    expect(await isVerified(token)).toBe(false);
  });

  it('answers a contract 4xx, never 5xx, for odd keys', async () => {
    for (const key of [' ', '../../etc', "'; drop table users; --"]) {
      expect((await verify(key)).error.statusCode, key).toBe(400);
    }
    // Fastify's limit on a path parameter's length.
    expect((await verify('x'.repeat(300))).error).toMatchObject({ statusCode: 414, code: 'URI_TOO_LONG' });
    // A malformed %-escape, which no client builds.
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api${authEndpoints.verifyEmail.path.replace(':key', '%zz')}`,
    });
    expect(malformed.json().error).toMatchObject({ statusCode: 400, code: 'BAD_URL' });
  });
});

describe('resend the verification mail', () => {
  it('allows one mail per minute (the sign-up mail counts), then sends a new working link', async () => {
    const { token, id, email, key: firstKey } = await signUpWithKey();
    const early = await resend(token);
    expect(early.error.code).toBe('TOO_MANY_REQUESTS');
    expect(early.error.message).toMatch(
      /^A verification mail was sent less than a minute ago\. Try again in \d+ seconds?\.$/,
    );
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    await ageKeys(t, id, 'verify_email', 61_000);
    expect((await resend(token)).data).toEqual({ ok: true });
    const mail = await smtp.waitForMail(email, { subject: MAIL_SUBJECTS.verifyEmail });
    const newKey = keyOf(mail.links[0], '/verify/');
    expect(newKey).not.toBe(firstKey);
    expect((await resend(token)).status).toBe(429);
    expect((await verify(newKey)).ok).toBe(true);
    expect(await isVerified(token)).toBe(true);
  });

  it('sends one mail when two resends race', async () => {
    const { token, id, email } = await signUpWithKey();
    await ageKeys(t, id, 'verify_email', 61_000);
    const answers = await Promise.all([resend(token), resend(token), resend(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    await t.flush();
    expect(smtp.mailsTo(email).filter((m) => m.subject === MAIL_SUBJECTS.verifyEmail)).toHaveLength(2);
  });

  it("answers 'Email is already verified' to a verified user", async () => {
    const { token, key } = await signUpWithKey();
    await verify(key);
    expect((await resend(token)).error).toEqual({
      statusCode: 400,
      code: 'ALREADY_VERIFIED',
      message: 'Email is already verified',
    });
  });
});
