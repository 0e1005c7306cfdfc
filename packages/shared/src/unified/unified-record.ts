import { z } from 'zod';

/** A date-time as ISO 8601 text, or null when the vendor has none. */
export const isoDateTime = () => z.string().nullable().meta({ format: 'date-time' });
/** A calendar date `YYYY-MM-DD`, or null. */
export const isoDate = () => z.string().nullable().meta({ format: 'date' });
/** Free text the vendor may leave empty. */
export const text = () => z.string().nullable();

/**
 * The fields every unified record carries: our `id` (stable for the connection: the vendor id prefixed with
 * nothing else, so it can be passed back to `get`), the vendor's `remoteId`, fields remapped by the integration
 * into `customFields`, and on request (`?includeRemoteData=true`) the vendor's raw record in `remoteData`.
 */
export const recordFields = {
  id: z.string(),
  remoteId: z.string(),
  customFields: z.record(z.string(), z.unknown()).optional(),
  remoteData: z.record(z.string(), z.unknown()).optional(),
};

/** A list of texts (names, emails, remote ids), empty when the vendor has none. */
export const texts = () => z.array(z.string());

/**
 * The schema of a unified model: the fields every record carries, then the model's own; `title` names it in JSON
 * Schema.
 */
export const unifiedRecord = <Fields extends z.ZodRawShape>(title: string, fields: Fields) =>
  z.object({ ...recordFields, ...fields }).meta({ title });

/** A reference to another record of the same connection (a manager, an assigned user). */
export const recordRef = z
  .object({ id: z.string(), remoteId: z.string(), name: text().optional(), email: text().optional() })
  .nullable();

export const addressSchema = z.object({
  street: text().optional(),
  postalCode: text().optional(),
  city: text().optional(),
  countryCode: text().optional(),
});

/** An amount of money; `currency` (ISO 4217) is null when the vendor does not say. */
export const moneySchema = z.object({ amount: z.number(), currency: text() });
