import type { Worker } from './queue-worker';

/** The modules' workers as one: started when the app is ready, stopped when it closes, flushed by tests. */
export function createWorkerSet(workers: Worker[]) {
  return {
    list: workers,
    async start() {
      await Promise.all(workers.map((worker) => worker.start()));
    },
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
    /** For tests: waits until no worker has pending work (twice over: a reset request's worker writes a mail). */
    async flush(timeoutMs?: number) {
      for (let pass = 0; pass < 2; pass += 1) for (const worker of workers) await worker.flush(timeoutMs);
    },
  };
}

export type WorkerSet = ReturnType<typeof createWorkerSet>;
