/**
 * Gathers writes into one statement: the items added in the same turn of the event loop (or within `gatherMs` of the
 * first), and while a batch is being written, every item added meanwhile (one write in flight at a time, so the
 * busier the database, the larger the batches), at most `maxItems` each. `add` resolves once the batch holding its
 * item is written, or rejects with the batch's error. The caller still waits for its write, so nothing is
 * acknowledged before it is stored; only the round trips are shared.
 */
export function writeBatcher<T>(write: (items: T[]) => Promise<void>, options: { maxItems?: number; gatherMs?: number } = {}) {
  const { maxItems = 500, gatherMs = 0 } = options;
  let waiting: Array<{ item: T; resolve: () => void; reject: (error: unknown) => void }> = [];
  let scheduled = false;
  let writing = false;

  async function flush(): Promise<void> {
    scheduled = false;
    if (writing || waiting.length === 0) return;
    writing = true;
    const batch = waiting.slice(0, maxItems);
    waiting = waiting.slice(batch.length);
    try {
      await write(batch.map((entry) => entry.item));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      for (const entry of batch) entry.reject(error);
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
