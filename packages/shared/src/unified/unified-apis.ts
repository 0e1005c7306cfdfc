import { z } from 'zod';
import { UNIFIED_API_PATHS, type UnifiedApi } from '../connectors/connectors.constants';
import { hardwareAssetSchema } from './am.schemas';
import { candidateSchema, jobSchema } from './ats.schemas';
import { directoryGroupSchema, directoryUserSchema } from './directory.schemas';
import { productSchema } from './distributor.schemas';
import { employeeCreateSchema, employeeSchema, employeeTerminateSchema, employeeUpdateSchema } from './hris.schemas';
import { deviceLockSchema, deviceSchema, deviceWipeSchema } from './mdm.schemas';
import { trackingSchema } from './shipment.schemas';

export const UNIFIED_OPERATIONS = ['list', 'get', 'create', 'update', 'delete'] as const;
export type UnifiedOperation = (typeof UNIFIED_OPERATIONS)[number];

export type UnifiedMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One endpoint of the unified API, e.g. list employees: `GET /hris/employees`. */
export interface UnifiedEndpoint {
  operation: UnifiedOperation;
  method: UnifiedMethod;
  /** Relative to the data plane's base URL; `{id}` is the record's `id`. */
  path: string;
  summary: string;
  /** A write's body (create, update, an action), validated before any vendor call. */
  body?: z.ZodType;
  /**
   * An action on one record (`terminate`): `POST {item}/{action}`, allowed by the scope's `operation` (update),
   * recorded as an update.
   */
  action?: string;
  /** A write the vendor carries out later (an MDM command): answered 202 with a job (`GET /jobs/{id}`). */
  job?: boolean;
}

/** A write of a model as the list below declares it: the operation, its body, and for an action its name. */
export interface UnifiedWriteSpec {
  operation: 'create' | 'update' | 'delete';
  body?: z.ZodType;
  action?: string;
  summary?: string;
  job?: boolean;
}

/** What a write does to the record, for its event: `{api}.{model}.created|updated|deleted`. */
export const writeChangeOf = (endpoint: Pick<UnifiedEndpoint, 'operation'>): 'created' | 'updated' | 'deleted' =>
  endpoint.operation === 'create' ? 'created' : endpoint.operation === 'delete' ? 'deleted' : 'updated';

/** A model of a unified API with its zod schema and the endpoints that serve it. */
export interface UnifiedModel {
  /** The key adapters and scopes use: `employees`, `jobs`. Also the path segment. */
  key: string;
  name: string;
  description: string;
  schema: z.ZodObject;
  endpoints: UnifiedEndpoint[];
}

export interface UnifiedApiDescription {
  unifiedApi: UnifiedApi;
  path: string;
  models: UnifiedModel[];
}

const ARTICLE: Record<UnifiedOperation, string> = {
  list: 'List',
  get: 'Get one',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
};

/** The endpoints of one model: list and get on the collection and item paths, writes where given. */
function endpointsOf(api: UnifiedApi, key: string, name: string, operations: UnifiedOperation[]): UnifiedEndpoint[] {
  const collection = `/${UNIFIED_API_PATHS[api]}/${key}`;
  const item = `${collection}/{id}`;
  const plural = name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`;
  return operations.map((operation) => {
    const onCollection = operation === 'list' || operation === 'create';
    const method: UnifiedMethod =
      operation === 'create' ? 'POST' : operation === 'update' ? 'PATCH' : operation === 'delete' ? 'DELETE' : 'GET';
    const noun = operation === 'list' ? plural.toLowerCase() : name.toLowerCase();
    return { operation, method, path: onCollection ? collection : item, summary: `${ARTICLE[operation]} ${noun}` };
  });
}

/** The endpoints of a model's writes: create on the collection, update and delete on the item, actions below it. */
function writeEndpointsOf(api: UnifiedApi, key: string, name: string, writes: UnifiedWriteSpec[]): UnifiedEndpoint[] {
  return writes.map((write) => {
    const [plain] = endpointsOf(api, key, name, [write.operation]);
    if (!write.action) return { ...plain!, body: write.body, summary: write.summary ?? plain!.summary };
    return {
      operation: write.operation,
      method: 'POST',
      path: `${plain!.path}/${write.action}`,
      summary: write.summary ?? `${write.action} a ${name.toLowerCase()}`,
      body: write.body,
      action: write.action,
      ...(write.job ? { job: true } : {}),
    };
  });
}

/**
 * A model as the list below writes it: key, name, description, schema, the reads (list and get unless given), and
 * its writes.
 */
type ModelSpec = [
  key: string,
  name: string,
  description: string,
  schema: z.ZodObject,
  operations?: UnifiedOperation[],
  writes?: UnifiedWriteSpec[],
];

/** A unified API: its path on the data plane, and its models with their endpoints. */
function unifiedApi(api: UnifiedApi, ...models: ModelSpec[]): UnifiedApiDescription {
  return {
    unifiedApi: api,
    path: UNIFIED_API_PATHS[api],
    models: models.map(([key, name, description, schema, operations = ['list', 'get'], writes = []]) => ({
      key,
      name,
      description,
      schema,
      endpoints: [...endpointsOf(api, key, name, operations), ...writeEndpointsOf(api, key, name, writes)],
    })),
  };
}

/**
 * The unified APIs: for each one its models and endpoints. The data plane's routes, its OpenAPI document, the
 * explorer's menu and `GET /api/unify-api/` are all derived from this one value. Operations listed here are the
 * ones at least one adapter serves; an adapter that lacks one answers UNSUPPORTED_OPERATION.
 */
export const UNIFIED_API_DESCRIPTIONS: UnifiedApiDescription[] = [
  unifiedApi('HRIS', [
    'employees',
    'Employee',
    'People employed by the company, with their employments and manager.',
    employeeSchema,
    ['list', 'get'],
    [
      { operation: 'create', body: employeeCreateSchema },
      { operation: 'update', body: employeeUpdateSchema },
      {
        operation: 'update',
        action: 'terminate',
        body: employeeTerminateSchema,
        summary: 'Terminate an employee (end the employment)',
      },
    ],
  ]),
  unifiedApi('AM', [
    'hardware-assets',
    'Hardware asset',
    'Physical IT assets with their tag, status, owner and cost.',
    hardwareAssetSchema,
  ]),
  unifiedApi('MDM', [
    'devices',
    'Device',
    'Managed devices with platform, OS, serial number and last check-in.',
    deviceSchema,
    ['list', 'get'],
    [
      { operation: 'update', action: 'lock', body: deviceLockSchema, job: true, summary: 'Lock a device' },
      // A restart says nothing: no body.
      { operation: 'update', action: 'restart', job: true, summary: 'Restart a device' },
      {
        operation: 'update',
        action: 'wipe',
        body: deviceWipeSchema,
        job: true,
        summary: 'Wipe a device (erase it; needs confirm: true)',
      },
    ],
  ]),
  // The SSO category's data is its directory: served under `directory/` (UNIFIED_API_PATHS, docs/decisions.md).
  unifiedApi(
    'SSO',
    ['users', 'User', 'People of the identity provider’s directory.', directoryUserSchema],
    ['groups', 'Group', 'Groups of the directory with their direct members (users and groups).', directoryGroupSchema],
  ),
  unifiedApi(
    'ATS',
    ['jobs', 'Job', 'Open and closed positions with departments, offices and hiring managers.', jobSchema],
    ['candidates', 'Candidate', 'People who applied or were sourced, with contacts and tags.', candidateSchema],
  ),
  // Carriers track by identifier; they offer no list of every parcel, so tracking is get-only.
  unifiedApi('Shipment', [
    'trackings',
    'Tracking',
    'Where a shipment is: its status, events and estimated delivery.',
    trackingSchema,
    ['get'],
  ]),
  unifiedApi('Distributor', [
    'products',
    'Product',
    'The distributor’s catalogue with your price and stock.',
    productSchema,
  ]),
];

/** The description of one unified API. */
export function unifiedApiDescription(api: UnifiedApi): UnifiedApiDescription {
  const found = UNIFIED_API_DESCRIPTIONS.find((entry) => entry.unifiedApi === api);
  if (!found) throw new Error(`Unknown unified API ${api}`);
  return found;
}

/** A model by unified API and key, or undefined. */
export function findUnifiedModel(api: UnifiedApi, key: string): UnifiedModel | undefined {
  return unifiedApiDescription(api).models.find((entry) => entry.key === key);
}

/** The JSON Schema of a model (what `GET /api/integrations/{serviceId}/schema/{type}` answers). */
export function unifiedModelJsonSchema(model: UnifiedModel): Record<string, unknown> {
  return z.toJSONSchema(model.schema, { unrepresentable: 'any' }) as Record<string, unknown>;
}
