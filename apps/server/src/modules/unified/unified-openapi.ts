import { z } from 'zod';
import { access, type Endpoint } from '@portal/shared/common/endpoint';
import { errorAnswersOf } from '@portal/shared/common/error-answers';
import { UNIFIED_ENDPOINTS, UNIFIED_PREFIX, type UnifiedWriteEndpoint } from '@portal/shared/unified/unified.endpoints';
import { writeOperationOf } from './write-openapi';
import { ERROR_BODY_JSON_SCHEMA, errorResponsesOf } from '../../plugins/openapi-errors';

type JsonSchema = Record<string, unknown>;

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io }) as JsonSchema;
  return rest;
};

const errorSchema = ERROR_BODY_JSON_SCHEMA;
const vendorErrors = {
  default: {
    description:
      "The vendor's or the connection's error (424 without a usable connection, 502 when the vendor fails) in the unified format",
    content: { 'application/json': { schema: errorSchema } },
  },
};

/** Query and path parameters of an endpoint, from its zod schemas. */
function parametersOf(endpoint: Endpoint) {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...propertySchema } = property;
      parameters.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: propertySchema,
        ...(description ? { description } : {}),
      });
    }
  }
  return parameters;
}

/** An application's token; a consumer's token, or an API key with the consumer in `x-consumer-id`. */
function securityOf(endpoint: Endpoint) {
  const holder = endpoint.auth.kind === 'unifiedToken' ? endpoint.auth.holder : 'any';
  return holder === 'application' ? [{ bearer: [] }] : [{ bearer: [] }, { bearer: [], consumerId: [] }];
}

function operationOf(endpoint: Endpoint) {
  const answer = endpoint.meta
    ? z.object({ data: endpoint.answer, meta: endpoint.meta })
    : z.object({ data: endpoint.answer });
  const operation = {
    operationId: endpoint.id,
    tags: [endpoint.domain],
    summary: endpoint.summary,
    security: securityOf(endpoint),
    parameters: parametersOf(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [endpoint.status ?? 200]: {
        description: endpoint.status === 201 ? 'Created' : 'OK',
        content: { 'application/json': { schema: jsonSchemaOf(answer, 'output') } },
      },
      ...errorResponsesOf(errorAnswersOf(endpoint)),
      ...vendorErrors,
    },
  };
  if (!('action' in endpoint)) return operation;
  const body = endpoint.body ? jsonSchemaOf(endpoint.body, 'input') : undefined;
  return writeOperationOf(endpoint as UnifiedWriteEndpoint, operation, body);
}

/**
 * Passthrough as a contract would declare it (it is registered apart: any method, any vendor path), for its error
 * answers.
 */
const PASSTHROUGH_SHAPE: Endpoint = {
  id: 'unified.passthrough',
  domain: 'passthrough',
  method: 'GET',
  path: '/passthrough/:serviceId/*',
  prefix: UNIFIED_PREFIX,
  params: z.object({ serviceId: z.string() }),
  answer: z.unknown(),
  auth: access.unified('any'),
  summary: 'Passthrough',
};

const passthroughOperation = {
  operationId: 'unified.passthrough',
  tags: ['passthrough'],
  summary:
    "Forwards the method, query and body to the vendor's path with the connection's credentials; answers the vendor's status, content type and body",
  security: securityOf(PASSTHROUGH_SHAPE),
  parameters: [
    { name: 'serviceId', in: 'path', required: true, schema: { type: 'string' } },
    {
      name: 'path',
      in: 'path',
      required: true,
      schema: { type: 'string' },
      description: "The vendor's documented path below its API base URL",
    },
  ],
  responses: {
    ...errorResponsesOf(errorAnswersOf(PASSTHROUGH_SHAPE)),
    default: {
      description: "The vendor's answer (its status, content type and body), or an error in the unified format",
    },
  },
};

/**
 * The data plane's OpenAPI document: every endpoint of UNIFIED_ENDPOINTS with the models' JSON Schemas, and
 * passthrough.
 */
export function unifiedOpenApi(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of UNIFIED_ENDPOINTS) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  paths['/passthrough/{serviceId}/{path}'] = Object.fromEntries(
    ['get', 'post', 'put', 'patch', 'delete'].map((method) => [
      method,
      { ...passthroughOperation, operationId: `unified.passthrough.${method}` },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Unified API',
      version: '1.0.0',
      description:
        'One API over many vendors: unified models and passthrough, for an application or one of its consumers.',
    },
    servers: [{ url: `${serverUrl}${UNIFIED_PREFIX}` }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'An access token from POST /api/auth, or an API key with the x-consumer-id header',
        },
        consumerId: { type: 'apiKey', in: 'header', name: 'x-consumer-id' },
      },
    },
    paths,
  };
}
