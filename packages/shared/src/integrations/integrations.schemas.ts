import { z } from 'zod';
import { idField } from '../common/validation';
import { CONNECTION_STATES, INTEGRATION_STATES, UNIFIED_APIS } from '../connectors/connectors.constants';
import { UNIFIED_OPERATIONS } from '../unified/unified-apis';
import { INTEGRATION_MESSAGES as M } from './integrations.constants';

const applicationField = idField(M.accountMismatch);
const serviceIdField = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/, M.connectorNotFound);
const modelField = z.string().min(1).max(100);

/** Which models of its unified API an integration exposes, and which operations of each (001 §7 Integration scope). */
export const integrationScopeSchema = z.record(z.string(), z.array(z.enum(UNIFIED_OPERATIONS)));
export type IntegrationScope = z.infer<typeof integrationScopeSchema>;

/**
 * A field mapping (001 §3 `remapInstructions`): the vendor field at `from` (a dotted path of the vendor's record)
 * written to the unified field `to`, or to a custom field `customFields.<name>`; applied in `order` within a model.
 */
export const remapInstructionSchema = z.object({
  id: z.string(),
  type: z.string(),
  from: z.string(),
  to: z.string(),
  order: z.number().int(),
});
export type RemapInstruction = z.infer<typeof remapInstructionSchema>;

/** Our service provider's side of a SAML connection (001 §3 `metadata`), with where its metadata XML is. */
export const connectionMetadataSchema = z.object({
  acsUrl: z.string().optional(),
  spEntityId: z.string().optional(),
  metadataUrl: z.string().optional(),
  /** SAML: when the identity provider's signing certificate (the first to expire) stops being valid. */
  idpCertificateExpiresAt: z.string().nullable().optional(),
});

/**
 * Where the import of a received file stands: waiting, imported (its records are the data unless a later file
 * replaced them), refused (malformed: the old data stays) or failed (the import itself broke, after its retries).
 */
export const FILE_IMPORT_STATES = ['pending', 'imported', 'failed'] as const;

/** A file a connector sent to the portal's FTP server or that was uploaded for it, and what its import made of it. */
export const receivedFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  receivedAt: z.string(),
  import: z.enum(['pending', 'applied', 'superseded', 'refused', 'failed']),
  /** Records the file held, once applied. */
  records: z.number().int().nullable(),
  /** Why the file was refused: the first line that could not be read (null when the whole file was at fault). */
  refusal: z.object({ line: z.number().int().nullable(), reason: z.string() }).nullable(),
});
export type ReceivedFile = z.infer<typeof receivedFileSchema>;

/** Largest file the portal takes as an upload (bigger ones go over FTP, which streams them). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** A file uploaded in the portal for a file connector: its name (its extension says the format) and its bytes. */
export const uploadFileBodySchema = z.object({
  name: z
    .string()
    .trim()
    .max(200)
    .regex(/^[^/\\]+\.(csv|xlsx|xml)$/i, 'A file name ending .csv, .xlsx or .xml, without folders'),
  contentBase64: z
    .string()
    .min(1)
    .max(Math.ceil(UPLOAD_MAX_BYTES / 3) * 4, 'At most 10 MB: send larger files over FTP'),
});

/**
 * A connection (001 §3): one owner's link to one service, the application's own or a consumer's (`consumerId`).
 * `settings` never hold a secret: secrets read as '••••••••' and sending that back keeps them.
 */
export const connectionSchema = z.object({
  id: z.string().nullable(),
  serviceId: z.string(),
  unifiedApi: z.enum(UNIFIED_APIS),
  applicationId: z.string(),
  consumerId: z.string().nullable(),
  state: z.enum(CONNECTION_STATES),
  enabled: z.boolean(),
  /** Whether calls go to the connector's built-in simulator (sandbox data) instead of the vendor; no settings then. */
  sandbox: z.boolean(),
  /** Where a browser starts the vendor's authorization (OAuth connectors), else null. */
  authorizeUrl: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
  metadata: connectionMetadataSchema,
  /** Why the connection is invalid (the vendor's words, or 'Could not reach {vendor}'), else null. */
  invalidReason: z.string().nullable(),
  /**
   * Since when most of its calls fail in more than half of the last 24 hours (ISO), else null: an incident shown with
   * the connection.
   */
  failingSince: z.string().nullable(),
  checkedAt: z.string().nullable(),
  authorizedAt: z.string().nullable(),
  files: z.array(receivedFileSchema),
  updatedAt: z.string().nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** How many of the application's consumers' connections to a service are invalid, and how many are failing. */
export const consumerIssuesSchema = z.object({ invalid: z.number().int(), failing: z.number().int() });
export type ConsumerIssues = z.infer<typeof consumerIssuesSchema>;

/** An integration (001 §3): a connector in an application, with the application's own connection to it. */
export const integrationSchema = z.object({
  serviceId: z.string(),
  unifiedApi: z.enum(UNIFIED_APIS),
  application: z.string(),
  accountId: z.string(),
  isEnabled: z.boolean(),
  state: z.enum(INTEGRATION_STATES),
  scope: integrationScopeSchema,
  remapInstructions: z.array(remapInstructionSchema),
  connection: connectionSchema,
  /** The consumers' connections with an issue (issue 13, connection health). */
  consumerIssues: consumerIssuesSchema,
});
export type Integration = z.infer<typeof integrationSchema>;

export const applicationQuerySchema = z.object({ application: applicationField });
export const serviceParamsSchema = z.object({ serviceId: serviceIdField });
/** A consumer's file connector: `/consumers/:consumerId/connectors/:serviceId/...`. */
export const consumerServiceParamsSchema = serviceParamsSchema.extend({ consumerId: idField(M.consumerNotFound) });
export const schemaParamsSchema = z.object({ serviceId: serviceIdField, type: modelField });

/** PUT /integrations/{serviceId} (001 §7): accountId, serviceId, application, isEnabled. */
export const updateIntegrationBodySchema = z.object({
  accountId: z.string(),
  serviceId: serviceIdField,
  application: applicationField,
  isEnabled: z.boolean(),
});
export type UpdateIntegrationBody = z.input<typeof updateIntegrationBodySchema>;

/** The model JSON Schema of a connector (GET /integrations/{serviceId}/schema/{type}). */
export const modelSchemaAnswerSchema = z.object({
  serviceId: z.string(),
  unifiedApi: z.enum(UNIFIED_APIS),
  type: z.string(),
  name: z.string(),
  /** The operations this connector's adapter serves for the model (none without an adapter: passthrough only). */
  operations: z.array(z.enum(UNIFIED_OPERATIONS)),
  schema: z.record(z.string(), z.unknown()),
  /**
   * A connector that answers from delivered files: for each unified field its layout fills (`price.customerPrice`),
   * the column headings it reads it from (the connector's own first). A field mapping's `from` names a column of the
   * file as written in its heading line.
   */
  fileColumns: z.array(z.object({ field: z.string(), headings: z.array(z.string()) })),
});

/** The scope and remap paths (001 §7): `/integrations/{serviceId}/application/{app}/…?account=`. */
export const integrationAppParamsSchema = z.object({ serviceId: serviceIdField, app: applicationField });
export const integrationModelParamsSchema = integrationAppParamsSchema.extend({ type: modelField });
export const remapParamsSchema = integrationAppParamsSchema.extend({ id: idField(M.remapNotFound) });
export const accountQuerySchema = z.object({ account: z.string() });

/** PUT scope/{type}: the operations of the model to expose (an empty list exposes none). */
export const putScopeBodySchema = z.object({ operations: z.array(z.enum(UNIFIED_OPERATIONS)) });
/** PATCH scope/{type}: one operation on or off. */
export const patchScopeBodySchema = z.object({ operation: z.enum(UNIFIED_OPERATIONS), enabled: z.boolean() });

const fieldPath = z
  .string()
  .trim()
  .min(1, 'A field is required')
  .max(200)
  .regex(
    /^[A-Za-z_$][\w$-]*(?:\[\d+\]|\.[A-Za-z_$][\w$-]*)*$/,
    'Must be a field path such as work.title or items[0].id',
  );

export const fieldMappingSchema = z.object({ from: fieldPath, to: fieldPath });

/** PUT remap: a new field mapping of a model, or a change of the one named by `id`. */
export const putRemapBodySchema = fieldMappingSchema.extend({
  type: modelField,
  id: idField(M.remapNotFound).optional(),
});
/** PUT order-endpoints: the field mappings of a model in the order they apply. */
export const orderRemapBodySchema = z.object({ type: modelField, ids: z.array(idField(M.remapNotFound)).max(200) });
/** PATCH fields/{type}: every field mapping of the model at once, in order. */
export const patchFieldsBodySchema = z.object({ fields: z.array(fieldMappingSchema).max(200) });

/** FTP credentials of a file connector in an application (001 §7 FTP meta: endpoint, username, password). */
export const ftpCredentialsSchema = z.object({
  /** Whether the portal's FTP server runs (FTP_PORT set); the credentials work once it does. */
  enabled: z.boolean(),
  endpoint: z.string().nullable(),
  username: z.string(),
  password: z.string(),
});
export type FtpCredentials = z.infer<typeof ftpCredentialsSchema>;

/**
 * The body of a connection save (001 §7): unifiedApi, serviceId, settings, enabled. As JSON, or multipart with
 * `settings[idpMetadata]`.
 */
export const saveConnectionBodySchema = z.object({
  unifiedApi: z.enum(UNIFIED_APIS).optional(),
  serviceId: serviceIdField.optional(),
  settings: z.record(z.string(), z.unknown()).default({}),
  enabled: z.boolean().optional(),
  /** true: the connector's simulator with its sandbox credentials (settings ignored); false: back to the vendor. */
  sandbox: z.boolean().optional(),
});
export type SaveConnectionBody = z.input<typeof saveConnectionBodySchema>;

export const connectionParamsSchema = z.object({ unifiedApi: z.enum(UNIFIED_APIS), serviceId: serviceIdField });
export const connectionsQuerySchema = z.object({
  /** `?applicationId=` as the explorer sends it: the token must be for that application. */
  applicationId: applicationField.optional(),
  state: z.enum(CONNECTION_STATES).optional(),
});

export const authorizeAnswerSchema = z.object({ authorizeUrl: z.string() });

/** A unified API with its models and endpoints (GET /unify-api/). */
export const unifiedApiAnswerSchema = z.object({
  unifiedApi: z.enum(UNIFIED_APIS),
  name: z.string(),
  path: z.string(),
  models: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      description: z.string(),
      endpoints: z.array(
        z.object({
          operation: z.enum(UNIFIED_OPERATIONS),
          method: z.string(),
          path: z.string(),
          summary: z.string(),
          /** An action on one record (`terminate`), allowed by the scope's `operation`. */
          action: z.string().optional(),
        }),
      ),
    }),
  ),
});
