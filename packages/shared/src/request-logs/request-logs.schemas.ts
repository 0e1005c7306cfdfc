import { z } from 'zod';
import { applicationIdField } from '../applications/applications.schemas';
import { UNIFIED_APIS } from '../connectors/connectors.constants';
import { CONSUMER_CALL_KINDS } from '../consumers/consumers.constants';
import { idField } from '../common/validation';
import { cursorMetaSchema } from '../common/shared-schemas';

/** Request logs are listed 10 a page (001 §9). */
export const REQUEST_LOGS_PAGE_SIZE = 10;
export const REQUEST_LOG_MESSAGES = {
  cursorInvalid: 'The page cursor is not valid',
  consumerNotFound: 'Consumer not found',
  dateInvalid: 'Must be a date and time in ISO 8601 (e.g. 2026-01-31T00:00:00Z)',
  logNotFound: 'Request log not found',
} as const;

const headersSchema = z.record(z.string(), z.string());
const optionalText = z.string().nullable();

/** One vendor call made while serving a request (secrets redacted; bodies cut past 16 KiB with `truncated`). */
export const subRequestSchema = z.object({
  startedAt: z.string(),
  method: z.string(),
  url: z.string(),
  requestHeaders: headersSchema,
  requestBody: optionalText,
  // Null when no answer came (timeout, unreachable: `error` says which).
  status: z.number().int().nullable(),
  responseHeaders: headersSchema,
  responseBody: optionalText,
  truncated: z.boolean(),
  latencyMs: z.number(),
  error: optionalText,
});

/**
 * A request log (001 §3): the call to the unified API or passthrough (`kind`: `universal` or `connection`), its
 * answer, and the vendor calls it made. Credentials are `[redacted]`; a body past 16 KiB of JSON text is its first
 * 16 KiB as text with `truncated: true`.
 */
export const requestLogSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  serviceId: optionalText,
  consumerId: optionalText,
  kind: z.enum(CONSUMER_CALL_KINDS),
  request: z.object({
    method: z.string(),
    url: z.string(),
    query: z.record(z.string(), z.unknown()),
    headers: headersSchema,
    body: z.unknown(),
    truncated: z.boolean(),
  }),
  response: z.object({
    status: z.number().int(),
    latencyMs: z.number(),
    headers: headersSchema,
    body: z.unknown(),
    truncated: z.boolean(),
  }),
  subRequests: z.array(subRequestSchema),
});
export type RequestLog = z.infer<typeof requestLogSchema>;

/**
 * A request log as lists answer it: the row's own fields, without headers, bodies and sub-requests (a page of full
 * logs weighs up to hundreds of KB); `GET /requests/application-requests/:id` answers the whole log.
 */
export const requestLogSummarySchema = requestLogSchema
  .pick({ id: true, createdAt: true, serviceId: true, consumerId: true, kind: true })
  .extend({
    method: z.string(),
    url: z.string(),
    status: z.number().int(),
    latencyMs: z.number(),
    /**
     * Whether the call counts toward the plan's API calls and the counts on screen: false for a call the platform
     * refused itself (a 4xx of its own, before any vendor call) and for a scheduled sync.
     */
    counted: z.boolean(),
  });
export type RequestLogSummary = z.infer<typeof requestLogSummarySchema>;

/** An ISO 8601 date or date and time (a date alone is its midnight UTC). */
const dateField = z
  .string()
  .max(40)
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
    error: REQUEST_LOG_MESSAGES.dateInvalid,
  })
  .optional();

/** Whether a list holds the scheduled syncs (the platform's own calls): hidden unless asked for. */
export const LOG_SYNCS = ['hidden', 'shown'] as const;

/**
 * 001 §7 Logs: limit, cursor, serviceId, dateFrom, dateTo (ISO), of the application; the API (001 §2 Logs filters);
 * scheduled syncs.
 */
export const applicationRequestsQuerySchema = z.object({
  applicationId: applicationIdField,
  serviceId: z.string().trim().min(1).max(100).optional(),
  unifiedApi: z.enum(UNIFIED_APIS).optional(),
  syncs: z.enum(LOG_SYNCS).default('hidden'),
  dateFrom: dateField,
  dateTo: dateField,
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(REQUEST_LOGS_PAGE_SIZE),
});
export type ApplicationRequestsQuery = z.output<typeof applicationRequestsQuerySchema>;

/** The same of one consumer of the application. */
export const consumerRequestsQuerySchema = applicationRequestsQuerySchema.extend({
  consumerId: idField(REQUEST_LOG_MESSAGES.consumerNotFound),
});

/** A page's cursors, and how many scheduled syncs the same filters match (counted apart, listed only when shown). */
export const requestLogsMetaSchema = cursorMetaSchema.extend({ syncs: z.number().int().min(0) });

/** One log of the application, by its id. */
export const requestLogParamsSchema = z.object({ id: idField(REQUEST_LOG_MESSAGES.logNotFound) });
export const requestLogQuerySchema = z.object({ applicationId: applicationIdField });
