import { z } from 'zod';

/** The URNs of RFC 7643/7644 the SCIM endpoint speaks. */
export const SCIM = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** The media type of every SCIM request and answer (RFC 7644 §3.1). */
export const SCIM_CONTENT_TYPE = 'application/scim+json';
/** Where SCIM is served: `{publicUrl}/scim/v2/{connectionId}` is a directory connection's base URL. */
export const SCIM_PREFIX = '/scim/v2';
/** The most resources one list answers (ServiceProviderConfig `filter.maxResults`). */
export const SCIM_MAX_RESULTS = 200;

/** The connection a SCIM call is about: its id is the last segment of the base URL. */
export const scimConnectionParamsSchema = z.object({ connectionId: z.string().min(1).max(100) });
export const scimResourceParamsSchema = scimConnectionParamsSchema.extend({ id: z.string().min(1).max(200) });

/** RFC 7644 §3.4.2: `filter`, 1-based `startIndex`, `count` (0 answers only totalResults). */
export const scimListQuerySchema = z.object({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});

/** A SCIM resource as sent or answered: the core attributes checked, every other one kept as given. */
export const scimResourceSchema = z.looseObject({
  schemas: z.array(z.string()).optional(),
  id: z.string().optional(),
  externalId: z.string().nullable().optional(),
  meta: z.looseObject({}).optional(),
});

/**
 * What a client writes: `id` is the service provider's (RFC 7643 §3.1: a client's is ignored), so a body's is not
 * read (it is kept out of the declaration, and dropped).
 */
const scimWriteSchema = z.looseObject({
  schemas: z.array(z.string()).optional(),
  externalId: z.string().nullable().optional(),
});

export const scimUserBodySchema = scimWriteSchema.extend({
  userName: z.string().trim().min(1).max(500),
  active: z.boolean().optional(),
});
export const scimGroupBodySchema = scimWriteSchema.extend({
  displayName: z.string().trim().min(1).max(500),
  members: z
    .array(z.looseObject({ value: z.string().min(1), display: z.string().optional(), type: z.string().optional() }))
    .optional(),
});

/** RFC 7644 §3.5.2: `op` is add, replace or remove (Entra writes them capitalised, so case is ignored). */
export const scimPatchBodySchema = z.object({
  schemas: z.array(z.string()),
  Operations: z
    .array(
      z.object({
        op: z.string().regex(/^(add|replace|remove)$/i, 'op is add, replace or remove'),
        path: z.string().max(500).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type ScimPatchBody = z.output<typeof scimPatchBodySchema>;

export const scimListResponseSchema = z.looseObject({
  schemas: z.array(z.string()),
  totalResults: z.number(),
  startIndex: z.number(),
  itemsPerPage: z.number(),
  Resources: z.array(scimResourceSchema),
});

/** RFC 7644 §3.12: the error body; `status` is the HTTP status as text. */
export const scimErrorSchema = z.object({
  schemas: z.array(z.string()),
  status: z.string(),
  scimType: z.string().optional(),
  detail: z.string(),
});
export type ScimError = z.infer<typeof scimErrorSchema>;
