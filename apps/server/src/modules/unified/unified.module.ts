import { defineModule } from '../../lib/module';
import { createUnifiedCallersService } from './unified-callers.service';
import { unifiedRoutes } from './unified.routes';
import { createUnifiedService } from './unified.service';
import { createUnifiedWritesService } from './unified-writes.service';
import { createUnifiedJobsService } from './unified-jobs.service';

/**
 * The data plane (the gateway) under `/unified`: unified model endpoints over the adapters, passthrough, the
 * caller's connections and the explorer's consumers, authenticated by access tokens or an API key with a consumer.
 */
export const unifiedModule = defineModule({
  name: 'unified',
  services: {
    unified: createUnifiedService,
    unifiedCallers: createUnifiedCallersService,
    unifiedWrites: createUnifiedWritesService,
    unifiedJobs: createUnifiedJobsService,
  },
  tokens: ({ unifiedCallers }) => ({ unifiedToken: (request, auth) => unifiedCallers.resolve(request, auth) }),
  pages: unifiedRoutes,
  workers: ({ unifiedJobs }) => [unifiedJobs.worker],
  cleanup: ({ unifiedWrites }) => [{ name: 'idempotencyKeys', run: unifiedWrites.purgeExpiredKeys }],
});
