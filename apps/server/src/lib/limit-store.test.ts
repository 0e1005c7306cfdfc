import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import type { Database } from '../db/client';
import { buildTestApp } from '../test/test-app';
import { TEST_REDIS_URL, redisAnswers } from '../test/redis';
import { createTestDatabase } from '../test/test-database';
import { type LimitStore, createDatabaseLimitStore, createRedisLimitStore } from './limit-store';

// The store every limit counts in, on the database and on Redis (the machine's, when one answers).
const REDIS_URL = TEST_REDIS_URL;
const redisAvailable = await redisAnswers();

let database: Database;
let redis: Redis | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
  if (redisAvailable) redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  await redis?.quit();
  await database.close();
});

const stores: Array<[string, () => LimitStore]> = [
  ['the database', () => createDatabaseLimitStore(database.db, () => new Date())],
  ...(redisAvailable
    ? [
        ['Redis', () => createRedisLimitStore(redis!, () => new Date(), `test:${randomBytes(4).toString('hex')}:`)] as [
          string,
          () => LimitStore,
        ],
      ]
    : []),
];
const key = () => `k:${randomBytes(6).toString('hex')}`;

describe.each(stores)('on %s', (_name, storeOf) => {
  it('300 concurrent takes of a limit of 10: exactly 10 get a slot, the rest wait for the window', async () => {
    const store = storeOf();
    const k = key();
    const results = await Promise.all(Array.from({ length: 300 }, () => store.take([k], 10, 60_000)));
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    const refused = results.find((result) => !result.ok);
    expect(refused && !refused.ok && refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(
      results
        .flatMap((result) => (result.ok ? result.counters.map((counter) => counter.count) : []))
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('leases blocks: 40 concurrent leases of 3 under a limit of 100 grant exactly 100, the last one in part', async () => {
    const store = storeOf();
    const k = key();
    const leases = await Promise.all(Array.from({ length: 40 }, () => store.lease(k, 3, 100, 60_000)));
    expect(leases.reduce((sum, lease) => sum + lease.granted, 0)).toBe(100);
    expect(leases.filter((lease) => lease.granted === 1)).toHaveLength(1);
    expect(Math.max(...leases.map((lease) => lease.count))).toBe(100);
    expect(leases.every((lease) => lease.expiresAt > Date.now() + 55_000)).toBe(true);
    expect((await store.lease(k, 3, 100, 60_000)).granted).toBe(0);
    // A new window starts over.
    const short = key();
    expect((await store.lease(short, 5, 5, 50)).granted).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.lease(short, 5, 5, 50)).toMatchObject({ granted: 5, count: 5 });
  });

  it('takes every key or none', async () => {
    const store = storeOf();
    const [full, free] = [key(), key()];
    expect((await store.take([full], 1, 60_000)).ok).toBe(true);
    expect((await store.take([full, free], 1, 60_000)).ok).toBe(false);
    // The refusal took nothing from the other key.
    const alone = await store.take([free], 1, 60_000);
    expect(alone.ok && alone.counters[0]!.count).toBe(1);
  });

  it('gives back what was taken, only within the same window, never below 0', async () => {
    const store = storeOf();
    const k = key();
    const first = await store.take([k], 2, 60_000);
    const second = await store.take([k], 2, 60_000);
    if (!first.ok || !second.ok) throw new Error('not taken');
    expect((await store.take([k], 2, 60_000)).ok).toBe(false);
    await store.giveBack([{ counter: second.counters[0]!, by: 5 }]);
    const again = await store.take([k], 2, 60_000);
    expect(again.ok && again.counters[0]!.count).toBe(1);
    await store.forget([k]);
    const fresh = await store.take([k], 2, 60_000);
    expect(fresh.ok && fresh.counters[0]!.count).toBe(1);
  });
});

describe.runIf(redisAvailable)('the portal with REDIS_URL', () => {
  it('counts sign-in attempts in Redis: 200 concurrent wrong passwords, at most 10 evaluated', async () => {
    const app = await buildTestApp({ REDIS_URL });
    try {
      expect(app.services.limits.kind).toBe('redis');
      const { email } = await app.signUp();
      const verify = vi.spyOn(app.services.passwords, 'verify');
      const from = app.api.from(`10.99.${randomBytes(1)[0]}.${randomBytes(1)[0]}`);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          from.call(authEndpoints.login, { body: { email, password: `Wrong-${i}` } }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 400).length).toBeLessThanOrEqual(10);
      expect(verify.mock.calls.length, 'argon2 checks').toBeLessThanOrEqual(10);
      expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(190);
    } finally {
      await app.close();
    }
  });
});
