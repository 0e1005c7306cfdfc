import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FREE_PLAN } from '@portal/shared/plans/plans.constants';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { getSimulator } from '../../connectors/simulators/registry';
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

const employees = UNIFIED_MODEL_ENDPOINTS.find(
  (endpoint) => endpoint.model === 'employees' && endpoint.operation === 'list',
)!;

async function limitHoldsAcrossServers(extra: Record<string, string>) {
  const first = extra.REDIS_URL ? await buildTestApp({ ...env(), ...extra }, t.database) : t;
  const second = await buildTestApp({ ...env(), ...extra }, t.database);
  others.push(second);
  if (first !== t) others.push(first);
  const { owner, application, consumer, authorization } = await consumerConnectedTo(first, 'bamboohr');
  const answers = [];
  for (let i = 0; i < 4; i += 1)
    answers.push(
      await [first, second][i % 2]!.api.unchecked(employees, { query: { pageSize: 1 }, headers: { authorization } }),
    );
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
  const logs = (
    await t.services.requestLogs.list({ accountId: owner.teamId, applicationId: application, consumerId: consumer })
  ).data;
  expect(logs.map((log) => log.status).sort()).toEqual([200, 200, 200, 429]);
}

describe('the unified API', () => {
  it("refuses a team's calls past its plan's API calls with 429 naming the plan, and counts only those admitted", async () => {
    const { owner, application, consumer, authorization } = await consumerConnectedTo(t, 'bamboohr');
    const spy = vi
      .spyOn(t.services.plans, 'planOf')
      .mockResolvedValue({ ...FREE_PLAN, limits: { ...FREE_PLAN.limits, apiCalls: 2 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(await t.api.unchecked(employees, { query: { pageSize: 1 }, headers: { authorization } }));
      expect(statuses.map((answer) => answer.status)).toEqual([200, 200, 429]);
      expect(statuses[2]!.error).toMatchObject({
        statusCode: 429,
        code: 'API_CALLS_LIMIT',
        message:
          "The Free plan allows 2 API calls a month; this month's are used. Upgrade your plan to make more calls.",
      });
    } finally {
      spy.mockRestore();
    }
    await t.flush();
    const scope = await t.services.applications.requireApplication(owner.id, application, null);
    expect(await t.services.consumers.usage(scope, consumer)).toEqual({ connection: 0, universal: 2, total: 2 });
  });

  it('logs no API key, access token or vendor credential: unified and passthrough calls with an API key and x-consumer-id', async () => {
    const { owner, application, consumer, authorization } = await consumerConnectedTo(t, 'bamboohr');
    const scope = await t.services.applications.requireApplication(owner.id, application, null);
    const { apiKey } = await t.services.credentials.reveal(scope, (await t.services.credentials.create(scope)).id);
    const byKey = { authorization: `Bearer ${apiKey}`, 'x-consumer-id': consumer };
    expect((await t.api.unchecked(employees, { query: { pageSize: 1 }, headers: byKey })).status).toBe(200);
    expect(
      (
        await t.api.unchecked(employees, {
          query: { pageSize: 1, access_token: 'query-secret-1234' },
          headers: { authorization },
        })
      ).status,
    ).toBe(200);
    const passthrough = await t.app.inject({
      method: 'GET',
      url: '/unified/passthrough/bamboohr/v1/employees/directory',
      headers: byKey,
    });
    expect(passthrough.statusCode).toBe(200);
    await t.flush();
    const rows = (await t.db.execute(
      sql`select request::text || response::text || sub_requests::text as text from request_logs where application_id = ${application}`,
    )) as unknown as {
      rows: Array<{ text: string }>;
    };
    expect(rows.rows).toHaveLength(3);
    const stored = rows.rows.map((row) => row.text).join('\n');
    const vendorKey = getSimulator('bamboohr')!.sandboxSettings.apiKey as string;
    for (const secret of [
      apiKey,
      authorization.slice('Bearer '.length),
      vendorKey,
      Buffer.from(`${vendorKey}:x`).toString('base64'),
      'query-secret-1234',
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).toContain('[redacted]');
  });
});

describe('the unified API on two servers of one database', () => {
  it('holds a consumer to CONSUMER_RATE_LIMIT calls a minute, with RateLimit-* headers and Retry-After', async () => {
    await limitHoldsAcrossServers({});
  });

  it.runIf(withRedis)('does so counting in Redis', async () => {
    await limitHoldsAcrossServers({ REDIS_URL: TEST_REDIS_URL });
  });
});
