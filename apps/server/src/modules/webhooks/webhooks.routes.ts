import type { FastifyInstance } from 'fastify';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { routes } from '../../plugins/endpoints';
import { perUserLimit } from '../../plugins/per-user-limit';
import type { WebhooksService } from './webhooks-assembly';

/** Test events per user per minute: each one makes the server call a URL the user typed (issue 24). */
export const TEST_EVENTS_PER_MINUTE = 30;
const testEventsPerUser = perUserLimit('test-event', TEST_EVENTS_PER_MINUTE, 60_000);

export function webhooksRoutes(app: FastifyInstance, { webhooks }: { webhooks: WebhooksService }) {
  routes(app, webhooksEndpoints, {
    list: ({ scope }) => webhooks.list(scope),
    create: ({ scope, body }) => webhooks.create(scope, body),
    update: ({ scope, params, body }) => webhooks.update(scope, params.id, body),
    remove: async ({ scope, params }) => {
      await webhooks.remove(scope, params.id);
      return { ok: true as const };
    },
    trigger: [({ scope, body }) => webhooks.trigger(scope, body), testEventsPerUser],
    deliveries: ({ scope, params, query }) => webhooks.deliveries(scope, params.id, query),
    resend: ({ scope, params }) => webhooks.resend(scope, params.id, params.deliveryId),
  });
}
