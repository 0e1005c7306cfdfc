import { z } from 'zod';
import { EXPLORER_LANGUAGE_LABELS, EXPLORER_SAMPLE_BODY_LIMIT, EXPLORER_SAMPLE_TOO_LARGE } from './explorer.constants';

/**
 * The explorer's data (001 §3 "Explorer data", §7 "Explorer data"): Postman collection v2.1 request items, generated
 * from the unified API's OpenAPI document, with the menu that lists them and the environments they run in.
 */

export const EXPLORER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ExplorerMethod = (typeof EXPLORER_METHODS)[number];

/** Environments are told apart by the API's address (001 §9); dev when nothing says otherwise. */
export const EXPLORER_ENV_TYPES = ['dev', 'stage', 'prod'] as const;
export type ExplorerEnvType = (typeof EXPLORER_ENV_TYPES)[number];

/**
 * What a field's `description` carries (001 §3): its label, placeholder, help, options, and `multipleList` for a
 * multi-select.
 */
export const explorerFieldDescriptionSchema = z.object({
  label: z.string(),
  placeholder: z.string().optional(),
  description: z.string().optional(),
  options: z.array(z.string()).optional(),
  type: z.enum(['multipleList']).optional(),
  required: z.boolean().optional(),
});
export type ExplorerFieldDescription = z.infer<typeof explorerFieldDescriptionSchema>;

/** A header, query or body field: Postman's `{ key, value, description, disabled }`. */
export const explorerFieldSchema = z.object({
  key: z.string(),
  value: z.string(),
  description: explorerFieldDescriptionSchema,
  disabled: z.boolean().optional(),
});
export type ExplorerField = z.infer<typeof explorerFieldSchema>;

export const explorerRequestSchema = z.object({
  method: z.enum(EXPLORER_METHODS),
  description: z.string(),
  auth: z.union([
    z.object({
      type: z.literal('bearer'),
      bearer: z.array(z.object({ key: z.literal('token'), value: z.string(), type: z.literal('string') })),
    }),
    z.object({ type: z.literal('noauth') }),
  ]),
  header: z.array(explorerFieldSchema),
  body: z.object({ mode: z.literal('formdata'), formData: z.array(explorerFieldSchema) }).optional(),
  url: z.object({
    /** `{{baseUrl}}/hris/employees/:id` */
    raw: z.string(),
    host: z.array(z.string()),
    path: z.array(z.string()),
    variable: z.array(explorerFieldSchema),
    query: z.array(explorerFieldSchema),
  }),
});
export type ExplorerRequest = z.infer<typeof explorerRequestSchema>;

/** `event[0].script.exec`: the last line is JSON mapping response paths (`data[0].id`) to global variable names. */
export const explorerEventSchema = z.object({
  listen: z.literal('test'),
  script: z.object({ type: z.literal('text/javascript'), exec: z.array(z.string()) }),
});

export const explorerItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string(),
  request: explorerRequestSchema,
  event: z.array(explorerEventSchema),
});
export type ExplorerItem = z.infer<typeof explorerItemSchema>;

export const explorerMenuSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    children: z.array(z.object({ id: z.string(), name: z.string(), method: z.enum(EXPLORER_METHODS) })),
  }),
);
export type ExplorerMenu = z.infer<typeof explorerMenuSchema>;

/** An environment: its type and the values `{{name}}` placeholders take in it (`baseUrl`, `authUrl`). */
export const explorerEnvSchema = z.object({
  type: z.enum(EXPLORER_ENV_TYPES),
  name: z.string(),
  values: z.record(z.string(), z.string()),
});
export type ExplorerEnv = z.infer<typeof explorerEnvSchema>;

export const explorerDataSchema = z.object({
  envs: z.array(explorerEnvSchema),
  menu: explorerMenuSchema,
  data: z.record(z.string(), explorerItemSchema),
});
export type ExplorerData = z.infer<typeof explorerDataSchema>;

/** A call as the explorer makes it (explorer-request.ts), to turn into a code sample. */
export const explorerCallSchema = z.object({
  method: z.enum(EXPLORER_METHODS),
  url: z.string().max(8000),
  headers: z.record(z.string().max(200), z.string().max(8000)),
  body: z
    .record(z.string().max(200), z.string().max(100_000))
    .optional()
    .superRefine((body, ctx) => {
      if (body && JSON.stringify(body).length > EXPLORER_SAMPLE_BODY_LIMIT)
        ctx.addIssue({ code: 'custom', message: EXPLORER_SAMPLE_TOO_LARGE, params: { rule: 'maxSize' } });
    }),
});

export const explorerCodeBodySchema = z.object({
  language: z.enum(EXPLORER_LANGUAGE_LABELS),
  call: explorerCallSchema,
});
export const explorerCodeSchema = z.object({ code: z.string() });
