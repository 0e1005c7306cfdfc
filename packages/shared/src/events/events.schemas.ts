import { z } from 'zod';
import { UNIFIED_APIS } from '../connectors/connectors.constants';
import { applicationRequestsQuerySchema } from '../request-logs/request-logs.schemas';
import { idField } from '../common/validation';

/** Events are listed 10 a page (001 §9). */
export const EVENTS_PAGE_SIZE = 10;
export const EVENT_MESSAGES = {
  cursorInvalid: 'The page cursor is not valid',
  consumerNotFound: 'Consumer not found',
} as const;

/**
 * An event log row (001 §3 Event log; `occuredAt` spelled as the spec has it): what happened (`eventType`), to which
 * connection (`serviceId`, `unifiedApi`, `consumerId`) and which entity, when one is concerned.
 */
export const eventLogSchema = z.object({
  eventId: z.string(),
  occuredAt: z.string(),
  eventType: z.string(),
  serviceId: z.string(),
  unifiedApi: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  consumerId: z.string().nullable(),
});
export type EventLog = z.infer<typeof eventLogSchema>;

/** 001 §7 Logs: the application's events (or one consumer's), filtered like the request logs and by unified API. */
export const eventsQuerySchema = applicationRequestsQuerySchema.extend({
  consumerId: idField(EVENT_MESSAGES.consumerNotFound).optional(),
  unifiedApi: z.enum(UNIFIED_APIS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(EVENTS_PAGE_SIZE),
});
export type EventsQuery = z.output<typeof eventsQuerySchema>;
