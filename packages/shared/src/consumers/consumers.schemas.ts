import { z } from 'zod';
import { applicationIdField } from '../applications/applications.schemas';
import { hasControlCharacters, idField, isUuid } from '../common/validation';
import {
  CONSUMER_EXTERNAL_ID_MAX_LENGTH,
  CONSUMER_MESSAGES as M,
  CONSUMERS_PAGE_SIZE,
  CONSUMER_NAME_MAX_LENGTH,
} from './consumers.constants';

/** The developer's own id of a consumer (issue 28): any text without control characters, unique in its application. */
export const externalIdField = z
  .string({ error: M.externalIdRequired })
  .trim()
  .min(1, M.externalIdRequired)
  .max(CONSUMER_EXTERNAL_ID_MAX_LENGTH, M.externalIdTooLong)
  .refine((value) => !hasControlCharacters(value), M.externalIdControl);

/**
 * A consumer as a caller names it: its id (a UUID, in any case: parsed to lower case, as the database reads it back)
 * or the developer's own `externalId` (kept as written).
 */
export const consumerRefField = (message: string = M.consumerRefRequired) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(CONSUMER_EXTERNAL_ID_MAX_LENGTH, M.externalIdTooLong)
    .transform((value) => (isUuid(value) ? value.toLowerCase() : value));

/** A consumer (001 §3): one of the application's own customers, who uses its connections. `user` is who created it. */
export const consumerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The developer's own id of this customer, if given (issue 28). */
  externalId: z.string().nullable(),
  application: z.object({ id: z.string() }),
  /** Who created it, as they were then; empty names once unknown. */
  user: z.object({ name: z.string(), lastname: z.string() }),
  createdAt: z.string(),
});
export type Consumer = z.infer<typeof consumerSchema>;

const pageFields = {
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CONSUMERS_PAGE_SIZE),
};

/**
 * GET consumers?applicationId=&name=&cursor=&limit=: newest first; `name` filters by a part of the name, in any case.
 */
export const consumersQuerySchema = z.object({
  applicationId: applicationIdField,
  name: z.string().trim().max(CONSUMER_NAME_MAX_LENGTH).optional(),
  ...pageFields,
});
export type ConsumersQuery = z.output<typeof consumersQuerySchema>;

/** The name is optional (001 §5: placeholder Ex: ConsumerX); blank is kept as no name. */
export const consumerNameField = z
  .string()
  .trim()
  .max(CONSUMER_NAME_MAX_LENGTH, { error: M.nameTooLong })
  .optional()
  .default('');

/** POST consumers/ (001 §7): name and the application. */
export const createConsumerBodySchema = z.object({
  name: consumerNameField,
  application: applicationIdField,
  externalId: externalIdField.optional(),
});
export type CreateConsumerBody = z.input<typeof createConsumerBodySchema>;

export const consumerParamsSchema = z.object({ id: idField(M.notFound) });
/** The application a consumer call is about (001 §7: `DELETE /consumers/{id}?applicationId={id}`). */
export const consumerApplicationQuerySchema = z.object({ applicationId: applicationIdField });
/** GET /consumers/{id} (001 §7): the consumer names its application; `applicationId`, when given, must be it. */
export const consumerGetQuerySchema = z.object({ applicationId: applicationIdField.optional() });

/**
 * Consumer usage (001 §7): API calls this month through passthrough (`connection`), the unified models (`universal`),
 * and both.
 */
export const consumerUsageSchema = z.object({
  connection: z.number().int(),
  universal: z.number().int(),
  total: z.number().int(),
});
export type ConsumerUsage = z.infer<typeof consumerUsageSchema>;

/** The explorer's list with an application token (001 §7 Explorer consumers): id and name. */
export const tokenConsumersQuerySchema = z.object({ applicationId: applicationIdField.optional(), ...pageFields });
export const consumerSummarySchema = z.object({ id: z.string(), name: z.string() });

/** What a consumer access token is for. */
export const tokenConsumerSchema = z.object({
  id: z.string(),
  name: z.string(),
  application: z.object({ id: z.string() }),
  expiresAt: z.string(),
});
