import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access } from '@portal/shared/common/endpoint';
import type { UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import {
  UNIFIED_MODEL_ENDPOINTS,
  UNIFIED_PREFIX,
  UNIFIED_WRITE_ENDPOINTS,
  unifiedEndpoints,
  unifiedJobsEndpoints,
} from '@portal/shared/unified/unified.endpoints';
import { compressJsonAnswer } from '../../plugins/answer-compression';
import { routeNotFound } from '../../plugins/api-answers';
import { type EndpointHandler, route, routes } from '../../plugins/endpoints';
import { beginCall } from './gateway-call';
import { recordOf } from './gateway-record';
import { passthrough } from './passthrough';
import { unifiedOpenApi } from './unified-openapi';
import type { UnifiedCallersService } from './unified-callers.service';
import type { ModelQuery, UnifiedService } from './unified.service';
import type { UnifiedWritesService } from './unified-writes.service';
import type { UnifiedJobsService } from './unified-jobs.service';
import { writeHandler } from './write-handler';

interface Deps {
  unified: UnifiedService;
  unifiedCallers: UnifiedCallersService;
  unifiedWrites: UnifiedWritesService;
  unifiedJobs: UnifiedJobsService;
  publicUrl: string;
}

type ModelEndpoint = (typeof UNIFIED_MODEL_ENDPOINTS)[number];

/** The handler of a unified model endpoint: a metered call through the caller's connection. */
function modelHandler(unified: UnifiedService, endpoint: ModelEndpoint): EndpointHandler<ModelEndpoint> {
  const unifiedApi = endpoint.unifiedApi as UnifiedApi;
  return async ({ scope, query, params, request, reply }) => {
    const call = beginCall(request, scope as never, 'universal');
    const input = query as unknown as ModelQuery;
    const result =
      endpoint.operation === 'list'
        ? await unified.list(call, unifiedApi, endpoint.model, input)
        : await unified.get(call, unifiedApi, endpoint.model, (params as unknown as { id: string }).id, input);
    reply.headers(call.headers);
    return result as never;
  };
}

/**
 * The data plane under `/unified` (its base URL is what POST /api/auth answers as `url`): the explorer's consumers,
 * the caller's connections, every unified model endpoint, passthrough and the OpenAPI document. Model and
 * passthrough calls are metered before the vendor is called and logged once answered.
 */
export async function unifiedRoutes(
  app: FastifyInstance,
  { unified, unifiedCallers, unifiedWrites, unifiedJobs, publicUrl }: Deps,
) {
  const openApi = JSON.stringify(unifiedOpenApi(publicUrl));
  await app.register(
    async (plane) => {
      plane.decorateRequest('gatewayCall', null);
      plane.decorateRequest('gatewayStartedAt', 0);
      plane.addHook('onRequest', async (request) => {
        request.gatewayStartedAt = performance.now();
      });
      // Passthrough forwards bodies of any type as they came.
      plane.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      plane.addHook('onSend', async (request, _reply, payload) => {
        if (request.gatewayCall) request.gatewayCall.responseBody = payload;
        return payload;
      });
      // After the log has the body as text (the app's own compression skips the plane for this).
      plane.addHook('onSend', compressJsonAnswer);
      plane.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.gatewayCall) unified.record(recordOf(request.gatewayCall, request, reply));
      });

      routes(plane, unifiedEndpoints, {
        consumers: ({ scope, query }) => unified.consumers(scope, query),
        connections: ({ scope, query }) => unified.connections(scope, query),
      });
      routes(plane, unifiedJobsEndpoints, {
        get: ({ scope, params }) => unifiedJobs.get(scope.consumerId!, params.id),
      });
      for (const endpoint of UNIFIED_MODEL_ENDPOINTS) route(plane, endpoint, modelHandler(unified, endpoint));
      for (const endpoint of UNIFIED_WRITE_ENDPOINTS) route(plane, endpoint, writeHandler(unifiedWrites, endpoint));

      const anyHolder = access.unified('any');
      plane.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/passthrough/:serviceId/*',
        // Documented in the data plane's own document (/unified/openapi.json), not the portal's /api/docs.
        schema: { hide: true },
        onRequest: async (request) => {
          request.scope = await unifiedCallers.resolve(request, anyHolder);
        },
        handler: (request, reply) =>
          passthrough(unified, beginCall(request, request.scope as never, 'connection'), request, reply),
      });
      plane.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('application/json').send(openApi),
      );
      // An unknown data-plane path is an API error, never the web app's page.
      plane.setNotFoundHandler((request, reply) => routeNotFound(reply, request.method, request.url));
    },
    { prefix: UNIFIED_PREFIX },
  );
}
