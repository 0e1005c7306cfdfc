import type { FastifyInstance } from 'fastify';
import { plansEndpoints } from '@portal/shared/plans/plans.endpoints';
import { routes } from '../../plugins/endpoints';
import type { PlansService } from './plans.service';

export function plansRoutes(app: FastifyInstance, { plans }: { plans: PlansService }) {
  routes(app, plansEndpoints, {
    usage: ({ scope }) => plans.usage(scope),
  });
}
