import type { FastifyInstance } from 'fastify';
import { integrationRequestsEndpoints } from '@portal/shared/integration-requests/integration-requests.endpoints';
import { routes } from '../../plugins/endpoints';
import type { IntegrationRequestsService } from './integration-requests.service';

export function integrationRequestsRoutes(app: FastifyInstance, { integrationRequests }: { integrationRequests: IntegrationRequestsService }) {
  routes(app, integrationRequestsEndpoints, {
    create: ({ identity, body }) => integrationRequests.create(identity.userId, body),
    externalForm: [async () => integrationRequests.externalForm(), { database: false }],
  });
}
