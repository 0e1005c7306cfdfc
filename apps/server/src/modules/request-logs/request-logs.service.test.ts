import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_PLAN } from '@portal/shared/plans/plans.constants';
import { plansFileOf } from '../../test/plans-file';
import { buildTestApp, useTestApp } from '../../test/test-app';
import { LOG_BODY_LIMIT } from './request-log-row';
import type { UnifiedCallRecord } from './unified-call-record';
import { fullLogs } from '../../test/request-logs';

// Only Free (1 day of logs): what retention keeps is the longest retention of the catalog.
const t = useTestApp({ PLANS_FILE: plansFileOf([FREE_PLAN]) });
const HOUR = 60 * 60 * 1000;

function call(overrides: Partial<UnifiedCallRecord> & { applicationId: string }): UnifiedCallRecord {
  return {
    accountId: randomUUID(),
    consumerId: null,
    serviceId: 'bamboohr',
    kind: 'universal',
    createdAt: new Date(),
    request: {
      method: 'GET',
      url: '/unified/hris/employees?limit=2',
      query: { limit: '2' },
      headers: { accept: 'application/json' },
      body: null,
    },
    response: {
      status: 200,
      latencyMs: 12.4,
      headers: { 'content-type': 'application/json' },
      body: { data: [{ id: '1' }] },
    },
    subRequests: [],
    ...overrides,
  };
}

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

describe('request logs', () => {
  it('are written in a batch after a flush, not when recorded, and listed newest first 10 a page by cursor', async () => {
    const applicationId = randomUUID();
    const start = Date.now() - 30 * 60 * 1000;
    for (let i = 0; i < 23; i += 1)
      t.services.requestLogs.record(call({ applicationId, createdAt: new Date(start + i * 1000) }));
    const accountId = randomUUID();
    expect((await t.services.requestLogs.list({ accountId, applicationId })).data).toHaveLength(0);
    await t.flush();

    const first = await t.services.requestLogs.list({ accountId, applicationId });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({
      serviceId: 'bamboohr',
      kind: 'universal',
      createdAt: new Date(start + 22_000).toISOString(),
    });
    // A list answers summaries; the log's detail has the request and answer whole.
    expect(first.data[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      serviceId: 'bamboohr',
      consumerId: null,
      kind: 'universal',
      method: 'GET',
      url: '/unified/hris/employees?limit=2',
      status: 200,
      latencyMs: 12,
      counted: true,
    });
    const whole = await t.services.requestLogs.detail({ accountId, applicationId, id: first.data[0]!.id });
    expect(whole.request).toMatchObject({
      method: 'GET',
      url: '/unified/hris/employees?limit=2',
      query: { limit: '2' },
      body: null,
      truncated: false,
    });
    expect(whole.response).toMatchObject({
      status: 200,
      latencyMs: 12.4,
      body: { data: [{ id: '1' }] },
      truncated: false,
    });
    expect(first.meta.previous).toBeNull();
    const second = await t.services.requestLogs.list({ accountId, applicationId, cursor: first.meta.next! });
    const third = await t.services.requestLogs.list({ accountId, applicationId, cursor: second.meta.next! });
    expect(third.data).toHaveLength(3);
    expect(third.meta.next).toBeNull();
    const times = [...first.data, ...second.data, ...third.data].map((log) => log.createdAt);
    expect(new Set(times).size).toBe(23);
    expect(times).toEqual([...times].sort().reverse());
    const back = await t.services.requestLogs.list({ accountId, applicationId, cursor: third.meta.previous! });
    expect(back.data.map((log) => log.id)).toEqual(second.data.map((log) => log.id));
  });

  it('are written within a second without a flush, and by a server that stops', async () => {
    const applicationId = randomUUID();
    const accountId = randomUUID();
    t.services.requestLogs.record(call({ applicationId }));
    await expect
      .poll(async () => (await t.services.requestLogs.list({ accountId, applicationId })).data.length, {
        timeout: 3000,
        interval: 100,
      })
      .toBe(1);

    const other = await buildTestApp({}, t.database);
    other.services.requestLogs.record(call({ applicationId }));
    await other.close();
    expect((await t.services.requestLogs.list({ accountId, applicationId })).data).toHaveLength(2);
  });

  it('filter by consumer, service and dates', async () => {
    const applicationId = randomUUID();
    const consumerId = randomUUID();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60 * 1000);
    t.services.requestLogs.record(call({ applicationId, consumerId, createdAt: at(50) }));
    t.services.requestLogs.record(
      call({ applicationId, consumerId, serviceId: 'hibob', kind: 'connection', createdAt: at(40) }),
    );
    t.services.requestLogs.record(call({ applicationId, createdAt: at(30) }));
    await t.flush();
    const accountId = randomUUID();
    expect((await t.services.requestLogs.list({ accountId, applicationId })).data).toHaveLength(3);
    expect(
      (await t.services.requestLogs.list({ accountId, applicationId, consumerId })).data.map((log) => log.serviceId),
    ).toEqual(['hibob', 'bamboohr']);
    expect((await t.services.requestLogs.list({ accountId, applicationId, serviceId: 'hibob' })).data).toMatchObject([
      { kind: 'connection', consumerId },
    ]);
    expect(
      (await t.services.requestLogs.list({ accountId, applicationId, dateFrom: at(45), dateTo: at(35) })).data,
    ).toHaveLength(1);
  });

  it('keep no API key, bearer token or vendor credential, and cut bodies past 16 KiB', async () => {
    const applicationId = randomUUID();
    const apiKey = `key_${randomUUID()}`;
    const bearer = `eyJ${randomUUID().replaceAll('-', '')}`;
    const vendorSecret = `vendor-${randomUUID()}`;
    t.services.requestLogs.record(
      call({
        applicationId,
        request: {
          method: 'POST',
          url: `/unified/passthrough/bamboohr/v1/employees?api_key=${apiKey}&page=2`,
          query: { api_key: apiKey, page: '2' },
          headers: {
            authorization: `Bearer ${bearer}`,
            'x-api-key': apiKey,
            cookie: `session=${bearer}`,
            'x-vendor-token': vendorSecret,
            accept: '*/*',
          },
          body: { note: `echo ${bearer}`, password: vendorSecret, big: 'x'.repeat(LOG_BODY_LIMIT) },
        },
        response: {
          status: 201,
          latencyMs: 3,
          headers: { 'set-cookie': `sid=${bearer}` },
          body: { access_token: vendorSecret, refresh_token: vendorSecret },
        },
        subRequests: [
          {
            startedAt: new Date().toISOString(),
            method: 'POST',
            url: 'https://api.bamboohr.com/api/gateway.php/acme/v1/employees',
            requestHeaders: { authorization: '[redacted]' },
            requestBody: `{"echo":"${bearer}"}`,
            status: 201,
            responseHeaders: {},
            responseBody: null,
            truncated: false,
            latencyMs: 2,
            error: null,
          },
        ],
      }),
    );
    await t.flush();
    const stored = rowsOf(
      await t.db.execute(
        sql`select request::text || response::text || sub_requests::text as text from request_logs where application_id = ${applicationId}`,
      ),
    );
    expect(stored).toHaveLength(1);
    const text = String(stored[0]!.text);
    for (const secret of [apiKey, bearer, vendorSecret]) expect(text).not.toContain(secret);
    const [log] = await fullLogs(t.services, { accountId: randomUUID(), applicationId });
    const request = log!.request as {
      url: string;
      headers: Record<string, string>;
      query: Record<string, string>;
      body: string;
      truncated: boolean;
    };
    expect(request.headers).toMatchObject({
      authorization: '[redacted]',
      'x-api-key': '[redacted]',
      cookie: '[redacted]',
      'x-vendor-token': '[redacted]',
      accept: '*/*',
    });
    expect(request.query).toEqual({ api_key: '[redacted]', page: '2' });
    expect(request.url).toBe('/unified/passthrough/bamboohr/v1/employees?api_key=[redacted]&page=2');
    expect(request.truncated).toBe(true);
    expect(request.body).toHaveLength(LOG_BODY_LIMIT);
    expect(log!.response).toMatchObject({
      truncated: false,
      body: { access_token: '[redacted]' },
      headers: { 'set-cookie': '[redacted]' },
    });
  });

  it('show the days the plan keeps (Free: the last day), and retention drops whole old partitions', async () => {
    const applicationId = randomUUID();
    const accountId = randomUUID();
    // Older than the last 24 hours but in yesterday's partition, which a day of retention keeps, whatever the hour:
    // halfway between yesterday's start and 24 hours ago (a fixed "30 hours ago" fell two days back before 06:00 UTC).
    const now = Date.now();
    const todayStart = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
    const yesterdayKept = new Date(todayStart - 24 * HOUR + (now - todayStart) / 2);
    // Beyond every retention, test environments' 7 days included.
    t.services.requestLogs.record(call({ applicationId, createdAt: new Date(now - 9 * 24 * HOUR) }));
    t.services.requestLogs.record(call({ applicationId, createdAt: yesterdayKept }));
    t.services.requestLogs.record(call({ applicationId, createdAt: new Date(now - HOUR) }));
    await t.flush();
    const listed = await t.services.requestLogs.list({ accountId, applicationId });
    expect(listed.data).toHaveLength(1);

    const before = (await t.services.requestLogs.partitions.list()).map((partition) => partition.name);
    const oldDay = `request_logs_p${new Date(now - 9 * 24 * HOUR).toISOString().slice(0, 10).replaceAll('-', '')}`;
    const today = `request_logs_p${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}`;
    expect(before).toEqual(expect.arrayContaining([oldDay, today]));
    expect(await t.services.requestLogs.dropExpiredPartitions()).toBeGreaterThanOrEqual(1);
    const after = (await t.services.requestLogs.partitions.list()).map((partition) => partition.name);
    expect(after).not.toContain(oldDay);
    expect(after).toContain(today);
    const left = rowsOf(
      await t.db.execute(sql`select count(*)::int as n from request_logs where application_id = ${applicationId}`),
    );
    expect(left[0]!.n).toBe(2);
  });

  it("get a day's partition once when two servers make it at the same moment", async () => {
    const other = await buildTestApp({}, t.database);
    try {
      const day = new Date(Date.now() + 40 * 24 * HOUR);
      await Promise.all([
        t.services.requestLogs.partitions.ensureDay(day),
        other.services.requestLogs.partitions.ensureDay(day),
      ]);
      const name = `request_logs_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
      expect(
        (await t.services.requestLogs.partitions.list()).filter((partition) => partition.name === name),
      ).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('have partitions for the next days from the start', async () => {
    const names = (await t.services.requestLogs.partitions.list()).map((partition) => partition.name);
    const inThreeDays = `request_logs_p${new Date(Date.now() + 3 * 24 * HOUR).toISOString().slice(0, 10).replaceAll('-', '')}`;
    expect(names).toContain(inThreeDays);
  });
});
