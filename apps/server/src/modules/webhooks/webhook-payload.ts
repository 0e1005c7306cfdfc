import type { Environment } from '@portal/shared/common/environment';
import type { RecordedEvent } from '../events/events.service';

/** `webhook-id` of a delivery: `msg_` and the delivery's id, the same on every attempt. */
export const messageIdOf = (deliveryId: string) => `msg_${deliveryId.replaceAll('-', '')}`;

/** The application an event is of, as its team knows it, and the environment it happened in. */
export interface EventApplication {
  liveApplicationId: string;
  environment: Environment;
}

/**
 * The body Standard Webhooks recommends: `type`, `timestamp` and `data` — the event log's fields, the application
 * and its environment, and the unified entity (its id alone for a deletion or a connection event). A test event says
 * `test: true`.
 */
export function eventPayload(
  event: RecordedEvent,
  application: EventApplication,
  { test = false }: { test?: boolean } = {},
): string {
  return JSON.stringify({
    type: event.eventType,
    timestamp: event.occuredAt.toISOString(),
    data: {
      eventId: event.eventId,
      occuredAt: event.occuredAt.toISOString(),
      eventType: event.eventType,
      applicationId: application.liveApplicationId,
      environment: application.environment,
      consumerId: event.consumerId,
      serviceId: event.serviceId,
      unifiedApi: event.unifiedApi,
      entityType: event.entityType,
      entityId: event.entityId,
      ...(event.entity === null || event.entity === undefined ? {} : { entity: event.entity }),
      ...(test ? { test: true } : {}),
    },
  });
}
