import { afterAll, describe, expect, it } from 'vitest';
import { integrationRequestsEndpoints } from '@portal/shared/integration-requests/integration-requests.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { INTEGRATION_REQUESTS_PER_HOUR } from './modules/integration-requests/integration-requests.routes';
import { TEST_EVENTS_PER_MINUTE } from './modules/webhooks/webhooks.routes';
import type { CallResult } from '@portal/shared/common/endpoint-client';
import type { EndpointSpec } from '@portal/shared/common/endpoint';
import { applicationHelpers } from './test/applications';
import { TEST_REDIS_URL, redisAnswers } from './test/redis';
import { type Person, type TestApp, buildTestApp, useTestApp } from './test/test-app';
import { SAMPLE_DELIVERY_URL } from './test/webhooks';

// Per-user limits on calls that mail the operator or make the server call out, counted in the limit store: two
// app instances on one database (as two servers) share the count, and so do two on one Redis.
const withRedis = await redisAnswers();
const t = useTestApp();
const others: TestApp[] = [];
afterAll(async () => {
  for (const app of others) await app.close();
});

async function secondServer(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await buildTestApp(env, t.database);
  others.push(app);
  return app;
}

const integrationRequest = (person: Person, app: TestApp) =>
  app.api.as(person.token).call(integrationRequestsEndpoints.create, {
    body: { serviceName: 'Personio', website: 'https://www.personio.com', category: 'HRIS', description: 'Employees' },
  });

async function applicationOf(person: Person): Promise<string> {
  const team = { id: person.teamId };
  return applicationHelpers(
    () => t.services,
    team,
    () => person.id,
  ).application();
}

const testEvent = (person: Person, app: TestApp, application: string) =>
  app.api.as(person.token).call(webhooksEndpoints.trigger, {
    body: {
      application,
      deliveryUrl: SAMPLE_DELIVERY_URL,
      serviceId: 'bamboohr',
      unifiedApi: 'HRIS',
      eventType: 'hris.employee.updated',
    },
  });

/** Calls `call` on two servers in turn, `limit` times, then once more: every call answered, the last refused. */
async function limitHolds(
  limit: number,
  servers: TestApp[],
  call: (server: TestApp) => Promise<CallResult<EndpointSpec>>,
  windowSeconds: number,
) {
  const statuses: number[] = [];
  for (let i = 0; i < limit; i += 1) statuses.push((await call(servers[i % servers.length]!)).status);
  expect(statuses.filter((status) => status < 300)).toHaveLength(limit);
  const refused = await call(servers[limit % servers.length]!);
  expect(refused.error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('POST /api/request/integration: 10 an hour per user', () => {
  it('answers 429 with Retry-After to the 11th request of an hour, across two servers; another user still asks', async () => {
    const person = await t.signUp();
    await limitHolds(
      INTEGRATION_REQUESTS_PER_HOUR,
      [t, await secondServer()],
      (server) => integrationRequest(person, server),
      3600,
    );
    expect((await integrationRequest(await t.signUp(), t)).status).toBe(201);
  });
});

describe('POST /api/webhooks/trigger: 30 a minute per user', () => {
  it('answers 429 with Retry-After to the 31st test event of a minute, across two servers; another user still sends', async () => {
    const person = await t.signUp();
    const application = await applicationOf(person);
    await limitHolds(
      TEST_EVENTS_PER_MINUTE,
      [t, await secondServer()],
      (server) => testEvent(person, server, application),
      60,
    );
    const other = await t.signUp();
    expect((await testEvent(other, t, await applicationOf(other))).status).toBe(200);
  });

  it.runIf(withRedis)('holds across two servers on one Redis', async () => {
    const person = await t.signUp();
    const application = await applicationOf(person);
    const servers = [
      await secondServer({ REDIS_URL: TEST_REDIS_URL }),
      await secondServer({ REDIS_URL: TEST_REDIS_URL }),
    ];
    await limitHolds(TEST_EVENTS_PER_MINUTE, servers, (server) => testEvent(person, server, application), 60);
  });
});
