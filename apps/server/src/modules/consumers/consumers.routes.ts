import type { FastifyInstance } from 'fastify';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { routes } from '../../plugins/endpoints';
import type { ConsumersService } from './consumers.service';

export function consumersRoutes(app: FastifyInstance, { consumers }: { consumers: ConsumersService }) {
  routes(app, consumersEndpoints, {
    list: ({ scope, query }) => consumers.list(scope, query),
    create: ({ scope, body }) => consumers.create(scope, body.name, body.externalId),
    get: ({ scope, params }) => consumers.get(scope, params.id),
    remove: async ({ scope, params }) => {
      await consumers.remove(scope, params.id);
      return { ok: true as const };
    },
    usage: ({ scope, params }) => consumers.usage(scope, params.id),
    tokenList: ({ scope, query }) => consumers.tokenList(scope, query),
    tokenConsumer: ({ scope }) => consumers.describeToken(scope),
  });
}
