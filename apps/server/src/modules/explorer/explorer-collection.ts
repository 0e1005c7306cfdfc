import type { UnifiedHolder } from '@portal/shared/common/endpoint';
import { UNIFIED_APIS, UNIFIED_API_PATHS } from '@portal/shared/connectors/connectors.constants';
import { explorerEnvTypeOf } from '@portal/shared/explorer/explorer.constants';
import type {
  ExplorerData,
  ExplorerField,
  ExplorerItem,
  ExplorerMenu,
  ExplorerMethod,
} from '@portal/shared/explorer/explorer.schemas';
import { UNIFIED_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';

/** The parts of an OpenAPI 3.1 document the explorer reads. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  description?: string;
  examples?: unknown[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}
interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

/** Sections of the menu by OpenAPI tag: one per unified API, then the data plane's own calls and passthrough. */
const SECTIONS: Array<{ tag: string; id: string; name: string }> = [
  // Tagged by each API's path (`unified directory` for SSO's directory models, unified.endpoints.ts).
  ...UNIFIED_APIS.map((api) => ({ tag: `unified ${UNIFIED_API_PATHS[api]}`, id: api.toLowerCase(), name: api })),
  { tag: 'unified', id: 'platform', name: 'Consumers and connections' },
  { tag: 'unifiedJobs', id: 'jobs', name: 'Jobs' },
  { tag: 'connectSessions', id: 'connect', name: 'Connect sessions' },
  { tag: 'ssoSignIn', id: 'sso-sign-in', name: 'Single sign-on' },
  { tag: 'passthrough', id: 'passthrough', name: 'Passthrough' },
];

/**
 * Names of the data plane's own operations; a model operation's name is its summary without "of the consumer's
 * connection".
 */
const NAMES: Record<string, string> = {
  'unified.consumers': 'List consumers',
  'unified.connections': 'List connections',
  'unifiedJobs.get': 'Get a job',
  'connectSessions.create': 'Create a connect session',
  'connectSessions.get': 'Get a connect session',
  'connectSessions.revoke': 'Revoke a connect session',
  'ssoSignIn.authorize': 'Start a sign-in',
  'ssoSignIn.token': 'Exchange a sign-in code',
};

/**
 * A JSON body's top-level text and number fields as form fields (a connect session's `consumerId`, a new employee's
 * names), filled with the schema's example when it has one, so a write can be tried as it comes.
 */
function bodyFieldsOf(operation: Operation): ExplorerField[] {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  return Object.entries(schema?.properties ?? {})
    .filter(([, field]) => field.type === 'string' || field.type === 'integer' || field.type === 'number')
    .map(([name, field]) =>
      fieldOf(name, name === 'consumerId' ? '{{consumerId}}' : String(field.examples?.[0] ?? ''), labelOf(name), {
        description: field.description,
        ...optionsOf(field),
      }),
    );
}

/** Path parameters of passthrough, which no earlier call sets: the variable each takes and an example. */
const PASSTHROUGH_PARAMETERS: Record<string, { value: string; placeholder: string }> = {
  serviceId: { value: '{{serviceId}}', placeholder: 'kandji' },
  path: { value: '', placeholder: 'api/v1/devices' },
};

const HOLDERS = new Map(
  UNIFIED_ENDPOINTS.map((endpoint) => [
    endpoint.id,
    endpoint.auth.kind === 'unifiedToken' ? endpoint.auth.holder : 'any',
  ]),
);

/** `hardware-assets` → `hardwareAssetId`: the global variable that holds a record id of a collection. */
export function idVariableOf(collection: string): string {
  const singular = collection.endsWith('ies') ? `${collection.slice(0, -3)}y` : collection.replace(/s$/, '');
  return `${singular.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase())}Id`;
}

const labelOf = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^\w/, (letter) => letter.toUpperCase());

/** The options of a parameter's schema (an enum, or an array of an enum: a multi-select). */
function optionsOf(schema: JsonSchema | undefined): Pick<ExplorerField['description'], 'options' | 'type'> {
  if (schema?.enum) return { options: schema.enum.map(String) };
  if (schema?.type === 'array' && schema.items?.enum)
    return { options: schema.items.enum.map(String), type: 'multipleList' };
  return {};
}

function placeholderOf(parameter: Parameter): string | undefined {
  const schema = parameter.schema;
  if (schema?.default !== undefined) return `e.g. ${String(schema.default)}`;
  if (schema?.type === 'integer') return `e.g. ${schema.minimum && schema.minimum > 10 ? schema.minimum : 10}`;
  if (parameter.name === 'serviceId') return 'e.g. bamboohr';
  if (parameter.name === 'cursor') return 'meta.next of the previous page';
  return undefined;
}

function fieldOf(
  key: string,
  value: string,
  label: string,
  extra: Partial<ExplorerField['description']> = {},
): ExplorerField {
  const description = Object.fromEntries(
    Object.entries({ label, ...extra }).filter(([, entry]) => entry !== undefined),
  ) as ExplorerField['description'];
  return { key, value, description };
}

/** A query parameter as a field: empty unless a variable fills it (empty values are dropped when sent). */
function queryFieldOf(parameter: Parameter): ExplorerField {
  const value = parameter.name === 'applicationId' ? '{{applicationId}}' : '';
  return fieldOf(parameter.name, value, labelOf(parameter.name), {
    placeholder: placeholderOf(parameter),
    description: parameter.description,
    required: parameter.required || undefined,
    ...optionsOf(parameter.schema),
  });
}

/** A path parameter: a record id takes the variable the list of its collection sets. */
function pathFieldOf(parameter: Parameter, segments: string[]): ExplorerField {
  const passthrough = PASSTHROUGH_PARAMETERS[parameter.name];
  const collection = segments[segments.indexOf(`{${parameter.name}}`) - 1] ?? parameter.name;
  const value = passthrough?.value ?? `{{${idVariableOf(collection)}}}`;
  return fieldOf(parameter.name, value, labelOf(parameter.name), {
    placeholder: passthrough?.placeholder,
    description: parameter.description ?? `The id of one record, as the list answers it in data[].id`,
    required: true,
  });
}

/** Headers and the bearer credential each holder sends: the application's token, or an API key with the consumer. */
function credentialsOf(holder: UnifiedHolder): { token: string; header: ExplorerField[] } {
  const json = fieldOf('Content-Type', 'application/json', 'Content type');
  if (holder === 'application') return { token: '{{accessToken}}', header: [json] };
  const consumer = fieldOf('x-consumer-id', '{{consumerId}}', 'Consumer ID', {
    description: 'The consumer the call acts for; with an API key as the bearer credential',
    required: true,
  });
  return { token: '{{apiKey}}', header: [consumer, json] };
}

/**
 * The response fields an answer offers to later calls: a list's first record's id (and a connection's serviceId), a
 * job's id (an MDM action's 202).
 */
function mappingOf(operation: Operation, collection: string): Record<string, string> {
  const job = operation.responses?.['202']?.content?.['application/json']?.schema?.properties?.data;
  if (JSON.stringify(job ?? {}).includes('"operation"')) return { 'data.id': 'jobId' };
  const data = operation.responses?.['200']?.content?.['application/json']?.schema?.properties?.data;
  if (data?.type !== 'array') return {};
  const properties = data.items?.properties ?? {};
  if ('serviceId' in properties) return { 'data[0].serviceId': 'serviceId' };
  if ('id' in properties) return { 'data[0].id': idVariableOf(collection) };
  return {};
}

function itemOf(path: string, method: string, operation: Operation, parentId: string): ExplorerItem {
  const segments = path.split('/').filter(Boolean);
  const parameters = operation.parameters ?? [];
  const holder = HOLDERS.get(operation.operationId) ?? HOLDERS.get('unified.connections')!;
  const credentials = credentialsOf(holder);
  const { token } = credentials;
  // A POST without a body (a device's restart) sends no Content-Type: an empty JSON body is refused.
  const header =
    method === 'post' && !operation.requestBody && parentId !== 'passthrough'
      ? credentials.header.filter((field) => field.key !== 'Content-Type')
      : credentials.header;
  const summary = operation.summary ?? operation.operationId;
  const name =
    NAMES[operation.operationId] ??
    (parentId === 'passthrough'
      ? `Passthrough ${method.toUpperCase()}`
      : summary.replace(/ of the consumer's connection$/, ''));
  const collection = segments.filter((segment) => !segment.startsWith('{')).at(-1) ?? '';
  const mapping = mappingOf(operation, collection);
  const urlPath = segments.map((segment) => segment.replace(/^\{(\w+)\}$/, ':$1'));
  return {
    id: operation.operationId,
    name,
    parentId,
    request: {
      method: method.toUpperCase() as ExplorerMethod,
      description: summary,
      auth: { type: 'bearer', bearer: [{ key: 'token', value: token, type: 'string' }] },
      header,
      ...(parentId !== 'passthrough' && operation.requestBody
        ? { body: { mode: 'formdata' as const, formData: bodyFieldsOf(operation) } }
        : {}),
      ...(parentId === 'passthrough' && method !== 'get' && method !== 'delete'
        ? {
            body: {
              mode: 'formdata' as const,
              formData: [
                fieldOf('name', '', 'name', {
                  placeholder: 'A field of the vendor’s body',
                  description: 'Sent as JSON; add the fields the vendor expects',
                }),
              ],
            },
          }
        : {}),
      url: {
        raw: `{{baseUrl}}/${urlPath.join('/')}`,
        host: ['{{baseUrl}}'],
        path: urlPath,
        variable: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => pathFieldOf(parameter, segments)),
        query: parameters.filter((parameter) => parameter.in === 'query').map(queryFieldOf),
      },
    },
    event: Object.keys(mapping).length
      ? [
          {
            listen: 'test',
            script: {
              type: 'text/javascript',
              exec: [
                '// After a run the explorer copies these response fields into global variables:',
                JSON.stringify(mapping),
              ],
            },
          },
        ]
      : [],
  };
}

/**
 * The explorer's data from the unified API's OpenAPI document: one menu section per unified API (then the data
 * plane's consumers and connections, then passthrough), one request item per operation, and the environment of
 * `publicUrl`. It is built once at start from the same document `/unified/openapi.json` serves, so it cannot drift.
 */
export function explorerDataOf(document: OpenApiDocument, publicUrl: string): ExplorerData {
  const data: Record<string, ExplorerItem> = {};
  const menu: ExplorerMenu = SECTIONS.map(({ id, name }) => ({ id, name, children: [] }));
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const sectionIndex = SECTIONS.findIndex((section) => operation.tags?.includes(section.tag));
      if (sectionIndex < 0)
        throw new Error(
          `The explorer has no section for ${operation.operationId} (tags ${operation.tags?.join(', ')})`,
        );
      const item = itemOf(path, method, operation, SECTIONS[sectionIndex]!.id);
      data[item.id] = item;
      menu[sectionIndex]!.children.push({ id: item.id, name: item.name, method: item.request.method });
    }
  }
  const baseUrl = document.servers?.[0]?.url ?? `${publicUrl}/unified`;
  const type = explorerEnvTypeOf(publicUrl);
  return {
    envs: [{ type, name: type, values: { baseUrl, authUrl: `${publicUrl}/api/auth` } }],
    menu: menu.filter((section) => section.children.length > 0),
    data,
  };
}
