/**
 * Values that are expensive to check and cheap to keep (a verified credential): each kept until the time its load
 * gives. Concurrent loads of one key share one (single-flight); a value read within `refreshAheadMs` of its end is
 * loaded again in the background while it is still answered, so a key in use never expires under its callers. A
 * failed load is never kept and removes the key's value (a deleted credential stops at the next refresh). The map is
 * emptied when it reaches `max` keys.
 */
export function refreshingCache<T>({
  refreshAheadMs,
  max,
  now,
}: {
  refreshAheadMs: number;
  max: number;
  now: () => number;
}) {
  const entries = new Map<string, { value: T; until: number }>();
  const loading = new Map<string, Promise<T>>();

  function load(key: string, loader: () => Promise<{ value: T; until: number }>): Promise<T> {
    const pending = loading.get(key);
    if (pending) return pending;
    const loaded = loader().then(
      ({ value, until }) => {
        if (entries.size >= max) entries.clear();
        entries.set(key, { value, until });
        return value;
      },
      (error: unknown) => {
        entries.delete(key);
        throw error;
      },
    );
    const settled = loaded.finally(() => loading.delete(key));
    loading.set(key, settled);
    return settled;
  }

  return {
    get(key: string, loader: () => Promise<{ value: T; until: number }>): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.until > at) {
        if (hit.until - at <= refreshAheadMs && !loading.has(key)) load(key, loader).catch(() => undefined);
        return Promise.resolve(hit.value);
      }
      return load(key, loader);
    },
  };
}
