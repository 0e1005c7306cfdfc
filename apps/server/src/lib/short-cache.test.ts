import { describe, expect, it } from 'vitest';
import { shortCache } from './short-cache';

describe('the short cache of call routes', () => {
  it('shares one load among callers within its time, loads again after it, and forgets a failed load at once', async () => {
    let clock = 0;
    let loads = 0;
    const cache = shortCache<number>(1000, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('a', load)).toBe(2);
    cache.delete('a');
    expect(await cache.get('a', load)).toBe(3);
    await expect(cache.get('b', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('b', load)).toBe(4);
  });

  it('with no time to keep (0), loads every time', async () => {
    let loads = 0;
    const cache = shortCache<number>(0, () => 5);
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
