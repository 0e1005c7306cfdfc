import { and, asc, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { DevMail, DevMailSummary } from '@portal/shared/mail/mail.schemas';
import type { MailStatus } from '@portal/shared/mail/mail.constants';
import type { Db, DbOrTx } from '../../db/client';
import { type MailContent, linksOf } from './mail.templates';
import { RETENTION_MS } from '../../lib/retention';
import { type MailRow, mailOutbox } from './mail.table';

export interface MailServiceOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** smtp(s)://user:pass@host:port; without it mail stays in the database (development mailbox). */
  smtpUrl?: string | undefined;
  from: string;
  /** How often the worker looks for due mail. */
  pollIntervalMs?: number;
  /** First retry delay; doubles per failed attempt, capped at one hour. */
  retryBaseMs?: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts?: number;
  /** A claimed mail is retried after this long if its worker vanished mid-send. */
  leaseMs?: number;
  now?: () => Date;
}

const BATCH = 10;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Delay before attempt `attempts + 1`, after `attempts` failures: base, 2×base, 4×base … capped. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toSummary(row: MailRow): DevMailSummary {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status as MailStatus,
    links: linksOf(row.text),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The outbox and its worker. `enqueue` writes a mail in the caller's
 * transaction; `kick` (after commit) and a short poll deliver it. Delivery
 * never runs inside a request: a slow or failing SMTP server cannot fail or
 * slow the change that caused the mail.
 */
export function createMailService(options: MailServiceOptions) {
  const {
    db,
    log,
    smtpUrl,
    from,
    pollIntervalMs = 500,
    retryBaseMs = 5_000,
    maxAttempts = 8,
    leaseMs = 2 * 60 * 1000,
    now = () => new Date(),
  } = options;

  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : undefined;

  /** Sends one mail, or, without SMTP, prints it with its links to the log. */
  async function deliver(row: MailRow): Promise<void> {
    if (!transport) {
      log.info(
        { mail: { id: row.id, to: row.to, subject: row.subject, links: linksOf(row.text) } },
        `mail kept in the development mailbox: "${row.subject}" to ${row.to}: ${linksOf(row.text).join(' ')}`,
      );
      return;
    }
    await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, html: row.html });
    log.info({ mail: { id: row.id, to: row.to, subject: row.subject } }, 'mail sent');
  }

  /** Claims due mail (a lease, safe with several server instances) and delivers it. Answers how many were tried. */
  async function runOnce(): Promise<number> {
    const at = now();
    const claimed = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, at)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
        .where(inArray(mailOutbox.id, due))
        .returning();
    });
    for (const row of claimed) {
      try {
        await deliver(row);
        await db.update(mailOutbox).set({ status: 'sent', sentAt: now(), lastError: null }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = row.attempts >= maxAttempts;
        const retryAt = new Date(now().getTime() + backoffMs(row.attempts, retryBaseMs));
        await db
          .update(mailOutbox)
          .set({ status: failed ? 'failed' : 'pending', nextAttemptAt: retryAt, lastError: message.slice(0, 1000) })
          .where(eq(mailOutbox.id, row.id));
        log.warn(
          { mail: { id: row.id, to: row.to, attempts: row.attempts }, err: message },
          failed ? 'mail failed for good' : 'mail not sent; will retry',
        );
      }
    }
    return claimed.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  /** Runs the worker now (or right after the current run), until no due mail is left. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await runOnce()) === BATCH) {
            // A full batch: there may be more.
          }
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'mail worker run failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    /** Records a mail in the caller's transaction. Call `kick()` once that transaction has committed. */
    async enqueue(tx: DbOrTx, to: string, content: MailContent): Promise<void> {
      await tx.insert(mailOutbox).values({ to, subject: content.subject, text: content.text, html: content.html, createdAt: now(), nextAttemptAt: now() });
    },

    kick(): void {
      void kick();
    },

    start(): void {
      if (!stopped) return;
      stopped = false;
      const loop = () => {
        timer = setTimeout(() => {
          void kick().finally(() => {
            if (!stopped) loop();
          });
        }, pollIntervalMs);
        timer.unref();
      };
      loop();
      void kick();
    },

    /** Stops polling and waits for the delivery in flight. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport?.close();
    },

    /**
     * For tests: delivers until no mail is pending (retries included), or
     * throws after `timeoutMs`. Mails waiting for a retry are waited for too.
     */
    async flush(timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await running;
        await runOnce();
        const [pending] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'pending'));
        if (!pending?.n) return;
        if (Date.now() > deadline) throw new Error(`mail outbox not drained: ${pending.n} pending`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    /** The development mailbox: newest first. */
    async list(limit = 50): Promise<DevMailSummary[]> {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
      return rows.map(toSummary);
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

    async get(id: string): Promise<DevMail | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return row ? { ...toSummary(row), text: row.text, html: row.html, sentAt: iso(row.sentAt) } : undefined;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
