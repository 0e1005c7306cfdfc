import { describe, expect, it } from 'vitest';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import { newApplication } from '../../test/applications';
import { consumerHelpers } from '../../test/consumers';
import { type Person, useTestApp } from '../../test/test-app';
import type { UnifiedCallRecord } from './unified-call-record';

const t = useTestApp();

/** A page as the wire has it: `{ data, meta }`. */
async function page(person: Person, endpoint: 'application' | 'consumer', query: Record<string, string>) {
  const answer = await person.api.unchecked(requestLogsEndpoints[endpoint], { query });
  if (!answer.ok) throw new Error(`${answer.status}: ${answer.error.message}`);
  return { data: answer.data, meta: answer.meta };
}

async function withLogs(
  count: number,
): Promise<{ owner: Person; applicationId: string; consumerId: string; start: number }> {
  const owner = await t.signUp();
  const applicationId = await newApplication(owner);
  const consumerId = await consumerHelpers(
    () => t.services,
    { id: owner.teamId },
    () => owner.id,
    async () => applicationId,
  ).newConsumer();
  const start = Date.now() - 10 * 60 * 1000;
  for (let i = 0; i < count; i += 1) {
    const entry: UnifiedCallRecord = {
      accountId: owner.teamId,
      applicationId,
      consumerId: i % 2 === 0 ? consumerId : null,
      serviceId: i % 3 === 0 ? 'hibob' : 'bamboohr',
      kind: i % 2 === 0 ? 'universal' : 'connection',
      createdAt: new Date(start + i * 1000),
      request: {
        method: 'GET',
        url: `/unified/hris/employees?n=${i}`,
        query: { n: String(i) },
        headers: { authorization: 'Bearer a-consumer-token-value' },
        body: null,
      },
      response: { status: 200, latencyMs: i, headers: {}, body: { n: i } },
      subRequests: [],
    };
    t.services.requestLogs.record(entry);
  }
  await t.flush();
  return { owner, applicationId, consumerId, start };
}

describe('GET /api/requests/application-requests', () => {
  it("pages the application's logs newest first, 10 by cursor, filtered by service and dates, without credentials", async () => {
    const { owner, applicationId, start } = await withLogs(12);
    const first = await page(owner, 'application', { applicationId });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({
      serviceId: 'bamboohr',
      kind: 'connection',
      method: 'GET',
      url: '/unified/hris/employees?n=11',
      status: 200,
      latencyMs: 11,
    });
    expect(JSON.stringify(first)).not.toContain('a-consumer-token-value');
    const second = await page(owner, 'application', { applicationId, cursor: first.meta.next! });
    expect(second.data.map((log) => log.latencyMs)).toEqual([1, 0]);
    expect(second.meta.next).toBeNull();

    const hibob = await page(owner, 'application', { applicationId, serviceId: 'hibob' });
    expect(hibob.data.map((log) => log.latencyMs)).toEqual([9, 6, 3, 0]);
    const from = new Date(start + 4500).toISOString();
    const to = new Date(start + 6500).toISOString();
    const dated = await page(owner, 'application', { applicationId, dateFrom: from, dateTo: to });
    expect(dated.data.map((log) => log.latencyMs)).toEqual([6, 5]);
  });

  it('filters by unified API (its connectors, or its paths without one), hides scheduled syncs unless shown, counting them apart, and marks what is not counted', async () => {
    const owner = await t.signUp();
    const applicationId = await newApplication(owner);
    const base = {
      accountId: owner.teamId,
      applicationId,
      consumerId: null,
      kind: 'universal' as const,
      subRequests: [],
    };
    const call = (n: number, serviceId: string | null, url: string, platformCall = false): UnifiedCallRecord => ({
      ...base,
      serviceId,
      createdAt: new Date(Date.now() - 60_000 + n * 1000),
      request: { method: 'GET', url, query: {}, headers: {}, body: null },
      response: { status: 200, latencyMs: n, headers: {}, body: { n } },
      platformCall,
    });
    for (const entry of [
      call(0, 'bamboohr', '/unified/hris/employees'),
      call(1, 'teamtailor', '/unified/ats/jobs'),
      // Refused by the platform itself (no callable connection): logged, not counted.
      {
        ...call(2, null, '/unified/ats/candidates'),
        refused: true,
        response: { status: 424, latencyMs: 2, headers: {}, body: null },
      },
      call(3, 'bamboohr', '/unified/hris/employees (scheduled sync)', true),
      call(4, 'teamtailor', '/unified/ats/jobs (scheduled sync)', true),
    ]) {
      t.services.requestLogs.record(entry);
    }
    await t.flush();
    const numbers = (answer: Awaited<ReturnType<typeof page>>) => answer.data.map((log) => log.latencyMs);

    const all = await page(owner, 'application', { applicationId });
    expect(numbers(all)).toEqual([2, 1, 0]);
    expect(all.meta).toMatchObject({ syncs: 2 });
    const ats = await page(owner, 'application', { applicationId, unifiedApi: 'ATS' });
    expect(numbers(ats)).toEqual([2, 1]);
    expect(ats.meta).toMatchObject({ syncs: 1 });
    expect(numbers(await page(owner, 'application', { applicationId, unifiedApi: 'HRIS' }))).toEqual([0]);
    expect(numbers(await page(owner, 'application', { applicationId, unifiedApi: 'MDM' }))).toEqual([]);
    const shown = await page(owner, 'application', { applicationId, syncs: 'shown' });
    expect(numbers(shown)).toEqual([4, 3, 2, 1, 0]);
    expect(shown.meta).toMatchObject({ syncs: 2 });
    // Syncs and the refused call are neither billed nor counted, and the list says so.
    expect(shown.data.map((log) => log.counted)).toEqual([false, false, false, true, true]);
    expect(numbers(await page(owner, 'application', { applicationId, unifiedApi: 'HRIS', syncs: 'shown' }))).toEqual([
      3, 0,
    ]);
    expect(
      (await owner.api.unchecked(requestLogsEndpoints.application, { query: { applicationId, unifiedApi: 'CRM' } }))
        .status,
    ).toBe(400);
  });

  it('refuses a cursor or a date that is not one', async () => {
    const owner = await t.signUp();
    const applicationId = await newApplication(owner);
    expect(
      (await owner.api.call(requestLogsEndpoints.application, { query: { applicationId, cursor: 'nope' } })).error,
    ).toMatchObject({ statusCode: 400 });
    expect(
      (await owner.api.call(requestLogsEndpoints.application, { query: { applicationId, dateFrom: 'yesterday' } }))
        .error,
    ).toMatchObject({ statusCode: 400 });
  });
});

describe('GET /api/requests/consumer-requests', () => {
  it("lists one consumer's logs; a consumer of another application is not found", async () => {
    const { owner, applicationId, consumerId } = await withLogs(5);
    const answer = await page(owner, 'consumer', { applicationId, consumerId });
    expect(answer.data.map((log) => log.consumerId)).toEqual([consumerId, consumerId, consumerId]);
    // The API filter applies to a consumer's logs too (all of withLogs' calls are HRIS).
    expect((await page(owner, 'consumer', { applicationId, consumerId, unifiedApi: 'HRIS' })).data).toHaveLength(3);
    expect((await page(owner, 'consumer', { applicationId, consumerId, unifiedApi: 'ATS' })).data).toHaveLength(0);
    const other = await withLogs(1);
    const stranger = await owner.api.call(requestLogsEndpoints.consumer, {
      query: { applicationId, consumerId: other.consumerId },
    });
    expect(stranger.error).toMatchObject({ statusCode: 404, message: 'Consumer not found' });
  });
});

describe('GET /api/requests/application-requests/:id', () => {
  it('a list answers summaries without headers, bodies or sub-requests; the detail answers the whole log', async () => {
    const { owner, applicationId } = await withLogs(3);
    const listed = await owner.api.call(requestLogsEndpoints.application, { query: { applicationId } });
    expect(Object.keys(listed.data[0]!).sort()).toEqual([
      'consumerId',
      'counted',
      'createdAt',
      'id',
      'kind',
      'latencyMs',
      'method',
      'serviceId',
      'status',
      'url',
    ]);
    expect(JSON.stringify(listed.data)).not.toMatch(/"(headers|body|subRequests|request|response)"/);
    const consumerListed = await owner.api.call(requestLogsEndpoints.consumer, {
      query: { applicationId, consumerId: listed.data[0]!.consumerId ?? listed.data[1]!.consumerId! },
    });
    expect(JSON.stringify(consumerListed.data)).not.toMatch(/"(headers|body|subRequests)"/);

    const newest = listed.data[0]!;
    const detail = await owner.api.call(requestLogsEndpoints.detail, {
      params: { id: newest.id },
      query: { applicationId },
    });
    expect(detail.data).toMatchObject({
      id: newest.id,
      createdAt: newest.createdAt,
      request: {
        method: 'GET',
        url: '/unified/hris/employees?n=2',
        headers: { authorization: '[redacted]' },
        body: null,
      },
      response: { status: 200, latencyMs: 2, body: { n: 2 } },
      subRequests: [],
    });
    expect(JSON.stringify(detail.data)).not.toContain('a-consumer-token-value');
  });

  it("is not found for another application's log, through one's own application or the other's", async () => {
    const mine = await withLogs(1);
    const theirs = await withLogs(1);
    const [theirLog] = (
      await theirs.owner.api.call(requestLogsEndpoints.application, { query: { applicationId: theirs.applicationId } })
    ).data;
    // Asked with one's own application: the log is not among its logs.
    const throughMine = await mine.owner.api.call(requestLogsEndpoints.detail, {
      params: { id: theirLog!.id },
      query: { applicationId: mine.applicationId },
    });
    expect(throughMine.error).toMatchObject({ statusCode: 404, message: 'Request log not found' });
    // Asked with the other team's application: a stranger to it.
    const throughTheirs = await mine.owner.api.call(requestLogsEndpoints.detail, {
      params: { id: theirLog!.id },
      query: { applicationId: theirs.applicationId },
    });
    expect(throughTheirs.error).toMatchObject({ statusCode: 404 });
    const unknown = await mine.owner.api.call(requestLogsEndpoints.detail, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      query: { applicationId: mine.applicationId },
    });
    expect(unknown.error).toMatchObject({ statusCode: 404, message: 'Request log not found' });
  });
});
