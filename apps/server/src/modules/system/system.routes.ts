import type { FastifyInstance } from 'fastify';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { precomputedAnswer, routes } from '../../plugins/endpoints';
import type { SystemService } from './system.service';

export function systemRoutes(app: FastifyInstance, { system }: { system: SystemService }) {
  routes(app, systemEndpoints, {
    health: () => system.health(),
    // Fixed while the process runs: checked and serialised once, answered from memory (it stays up while the
    // database is overloaded), and not logged at info (every page load asks for it).
    config: [precomputedAnswer(systemEndpoints.config, system.publicConfig()), { database: false, quiet: true }],
  });
}
