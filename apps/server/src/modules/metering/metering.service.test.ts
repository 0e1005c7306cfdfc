import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FREE_PLAN } from '@portal/shared/plans/plans.constants';
import { plansEndpoints } from '@portal/shared/plans/plans.endpoints';
import { newApplication } from '../../test/applications';
import { ownerWithConsumer } from '../../test/consumers';
import { TEST_REDIS_URL, redisAnswers } from '../../test/redis';
import { type Person, type TestApp, buildTestApp, useTestApp } from '../../test/test-app';

const t = useTestApp();
const withRedis = await redisAnswers();
const rowsOf = (result: unknown) => (result as { rows: Array<{ n: number }> }).rows;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** Another server on the same database: its own leases and counters, as a second process has. */
async function secondServer(env: Record<string, string> = {}, first: TestApp = t): Promise<TestApp> {
  const app = await buildTestApp(env, first.database);
  apps.push(app);
  return app;
}

/** A new team's application and the caller its own calls run as (no consumer). */
async function applicationCaller(): Promise<{
  owner: Person;
  applicationId: string;
  caller: { accountId: string; applicationId: string; consumerId: null };
}> {
  const owner = await t.signUp();
  const applicationId = await newApplication(owner);
  return { owner, applicationId, caller: { accountId: owner.teamId, applicationId, consumerId: null } };
}

const teamWithConsumer = () => ownerWithConsumer(t);

describe('metering', () => {
  it("counts admitted calls toward the team's usage, the application's stat and the consumer's usage by kind", async () => {
    const { owner, applicationId, consumerId } = await teamWithConsumer();
    const caller = { accountId: owner.teamId, applicationId, consumerId };
    for (let i = 0; i < 3; i += 1) expect((await t.services.metering.admit(caller, 'universal')).ok).toBe(true);
    for (let i = 0; i < 2; i += 1) expect((await t.services.metering.admit(caller, 'connection')).ok).toBe(true);
    expect((await t.services.metering.admit({ ...caller, consumerId: null }, 'universal')).ok).toBe(true);
    await t.flush();

    const usage = (await owner.api.call(plansEndpoints.usage, { params: { id: owner.teamId } })).data;
    expect(usage.usage.apiCalls).toBe(6);
    expect(usage.usageQuantity).toBe(6);
    const scope = await t.services.applications.requireApplication(owner.id, applicationId, null);
    expect((await t.services.applications.stats(scope)).apiCalls).toBe(6);
    expect(await t.services.consumers.usage(scope, consumerId)).toEqual({ connection: 2, universal: 3, total: 5 });
  });

  it("refuses the Free plan's 101st call of the month with 429 naming the plan", async () => {
    const { owner, caller } = await applicationCaller();
    for (let i = 0; i < 100; i += 1) expect((await t.services.metering.admit(caller, 'universal')).ok).toBe(true);
    const refused = await t.services.metering.admit(caller, 'connection');
    expect(refused).toMatchObject({
      ok: false,
      error: {
        statusCode: 429,
        code: 'API_CALLS_LIMIT',
        message:
          "The Free plan allows 100 API calls a month; this month's are used. Upgrade your plan to make more calls.",
      },
    });
    await t.flush();
    expect((await owner.api.call(plansEndpoints.usage, { params: { id: owner.teamId } })).data.usage.apiCalls).toBe(
      100,
    );
  });

  it('admits exactly the 100 calls of the Free plan among 200 concurrent calls on two servers of one database', async () => {
    const { owner, caller } = await applicationCaller();
    const second = await secondServer();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? t : second).services.metering.admit(caller, 'universal')),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(100);
    expect(answers.filter((answer) => !answer.ok && answer.error.code === 'API_CALLS_LIMIT')).toHaveLength(100);
    await t.flush();
    await second.flush();
    expect((await owner.api.call(plansEndpoints.usage, { params: { id: owner.teamId } })).data.usage.apiCalls).toBe(
      100,
    );
  });

  it('lets a plan with additional API calls go past its allowance, and counts every call', async () => {
    const { owner, caller } = await applicationCaller();
    const spy = vi.spyOn(t.services.plans, 'planOf').mockResolvedValue({
      ...FREE_PLAN,
      key: 'pay-as-you-go',
      limits: { ...FREE_PLAN.limits, apiCalls: 2, hasAdditionalApiCalls: true },
    });
    try {
      for (let i = 0; i < 4; i += 1) expect((await t.services.metering.admit(caller, 'universal')).ok).toBe(true);
    } finally {
      spy.mockRestore();
    }
    await t.flush();
    expect((await owner.api.call(plansEndpoints.usage, { params: { id: owner.teamId } })).data.usage.apiCalls).toBe(4);
  });

  it('gives the calls a server leased and did not make back when it stops', async () => {
    const { owner, caller } = await applicationCaller();
    const second = await secondServer();
    // 1,000 calls a month: servers lease 10 at a time.
    const plan = { ...FREE_PLAN, key: 'bigger', name: 'Bigger', limits: { ...FREE_PLAN.limits, apiCalls: 1000 } };
    vi.spyOn(second.services.plans, 'planOf').mockResolvedValue(plan);
    expect((await second.services.metering.admit(caller, 'universal')).ok).toBe(true);
    const leased = async () =>
      rowsOf(
        await t.db.execute(sql`select leased::int as n from api_call_quotas where account_id = ${owner.teamId}`),
      )[0]?.n;
    expect(await leased()).toBe(10);
    await second.close();
    apps.splice(apps.indexOf(second), 1);
    expect(await leased()).toBe(1);
    await t.flush();
    expect((await owner.api.call(plansEndpoints.usage, { params: { id: owner.teamId } })).data.usage.apiCalls).toBe(1);
  });
});

/**
 * Six calls of one consumer spread over two servers with a limit of 5 a minute: the sixth is refused with the headers.
 */
async function rateLimitHoldsAcrossServers(env: Record<string, string>) {
  const first = await secondServer({ CONSUMER_RATE_LIMIT: '5', ...env });
  const second = await secondServer({ CONSUMER_RATE_LIMIT: '5', ...env }, first);
  const owner = await first.signUp();
  const caller = { accountId: owner.teamId, applicationId: randomUUID(), consumerId: randomUUID() };
  const answers = [];
  for (let i = 0; i < 6; i += 1)
    answers.push(await [first, second][i % 2]!.services.metering.admit(caller, 'universal'));
  expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, true, true, false]);
  expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual(['4', '3', '2', '1', '0', '0']);
  for (const answer of answers) {
    expect(answer.headers['ratelimit-limit']).toBe('5');
    expect(Number(answer.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(answer.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
  }
  const refused = answers[5]!;
  expect(refused).toMatchObject({ ok: false, error: { statusCode: 429, code: 'RATE_LIMITED' } });
  expect(refused.headers['retry-after']).toBe(refused.headers['ratelimit-reset']);
  expect(answers[4]!.headers['retry-after']).toBeUndefined();
  // Another consumer of the same application has its own limit.
  expect((await second.services.metering.admit({ ...caller, consumerId: randomUUID() }, 'universal')).ok).toBe(true);
}

describe('the per-consumer rate limit', () => {
  it('lets calls through without RateLimit headers when its store does not answer', async () => {
    // A Redis nobody listens on: the store's calls fail after their retries.
    const server = await secondServer({ REDIS_URL: 'redis://127.0.0.1:9' });
    const owner = await t.signUp();
    const answer = await server.services.metering.admit(
      { accountId: owner.teamId, applicationId: await newApplication(owner), consumerId: null },
      'universal',
    );
    expect(answer).toEqual({ ok: true, headers: {} });
  });

  it('holds across two servers on one database, with RateLimit-* and Retry-After headers', async () => {
    await rateLimitHoldsAcrossServers({});
  });

  it.runIf(withRedis)('holds across two servers counting in Redis', async () => {
    await rateLimitHoldsAcrossServers({ REDIS_URL: TEST_REDIS_URL });
  });
});
