import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { DISABLE_AFTER_FAILING_MS, RETRY_SCHEDULE_MS } from '@portal/shared/webhooks/webhooks.constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type QueueTiming, createQueueWorker } from '../../lib/queue-worker';
import { shortCache } from '../../lib/short-cache';
import { webhookAttemptAge, webhookAttemptsTotal } from '../../lib/work-metrics';
import { writeBatcher } from '../../lib/write-batcher';
import type { ApplicationsService } from '../applications/applications.service';
import type { MailService } from '../mail/mail.service';
import { noticeMail } from '../mail/mail.templates';
import type { TeamsService } from '../teams/teams.service';
import { messageIdOf } from './webhook-payload';
import { type AttemptResult, type WebhookSender, isDelivered } from './webhook-sender';
import { type DeliveryRow, type WebhookRow, webhookAttempts, webhookDeliveries, webhooks } from './webhooks.table';

/** A failed attempt to try again later. */
class AttemptFailed extends Error {
  constructor(readonly result: AttemptResult) {
    super(result.error ?? `The receiver answered ${result.statusCode}`);
  }
}

/** A failure no retry can help: the webhook is gone or disabled, the receiver refused for good (4xx, 410). */
class GiveUp extends Error {}

/** Statuses worth another attempt: Standard Webhooks retries timeouts, network errors, 429 and 5xx. */
const retryable = (result: AttemptResult) =>
  result.statusCode === null || result.statusCode === 429 || result.statusCode >= 500;

/** Jitter of ±10 %, so receivers that failed together are not retried together. */
const jittered = (ms: number, random: () => number) => Math.round(ms * (0.9 + random() * 0.2));

/**
 * How long a finished attempt waits for others to be kept and marked delivered with them: a few statements for a
 * burst of deliveries instead of two per delivery, which on a busy machine is CPU taken from the sending. Nobody
 * waits for it: the attempt has been made and its slot released.
 */
const GATHER_MS = 4;

/** The longest `Retry-After` honoured: a day, the schedule's own longest wait. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

interface Deps {
  database: Database;
  log: FastifyBaseLogger;
  applications: ApplicationsService;
  teams: TeamsService;
  mail: MailService;
  send: WebhookSender;
  publicUrl: string;
  queue: QueueTiming;
  now: () => Date;
  random?: () => number;
  /** Deliveries in flight at once per process. */
  concurrency?: number;
  /** How long a claimed delivery is this worker's: longer than a receiver may take to answer. */
  leaseMs?: number;
}

/**
 * The delivery workers: claim due deliveries (SKIP LOCKED, so processes share them), sign and send each, keep every
 * attempt, retry on Standard Webhooks' schedule, and disable an endpoint that answers 410 or fails for 5 days
 * (telling the members who turned on error events).
 */
export function createDeliveryWorker(deps: Deps) {
  const { database, now } = deps;
  const { db } = database;
  const random = deps.random ?? Math.random;
  // A webhook and its application's secret, read once a second per webhook rather than for each of its deliveries.
  const targets = shortCache<{ webhook: WebhookRow; secret: string | null } | null>(1_000, Date.now);
  const targetOf = (webhookId: string) =>
    targets.get(webhookId, async () => {
      const [webhook] = await db.select().from(webhooks).where(eq(webhooks.id, webhookId)).limit(1);
      return webhook ? { webhook, secret: await deps.applications.signingSecret(webhook.applicationId) } : null;
    });

  /**
   * Disables the webhook and, when this call is the one that did, mails those who want error events, in one
   * transaction.
   */
  async function disable(webhook: WebhookRow, reason: string) {
    targets.delete(webhook.id);
    await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(webhooks)
        .set({ status: 'disabled', disabledReason: reason, updatedAt: now() })
        .where(and(eq(webhooks.id, webhook.id), eq(webhooks.status, 'enabled')))
        .returning({ id: webhooks.id });
      if (!changed) return;
      const environment = await deps.applications.environmentOf(webhook.applicationId);
      // The link names the application as its team knows it, and a test environment's webhook says so.
      const where = environment
        ? `application=${environment.liveApplicationId}&environment=${environment.environment}`
        : `application=${webhook.applicationId}`;
      for (const person of await deps.teams.membersWanting(webhook.accountId, 'hasErrorEvent', tx)) {
        const content = noticeMail({
          name: person.name || person.email,
          subject: 'A webhook endpoint was disabled',
          lines: [
            `We stopped delivering ${environment?.environment === 'test' ? 'test ' : ''}events to ${webhook.deliveryUrl}: ${reason}.`,
            'Fix the endpoint, then enable the webhook again; new events are delivered from then on.',
          ],
          action: 'Open Webhooks',
          link: `${deps.publicUrl}/webhooks?${where}`,
          setting: 'error notifications',
        });
        await deps.mail.enqueue(tx, person.email, content);
      }
    });
  }

  // Attempts finished at about the same time are kept in one multi-row INSERT.
  const keepAttempt = writeBatcher<typeof webhookAttempts.$inferInsert>(
    'webhook-attempts',
    deps.log,
    async (attempts) => {
      await db.insert(webhookAttempts).values(attempts);
    },
    { gatherMs: GATHER_MS },
  );

  /** Keeps the attempt and what it says of the endpoint's health; throws to retry or give up. */
  async function settle(webhook: WebhookRow, delivery: DeliveryRow, at: Date, result: AttemptResult) {
    webhookAttemptsTotal.inc({ outcome: isDelivered(result) ? 'delivered' : retryable(result) ? 'retry' : 'refused' });
    webhookAttemptAge.observe(Math.max(0, at.getTime() - delivery.createdAt.getTime()) / 1000);
    await keepAttempt.add({
      deliveryId: delivery.id,
      attemptedAt: at,
      statusCode: result.statusCode,
      latencyMs: result.latencyMs,
      responseBody: result.responseBody,
      error: result.error,
    });
    if (isDelivered(result)) {
      if (webhook.failingSince) {
        await db
          .update(webhooks)
          .set({ failingSince: null })
          .where(and(eq(webhooks.id, webhook.id), isNotNull(webhooks.failingSince)));
        targets.delete(webhook.id);
      }
      return;
    }
    // A failure changes the webhook's health: the next delivery reads the row afresh.
    targets.delete(webhook.id);
    if (result.statusCode === 410) {
      await disable(webhook, 'the endpoint answered 410 Gone');
      throw new GiveUp('The endpoint answered 410 Gone: the webhook is disabled');
    }
    const failingSince = webhook.failingSince ?? at;
    if (!webhook.failingSince)
      await db
        .update(webhooks)
        .set({ failingSince: at })
        .where(and(eq(webhooks.id, webhook.id), isNull(webhooks.failingSince)));
    if (at.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS) {
      await disable(webhook, 'every delivery failed for 5 days');
      throw new GiveUp('The endpoint failed for 5 days: the webhook is disabled');
    }
    if (!retryable(result))
      throw new GiveUp(`The receiver answered ${result.statusCode}; a ${result.statusCode} is not retried`);
    throw new AttemptFailed(result);
  }

  async function deliver(delivery: DeliveryRow, release: () => void): Promise<void> {
    const target = await targetOf(delivery.webhookId);
    if (!target || target.webhook.status !== 'enabled') throw new GiveUp('The webhook is disabled');
    const { webhook, secret } = target;
    if (!secret) throw new GiveUp('The application no longer exists');
    const at = now();
    const result = await deps.send({
      url: webhook.deliveryUrl,
      secret,
      messageId: messageIdOf(delivery.id),
      payload: delivery.payload,
      at,
    });
    // The receiver has answered: the next delivery may go out while this one's attempt is kept (the row stays leased).
    release();
    await settle(webhook, delivery, at, result);
  }

  return createQueueWorker({
    database,
    log: deps.log,
    table: webhookDeliveries,
    states: { pending: 'pending', done: 'delivered', failed: 'failed' },
    handle: deliver,
    doneValues: () => ({ deliveredAt: now() }),
    gatherMs: GATHER_MS,
    batchSize: deps.concurrency ?? 64,
    concurrency: deps.concurrency ?? 64,
    // A lease longer than the receiver's time to answer, so a slow receiver's delivery is never claimed twice.
    leaseMs: deps.leaseMs ?? 35_000,
    pollIntervalMs: deps.queue.pollIntervalMs,
    retryAt: (row, error, at) => {
      if (error instanceof GiveUp) return null;
      const wait = RETRY_SCHEDULE_MS[row.attempts - 1];
      if (wait === undefined) return null;
      const retryAfter =
        error instanceof AttemptFailed && error.result.statusCode === 429 ? error.result.retryAfterMs : null;
      const delay =
        retryAfter === null ? jittered(wait, random) : Math.min(MAX_RETRY_AFTER_MS, Math.max(retryAfter, 1_000));
      return new Date(at.getTime() + delay);
    },
    now,
  });
}
