/**
 * A map of loads kept for `ttlMs`: concurrent callers of one key share one load, a failed load is forgotten at once,
 * and the map is emptied when it reaches `max` keys (so it never grows without bound).
 */
export function shortCache<T>(ttlMs: number, now: () => number, max = 10_000) {
  const entries = new Map<string, { value: Promise<T>; until: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.until > at) return hit.value;
      if (entries.size >= max) entries.clear();
      const value = load();
      entries.set(key, { value, until: at + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    delete(key: string) {
      entries.delete(key);
    },
  };
}
