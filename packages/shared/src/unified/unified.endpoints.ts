import { z } from 'zod';
import { consumerSummarySchema, tokenConsumersQuerySchema } from '../consumers/consumers.schemas';
import { type Endpoint, type EndpointSpec, access, defineEndpoints } from '../common/endpoint';
import { connectionSchema, connectionsQuerySchema } from '../integrations/integrations.schemas';
import { UNIFIED_API_DESCRIPTIONS, type UnifiedEndpoint, type UnifiedModel } from './unified-apis';
import { jobSchema, writeAnswerSchemaOf, unifiedWriteQuerySchema } from './unified-writes';
import { idField } from '../common/validation';
import { cursorMetaSchema } from '../common/shared-schemas';
import { connectSessionsEndpoints } from '../connect/connect.endpoints';
import { ssoSignInEndpoints } from './sso-sign-in';

/** Where the data plane is mounted; `POST /api/auth` answers `url` = the public URL followed by this. */
export const UNIFIED_PREFIX = '/unified';

/** The unified API's list meta: the opaque cursor of the next page, null at the end. */
export const unifiedPageMetaSchema = z.object({ next: z.string().nullable() });

const serviceIdQuery = z
  .string()
  .regex(/^[a-z0-9-]{1,64}$/, 'serviceId is a connector id, e.g. bamboohr')
  .optional()
  .describe(
    'The connection to call, by service id; needed only when the consumer has several callable connections in this unified API',
  );
const includeRemoteData = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true')
  .describe("`true` adds the vendor's raw record as `remoteData`");

/** The query of a unified list: the connection, the opaque cursor of `meta.next`, the page size, the raw record. */
export const unifiedListQuerySchema = z.object({
  serviceId: serviceIdQuery,
  cursor: z.string().max(2000).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .optional()
    .describe("Records per page; capped at the vendor's largest page"),
  includeRemoteData,
});
export const unifiedGetQuerySchema = z.object({ serviceId: serviceIdQuery, includeRemoteData });
export const unifiedRecordParamsSchema = z.object({ id: z.string().min(1).max(500) });

/** The data plane's own endpoints (everything but the unified models and passthrough). */
export const unifiedEndpoints = defineEndpoints('unified', {
  consumers: {
    method: 'GET',
    path: '/api/consumers',
    query: tokenConsumersQuerySchema,
    answer: z.array(consumerSummarySchema),
    meta: cursorMetaSchema,
    auth: access.unified('application'),
    prefix: UNIFIED_PREFIX,
    summary:
      "The application's consumers, id and name, by cursor (the explorer's call); `applicationId` must be the token's application",
  },
  connections: {
    method: 'GET',
    path: '/connections',
    query: connectionsQuerySchema,
    answer: z.array(connectionSchema),
    auth: access.unified('any'),
    prefix: UNIFIED_PREFIX,
    summary:
      "The caller's callable connections among the application's enabled integrations: a consumer's own, or with an application token the application's own",
  },
});

/** A write the vendor carries out later, by the job its 202 answered. */
export const unifiedJobsEndpoints = defineEndpoints('unifiedJobs', {
  get: {
    method: 'GET',
    path: '/jobs/:id',
    params: z.object({ id: idField('No such job') }),
    answer: jobSchema,
    auth: access.unified('consumer'),
    prefix: UNIFIED_PREFIX,
    summary:
      "A write the vendor carries out later (202 of an MDM action): pending, succeeded with the record, or failed with the reason; the consumer's own jobs only",
  },
});

/** The contract of one unified model endpoint (list or get), from UNIFIED_API_DESCRIPTIONS. */
function modelEndpointSpec(model: UnifiedModel, endpoint: UnifiedEndpoint): EndpointSpec | undefined {
  const path = endpoint.path.replace('{id}', ':id');
  const common = {
    method: 'GET',
    path,
    prefix: UNIFIED_PREFIX,
    auth: access.unified('consumer'),
    summary: `${endpoint.summary} of the consumer's connection`,
  } as const;
  if (endpoint.operation === 'list')
    return { ...common, query: unifiedListQuerySchema, answer: z.array(model.schema), meta: unifiedPageMetaSchema };
  if (endpoint.operation === 'get')
    return { ...common, params: unifiedRecordParamsSchema, query: unifiedGetQuerySchema, answer: model.schema };
  return undefined;
}

/**
 * One entry per readable model endpoint of every unified API, by `<api>.<model>.<operation>`: what the data plane
 * serves.
 */
export const UNIFIED_MODEL_ENDPOINTS: Array<
  Endpoint & { unifiedApi: string; model: string; operation: 'list' | 'get' }
> = UNIFIED_API_DESCRIPTIONS.flatMap((api) =>
  api.models.flatMap((model) =>
    model.endpoints.flatMap((endpoint) => {
      const spec = modelEndpointSpec(model, endpoint);
      if (!spec) return [];
      const operation = endpoint.operation as 'list' | 'get';
      return [
        {
          ...spec,
          id: `unified.${api.path}.${model.key}.${operation}`,
          domain: `unified ${api.path}`,
          unifiedApi: api.unifiedApi,
          model: model.key,
          operation,
        },
      ];
    }),
  ),
);

/** A write of a unified model: create, update, delete, or an action on one record. */
export type UnifiedWriteEndpoint = Endpoint & {
  unifiedApi: string;
  model: string;
  operation: 'create' | 'update' | 'delete';
  action: string | undefined;
  /** Answered 202 with a job. */
  job: boolean;
};

/** One entry per write of every unified API, by `<api>.<model>.<operation or action>`. */
export const UNIFIED_WRITE_ENDPOINTS: UnifiedWriteEndpoint[] = UNIFIED_API_DESCRIPTIONS.flatMap((api) =>
  api.models.flatMap((model) =>
    model.endpoints.flatMap((endpoint): UnifiedWriteEndpoint[] => {
      if (endpoint.operation === 'list' || endpoint.operation === 'get') return [];
      const operation = endpoint.operation;
      const onItem = endpoint.path.includes('{id}');
      return [
        {
          id: `unified.${api.path}.${model.key}.${endpoint.action ?? operation}`,
          domain: `unified ${api.path}`,
          method: endpoint.method,
          path: endpoint.path.replace('{id}', ':id'),
          prefix: UNIFIED_PREFIX,
          ...(onItem ? { params: unifiedRecordParamsSchema } : {}),
          query: unifiedWriteQuerySchema,
          ...(endpoint.body ? { body: endpoint.body } : {}),
          answer: writeAnswerSchemaOf(model.schema, operation, endpoint.job),
          status: endpoint.job ? 202 : operation === 'create' ? 201 : 200,
          ...(operation === 'create' || endpoint.job ? { otherStatuses: [200] as const } : {}),
          auth: access.unified('consumer'),
          summary: `${endpoint.summary} through the consumer's connection`,
          unifiedApi: api.unifiedApi,
          model: model.key,
          operation,
          action: endpoint.action,
          job: endpoint.job === true,
        },
      ];
    }),
  ),
);

/** Every contract endpoint of the data plane. */
export const UNIFIED_ENDPOINTS: Endpoint[] = [
  ...Object.values(unifiedEndpoints),
  ...Object.values(unifiedJobsEndpoints),
  ...Object.values(connectSessionsEndpoints),
  ...Object.values(ssoSignInEndpoints),
  ...UNIFIED_MODEL_ENDPOINTS,
  ...UNIFIED_WRITE_ENDPOINTS,
];
