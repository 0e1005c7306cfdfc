import type { FastifyInstance } from 'fastify';
import { explorerEndpoints } from '@portal/shared/explorer/explorer.endpoints';
import { routes } from '../../plugins/endpoints';
import type { ExplorerService } from './explorer.service';

export function explorerRoutes(app: FastifyInstance, { explorer }: { explorer: ExplorerService }) {
  // The code sample workers end with the server.
  app.addHook('onClose', () => explorer.close());
  routes(app, explorerEndpoints, {
    // Built once at start: answered from memory, without the database.
    data: [async () => explorer.data(), { database: false }],
    code: [async ({ body }) => explorer.code(body.language, body.call), { database: false }],
  });
}
