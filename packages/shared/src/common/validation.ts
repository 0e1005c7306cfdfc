import { z } from 'zod';

/** The first message of a schema for one value, or undefined when valid: what a form field shows. */
export function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Whether a text holds a control character (C0 or DEL): never part of an id or a header value we accept. */
export const hasControlCharacters = (value: string) =>
  [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/**
 * Characters PostgreSQL cannot keep in text: U+0000, and halves of a surrogate pair without
 * their other half (not Unicode characters at all). Every text input is checked for them once,
 * centrally (the server's validator compiler), before any schema.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the character looked for.
export const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE =
  'Must not contain the NUL character (U+0000) or other characters that cannot be stored';

/** One node of the contract's validation error tree. */
export interface ValidationErrorItem {
  property: string;
  constraints: Record<string, string>;
  children: ValidationErrorItem[];
}

export const validationErrorItemSchema: z.ZodType<ValidationErrorItem> = z.lazy(() =>
  z.object({
    property: z.string(),
    constraints: z.record(z.string(), z.string()),
    children: z.array(validationErrorItemSchema),
  }),
);

export const errorBodySchema = z.object({
  error: z.object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
    errors: z.array(validationErrorItemSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value has the shape of an entity id (a UUID). */
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/**
 * An entity id (a UUID), reported under the rule isUuid with `message`, parsed to its canonical form (lower case, as
 * the database reads it back): PostgreSQL takes `B7A4…` for `b7a4…`, so an id kept as written would count apart.
 */
export function idField(message: string) {
  return z
    .string({ error: message })
    .superRefine((value, ctx) => {
      if (!UUID_PATTERN.test(value)) ctx.addIssue({ code: 'custom', message, params: { rule: 'isUuid' } });
    })
    .toLowerCase();
}

/**
 * An id in the one form the database reads back (a lower-case UUID). The data plane keys its counts, limits, caches
 * and logs by ids of this type only, so an id as a caller wrote it (a header, a claim) does not compile there.
 */
export type CanonicalId = string & { readonly __canonicalId: true };

/** `value` as a CanonicalId, or undefined when it is not a UUID (docs/decisions.md, "Ids at the edge"). */
export function canonicalId(value: unknown): CanonicalId | undefined {
  return typeof value === 'string' && UUID_PATTERN.test(value) ? (value.toLowerCase() as CanonicalId) : undefined;
}
