import { z } from 'zod';
import type { Endpoint } from '@portal/shared/common/endpoint';
import { UNIFIED_ENDPOINTS, UNIFIED_PREFIX } from '@portal/shared/unified/unified.endpoints';

type JsonSchema = Record<string, unknown>;

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io }) as JsonSchema;
  return rest;
};

const errorSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { statusCode: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' } },
      required: ['statusCode', 'code', 'message'],
    },
  },
  required: ['error'],
};

/** Query and path parameters of an endpoint, from its zod schemas. */
function parametersOf(endpoint: Endpoint) {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [['path', endpoint.params], ['query', endpoint.query]] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...propertySchema } = property;
      parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: propertySchema, ...(description ? { description } : {}) });
    }
  }
  return parameters;
}

function operationOf(endpoint: Endpoint) {
  const answer = endpoint.meta ? z.object({ data: endpoint.answer, meta: endpoint.meta }) : z.object({ data: endpoint.answer });
  return {
    operationId: endpoint.id,
    tags: [endpoint.domain],
    summary: endpoint.summary,
    security: [{ bearer: [] }],
    parameters: parametersOf(endpoint),
    responses: {
      200: { description: 'OK', content: { 'application/json': { schema: jsonSchemaOf(answer, 'output') } } },
      default: { description: 'An error in the unified format', content: { 'application/json': { schema: errorSchema } } },
    },
  };
}

const passthroughOperation = {
  operationId: 'unified.passthrough',
  tags: ['passthrough'],
  summary: "Forwards the method, query and body to the vendor's path with the connection's credentials; answers the vendor's status, content type and body",
  security: [{ bearer: [] }],
  parameters: [
    { name: 'serviceId', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'path', in: 'path', required: true, schema: { type: 'string' }, description: "The vendor's documented path below its API base URL" },
  ],
  responses: { default: { description: "The vendor's answer, or an error in the unified format" } },
};

/** The data plane's OpenAPI document: every endpoint of UNIFIED_ENDPOINTS with the models' JSON Schemas, and passthrough. */
export function unifiedOpenApi(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of UNIFIED_ENDPOINTS) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  paths['/passthrough/{serviceId}/{path}'] = Object.fromEntries(['get', 'post', 'put', 'patch', 'delete'].map((method) => [method, { ...passthroughOperation, operationId: `unified.passthrough.${method}` }]));
  return {
    openapi: '3.1.0',
    info: { title: 'Unified API', version: '1.0.0', description: 'One API over many vendors: unified models and passthrough, for an application or one of its consumers.' },
    servers: [{ url: `${serverUrl}${UNIFIED_PREFIX}` }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An access token from POST /api/auth, or an API key with the x-consumer-id header' },
        consumerId: { type: 'apiKey', in: 'header', name: 'x-consumer-id' },
      },
    },
    paths,
  };
}
