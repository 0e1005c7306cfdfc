import { z } from 'zod';

/**
 * The query of a unified write: the connection (as for reads), and `dryRun=true` to validate and map without calling
 * the vendor.
 */
export const unifiedWriteQuerySchema = z.object({
  serviceId: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'serviceId is a connector id, e.g. bamboohr')
    .optional()
    .describe(
      'The connection to call, by service id; needed only when the consumer has several callable connections in this unified API',
    ),
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('`true` validates and maps the body and answers the vendor request it would send, without sending it'),
});

/** The header that makes a write safe to retry (Stripe's semantics): at most 255 printable characters. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 255;
/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** One vendor request a write would send, as a dry run shows it: secrets masked. */
export const vendorRequestPreviewSchema = z.object({
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
});
export type VendorRequestPreview = z.infer<typeof vendorRequestPreviewSchema>;

/** A dry run's answer: nothing was sent; these are the vendor requests the write would start with. */
export const dryRunAnswerSchema = z
  .object({
    dryRun: z.literal(true),
    serviceId: z.string(),
    requests: z.array(vendorRequestPreviewSchema),
  })
  .meta({ title: 'DryRun' });
export type DryRunAnswer = z.infer<typeof dryRunAnswerSchema>;

/** A deletion's answer: the record that is gone. */
export const deletedAnswerSchema = z.object({ id: z.string(), remoteId: z.string(), deleted: z.literal(true) });

export const JOB_STATES = ['pending', 'succeeded', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * A write the vendor carries out later (`GET /jobs/{id}`): pending, succeeded with the record as it is now, or failed
 * with the reason. Its end is also the webhook event `job.completed`.
 */
export const jobSchema = z
  .object({
    id: z.string(),
    state: z.enum(JOB_STATES),
    /** `<api>.<model>.<action>`, e.g. `mdm.devices.lock`. */
    operation: z.string(),
    serviceId: z.string(),
    /** The record the write is about. */
    remoteId: z.string(),
    result: z.record(z.string(), z.unknown()).nullable(),
    reason: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ title: 'Job' });
export type Job = z.infer<typeof jobSchema>;

/**
 * What a write answers: the record as the vendor has it after the write (a deletion: its ids; a write the vendor does
 * later: its job), or with `dryRun=true` the vendor request it would send.
 */
export function writeAnswerSchemaOf(model: z.ZodObject, operation: 'create' | 'update' | 'delete', job = false) {
  return z.union([job ? jobSchema : operation === 'delete' ? deletedAnswerSchema : model, dryRunAnswerSchema]);
}
