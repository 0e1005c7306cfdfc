/**
 * Gathers writes made in the same turn of the event loop (or until `maxItems`) into one statement: `add` resolves
 * once the batch holding its item is written, or rejects with the batch's error. The caller still waits for its
 * write, so nothing is acknowledged before it is stored; only the round trips are shared.
 */
export function writeBatcher<T>(write: (items: T[]) => Promise<void>, maxItems = 500) {
  let waiting: Array<{ item: T; resolve: () => void; reject: (error: unknown) => void }> = [];
  let scheduled = false;

  async function flush(): Promise<void> {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    try {
      await write(batch.map((entry) => entry.item));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  return {
    add(item: T): Promise<void> {
      return new Promise((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (waiting.length >= maxItems) void flush();
        else if (!scheduled) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
  };
}
