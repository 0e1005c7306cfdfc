import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod schemas that validate requests, and its UI. */
export async function registerSwagger(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Developer portal API',
        description: 'The API behind the developer portal. Send `Authorization: Bearer <token>` from login or registration.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // 108 paths: a filter by tag, and links to an operation (/api/docs#/auth/auth.register) a reader can share.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { filter: true, deepLinking: true } });
}
