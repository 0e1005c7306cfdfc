import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, WEBHOOK_STATUSES } from '@portal/shared/webhooks/webhooks.constants';
import { at, createdAt, id, oneOf, ownerRef, queueColumns, updatedAt } from '../../db/columns';
import { ownedByApplication } from '../applications/applications.table';
import { events } from '../events/events.table';
import { accounts } from '../teams/teams.table';

/** A webhook (001 §3): where an application's events of one unified API are delivered. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    accountId: ownerRef('account_id', () => accounts.id),
    applicationId: ownedByApplication(),
    deliveryUrl: text('delivery_url').notNull(),
    unifiedApi: text('unified_api').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    status: oneOf('status', WEBHOOK_STATUSES).notNull().default('enabled'),
    description: text('description').notNull().default(''),
    /** Why we disabled it (a 410, failing for 5 days); null when enabled or disabled by a person. */
    disabledReason: text('disabled_reason'),
    /** Since when every attempt failed; null after a success. */
    failingSince: at('failing_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhooks_application_idx').on(table.applicationId, table.createdAt)],
);

/**
 * One event to deliver to one webhook: the outbox row, inserted in the transaction that records the event and
 * claimed by the delivery workers (lib/queue-worker.ts). `payload` is the body as sent, the same on every attempt,
 * as is the `webhook-id` header (`msg_` and the row's id).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookId: ownerRef('webhook_id', () => webhooks.id),
    applicationId: ownedByApplication(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    ...queueColumns(DELIVERY_STATUSES),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_status_next_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt, table.id),
  ],
);

/** Every attempt of a delivery, for the webhook's history. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: ownerRef('delivery_id', () => webhookDeliveries.id),
    attemptedAt: at('attempted_at').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    responseBody: text('response_body'),
    error: text('error'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
