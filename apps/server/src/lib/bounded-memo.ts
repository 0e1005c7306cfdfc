/**
 * `make(...args)` remembered under `keyOf(...args)`, synchronously, for values that never go stale (a formatter, a
 * signer, a list of dates); the map is emptied when it reaches `max` keys, so it never grows without bound. Loads that
 * expire or can fail are `shortCache`'s.
 */
export function boundedMemo<A extends unknown[], T>(
  keyOf: (...args: A) => string,
  make: (...args: A) => T,
  max = 1_000,
): (...args: A) => T {
  const values = new Map<string, T>();
  return (...args: A) => {
    const key = keyOf(...args);
    if (values.has(key)) return values.get(key)!;
    const value = make(...args);
    if (values.size >= max) values.clear();
    values.set(key, value);
    return value;
  };
}
