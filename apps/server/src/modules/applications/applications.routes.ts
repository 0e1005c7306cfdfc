import type { FastifyInstance } from 'fastify';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { route, routes } from '../../plugins/endpoints';
import type { ApplicationsService } from './applications.service';

export function applicationsRoutes(app: FastifyInstance, { applications }: { applications: ApplicationsService }) {
  routes(app, applicationsEndpoints, {
    list: ({ identity }) => applications.listForUser(identity.userId),
    create: ({ scope, body }) => applications.create(scope, body.name),
    get: ({ scope }) => applications.get(scope),
    remove: async ({ scope, body }) => {
      await applications.remove(scope, body.account);
      return { ok: true as const };
    },
    webhookSecret: ({ scope }) => applications.webhookSecret(scope),
    portalList: ({ identity }) => applications.portalList(identity.userId),
  });
  // The current team and application: both checks are below or in this module, so it registers the route.
  route(app, usersEndpoints.updateMeta, ({ identity, body }) => applications.updateMeta(identity.userId, body));
}
