import { describe, expect, it } from 'vitest';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import {
  ENVIRONMENT_MESSAGES,
  type Environment,
  TEST_ENVIRONMENT_LIMITS,
  TEST_LIMIT_CODE,
} from '@portal/shared/common/environment';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { plansEndpoints } from '@portal/shared/plans/plans.endpoints';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { newApplication } from '../../test/applications';
import { consumerInSandbox } from '../../test/integrations';
import { type Person, useTestApp } from '../../test/test-app';
import { consumers as consumersTable } from '../consumers/consumers.table';

// Issue 27: every application has a test and a live environment; nothing of one is seen or changed from the other.
const t = useTestApp();

const employeesList = UNIFIED_MODEL_ENDPOINTS.find(
  (endpoint) => endpoint.model === 'employees' && endpoint.operation === 'list',
)!;

async function keyOf(owner: Person, application: string, environment: Environment) {
  const { id, apiKey: masked } = (
    await owner.api.call(credentialsEndpoints.create, { body: { application, environment } })
  ).data;
  const { apiKey } = (
    await owner.api.call(credentialsEndpoints.reveal, { params: { id }, query: { application, environment } })
  ).data;
  return { id, masked, apiKey };
}

const consumerIn = async (owner: Person, application: string, environment: Environment, name: string) =>
  (await owner.api.call(consumersEndpoints.create, { body: { application, environment, name } })).data.id;

describe('environments: keys and tokens', () => {
  it('make sk_test_ and sk_live_ keys, each listed, shown and deleted in its own environment only', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    const live = await keyOf(owner, application, 'live');
    const test = await keyOf(owner, application, 'test');
    expect(live.masked).toMatch(/^sk_live_•{8}[\w-]{4}$/);
    expect(test.masked).toMatch(/^sk_test_•{8}[\w-]{4}$/);
    expect(test.apiKey).toMatch(/^sk_test_[\w-]{43}$/);

    const list = async (environment?: Environment) =>
      (await owner.api.call(credentialsEndpoints.list, { query: { application, environment } })).data;
    expect((await list()).map((key) => [key.id, key.environment, key.application.id])).toEqual([
      [live.id, 'live', application],
    ]);
    expect((await list('test')).map((key) => [key.id, key.environment, key.application.id])).toEqual([
      [test.id, 'test', application],
    ]);
    // Across environments: not found, both ways.
    const reveal = (id: string, environment: Environment) =>
      owner.api.unchecked(credentialsEndpoints.reveal, { params: { id }, query: { application, environment } });
    expect((await reveal(test.id, 'live')).status).toBe(404);
    expect((await reveal(live.id, 'test')).status).toBe(404);
    const remove = (id: string, environment: Environment) =>
      owner.api.unchecked(credentialsEndpoints.remove, { params: { id }, query: { application, environment } });
    expect((await remove(test.id, 'live')).status).toBe(404);
    expect((await remove(live.id, 'test')).status).toBe(404);
    // By id alone, the key names its environment.
    expect((await owner.api.unchecked(credentialsEndpoints.remove, { params: { id: test.id } })).status).toBe(200);
    expect(await list('test')).toEqual([]);
    expect((await list()).map((key) => key.id)).toEqual([live.id]);
    // The explorer lists both environments' keys, each saying which.
    const another = await keyOf(owner, application, 'test');
    const explorer = (await owner.api.call(credentialsEndpoints.explorerList, { query: { limit: 1000 } })).data;
    expect(explorer.map((key) => [key.id, key.environment]).sort()).toEqual(
      [
        [live.id, 'live'],
        [another.id, 'test'],
      ].sort(),
    );
  });

  it("give tokens of the key's environment, which reach only that environment's consumers", async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    const live = await keyOf(owner, application, 'live');
    const test = await keyOf(owner, application, 'test');
    const liveConsumer = await consumerIn(owner, application, 'live', 'Live customer');
    const testConsumer = await consumerIn(owner, application, 'test', 'Test customer');

    const consumerToken = (apiKey: string, consumerId: string) =>
      t.api.unchecked(tokensEndpoints.issue, { body: { scope: 'consumer', consumerId, apiKey } });
    expect((await consumerToken(test.apiKey, liveConsumer)).status).toBe(404);
    expect((await consumerToken(live.apiKey, testConsumer)).status).toBe(404);
    expect((await consumerToken(test.apiKey, testConsumer)).data).toMatchObject({ environment: 'test' });
    expect((await consumerToken(live.apiKey, liveConsumer)).data).toMatchObject({ environment: 'live' });

    // The application's own token, from a key named with its application (as the explorer asks): the key's environment.
    for (const [key, consumer, environment] of [
      [test, testConsumer, 'test'],
      [live, liveConsumer, 'live'],
    ] as const) {
      const issued = (
        await t.api.call(tokensEndpoints.issue, {
          body: { scope: 'application', applicationId: application, apiKey: key.apiKey },
        })
      ).data;
      if (!('data' in issued)) throw new Error('POST /api/auth answered another form');
      expect(issued.data.environment).toBe(environment);
      const authorization = `Bearer ${issued.data.accessToken}`;
      const described = (await t.api.call(tokensEndpoints.application, { headers: { authorization } })).data;
      expect(described).toMatchObject({ id: application, environment });
      const listed = (
        await t.api.call(consumersEndpoints.tokenList, { headers: { authorization }, query: { limit: 100 } })
      ).data;
      expect(listed.map((each) => each.id)).toEqual([consumer]);
    }
    // A session's token names its environment; absent, live.
    const sessionToken = await owner.api.call(tokensEndpoints.issue, {
      body: { scope: 'application', applicationId: application, environment: 'test' },
    });
    expect(sessionToken.data).toMatchObject({ environment: 'test' });
  });
});

describe('environments: portal resources', () => {
  it('keep consumers, integrations, webhooks and stats apart, both ways; a consumer by id alone names its environment', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    const liveConsumer = await consumerIn(owner, application, 'live', 'Live customer');
    const testConsumer = await consumerIn(owner, application, 'test', 'Test customer');
    const consumers = async (environment: Environment) =>
      (await owner.api.call(consumersEndpoints.list, { query: { applicationId: application, environment } })).data.map(
        (consumer) => consumer.id,
      );
    expect(await consumers('live')).toEqual([liveConsumer]);
    expect(await consumers('test')).toEqual([testConsumer]);
    const get = (id: string, environment?: Environment) =>
      owner.api.unchecked(consumersEndpoints.get, {
        params: { id },
        query: environment ? { applicationId: application, environment } : {},
      });
    expect((await get(testConsumer, 'live')).status).toBe(404);
    expect((await get(liveConsumer, 'test')).status).toBe(404);
    expect((await get(testConsumer)).data).toMatchObject({ id: testConsumer, application: { id: application } });
    expect(
      (
        await owner.api.unchecked(consumersEndpoints.remove, {
          params: { id: testConsumer },
          query: { applicationId: application },
        })
      ).status,
    ).toBe(404);

    // Integration settings are per environment: enabled in test only.
    await owner.api.call(integrationsEndpoints.update, {
      params: { serviceId: 'bamboohr' },
      body: { accountId: owner.teamId, serviceId: 'bamboohr', application, isEnabled: true, environment: 'test' },
    });
    const enabled = async (environment: Environment) =>
      (
        await owner.api.call(integrationsEndpoints.get, {
          params: { serviceId: 'bamboohr' },
          query: { application, environment },
        })
      ).data;
    expect(await enabled('test')).toMatchObject({ isEnabled: true, state: 'configured', application });
    expect(await enabled('live')).toMatchObject({ isEnabled: false, state: 'disabled' });

    const webhook = (
      await owner.api.call(webhooksEndpoints.create, {
        body: {
          application,
          environment: 'test',
          deliveryUrl: 'https://example.com/hooks',
          unifiedApi: 'HRIS',
          events: ['connection.callable'],
        },
      })
    ).data;
    expect(webhook.application).toBe(application);
    const webhooks = async (environment: Environment) =>
      (await owner.api.call(webhooksEndpoints.list, { query: { applicationId: application, environment } })).data;
    expect((await webhooks('test')).map((each) => each.id)).toEqual([webhook.id]);
    expect(await webhooks('live')).toEqual([]);
    const deleteLive = await owner.api.unchecked(webhooksEndpoints.remove, {
      params: { id: webhook.id },
      query: { applicationId: application },
    });
    expect(deleteLive.status).toBe(404);

    // Each environment signs its webhooks with its own secret.
    const secret = async (environment: Environment) =>
      (
        await owner.api.call(applicationsEndpoints.webhookSecret, {
          params: { id: application },
          query: { environment },
        })
      ).data.webhookSecret;
    expect(await secret('test')).not.toBe(await secret('live'));

    const stats = async (environment: Environment) =>
      (await owner.api.call(statsEndpoints.application, { params: { id: application }, query: { environment } })).data;
    expect(await stats('test')).toMatchObject({ consumers: 1, integrations: 1, webhooks: 1 });
    expect(await stats('live')).toMatchObject({ consumers: 1, integrations: 0, webhooks: 0 });

    // The application itself is one: one in the list, whatever its environments hold.
    const applications = (await owner.api.call(applicationsEndpoints.list)).data;
    expect(applications.map((each) => each.id)).toEqual([application]);
  });

  it("log a test consumer's calls in test only, and count nothing of test toward the plan", async () => {
    const { owner, application, authorization } = await consumerInSandbox(t);
    expect((await t.api.unchecked(employeesList, { query: {}, headers: { authorization } })).status).toBe(200);
    await t.flush();
    const logs = async (environment: Environment) =>
      (
        await owner.api.call(requestLogsEndpoints.application, {
          query: { applicationId: application, environment },
        })
      ).data;
    expect((await logs('test')).map((log) => log.status)).toEqual([200]);
    expect(await logs('live')).toEqual([]);
    const events = async (environment: Environment) =>
      (await owner.api.call(eventsEndpoints.list, { query: { applicationId: application, environment } })).data;
    expect((await events('test')).map((event) => event.eventType)).toEqual(['connection.callable', 'connection.added']);
    expect(await events('live')).toEqual([]);

    const usage = (await owner.api.call(plansEndpoints.usage, { params: { id: owner.teamId } })).data;
    // Test's consumer, integration and call are not the plan's.
    expect(usage.usage).toMatchObject({ apiCalls: 0, consumers: 0, integrations: 0, unifiedApis: 0 });
  });

  it("let a Free team fill test beyond the plan's limits, up to test's own", async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    // The Free plan allows one consumer and one integration; test has its own limits.
    await consumerIn(owner, application, 'live', 'Live customer');
    const overPlan = await owner.api.unchecked(consumersEndpoints.create, {
      body: { application, name: 'Second live' },
    });
    expect(overPlan.error).toMatchObject({ statusCode: 403, code: 'PLAN_LIMIT' });
    for (const name of ['One', 'Two', 'Three']) await consumerIn(owner, application, 'test', name);
    for (const serviceId of ['bamboohr', 'hibob', 'kandji']) {
      const enabled = await owner.api.unchecked(integrationsEndpoints.update, {
        params: { serviceId },
        body: { accountId: owner.teamId, serviceId, application, isEnabled: true, environment: 'test' },
      });
      expect(enabled.status, serviceId).toBe(200);
    }
    // At test's own limit (filled through the table: a thousand requests would only be slower), a clear refusal.
    const scope = await t.services.applications.requireApplication(owner.id, application, null, {
      environment: 'test',
    });
    const room = TEST_ENVIRONMENT_LIMITS.consumers - 3;
    await t.db.insert(consumersTable).values(
      Array.from({ length: room }, (_, i) => ({
        accountId: owner.teamId,
        applicationId: scope.applicationId,
        name: `Filler ${i}`,
      })),
    );
    const overTest = await owner.api.unchecked(consumersEndpoints.create, {
      body: { application, name: 'One too many', environment: 'test' },
    });
    expect(overTest.error).toMatchObject({
      statusCode: 403,
      code: TEST_LIMIT_CODE,
      message: 'The test environment holds at most 1,000 consumers: delete some to add more',
    });
    // Live is untouched by test's count: still at the plan's one.
    expect((await owner.api.call(plansEndpoints.usage, { params: { id: owner.teamId } })).data.usage.consumers).toBe(1);
  });

  it('refuses an environment that is neither test nor live, and keeps the choice per user', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    const refused = await owner.api.unchecked(credentialsEndpoints.list, {
      query: { application, environment: 'prod' as never },
    });
    expect(refused.error).toMatchObject({ statusCode: 400, message: expect.stringContaining('Environment') });
    expect(refused.error!.errors![0]).toMatchObject({ property: 'environment' });
    expect(Object.values(refused.error!.errors![0]!.constraints)).toEqual([ENVIRONMENT_MESSAGES.invalid]);
    expect((await owner.api.call(usersEndpoints.updateMeta, { body: { environment: 'test' } })).data).toMatchObject({
      environment: 'test',
    });
    expect((await owner.api.call(usersEndpoints.me)).data.meta.environment).toBe('test');
    const stranger = await t.signUp();
    expect((await stranger.api.call(usersEndpoints.me)).data.meta.environment).toBe('live');
    // A stranger learns nothing of either environment.
    for (const environment of ['live', 'test'] as const) {
      const answer = await stranger.api.unchecked(consumersEndpoints.list, {
        query: { applicationId: application, environment },
      });
      expect(answer.status, environment).toBe(404);
    }
  });

  it('keep test logs 7 days on every plan, and never send a test connection to a vendor to authorize', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    const at = new Date();
    const floor = async (environment: Environment) =>
      (await t.services.plans.logsFrom(owner.teamId, at, undefined, environment))?.getTime();
    const day = 24 * 60 * 60 * 1000;
    expect(await floor('test')).toBe(at.getTime() - 7 * day);
    // Free keeps a day of live logs; its test logs, 7 days as every plan's.
    expect(await floor('live')).toBe(at.getTime() - day);
    expect(t.services.plans.longestLogRetentionDays()).toBeGreaterThanOrEqual(7);
    await owner.api.call(integrationsEndpoints.update, {
      params: { serviceId: 'github-oidc' },
      body: { accountId: owner.teamId, serviceId: 'github-oidc', application, isEnabled: true, environment: 'test' },
    });
    const authorize = await owner.api.unchecked(integrationsEndpoints.authorize, {
      params: { serviceId: 'github-oidc' },
      query: { application, environment: 'test' },
    });
    expect(authorize.error).toMatchObject({ statusCode: 400, message: ENVIRONMENT_MESSAGES.testHasNoVendor });
  });
});
