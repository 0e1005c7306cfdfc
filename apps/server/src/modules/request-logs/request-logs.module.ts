import { defineModule } from '../../lib/module';
import { requestLogsRoutes } from './request-logs.routes';
import { createRequestLogsService } from './request-logs.service';

export { type UnifiedCallRecord, WireBody } from './unified-call-record';

/** The data plane's request logs: buffered writes, daily partitions, retention by dropping partitions. */
export const requestLogsModule = defineModule({
  name: 'requestLogs',
  services: { requestLogs: createRequestLogsService },
  routes: requestLogsRoutes,
  workers: ({ requestLogs }) => [requestLogs.worker],
  cleanup: ({ requestLogs }) => [
    // Also run at start. Partitions ahead first, so a day never starts without one (the writer would make it, a request
    // later).
    { name: 'requestLogPartitions', run: async () => (await requestLogs.ensurePartitions(), 0) },
    { name: 'requestLogRetention', run: requestLogs.dropExpiredPartitions },
    { name: 'requestRollupRetention', run: requestLogs.purgeRollups },
  ],
});
