import type { FastifyBaseLogger } from 'fastify';
import { writeSplitting } from './split-batch';

/**
 * Gathers writes into one statement: the items added in the same turn of the event loop (or within `gatherMs` of the
 * first), and while a batch is being written, every item added meanwhile (one write in flight at a time, so the
 * busier the database, the larger the batches), at most `maxItems` each. `add` resolves once the batch holding its
 * item is written, or rejects with the error that kept it out. The caller still waits for its write, so nothing is
 * acknowledged before it is stored; only the round trips are shared. A batch the database refuses for what some items
 * hold is split (lib/split-batch.ts): only those items are rejected (and counted under `writer`), the rest are
 * written; a failure of the moment rejects every item not written.
 */
export function writeBatcher<T>(
  writer: string,
  log: FastifyBaseLogger,
  write: (items: T[]) => Promise<void>,
  options: { maxItems?: number; gatherMs?: number } = {},
) {
  const { maxItems = 500, gatherMs = 0 } = options;
  interface Entry {
    item: T;
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  let waiting: Entry[] = [];
  let scheduled = false;
  let writing = false;

  async function flush(): Promise<void> {
    scheduled = false;
    if (writing || waiting.length === 0) return;
    writing = true;
    const batch = waiting.slice(0, maxItems);
    waiting = waiting.slice(batch.length);
    try {
      const { dropped, left, error } = await writeSplitting(writer, log, batch, (entries) =>
        write(entries.map((entry) => entry.item)),
      );
      const failed = new Set<Entry>(left);
      for (const entry of left) entry.reject(error);
      for (const { item, error: refusal } of dropped) {
        failed.add(item);
        item.reject(refusal);
      }
      for (const entry of batch) if (!failed.has(entry)) entry.resolve();
    } finally {
      writing = false;
    }
    // What arrived during the write goes next, at once: it has waited a round trip already.
    if (waiting.length > 0) void flush();
  }

  return {
    add(item: T): Promise<void> {
      return new Promise((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (writing) return;
        if (waiting.length >= maxItems) void flush();
        else if (!scheduled) {
          scheduled = true;
          if (gatherMs > 0) setTimeout(() => void flush(), gatherMs);
          else setImmediate(() => void flush());
        }
      });
    },
  };
}
