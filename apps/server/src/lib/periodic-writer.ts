import type { Worker } from './queue-worker';

/**
 * A worker that writes what a service gathered in memory every `intervalMs` (request logs): one
 * write at a time, `writeSoon` to write now (a full buffer), stopped with a last write, flushed by tests.
 * `write` answers whether something is left to write (it stops early when the database refuses: it is tried
 * again at the next tick).
 */
export function createPeriodicWriter(name: string, intervalMs: number, write: () => Promise<{ left: number }>) {
  let writing: Promise<{ left: number }> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function writeSoon(): Promise<{ left: number }> {
    writing ??= write().finally(() => {
      writing = undefined;
    });
    return writing;
  }

  const worker: Worker = {
    name,
    async start() {
      timer = setInterval(() => void writeSoon(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await worker.flush();
    },
    async flush() {
      // A write under way may have begun before the last records came: wait for it, then write the rest.
      await writing;
      let left = (await writeSoon()).left;
      while (left > 0) {
        const next = (await writeSoon()).left;
        if (next >= left) return; // the database refuses: the next tick tries again
        left = next;
      }
    },
  };
  return { worker, writeSoon };
}
