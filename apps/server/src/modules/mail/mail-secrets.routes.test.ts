import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_SUBJECTS } from '@portal/shared/mail/mail.constants';
import { keyOf } from '../../test/factories';
import { buildTestApp, useSmtpServer } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { mailOutbox } from './mail.table';

// Stored mail keeps no live single-use key once delivered, and the log never prints one outside development.
const smtp = useSmtpServer();

const storedOf = async (app: Awaited<ReturnType<typeof buildTestApp>>, to: string) => {
  const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
};

describe('mail delivered over SMTP', () => {
  it('reaches the person with its working link, and the stored copy no longer holds the key', async () => {
    const app = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      const person = await app.signUp();
      const mail = await smtp.waitForMail(person.email, { subject: MAIL_SUBJECTS.verifyEmail });
      const key = keyOf(mail.links[0], '/verify/');
      await app.flush();
      const row = await storedOf(app, person.email);
      expect(row.status).toBe('sent');
      for (const body of [row.text, row.html]) {
        expect(body).not.toContain(key);
        expect(body).toContain('/verify/[redacted]');
      }
    } finally {
      await app.close();
    }
  });
});

describe('mail without SMTP in production', () => {
  it('logs the mail with its keys redacted and stores it so', async () => {
    const lines: string[] = [];
    const app = await buildTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, undefined, {
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const person = await app.signUp();
      await app.flush();
      const row = await storedOf(app, person.email);
      expect(row.text).toContain('/verify/[redacted]');
      const logged = lines.join('\n');
      expect(logged).toContain(person.email);
      expect(logged).toContain('/verify/[redacted]');
      expect(logged).not.toMatch(/\/verify\/[\w-]{43}/);
    } finally {
      await app.close();
    }
  });
});

describe('a data folder first used without SMTP', () => {
  it('keeps whole mail for the development mailbox, and redacts it once the server runs with SMTP', async () => {
    const database = await createTestDatabase();
    try {
      const development = await buildTestApp({ NODE_ENV: 'development' }, database);
      const person = await development.signUp();
      await development.flush();
      expect((await storedOf(development, person.email)).text).toMatch(/\/verify\/[\w-]{43}/);
      await development.close();

      const deployed = await buildTestApp({ SMTP_URL: smtp.url }, database);
      await deployed.app.cleanup.run();
      const row = await storedOf(deployed, person.email);
      expect(row.text).not.toMatch(/\/verify\/[\w-]{43}/);
      expect(row.html).toContain('/verify/[redacted]');
      await deployed.close();
    } finally {
      await database.close();
    }
  });
});
