import type { FastifyInstance } from 'fastify';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { routes } from '../../plugins/endpoints';
import type { SystemService } from './system.service';

export function systemRoutes(app: FastifyInstance, { system }: { system: SystemService }) {
  routes(app, systemEndpoints, {
    health: () => system.health(),
    // Answers from memory: it stays up while the database is overloaded.
    config: [async () => system.publicConfig(), { database: false }],
  });
}
