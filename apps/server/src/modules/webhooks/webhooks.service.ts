import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { eventTypesOf } from '@portal/shared/events/event-types';
import {
  ATTEMPTS_SHOWN,
  DELIVERIES_PAGE_SIZE,
  WEBHOOK_MESSAGES as M,
} from '@portal/shared/webhooks/webhooks.constants';
import type {
  CreateWebhookBody,
  Delivery,
  TestEventBody,
  TestEventResult,
  UpdateWebhookBody,
  Webhook,
} from '@portal/shared/webhooks/webhooks.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { whereApplication } from '../../db/scoped';
import { badRequest, conflict, fieldError, notFound } from '../../lib/app-error';
import { pageByCursor } from '../../lib/cursor-page';
import { wakeQueue } from '../../lib/queue-worker';
import type { ApplicationScope } from '../applications/application-scope';
import type { ApplicationsService } from '../applications/applications.service';
import type { RecordedEvent } from '../events/events.service';
import { assertRoomForWebhook } from './webhook-cap';
import { eventPayload, messageIdOf } from './webhook-payload';
import { type AttemptResult, type WebhookSender, isDelivered } from './webhook-sender';
import { type DeliveryRow, type WebhookRow, webhookAttempts, webhookDeliveries, webhooks } from './webhooks.table';

interface Deps {
  db: Db;
  applications: ApplicationsService;
  send: WebhookSender;
  /** Whether http (not only https) may be used for this URL: its host is on WEBHOOK_ALLOWED_HOSTS. */
  allowsHttp: (url: URL) => boolean;
  /** Records a delivery row and wakes the workers once the transaction commits. */
  enqueue: (tx: DbOrTx, values: typeof webhookDeliveries.$inferInsert) => Promise<void>;
  now: () => Date;
}

/** A webhook as answered: its application as the team knows it (the live one, in either environment). */
const toWebhook = (row: WebhookRow, liveApplicationId: string): Webhook => ({
  id: row.id,
  application: liveApplicationId,
  deliveryUrl: row.deliveryUrl,
  unifiedApi: row.unifiedApi,
  events: row.events,
  status: row.status,
  description: row.description,
  disabledReason: row.disabledReason,
  failingSince: row.failingSince?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Webhooks (001 §3) of an application: kept, listed, changed and deleted within the caller's application scope;
 * every event recorded becomes a delivery row for each enabled webhook that wants it, in the event's own
 * transaction (`outbox`), which the delivery workers send.
 */
export function createWebhooksService({ db, applications, send, allowsHttp, enqueue, now }: Deps) {
  applications.countStat('webhooks', async (applicationId) => {
    const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.applicationId, applicationId));
    return row?.n ?? 0;
  });

  /** https, or http to an allowed host (001 §5 asks for a valid URL; a delivery in the clear is our refusal). */
  function checkUrl(deliveryUrl: string): void {
    if (new URL(deliveryUrl).protocol === 'https:' || allowsHttp(new URL(deliveryUrl))) return;
    throw badRequest(M.deliveryUrlHttps, fieldError(['deliveryUrl'], 'isHttps', M.deliveryUrlHttps));
  }

  async function find(scope: ApplicationScope, id: string, tx: DbOrTx = db): Promise<WebhookRow> {
    const [row] = await tx
      .select()
      .from(webhooks)
      .where(whereApplication(webhooks, scope, eq(webhooks.id, id)))
      .limit(1);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async function history(deliveryIds: string[]) {
    if (deliveryIds.length === 0) return new Map<string, Delivery['history']>();
    // The latest attempts of each delivery on the page, newest first.
    const rows = await db
      .select()
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, deliveryIds))
      .orderBy(desc(webhookAttempts.attemptedAt));
    const byDelivery = new Map<string, Delivery['history']>();
    for (const row of rows) {
      const list = byDelivery.get(row.deliveryId) ?? [];
      if (list.length < ATTEMPTS_SHOWN) {
        list.push({
          attemptedAt: row.attemptedAt.toISOString(),
          statusCode: row.statusCode,
          latencyMs: row.latencyMs,
          responseBody: row.responseBody,
          error: row.error,
        });
      }
      byDelivery.set(row.deliveryId, list);
    }
    return byDelivery;
  }

  /** Whether a delivery carries a test event: its payload says `test: true` (eventPayload), so no column is needed. */
  const isTestPayload = sql<boolean>`coalesce((${webhookDeliveries.payload}::jsonb #>> '{data,test}') = 'true', false)`;

  /**
   * A test event is listed among the deliveries of the application's webhooks with the URL it went to, marked as a
   * test (issue 25): one finished delivery each, with the attempt just made. The workers never take it (not pending);
   * Resend sends it again like any delivery.
   */
  async function recordTest(
    scope: ApplicationScope,
    test: { deliveryUrl: string; eventType: string; payload: string; at: Date; result: AttemptResult },
  ) {
    const targets = await db
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(whereApplication(webhooks, scope, eq(webhooks.deliveryUrl, test.deliveryUrl)));
    if (targets.length === 0) return;
    const { at, result } = test;
    const delivered = isDelivered(result);
    await db.transaction(async (tx) => {
      for (const target of targets) {
        const [row] = await tx
          .insert(webhookDeliveries)
          .values({
            webhookId: target.id,
            applicationId: scope.applicationId,
            eventType: test.eventType,
            payload: test.payload,
            status: delivered ? 'delivered' : 'failed',
            attempts: 1,
            nextAttemptAt: at,
            lastError: delivered ? null : (result.error ?? `The receiver answered ${result.statusCode}`),
            deliveredAt: delivered ? at : null,
            createdAt: at,
          })
          .returning({ id: webhookDeliveries.id });
        await tx.insert(webhookAttempts).values({
          deliveryId: row!.id,
          attemptedAt: at,
          statusCode: result.statusCode,
          latencyMs: result.latencyMs,
          responseBody: result.responseBody,
          error: result.error,
        });
      }
    });
  }

  const toDelivery = (row: DeliveryRow & { test?: boolean }, attempts: Delivery['history'] = []): Delivery => ({
    id: row.id,
    webhookId: row.webhookId,
    eventId: row.eventId ?? '',
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    test: row.test ?? false,
    history: attempts,
  });

  return {
    /** The outbox: one delivery per enabled webhook of the event's application that subscribed to its type. */
    async enqueueFor(tx: DbOrTx, event: RecordedEvent): Promise<void> {
      const targets = await tx
        .select({ id: webhooks.id })
        .from(webhooks)
        .where(
          and(
            eq(webhooks.applicationId, event.applicationId),
            eq(webhooks.status, 'enabled'),
            eq(webhooks.unifiedApi, event.unifiedApi),
            sql`${webhooks.events} @> ${JSON.stringify([event.eventType])}::jsonb`,
          ),
        );
      if (targets.length === 0) return;
      const environment = await applications.environmentOf(event.applicationId);
      const payload = eventPayload(event, {
        liveApplicationId: environment?.liveApplicationId ?? event.applicationId,
        environment: environment?.environment ?? 'live',
      });
      for (const target of targets) {
        await enqueue(tx, {
          webhookId: target.id,
          applicationId: event.applicationId,
          eventId: event.eventId,
          eventType: event.eventType,
          payload,
          createdAt: now(),
          nextAttemptAt: now(),
        });
      }
    },

    async list(scope: ApplicationScope): Promise<Webhook[]> {
      const rows = await db
        .select()
        .from(webhooks)
        .where(whereApplication(webhooks, scope))
        .orderBy(desc(webhooks.createdAt), desc(webhooks.id));
      return rows.map((row) => toWebhook(row, scope.liveApplicationId));
    },

    async create(
      scope: ApplicationScope,
      input: CreateWebhookBody & { status: 'enabled' | 'disabled' },
    ): Promise<Webhook> {
      checkUrl(input.deliveryUrl);
      return db.transaction(async (tx) => {
        await assertRoomForWebhook(scope.applicationId, tx);
        const [row] = await tx
          .insert(webhooks)
          .values({
            accountId: scope.accountId,
            applicationId: scope.applicationId,
            deliveryUrl: input.deliveryUrl,
            unifiedApi: input.unifiedApi,
            events: [...new Set(input.events)],
            status: input.status,
            description: input.description ?? '',
            createdAt: now(),
            updatedAt: now(),
          })
          .returning();
        return toWebhook(row!, scope.liveApplicationId);
      });
    },

    async update(scope: ApplicationScope, id: string, input: UpdateWebhookBody): Promise<Webhook> {
      const current = await find(scope, id);
      if (input.deliveryUrl !== undefined) checkUrl(input.deliveryUrl);
      // Events are the chosen API's (001 §5): a new list of the current API is checked against it here.
      if (input.events && !input.unifiedApi) {
        const allowed = new Set(eventTypesOf(current.unifiedApi));
        if (input.events.some((event) => !allowed.has(event)))
          throw badRequest(M.eventsOfApi, fieldError(['events'], 'isEventOfApi', M.eventsOfApi));
      }
      const [row] = await db
        .update(webhooks)
        .set({
          ...(input.deliveryUrl !== undefined ? { deliveryUrl: input.deliveryUrl } : {}),
          ...(input.unifiedApi !== undefined ? { unifiedApi: input.unifiedApi } : {}),
          ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          // Enabling again starts afresh: the reason and the failing streak are forgotten.
          ...(input.status !== undefined
            ? {
                status: input.status,
                ...(input.status === 'enabled' ? { disabledReason: null, failingSince: null } : {}),
              }
            : {}),
          updatedAt: now(),
        })
        .where(whereApplication(webhooks, scope, eq(webhooks.id, current.id)))
        .returning();
      return toWebhook(row!, scope.liveApplicationId);
    },

    async remove(scope: ApplicationScope, id: string): Promise<void> {
      const row = await find(scope, id);
      await db.delete(webhooks).where(eq(webhooks.id, row.id));
    },

    /** A webhook's deliveries, newest first, each with its latest attempts. */
    async deliveries(
      scope: ApplicationScope,
      id: string,
      page: { cursor?: string | undefined; limit?: number | undefined },
    ) {
      const webhook = await find(scope, id);
      const { rows, meta } = await pageByCursor(
        webhookDeliveries,
        { cursor: page.cursor, limit: page.limit ?? DELIVERIES_PAGE_SIZE, invalidMessage: M.cursorInvalid },
        (condition, order, limit) =>
          db
            .select({ ...getTableColumns(webhookDeliveries), test: isTestPayload })
            .from(webhookDeliveries)
            .where(and(eq(webhookDeliveries.webhookId, webhook.id), condition))
            .orderBy(...order)
            .limit(limit),
      );
      const attempts = await history(rows.map((row) => row.id));
      return { data: rows.map((row) => toDelivery(row, attempts.get(row.id))), meta };
    },

    /** Sends a delivery again now (same `webhook-id`), on a fresh schedule; one already waiting is left as it is. */
    async resend(scope: ApplicationScope, id: string, deliveryId: string): Promise<Delivery> {
      const webhook = await find(scope, id);
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now(), lastError: null, deliveredAt: null })
        .where(
          and(
            eq(webhookDeliveries.id, deliveryId),
            eq(webhookDeliveries.webhookId, webhook.id),
            sql`${webhookDeliveries.status} <> 'pending'`,
          ),
        )
        .returning({ ...getTableColumns(webhookDeliveries), test: isTestPayload });
      if (!row) {
        const [existing] = await db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhook.id)));
        throw existing ? conflict('DELIVERY_PENDING', M.resendPending) : notFound(M.deliveryNotFound);
      }
      await wakeQueue(db, webhookDeliveries);
      return toDelivery(row, (await history([row.id])).get(row.id));
    },

    /**
     * The test event (001 §3): signed with the application's secret and sent now; answers what the receiver said.
     * A given `eventId` and `occurredAt` are the event's; the delivery (webhook-id, webhook-timestamp) is this one,
     * now.
     */
    async trigger(scope: ApplicationScope, input: TestEventBody): Promise<TestEventResult> {
      checkUrl(input.deliveryUrl);
      const secret = await applications.signingSecret(scope.applicationId);
      if (!secret) throw notFound(M.notFound);
      const at = now();
      const deliveryId = randomUUID();
      const event = {
        eventId: input.eventId ?? deliveryId,
        occuredAt: input.occurredAt ? new Date(input.occurredAt) : at,
        eventType: input.eventType,
        accountId: scope.accountId,
        applicationId: scope.applicationId,
        consumerId: input.consumerId ?? null,
        serviceId: input.serviceId,
        unifiedApi: input.unifiedApi,
        entityType: null,
        entityId: input.entityId ?? null,
        entity: null,
      };
      const payload = eventPayload(event, scope, { test: true });
      const messageId = messageIdOf(deliveryId);
      const result = await send({ url: input.deliveryUrl, secret, messageId, payload, at });
      await recordTest(scope, { deliveryUrl: input.deliveryUrl, eventType: input.eventType, payload, at, result });
      return {
        delivered: isDelivered(result),
        webhookId: messageId,
        attemptedAt: at.toISOString(),
        statusCode: result.statusCode,
        latencyMs: result.latencyMs,
        responseBody: result.responseBody,
        error: result.error,
      };
    },
  };
}

export type WebhooksCore = ReturnType<typeof createWebhooksService>;
