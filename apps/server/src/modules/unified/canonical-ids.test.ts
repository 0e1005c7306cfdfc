import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import { UNIFIED_MODEL_ENDPOINTS, unifiedEndpoints } from '@portal/shared/unified/unified.endpoints';
import { consumerConnectedTo, useVendorSimulators } from '../../test/gateway';
import { applicationBearer } from '../../test/integrations';
import { type Person, type TestApp, useTestApp } from '../../test/test-app';

// Ids reach the data plane as callers write them (PostgreSQL takes `B7A4…` for `b7a4…`); every count, bucket, cache
// and log row must use the one form the database reads back, or two spellings of one consumer count apart and make
// the batched writers' upserts touch one row twice.
const vendors = useVendorSimulators();
const t = useTestApp(() => ({ ...vendors.env(), CONSUMER_RATE_LIMIT: '3', UNIFIED_ROUTE_CACHE_MS: '0' }));

const employees = UNIFIED_MODEL_ENDPOINTS.find(
  (endpoint) => endpoint.model === 'employees' && endpoint.operation === 'list',
)!;

async function apiKeyOf(app: TestApp, owner: Person, application: string): Promise<string> {
  const scope = await app.services.applications.requireApplication(owner.id, application, null);
  return (await app.services.credentials.reveal(scope, (await app.services.credentials.create(scope)).id)).apiKey;
}

const callEmployees = (headers: Record<string, string>) =>
  t.api.unchecked(employees, { query: { pageSize: 1 }, headers });

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The claims of a JWT, as the data plane reads them. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('ids at the edge of the data plane', () => {
  it('one consumer called with its id in capitals and in lower case in one flush: its calls are counted once each, and logs go on being written for every team', async () => {
    const first = await consumerConnectedTo(t, 'bamboohr');
    const apiKey = await apiKeyOf(t, first.owner, first.application);
    // The batched writers are held meanwhile, so both calls land in one batch (as within one second of a busy server).
    const writers = t.app.workers.list.filter((worker) => ['request-logs', 'metering'].includes(worker.name));
    expect(writers).toHaveLength(2);
    for (const writer of writers) await writer.stop();
    try {
      for (const spelling of [first.consumer, first.consumer.toUpperCase()]) {
        const answer = await callEmployees({ authorization: `Bearer ${apiKey}`, 'x-consumer-id': spelling });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      await t.flush();
    } finally {
      for (const writer of writers) await writer.start();
    }

    const other = await consumerConnectedTo(t, 'bamboohr');
    expect((await callEmployees({ authorization: other.authorization })).status).toBe(200);
    await t.flush();

    const logged = await rowsOf<{ consumer_id: string }>(
      sql`select consumer_id::text from request_logs where application_id in (${first.application}, ${other.application}) order by created_at`,
    );
    expect(logged.map((row) => row.consumer_id)).toEqual([first.consumer, first.consumer, other.consumer]);
    const hours = await rowsOf<{ calls: number }>(
      sql`select calls from connection_call_hours where owner_id = ${first.consumer}`,
    );
    expect(hours.map((row) => Number(row.calls))).toEqual([2]);
    const scope = await t.services.applications.requireApplication(first.owner.id, first.application, null);
    expect(await t.services.consumers.usage(scope, first.consumer)).toEqual({ connection: 0, universal: 2, total: 2 });
  });

  it("holds the consumer's rate limit across spellings: by API key in either case and by a token whose claim is in capitals", async () => {
    const { owner, application, consumer } = await consumerConnectedTo(t, 'bamboohr');
    const apiKey = await apiKeyOf(t, owner, application);
    const shouted = (
      await t.services.accessTokens.issue({
        applicationId: application.toUpperCase(),
        accountId: owner.teamId,
        consumerId: consumer.toUpperCase(),
      })
    ).accessToken;
    const ways: Array<Record<string, string>> = [
      { authorization: `Bearer ${apiKey}`, 'x-consumer-id': consumer },
      { authorization: `Bearer ${apiKey}`, 'x-consumer-id': consumer.toUpperCase() },
      { authorization: `Bearer ${shouted}` },
    ];
    const statuses = [];
    for (const headers of [...ways, ...ways]) statuses.push((await callEmployees(headers)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('POST /api/auth issues its claims in the form the database keeps, whatever the case of the ids sent', async () => {
    const { owner, application, consumer } = await consumerConnectedTo(t, 'bamboohr');
    const apiKey = await apiKeyOf(t, owner, application);
    const consumerToken = (
      await t.api.call(tokensEndpoints.issue, {
        body: { scope: 'consumer', consumerId: consumer.toUpperCase(), apiKey },
      })
    ).data;
    expect(claimsOf((consumerToken as { accessToken: string }).accessToken)).toMatchObject({
      sub: application,
      acc: owner.teamId,
      cns: consumer,
    });
    const byKey = (
      await t.api.call(tokensEndpoints.issue, {
        body: { scope: 'application', applicationId: application.toUpperCase(), apiKey },
      })
    ).data;
    expect(claimsOf((byKey as { data: { accessToken: string } }).data.accessToken)).toMatchObject({
      sub: application,
      acc: owner.teamId,
    });
    const bySession = (
      await owner.api.call(tokensEndpoints.issue, {
        body: { scope: 'application', applicationId: application.toUpperCase() },
      })
    ).data;
    expect(claimsOf((bySession as { accessToken: string }).accessToken)).toMatchObject({
      sub: application,
      acc: owner.teamId,
    });
  });

  it('takes a query id in capitals as the same id', async () => {
    const { owner, application, consumer } = await consumerConnectedTo(t, 'bamboohr');
    const authorization = await applicationBearer(t, owner, application);
    const listed = await t.api.unchecked(unifiedEndpoints.consumers, {
      query: { applicationId: application.toUpperCase() },
      headers: { authorization },
    });
    expect(listed.data).toEqual([{ id: consumer, name: 'Acme' }]);
  });

  it('answers a consumer id that names no consumer (no id, no externalId) with 404, and one no consumer could have with 400, never 500', async () => {
    const { owner, application } = await consumerConnectedTo(t, 'bamboohr');
    const apiKey = await apiKeyOf(t, owner, application);
    for (const unknown of ['not-a-uuid', `${'a'.repeat(36)}`, '0000000g-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const answer = await callEmployees({ authorization: `Bearer ${apiKey}`, 'x-consumer-id': unknown });
      expect(answer.error, unknown).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Consumer not found' });
      const issued = await t.api.unchecked(tokensEndpoints.issue, {
        body: { scope: 'consumer', consumerId: unknown, apiKey },
      });
      expect(issued.error, unknown).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Consumer not found' });
    }
    for (const malformed of ['a'.repeat(201), 'tab\there']) {
      const answer = await callEmployees({ authorization: `Bearer ${apiKey}`, 'x-consumer-id': malformed });
      expect(answer.error, malformed).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The x-consumer-id header must be a consumer id or its externalId',
      });
    }
  });
});
