import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_SUBJECTS } from '@portal/shared/mail/mail.constants';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { bearer, keyOf, signUp } from '../../test/factories';
import { backoffMs } from './mail.service';
import { mailOutbox } from './mail.table';

/** Log lines the app wrote, parsed. */
const logLines: Array<Record<string, unknown>> = [];
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };

let t: TestApp;
beforeAll(async () => {
  // The embedded default: no SMTP_URL, not production.
  t = await buildTestApp({ LOG_LEVEL: 'info', NODE_ENV: 'development' }, undefined, { logStream });
});
afterAll(async () => {
  await t?.close();
});

const mailbox = () => t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });

describe('embedded mail: the development mailbox', () => {
  it('keeps the verification mail, lists it newest first with its links, and the link verifies', async () => {
    const { email, token } = await signUp(t.app);
    await t.app.mail.flush();
    const list = await mailbox();
    expect(list.statusCode).toBe(200);
    const [latest] = list.json().data;
    expect(latest).toMatchObject({ to: email, subject: MAIL_SUBJECTS.verifyEmail, status: 'sent' });
    expect(latest.links).toHaveLength(1);
    expect(latest.links[0]).toMatch(/^http:\/\/localhost:3000\/verify\/[\w-]{43}$/);
    expect(Date.parse(latest.createdAt)).not.toBeNaN();

    const verified = await t.app.inject({ method: 'POST', url: `/api/auth/verify/email/${keyOf(latest.links[0], '/verify/')}` });
    expect(verified.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json().data.isVerified).toBe(true);

    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email } });
    await t.app.mail.flush();
    const [newest, previous] = (await mailbox()).json().data;
    expect(newest).toMatchObject({ to: email, subject: MAIL_SUBJECTS.resetPassword });
    expect(newest.links[0]).toMatch(/^http:\/\/localhost:3000\/new-password\/[\w-]{43}$/);
    expect(previous.id).toBe(latest.id);
  });

  it('lists the mails on a plain page at /dev/mailbox with their links', async () => {
    const { email } = await signUp(t.app, { email: `page.<b>${Date.now()}@example.com` });
    await t.app.mail.flush();
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const [latest] = (await mailbox()).json().data;
    expect(page.body).toContain('<h1>Development mailbox</h1>');
    expect(page.body).toContain(`<a href="${latest.links[0]}">`);
    expect(page.body).toContain(MAIL_SUBJECTS.verifyEmail);
    // Addresses are escaped, never markup.
    expect(page.body).toContain(email.replace('<', '&lt;').replace('>', '&gt;'));
    expect(page.body).not.toContain('<b>');
  });

  it('answers one mail in full: text and HTML parts', async () => {
    const { email } = await signUp(t.app);
    await t.app.mail.flush();
    const [summary] = (await mailbox()).json().data;
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${summary.id}` });
    expect(response.statusCode).toBe(200);
    const mail = response.json().data;
    expect(mail).toMatchObject({ id: summary.id, to: email, subject: MAIL_SUBJECTS.verifyEmail, status: 'sent', links: summary.links });
    expect(mail.text).toContain(summary.links[0]);
    expect(mail.html).toContain(`href="${summary.links[0]}"`);
    expect(Date.parse(mail.sentAt)).not.toBeNaN();

    const missing = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Mail not found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/abc' })).statusCode).toBe(400);
  });

  it('prints the subject, the recipient and the links to the log', async () => {
    const { email } = await signUp(t.app);
    await t.app.mail.flush();
    const [summary] = (await mailbox()).json().data;
    const line = logLines.find((entry) => (entry.mail as { to?: string } | undefined)?.to === email);
    expect(line).toBeDefined();
    expect(line?.mail).toMatchObject({ to: email, subject: MAIL_SUBJECTS.verifyEmail, links: summary.links });
    expect(line?.msg).toContain(summary.links[0]);
    expect(line?.msg).toContain(email);
    // The session token of the sign-up never reaches the log.
    expect(JSON.stringify(logLines)).not.toMatch(/"token":"[\w-]{43}"/);
  });

  it('says at start that mail stays local', () => {
    expect(logLines.some((entry) => String(entry.msg).includes('/api/dev/mailbox'))).toBe(true);
  });
});

describe('the development mailbox is not served', () => {
  it.each([
    ['in production', { NODE_ENV: 'production' }],
    ['with an SMTP server', { SMTP_URL: 'smtp://127.0.0.1:9' }],
  ])('%s', async (_name, env) => {
    const other = await buildTestApp(env);
    try {
      for (const url of ['/api/dev/mailbox', '/api/dev/mailbox/00000000-0000-4000-8000-000000000000']) {
        const response = await other.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      // Without the mailbox, /dev/mailbox is just an unknown page of the web app (or a 404 without a build).
      const page = await other.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.body).not.toContain('Development mailbox');
    } finally {
      await other.close();
    }
  });
});

describe('an unreachable SMTP server', () => {
  it('never fails the sign-up; the mail is retried with backoff, then marked failed with the reason', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' }, undefined, { mailWorker: { retryBaseMs: 20, maxAttempts: 3 } });
    try {
      const { email, token } = await signUp(down.app);
      expect((await down.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(200);
      await down.app.mail.flush();
      const [row] = await down.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  });

  it('backs off exponentially, capped at an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, 5000))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30, 5000)).toBe(3_600_000);
  });
});
