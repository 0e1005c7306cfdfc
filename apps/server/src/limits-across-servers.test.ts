import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '@portal/shared/auth/auth.constants';
import { TEST_PASSWORD, uniqueEmail } from './test/factories';
import { TEST_REDIS_URL, redisAnswers } from './test/redis';
import { type ServerProcess as Server, startServer } from './test/server-process';
import { sharedDatabase } from './test/shared-database';

// Real server processes (src/main.ts), as deployed: the limits hold across a restart, and on
// PostgreSQL across two servers sharing one database.
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/**
 * Each run comes from an address of its own (told by X-Forwarded-For, trusted from loopback): a Redis outlives runs.
 */
const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const post = async (server: Server, path: string, body: unknown) => {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': clientAddress };
  const answer = await fetch(`${server.url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return answer.status;
};

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * Sign-in failures and reset requests spread over two servers count together, and survive a restart; answers the email.
 */
async function limitsHoldAcrossServers(env: Record<string, string>): Promise<string> {
  let first = await startServer(env);
  cleanups.push(() => first.stop());
  // PGlite is one process's database: the second "server" is the first one again.
  const second = onPostgres ? await startServer(env) : first;
  if (onPostgres) cleanups.push(() => second.stop());
  const servers = [first, second];

  const email = uniqueEmail('limits');
  expect(
    await post(first, '/auth/register', {
      email,
      password: TEST_PASSWORD,
      profile: { name: 'Ada', lastname: 'Lovelace' },
    }),
  ).toBe(201);

  // Wrong passwords spread over both servers: the limit counts them together.
  const failures: number[] = [];
  for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1)
    failures.push(await post(servers[i % 2]!, '/auth/email', { email, password: 'Wrong-1' }));
  expect(failures).toEqual(Array<number>(LOGIN_FAILURE_LIMIT).fill(400));
  for (const server of servers) expect(await post(server, '/auth/email', { email, password: TEST_PASSWORD })).toBe(429);

  // Reset requests (5 a minute per address, @fastify/rate-limit) spread over both servers.
  const resets: number[] = [];
  for (let i = 0; i < 6; i += 1)
    resets.push(await post(servers[i % 2]!, '/auth/reset-password', { email: uniqueEmail() }));
  expect(resets).toEqual([200, 200, 200, 200, 200, 429]);

  // A restart forgets nothing.
  await first.stop();
  first = await startServer(env);
  expect(await post(first, '/auth/email', { email, password: TEST_PASSWORD })).toBe(429);
  expect(await post(first, '/auth/reset-password', { email: uniqueEmail() })).toBe(429);
  return email;
}

const across = `${onPostgres ? 'two servers on one PostgreSQL and ' : ''}a restart`;

it(`the sign-in limit and a per-route rate limit hold across ${across}`, { timeout: 600_000 }, async () => {
  await limitsHoldAcrossServers({ ...(await sharedDatabase('portal-limits-', cleanups)), TRUST_PROXY: '127.0.0.1' });
});

// Two servers need PostgreSQL; Redis alone is covered by lib/limit-store.test.ts.
it.runIf(onPostgres && (await redisAnswers()))(
  `with REDIS_URL they count in Redis and hold across ${across}`,
  { timeout: 600_000 },
  async () => {
    const email = await limitsHoldAcrossServers({
      ...(await sharedDatabase('portal-limits-', cleanups)),
      TRUST_PROXY: '127.0.0.1',
      REDIS_URL: TEST_REDIS_URL,
    });
    const redis = new Redis(TEST_REDIS_URL);
    try {
      expect(await redis.exists(`portal:limit:login:email:${email}`)).toBe(1);
    } finally {
      await redis.quit();
    }
  },
);
