import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type nodemailer from 'nodemailer';
import type { DevMail, DevMailSummary } from '@portal/shared/mail/mail.schemas';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { onFirstUse } from '../../lib/load-on-use';
import { type QueueTiming, createQueueWorker } from '../../lib/queue-worker';
import { RETENTION_MS } from '../../lib/retention';
import { type MailContent, type SecurityEvent, linksOf, redactLinks, securityMail } from './mail.templates';
import { type MailRow, mailOutbox } from './mail.table';

// Loaded when SMTP_URL is set: a portal that keeps its mail in the database does not hold it.
const loadNodemailer = onFirstUse<typeof nodemailer>('nodemailer');

interface Deps {
  database: Database;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'devMailbox'>;
  log: FastifyBaseLogger;
  queue: QueueTiming;
  publicUrl: string;
  now: () => Date;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toSummary(row: MailRow): DevMailSummary {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    links: linksOf(row.text),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The outbox. `enqueue` writes a mail in the caller's transaction; the queue
 * worker delivers it once that commits. Delivery never runs inside a request:
 * a slow or failing SMTP server cannot fail or slow the change that caused the mail.
 */
export function createMailService({ database, config, log: appLog, queue, publicUrl, now }: Deps) {
  const { db } = database;
  const log = appLog.child({ module: 'mail' });
  const transport = config.SMTP_URL
    ? loadNodemailer().createTransport({
        url: config.SMTP_URL,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : undefined;

  /** Drops the keys of a delivered mail's links from its stored body: what is kept can no longer open anything. */
  async function redactStored(row: Pick<MailRow, 'id' | 'text' | 'html'>): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ text: redactLinks(row.text), html: redactLinks(row.html) })
      .where(eq(mailOutbox.id, row.id));
  }

  /**
   * Sends one mail and keeps it without its links' keys. Without SMTP in development the
   * mail stays whole for the development mailbox (this machine only) and its links go to the
   * log; without SMTP otherwise, the log gets the mail with its keys redacted, and so does the table.
   */
  async function deliver(row: MailRow): Promise<void> {
    if (!transport) {
      const links = config.devMailbox ? linksOf(row.text) : linksOf(redactLinks(row.text));
      const where = config.devMailbox ? 'kept in the development mailbox' : 'not delivered (no SMTP_URL)';
      log.info(
        { mail: { id: row.id, to: row.to, subject: row.subject, links } },
        `mail ${where}: "${row.subject}" to ${row.to}: ${links.join(' ')}`,
      );
      if (!config.devMailbox) await redactStored(row);
      return;
    }
    await transport.sendMail({
      from: config.MAIL_FROM,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
    });
    await redactStored(row);
    log.info({ mail: { id: row.id, to: row.to, subject: row.subject } }, 'mail sent');
  }

  const worker = createQueueWorker({
    database,
    log,
    table: mailOutbox,
    states: { pending: 'pending', done: 'sent', failed: 'failed' },
    handle: deliver,
    doneValues: () => ({ sentAt: now() }),
    ...queue,
    now,
  });

  return {
    worker,

    /** Records a mail in the caller's transaction; it is sent once that transaction commits. */
    async enqueue(tx: DbOrTx, to: string, content: MailContent): Promise<void> {
      await worker.enqueue(tx, {
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        createdAt: now(),
        nextAttemptAt: now(),
      });
    },

    /**
     * A security notice to a user who turned them on (User settings' hasSecurityEvent), in the caller's transaction.
     */
    async notifySecurity(
      tx: DbOrTx,
      user: { email: string; name: string; hasSecurityEvent: boolean },
      event: SecurityEvent,
    ): Promise<void> {
      if (!user.hasSecurityEvent) return;
      const content = securityMail(user.name, event, `${publicUrl}/user-settings`);
      await worker.enqueue(tx, {
        to: user.email,
        subject: content.subject,
        text: content.text,
        html: content.html,
        createdAt: now(),
        nextAttemptAt: now(),
      });
    },

    /** The development mailbox: newest first. */
    async list(limit = 50): Promise<DevMailSummary[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
      return rows.map(toSummary);
    },

    async get(id: string): Promise<DevMail | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return row ? { ...toSummary(row), text: row.text, html: row.html, sentAt: iso(row.sentAt) } : undefined;
    },

    /**
     * Redacts the kept mail that still holds keys, once the development mailbox is off (a data
     * folder first used without SMTP, then deployed): only mail waiting to be sent keeps its keys.
     */
    async redactKept(): Promise<number> {
      if (config.devMailbox) return 0;
      const holding = sql`${mailOutbox.text} ~ '/(verify|new-password|invite|connect)/[A-Za-z0-9_-]{20,}'`;
      const rows = await db
        .select({ id: mailOutbox.id, text: mailOutbox.text, html: mailOutbox.html })
        .from(mailOutbox)
        .where(and(ne(mailOutbox.status, 'pending'), holding));
      for (const row of rows) await redactStored(row);
      return rows.length;
    },

    /** Deletes mail sent longer ago than the retention; pending and failed mail stays for inspection. */
    async purgeSent(): Promise<number> {
      const keepAfter = new Date(now().getTime() - RETENTION_MS);
      const rows = await db
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, keepAfter)))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
