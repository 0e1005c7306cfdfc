import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { MAIL_SUBJECTS } from '@portal/shared/mail/mail.constants';
import { mailEndpoints } from '@portal/shared/mail/mail.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { keyOf } from '../../test/factories';
import { FORWARDING_HEADERS } from '../../test/forwarding-headers';
import { buildTestApp, useTestApp } from '../../test/test-app';
import { mailOutbox } from './mail.table';

/** Log lines the app wrote, parsed. */
const logLines: Array<Record<string, unknown>> = [];
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };

// The embedded default: no SMTP_URL, not production.
const t = useTestApp({ LOG_LEVEL: 'info', NODE_ENV: 'development' }, { logStream });

const mailbox = async () => (await t.api.call(mailEndpoints.devList)).data;
/** The mailbox page, as a browser on `remoteAddress` asks for it (a page, not an API endpoint). */
const page = (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });

describe('embedded mail: the development mailbox', () => {
  it('keeps the verification mail, lists it newest first with its links, and the link verifies', async () => {
    const person = await t.signUp();
    await t.flush();
    const [latest] = await mailbox();
    expect(latest).toMatchObject({ to: person.email, subject: MAIL_SUBJECTS.verifyEmail, status: 'sent' });
    expect(latest?.links).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/verify\/[\w-]{43}$/)]);
    expect(Date.parse(latest!.createdAt)).not.toBeNaN();

    expect(
      (await t.api.call(authEndpoints.verifyEmail, { params: { key: keyOf(latest!.links[0], '/verify/') } })).ok,
    ).toBe(true);
    expect((await person.api.call(usersEndpoints.me)).data.isVerified).toBe(true);

    await t.api.call(authEndpoints.requestPasswordReset, { body: { email: person.email } });
    await t.flush();
    const [newest, previous] = await mailbox();
    expect(newest).toMatchObject({ to: person.email, subject: MAIL_SUBJECTS.resetPassword });
    expect(newest?.links[0]).toMatch(/^http:\/\/localhost:3000\/new-password\/[\w-]{43}$/);
    expect(previous?.id).toBe(latest!.id);
  });

  it('lists the mails on a plain page at /dev/mailbox with their links', async () => {
    const { email } = await t.signUp({ email: `page.<b>${Date.now()}@example.com` });
    await t.flush();
    const answer = await page();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const [latest] = await mailbox();
    expect(answer.body).toContain('<h1>Development mailbox</h1>');
    expect(answer.body).toContain(`<a href="${latest!.links[0]}">`);
    expect(answer.body).toContain(MAIL_SUBJECTS.verifyEmail);
    // Addresses are escaped, never markup.
    expect(answer.body).toContain(email.replace('<', '&lt;').replace('>', '&gt;'));
    expect(answer.body).not.toContain('<b>');
  });

  it('answers one mail in full: text and HTML parts', async () => {
    const { email } = await t.signUp();
    await t.flush();
    const [summary] = await mailbox();
    const mail = (await t.api.call(mailEndpoints.devGet, { params: { id: summary!.id } })).data;
    expect(mail).toMatchObject({
      id: summary!.id,
      to: email,
      subject: MAIL_SUBJECTS.verifyEmail,
      status: 'sent',
      links: summary!.links,
    });
    expect(mail.text).toContain(summary!.links[0]);
    expect(mail.html).toContain(`href="${summary!.links[0]}"`);
    expect(Date.parse(mail.sentAt!)).not.toBeNaN();

    const missing = await t.api.call(mailEndpoints.devGet, { params: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.error).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Mail not found' });
    expect((await t.api.call(mailEndpoints.devGet, { params: { id: 'abc' } })).status).toBe(400);
  });

  it('prints the subject, the recipient and the links to the log', async () => {
    const { email } = await t.signUp();
    await t.flush();
    const [summary] = await mailbox();
    const line = logLines.find((entry) => (entry.mail as { to?: string } | undefined)?.to === email);
    expect(line?.mail).toMatchObject({ to: email, subject: MAIL_SUBJECTS.verifyEmail, links: summary!.links });
    expect(line?.msg).toContain(summary!.links[0]);
    expect(line?.msg).toContain(email);
    // The session token of the sign-up never reaches the log.
    expect(JSON.stringify(logLines)).not.toMatch(/"token":"[\w-]{43}"/);
  });

  it('says at start that mail stays local, for this machine only', () => {
    expect(
      logLines.some(
        (entry) =>
          String(entry.msg).includes('/api/dev/mailbox') && String(entry.msg).includes('from this machine only'),
      ),
    ).toBe(true);
  });
});

describe('the development mailbox answers only this machine', () => {
  it.each([
    ['another address', '203.0.113.7', {}],
    ['a request a proxy forwarded (X-Forwarded-For)', '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
    ['a request a proxy forwarded (Forwarded)', '127.0.0.1', { forwarded: 'for=203.0.113.7' }],
    ...FORWARDING_HEADERS.map(([name, value]): [string, string, Record<string, string>] => [
      `a loopback request carrying ${name}`,
      '127.0.0.1',
      { [name]: value },
    ]),
  ])('404 to %s: the list, one mail and the page', async (_name, ip, headers) => {
    await t.signUp();
    await t.flush();
    const [summary] = await mailbox();
    const remote = t.api.from(ip);
    expect((await remote.unchecked(mailEndpoints.devList, { headers })).error.statusCode).toBe(404);
    expect(
      (await remote.unchecked(mailEndpoints.devGet, { params: { id: summary!.id }, headers })).error.statusCode,
    ).toBe(404);
    const answer = await page(ip, headers);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain(summary!.links[0]);
  });
});

describe('the development mailbox is not served', () => {
  it.each([
    ['in production', { NODE_ENV: 'production' }],
    ['with an SMTP server', { SMTP_URL: 'smtp://127.0.0.1:9' }],
  ])('%s', async (_name, env) => {
    const other = await buildTestApp(env);
    try {
      expect((await other.api.call(mailEndpoints.devList)).error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      const one = await other.api.call(mailEndpoints.devGet, {
        params: { id: '00000000-0000-4000-8000-000000000000' },
      });
      expect(one.error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      // Without the mailbox, /dev/mailbox is just an unknown page of the web app (or a 404 without a build).
      expect((await other.app.inject({ method: 'GET', url: '/dev/mailbox' })).body).not.toContain(
        'Development mailbox',
      );
    } finally {
      await other.close();
    }
  });
});

describe('an unreachable SMTP server', () => {
  it('never fails the sign-up; the mail is retried with backoff, then marked failed with the reason', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' }, undefined, {
      queue: { retryBaseMs: 20, maxAttempts: 3 },
    });
    try {
      const person = await down.signUp();
      expect((await person.api.call(usersEndpoints.me)).data.email).toBe(person.email);
      await down.flush();
      const [row] = await down.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
      expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  });
});
