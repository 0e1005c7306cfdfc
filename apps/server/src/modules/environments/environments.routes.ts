import type { FastifyInstance } from 'fastify';
import { environmentsEndpoints } from '@portal/shared/environments/environments.endpoints';
import { routes } from '../../plugins/endpoints';
import type { EnvironmentsService } from './environments.service';

export function environmentsRoutes(app: FastifyInstance, { environments }: { environments: EnvironmentsService }) {
  routes(app, environmentsEndpoints, {
    diff: ({ scope }) => environments.diff(scope),
    promote: ({ scope, body }) => environments.promote(scope, body.changes),
    promotions: ({ scope }) => environments.promotions(scope),
  });
}
