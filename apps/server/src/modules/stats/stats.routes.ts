import type { FastifyInstance } from 'fastify';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { routes } from '../../plugins/endpoints';
import type { StatsService } from './stats.service';

export function statsRoutes(app: FastifyInstance, { stats }: { stats: StatsService }) {
  routes(app, statsEndpoints, {
    application: ({ scope }) => stats.application(scope),
    applicationChart: ({ scope, query }) => stats.chart(scope, query),
    applicationChartDetailed: ({ scope, query }) => stats.detailed(scope, query),
    consumer: ({ scope, params }) => stats.consumer(scope, params.id),
  });
}
