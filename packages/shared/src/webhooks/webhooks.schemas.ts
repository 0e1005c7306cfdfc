import { z } from 'zod';
import { applicationIdField } from '../applications/applications.schemas';
import { idField } from '../common/validation';
import { UNIFIED_APIS } from '../connectors/connectors.constants';
import { eventTypesOf } from '../events/event-types';
import {
  DELIVERIES_PAGE_SIZE,
  DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_STATUSES,
  WEBHOOK_URL_MAX_LENGTH,
} from './webhooks.constants';

/** A webhook (001 §3): where the application's events of one unified API go. `disabledReason` says why we stopped. */
export const webhookSchema = z.object({
  id: z.string(),
  application: z.string(),
  deliveryUrl: z.string(),
  unifiedApi: z.string(),
  events: z.array(z.string()),
  status: z.enum(WEBHOOK_STATUSES),
  description: z.string(),
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** An http(s) URL; whether http is allowed depends on the operator's allow-list, which the server checks. */
export const deliveryUrlField = z
  .string({ error: M.deliveryUrlRequired })
  .trim()
  .min(1, { error: M.deliveryUrlRequired })
  .max(WEBHOOK_URL_MAX_LENGTH, { error: M.deliveryUrlInvalid })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          url.hostname !== '' &&
          !url.username &&
          !url.password
        );
      } catch {
        return false;
      }
    },
    { error: M.deliveryUrlInvalid },
  );

const unifiedApiField = z.enum(UNIFIED_APIS, { error: M.unifiedApiRequired });
const eventsField = z.array(z.string().max(100)).min(1, { error: M.eventsRequired }).max(100);
const descriptionField = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH).optional();

/** Every event must be one of the API's (001 §5: events are chosen from the selected API's). */
const eventsOfApi = (
  value: { unifiedApi?: string | undefined; events?: string[] | undefined },
  ctx: z.RefinementCtx,
) => {
  if (!value.unifiedApi || !value.events) return;
  const allowed = new Set(eventTypesOf(value.unifiedApi));
  if (value.events.some((event) => !allowed.has(event)))
    ctx.addIssue({ code: 'custom', path: ['events'], message: M.eventsOfApi });
};

/** POST webhooks/ (001 §5): deliveryUrl, unifiedApi and events required; status enabled unless given. */
export const createWebhookBodySchema = z
  .object({
    application: applicationIdField,
    deliveryUrl: deliveryUrlField,
    unifiedApi: unifiedApiField,
    events: eventsField,
    status: z.enum(WEBHOOK_STATUSES).default('enabled'),
    description: descriptionField,
  })
  .superRefine(eventsOfApi);
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

/** PATCH webhooks/{id}: any of the fields; a new unifiedApi needs its events. */
export const updateWebhookBodySchema = z
  .object({
    deliveryUrl: deliveryUrlField.optional(),
    unifiedApi: unifiedApiField.optional(),
    events: eventsField.optional(),
    status: z.enum(WEBHOOK_STATUSES).optional(),
    description: descriptionField,
  })
  .superRefine((value, ctx) => {
    if (value.unifiedApi && !value.events)
      ctx.addIssue({ code: 'custom', path: ['events'], message: M.eventsRequired });
    eventsOfApi(value, ctx);
  });
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

export const webhookParamsSchema = z.object({ id: idField(M.notFound) });
export const webhookApplicationQuerySchema = z.object({ applicationId: applicationIdField });
export const webhooksQuerySchema = webhookApplicationQuerySchema;

/**
 * POST webhooks/trigger (001 §3 Test event: eventType, unifiedApi, serviceId, consumerId, eventId, entityId,
 * occurredAt, applicationId, deliveryUrl; §5: deliveryUrl valid, serviceId, unifiedApi, eventType required).
 * `application` is the name this API gave the application first, kept as an alias of `applicationId`.
 * `eventId` and `occurredAt`, when given, are the event's in the payload (else a new id and now).
 */
export const testEventBodySchema = z
  .object({
    applicationId: applicationIdField.optional(),
    application: applicationIdField.optional(),
    deliveryUrl: deliveryUrlField,
    serviceId: z.string({ error: M.serviceIdRequired }).trim().min(1, { error: M.serviceIdRequired }).max(100),
    unifiedApi: unifiedApiField,
    eventType: z.string({ error: M.eventTypeRequired }).trim().min(1, { error: M.eventTypeRequired }).max(100),
    consumerId: z.string().trim().max(100).optional(),
    eventId: z.string().trim().min(1, { error: M.eventIdInvalid }).max(100, { error: M.eventIdInvalid }).optional(),
    entityId: z.string().trim().max(200).optional(),
    occurredAt: z.iso.datetime({ offset: true, error: M.occurredAtInvalid }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.applicationId === undefined && body.application === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['applicationId'],
        message: M.applicationRequired,
        params: { rule: 'isDefined' },
      });
    } else if (
      body.applicationId !== undefined &&
      body.application !== undefined &&
      body.applicationId !== body.application
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['application'],
        message: M.applicationMismatch,
        params: { rule: 'equals' },
      });
    }
  });
export type TestEventBody = z.input<typeof testEventBodySchema>;

/**
 * One try to deliver: when, the receiver's status (null: no answer), how long, the start of its answer or the error.
 */
export const deliveryAttemptSchema = z.object({
  attemptedAt: z.string(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** The test event's outcome: delivered means a 2xx came within the time allowed. */
export const testEventResultSchema = deliveryAttemptSchema.extend({ delivered: z.boolean(), webhookId: z.string() });
export type TestEventResult = z.infer<typeof testEventResultSchema>;

/** A delivery of one event to one webhook (the same `webhookId` header on every attempt) with its latest attempts. */
export const deliverySchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  /** A test event (POST webhooks/trigger to this webhook's URL), not an event of the application's data. */
  test: z.boolean(),
  history: z.array(deliveryAttemptSchema),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveriesQuerySchema = webhookApplicationQuerySchema.extend({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(DELIVERIES_PAGE_SIZE),
});
export const deliveryParamsSchema = z.object({ id: idField(M.notFound), deliveryId: idField(M.deliveryNotFound) });
