import type { FastifyInstance } from 'fastify';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import type { ApplicationRequestsQuery } from '@portal/shared/request-logs/request-logs.schemas';
import { routes } from '../../plugins/endpoints';
import type { ApplicationScope } from '../applications/application-scope';
import type { RequestLogsService } from './request-logs.service';
import { optionalDate } from '../../lib/iso-date';

/** The service's query from the scope and the URL's (ISO dates read as dates). */
const listQuery = <Q extends Omit<ApplicationRequestsQuery, 'applicationId'>>(scope: ApplicationScope, query: Q) => ({
  ...query,
  accountId: scope.accountId,
  applicationId: scope.applicationId,
  environment: scope.environment,
  dateFrom: optionalDate(query.dateFrom),
  dateTo: optionalDate(query.dateTo),
});

export function requestLogsRoutes(app: FastifyInstance, { requestLogs }: { requestLogs: RequestLogsService }) {
  routes(app, requestLogsEndpoints, {
    application: ({ scope, query }) => requestLogs.list(listQuery(scope, query)),
    consumer: ({ scope, query }) => requestLogs.listOfConsumer(listQuery(scope, query)),
    detail: ({ scope, params }) =>
      requestLogs.detail({
        accountId: scope.accountId,
        applicationId: scope.applicationId,
        environment: scope.environment,
        id: params.id,
      }),
  });
}
