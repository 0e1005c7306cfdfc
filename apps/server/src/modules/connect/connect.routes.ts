import type { FastifyInstance } from 'fastify';
import { connectEndpoints } from '@portal/shared/connect/connect.endpoints';
import { routes } from '../../plugins/endpoints';
import type { ConnectLinksService } from './connect-links.service';
import type { ConnectSettingsService } from './connect-settings.service';

interface Deps {
  connectSettings: ConnectSettingsService;
  connectLinks: ConnectLinksService;
}

/** The portal's side of Connect: the application's settings, a consumer's magic links. */
export function connectRoutes(app: FastifyInstance, { connectSettings, connectLinks }: Deps) {
  routes(app, connectEndpoints, {
    settings: ({ scope }) => connectSettings.of(scope.liveApplicationId),
    saveSettings: ({ scope, body }) => connectSettings.save(scope, body.data),
    links: ({ scope, query }) => connectLinks.list(scope, query.consumerId),
    createLink: ({ scope, body }) => connectLinks.create(scope, body.consumerId, body.data),
    revokeLink: async ({ scope, params }) => {
      await connectLinks.revoke(scope, params.id);
      return { ok: true as const };
    },
  });
}
