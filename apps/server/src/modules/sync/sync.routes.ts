import type { FastifyInstance } from 'fastify';
import { syncEndpoints } from '@portal/shared/sync/sync.endpoints';
import type { Config } from '../../config';
import { routes } from '../../plugins/endpoints';
import type { SyncService } from './sync.service';

/**
 * One sandbox connection's data changed through its simulator's control routes, which no connection can reach.
 * Not registered in production (404, and absent from the OpenAPI document): it is a development tool.
 */
export function syncRoutes(app: FastifyInstance, { config, sync }: { config: Config; sync: SyncService }) {
  if (config.NODE_ENV === 'production') return;
  routes(app, syncEndpoints, {
    changeSandbox: ({ params, body }) => sync.changeSandbox(params.connectionId, params.collection, body),
  });
}
