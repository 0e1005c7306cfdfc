/** Texts of the Webhooks screen (001 §2, §5, §8): the spec's verbatim, the others ours. */
export const WEBHOOK_MESSAGES = {
  added: 'Webhook was successfully added',
  updated: 'Webhook was successfully updated',
  deleted: 'Webhook was successfully deleted',
  empty: 'No webhooks',
  eventSent: 'Event sent',
  eventFailed: 'Event sending failed',
  secretCopied: 'Webhook secret copied',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  deliveryUrlRequired: 'Delivery URL is required',
  deliveryUrlInvalid: 'Delivery URL must be a valid URL',
  deliveryUrlHttps: 'Delivery URL must use https (http is allowed only for the hosts the operator allows)',
  unifiedApiRequired: 'API is required',
  eventsRequired: 'Choose at least one event',
  eventsOfApi: 'Choose events of the selected API',
  serviceIdRequired: 'Service ID is required',
  eventTypeRequired: 'Event type is required',
  applicationRequired: 'Application is required',
  applicationMismatch: 'applicationId and application name different applications; send one',
  eventIdInvalid: 'Event ID must be 1 to 100 characters',
  occurredAtInvalid: 'Occurred at must be an ISO 8601 date and time with its offset, e.g. 2026-01-31T09:30:00Z',
  tooMany: 'An application can have at most 50 webhooks. Delete one to add another.',
  resendPending: 'This delivery is already waiting to be sent',
  cursorInvalid: 'The page cursor is not valid',
} as const;

/** Whether a webhook receives events (001 §3, enabled by default). */
export const WEBHOOK_STATUSES = ['enabled', 'disabled'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** Where a delivery stands: waiting for its (next) attempt, delivered (a 2xx), or given up. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Ours: a guard against runaway fan-out; no plan lists webhooks as a limit (001 §9: "unlimited webhooks"). */
export const MAX_WEBHOOKS_PER_APPLICATION = 50;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 500;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Deliveries of a webhook are listed 10 a page; each shows its last attempts. */
export const DELIVERIES_PAGE_SIZE = 10;
export const ATTEMPTS_SHOWN = 10;
/** The start of a receiver's answer kept with each attempt. */
export const RESPONSE_BODY_KEPT = 500;

/**
 * Standard Webhooks' retry schedule: after the first attempt fails, wait 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 14 h, 20 h and 24 h between attempts (with jitter), then give up.
 */
export const RETRY_SCHEDULE_MS = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000, 72_000_000, 86_400_000,
] as const;
/** An endpoint failing for this long is disabled and its team told. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 60 * 60 * 1000;
/** A receiver has this long to answer 2xx. */
export const DELIVERY_TIMEOUT_MS = 15_000;
