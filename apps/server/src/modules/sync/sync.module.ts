import type { Worker } from '../../lib/queue-worker';
import { defineModule } from '../../lib/module';
import { syncRoutes } from './sync.routes';
import { createSyncService, type SyncService } from './sync.service';

/** Polls for due syncs every SYNC_TICK_SECONDS (one run at a time per process; claims keep processes apart). */
function syncWorker(
  sync: SyncService,
  tickSeconds: number,
  log: { error: (object: object, message: string) => void },
): Worker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= sync
      .runDue()
      .catch((error: unknown) => log.error({ err: error }, 'change detection run failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    name: 'sync',
    async start() {
      if (tickSeconds === 0 || timer) return;
      timer = setInterval(tick, tickSeconds * 1000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    async flush() {
      await running;
    },
  };
}

/** Change detection: scheduled syncs of callable connections that turn data changes into events. */
export const syncModule = defineModule({
  name: 'sync',
  services: { sync: createSyncService },
  routes: syncRoutes,
  workers: ({ sync, config, log }) => [syncWorker(sync, config.SYNC_TICK_SECONDS, log)],
});
