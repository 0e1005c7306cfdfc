import type { FastifyInstance } from 'fastify';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { routes } from '../../plugins/endpoints';
import type { WebhooksService } from './webhooks-assembly';

export function webhooksRoutes(app: FastifyInstance, { webhooks }: { webhooks: WebhooksService }) {
  routes(app, webhooksEndpoints, {
    list: ({ scope }) => webhooks.list(scope),
    create: ({ scope, body }) => webhooks.create(scope, body),
    update: ({ scope, params, body }) => webhooks.update(scope, params.id, body),
    remove: async ({ scope, params }) => {
      await webhooks.remove(scope, params.id);
      return { ok: true as const };
    },
    trigger: ({ scope, body }) => webhooks.trigger(scope, body),
    deliveries: ({ scope, params, query }) => webhooks.deliveries(scope, params.id, query),
    resend: ({ scope, params }) => webhooks.resend(scope, params.id, params.deliveryId),
  });
}
