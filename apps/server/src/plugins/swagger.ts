import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ALL_ENDPOINTS } from '@portal/shared/registry/all-endpoints';
import { UNIFIED_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { errorAnswersOf } from '@portal/shared/common/error-answers';
import { errorResponsesOf } from './openapi-errors';

type Operation = { operationId?: string; responses?: Record<string, unknown> };

/**
 * Every operation's error answers (`errorAnswersOf`, from its contract and whether its route has a rate limit),
 * with the contract's error body as a shared component.
 */
function withErrorAnswers(app: FastifyInstance) {
  // The data plane's model endpoints are in this document too (registered through route()).
  const endpoints = new Map([...ALL_ENDPOINTS, ...UNIFIED_ENDPOINTS].map((endpoint) => [endpoint.id, endpoint]));
  return <T extends { paths?: Record<string, Record<string, Operation>>; components?: Record<string, unknown> }>(
    document: T,
  ): T => {
    const rateLimited = new Set(app.routeTable.filter((route) => route.rateLimited).map((route) => route.endpointId));
    for (const operations of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(operations)) {
        const endpoint = operation.operationId ? endpoints.get(operation.operationId) : undefined;
        if (endpoint)
          operation.responses = {
            ...operation.responses,
            ...errorResponsesOf(errorAnswersOf(endpoint, { rateLimited: rateLimited.has(endpoint.id) })),
          };
      }
    }
    return document;
  };
}

/** The OpenAPI document, generated from the same zod schemas that validate requests, and its UI. */
export async function registerSwagger(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const addErrorAnswers = withErrorAnswers(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Developer portal API',
        description:
          'The API behind the developer portal. Send `Authorization: Bearer <token>` from login or registration.',
        version: '1.0.0',
      },
      // Paths start with /api: the server is the portal's origin.
      servers: [{ url: publicUrl, description: 'This portal (PUBLIC_URL)' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      return addErrorAnswers(document as Parameters<typeof addErrorAnswers>[0]) as typeof document;
    },
  });
  // 108 paths: a filter by tag, and links to an operation (/api/docs#/auth/auth.register) a reader can share.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { filter: true, deepLinking: true },
  });
}
