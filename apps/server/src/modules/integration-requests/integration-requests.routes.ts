import type { FastifyInstance } from 'fastify';
import { integrationRequestsEndpoints } from '@portal/shared/integration-requests/integration-requests.endpoints';
import { routes } from '../../plugins/endpoints';
import { perUserLimit } from '../../plugins/per-user-limit';
import type { IntegrationRequestsService } from './integration-requests.service';

/** Integration requests per user per hour: each one mails the operator (issue 24). */
export const INTEGRATION_REQUESTS_PER_HOUR = 10;
const requestsPerUser = perUserLimit('integration-request', INTEGRATION_REQUESTS_PER_HOUR, 60 * 60 * 1000);

export function integrationRequestsRoutes(
  app: FastifyInstance,
  { integrationRequests }: { integrationRequests: IntegrationRequestsService },
) {
  routes(app, integrationRequestsEndpoints, {
    create: [({ identity, body }) => integrationRequests.create(identity.userId, body), requestsPerUser],
    externalForm: [async () => integrationRequests.externalForm(), { database: false }],
  });
}
