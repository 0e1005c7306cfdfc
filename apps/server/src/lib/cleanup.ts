import type { FastifyBaseLogger } from 'fastify';
import { CLEANUP_INTERVAL_MS } from './retention';

/** A clean-up task of a module: deletes what it no longer needs and answers how many rows went. */
export type CleanupTask = { name: string; run: () => Promise<number> };

/**
 * Runs the modules' clean-up tasks once at start and then every hour. A failing task is logged and
 * tried again next time; it never stops the others or the server.
 */
export function createCleanup(tasks: CleanupTask[], log: FastifyBaseLogger, intervalMs = CLEANUP_INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<Record<string, number>> | undefined;

  async function runAll(): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    for (const task of tasks) {
      try {
        deleted[task.name] = await task.run();
      } catch (error) {
        log.error({ err: error, task: task.name }, 'clean-up task failed');
      }
    }
    if (Object.values(deleted).some((count) => count > 0)) log.info({ deleted }, 'clean-up removed expired records');
    return deleted;
  }

  return {
    /** Runs every task now (or joins the run under way). */
    run(): Promise<Record<string, number>> {
      running ??= runAll().finally(() => {
        running = undefined;
      });
      return running;
    },
    start() {
      void this.run();
      timer = setInterval(() => void this.run(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type Cleanup = ReturnType<typeof createCleanup>;
