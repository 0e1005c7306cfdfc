import type { FastifyInstance } from 'fastify';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { routes } from '../../plugins/endpoints';
import type { EventsService } from './events.service';
import { optionalDate } from '../../lib/iso-date';

export function eventsRoutes(app: FastifyInstance, { events }: { events: EventsService }) {
  routes(app, eventsEndpoints, {
    list: ({ scope, query }) =>
      events.list({
        ...query,
        accountId: scope.accountId,
        applicationId: scope.applicationId,
        environment: scope.environment,
        dateFrom: optionalDate(query.dateFrom),
        dateTo: optionalDate(query.dateTo),
      }),
  });
}
