import type { FastifyInstance } from 'fastify';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { routes } from '../../plugins/endpoints';
import type { EventsService } from './events.service';

const dateOf = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

export function eventsRoutes(app: FastifyInstance, { events }: { events: EventsService }) {
  routes(app, eventsEndpoints, {
    list: ({ scope, query }) =>
      events.list({ ...query, accountId: scope.accountId, applicationId: scope.applicationId, dateFrom: dateOf(query.dateFrom), dateTo: dateOf(query.dateTo) }),
  });
}
