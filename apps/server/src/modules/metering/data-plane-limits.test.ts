import { afterAll, describe, expect, it } from 'vitest';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { consumerConnectedTo, useVendorSimulators } from '../../test/gateway';
import { TEST_REDIS_URL, redisAnswers } from '../../test/redis';
import { type TestApp, buildTestApp, useTestApp } from '../../test/test-app';

// The per-consumer rate limit through the unified API of two app instances on one database (as two servers):
// the answers' RateLimit-* headers count the calls of both, and the limit holds across them.
const vendors = useVendorSimulators();
const withRedis = await redisAnswers();
const env = () => ({ ...vendors.env(), CONSUMER_RATE_LIMIT: '3', UNIFIED_ROUTE_CACHE_MS: '0' });
const t = useTestApp(env);
const others: TestApp[] = [];
afterAll(async () => {
  for (const app of others) await app.close();
});

const employees = UNIFIED_MODEL_ENDPOINTS.find((endpoint) => endpoint.model === 'employees' && endpoint.operation === 'list')!;

async function limitHoldsAcrossServers(extra: Record<string, string>) {
  const first = extra.REDIS_URL ? await buildTestApp({ ...env(), ...extra }, t.database) : t;
  const second = await buildTestApp({ ...env(), ...extra }, t.database);
  others.push(second);
  if (first !== t) others.push(first);
  const { owner, application, consumer, authorization } = await consumerConnectedTo(first, 'bamboohr');
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await [first, second][i % 2]!.api.unchecked(employees, { query: { pageSize: 1 }, headers: { authorization } }));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
  expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
  expect(answers.every((answer) => answer.headers['ratelimit-limit'] === '3')).toBe(true);
  const refused = answers[3]!;
  expect(refused.error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.headers['retry-after']).toBe(refused.headers['ratelimit-reset']);

  // The refused call is neither counted nor a vendor call; the three made are counted once each.
  await first.flush();
  await second.flush();
  const scope = await t.services.applications.requireApplication(owner.id, application, null);
  expect(await t.services.consumers.usage(scope, consumer)).toEqual({ connection: 0, universal: 3, total: 3 });
  const logs = (await t.services.requestLogs.list({ accountId: owner.teamId, applicationId: application, consumerId: consumer })).data;
  expect(logs.map((log) => log.response.status).sort()).toEqual([200, 200, 200, 429]);
}

describe('the unified API on two servers of one database', () => {
  it('holds a consumer to CONSUMER_RATE_LIMIT calls a minute, with RateLimit-* headers and Retry-After', async () => {
    await limitHoldsAcrossServers({});
  });

  it.runIf(withRedis)('does so counting in Redis', async () => {
    await limitHoldsAcrossServers({ REDIS_URL: TEST_REDIS_URL });
  });
});
