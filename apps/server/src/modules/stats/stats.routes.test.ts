import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATS_MESSAGES } from '@portal/shared/stats/stats.schemas';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { newApplication } from '../../test/applications';
import { ownerWithConsumer } from '../../test/consumers';
import { constraintsAt } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import type { UnifiedCallRecord } from '../request-logs/unified-call-record';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function call(applicationId: string, createdAt: Date, overrides: Partial<UnifiedCallRecord> = {}): UnifiedCallRecord {
  return {
    accountId: randomUUID(),
    applicationId,
    consumerId: null,
    serviceId: 'bamboohr',
    kind: 'universal',
    createdAt,
    request: { method: 'GET', url: '/unified/hris/employees', query: {}, headers: {}, body: null },
    response: { status: 200, latencyMs: 5, headers: {}, body: null },
    subRequests: [],
    ...overrides,
  };
}

describe('the requests chart', () => {
  it('puts each request on its day in the asked time zone, quarter hours exact, across day boundaries', async () => {
    const applicationId = randomUUID();
    // Tuesday 10 March 2026, noon UTC (New York on summer time since the 8th).
    const now = new Date('2026-03-10T12:00:00Z');
    const times = [
      '2026-03-07T23:00:00Z',
      '2026-03-09T18:20:00Z',
      '2026-03-09T18:35:00Z',
      '2026-03-09T23:30:00Z',
      '2026-03-10T03:50:00Z',
    ];
    for (const at of times) t.services.requestLogs.record(call(applicationId, new Date(at)));
    await t.flush();
    const chart = async (tz: string) =>
      (await t.services.requestLogs.rollups.chart(applicationId, now, 3, tz)).map(
        (point) => `${point.date}:${point.count}`,
      );
    expect(await chart('UTC')).toEqual(['2026-03-08:0', '2026-03-09:3', '2026-03-10:1']);
    expect(await chart('America/New_York')).toEqual(['2026-03-08:0', '2026-03-09:4', '2026-03-10:0']);
    // +05:30: 18:20 UTC is 23:50 on the 9th, 18:35 is 00:05 on the 10th.
    expect(await chart('Asia/Kolkata')).toEqual(['2026-03-08:1', '2026-03-09:1', '2026-03-10:3']);
    expect(await chart('Asia/Tokyo')).toEqual(['2026-03-08:1', '2026-03-09:0', '2026-03-10:4']);
    // +05:45: midnight of the 10th is 18:15 UTC, inside an hour: 18:20 and 18:35 are both on the 10th (the quarter
    // hours).
    expect(await chart('Asia/Kathmandu')).toEqual(['2026-03-08:1', '2026-03-09:0', '2026-03-10:4']);
    // +10:30 in winter, +11 on summer time (all of March): whole hours these days, so the hours are read.
    expect(await chart('Australia/Lord_Howe')).toEqual(['2026-03-08:1', '2026-03-09:0', '2026-03-10:4']);
    // Late on the 10th in New York it is already the 11th in Tokyo: the range ends with each zone's today.
    const late = new Date('2026-03-10T23:00:00Z');
    expect((await t.services.requestLogs.rollups.chart(applicationId, late, 1, 'Asia/Tokyo'))[0]).toEqual({
      date: '2026-03-11',
      count: 0,
    });
    expect((await t.services.requestLogs.rollups.chart(applicationId, late, 1, 'America/New_York'))[0]).toEqual({
      date: '2026-03-10',
      count: 0,
    });
  });

  it('equals a count over the raw logs, per day, service, status class and consumer, over several batches', async () => {
    const applicationId = randomUUID();
    const consumers = [null, randomUUID(), randomUUID()];
    const services = ['bamboohr', 'personio', null];
    const statuses = [200, 201, 302, 404, 429, 500, 503];
    const now = new Date();
    for (let i = 0; i < 1200; i += 1) {
      const createdAt = new Date(now.getTime() - ((i * 7919) % (6 * DAY)));
      t.services.requestLogs.record(
        call(applicationId, createdAt, {
          consumerId: consumers[i % 3]!,
          serviceId: services[i % 5 === 0 ? 2 : i % 2]!,
          response: { status: statuses[i % 7]!, latencyMs: 1, headers: {}, body: null },
        }),
      );
    }
    await t.flush();

    const raw = rowsOf<{ day: string; service_id: string | null; status_class: number; n: string }>(
      await t.db
        .execute(sql`select to_char(created_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as day, service_id, status / 100 as status_class, count(*) as n
        from request_logs where application_id = ${applicationId} group by 1, 2, 3`),
    );
    const detailed = await t.services.requestLogs.rollups.detailed(applicationId, now, 7, 'Europe/Paris');
    const chart = await t.services.requestLogs.rollups.chart(applicationId, now, 7, 'Europe/Paris');
    expect(detailed.map((point) => point.count)).toEqual(chart.map((point) => point.count));
    expect(chart.reduce((sum, point) => sum + point.count, 0)).toBe(1200);
    for (const point of detailed) {
      const ofDay = raw.filter((row) => row.day === point.date);
      expect(point.count).toBe(ofDay.reduce((sum, row) => sum + Number(row.n), 0));
      for (const { serviceId, count } of point.services)
        expect(count).toBe(
          ofDay.filter((row) => row.service_id === serviceId).reduce((sum, row) => sum + Number(row.n), 0),
        );
      for (const { status, count } of point.statuses)
        expect(count).toBe(
          ofDay.filter((row) => `${row.status_class}xx` === status).reduce((sum, row) => sum + Number(row.n), 0),
        );
    }
    // The hours rollup, hour by hour, is the raw count too.
    const hourly = rowsOf<{ hour: string | Date; requests: string }>(
      await t.db.execute(
        sql`select hour, requests from request_hours where application_id = ${applicationId} order by hour`,
      ),
    );
    const rawHours = rowsOf<{ hour: string | Date; n: string }>(
      await t.db
        .execute(sql`select to_timestamp(floor(extract(epoch from created_at) / 3600) * 3600) as hour, count(*) as n
        from request_logs where application_id = ${applicationId} group by 1 order by 1`),
    );
    expect(hourly.map((row) => [new Date(row.hour).toISOString(), Number(row.requests)])).toEqual(
      rawHours.map((row) => [new Date(row.hour).toISOString(), Number(row.n)]),
    );
    const [consumerRaw] = rowsOf<{ n: string }>(
      await t.db.execute(sql`select count(*) as n from request_logs where consumer_id = ${consumers[1]!}`),
    );
    expect(
      await t.services.requestLogs.rollups.consumerRequests(consumers[1]!, new Date(now.getTime() - 30 * DAY)),
    ).toBe(Number(consumerRaw!.n));
  });
});

describe('stats over HTTP', () => {
  it('answer the last 30 days in UTC by default, every day present, and the days and zone asked', async () => {
    const { owner, applicationId } = await ownerWithConsumer(t);
    t.services.requestLogs.record(call(applicationId, new Date()));
    t.services.requestLogs.record(
      call(applicationId, new Date(), {
        serviceId: 'personio',
        response: { status: 500, latencyMs: 1, headers: {}, body: null },
      }),
    );
    await t.flush();
    const chart = (await owner.api.call(statsEndpoints.applicationChart, { params: { id: applicationId }, query: {} }))
      .data;
    expect(chart).toHaveLength(30);
    expect(chart.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 2 });
    expect(chart[0]!.date).toBe(new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10));
    expect(chart.slice(0, -1).every((point) => point.count === 0)).toBe(true);

    const week = (
      await owner.api.call(statsEndpoints.applicationChart, {
        params: { id: applicationId },
        query: { days: 7, tz: 'Pacific/Kiritimati' },
      })
    ).data;
    expect(week).toHaveLength(7);
    expect(week.reduce((sum, point) => sum + point.count, 0)).toBe(2);

    const detailed = (
      await owner.api.call(statsEndpoints.applicationChartDetailed, {
        params: { id: applicationId },
        query: { days: 2 },
      })
    ).data;
    expect(detailed.at(-1)).toMatchObject({
      count: 2,
      services: expect.arrayContaining([
        { serviceId: 'bamboohr', count: 1 },
        { serviceId: 'personio', count: 1 },
      ]),
      statuses: expect.arrayContaining([
        { status: '2xx', count: 1 },
        { status: '5xx', count: 1 },
      ]),
    });
  });

  it.each([
    [{ days: 0 }, 'days', STATS_MESSAGES.daysInvalid],
    [{ days: 366 }, 'days', STATS_MESSAGES.daysInvalid],
    [{ days: 'week' }, 'days', STATS_MESSAGES.daysInvalid],
    [{ days: 2.5 }, 'days', STATS_MESSAGES.daysInvalid],
    [{ tz: 'Mars/Olympus_Mons' }, 'tz', STATS_MESSAGES.timeZoneInvalid],
    [{ tz: '+05:30' }, 'tz', STATS_MESSAGES.timeZoneInvalid],
    [{ tz: "UTC'; select 1; --" }, 'tz', STATS_MESSAGES.timeZoneInvalid],
  ])('refuse %o with 400 naming the field', async (query, field, message) => {
    const owner = await t.signUp();
    const applicationId = await newApplication(owner);
    for (const endpoint of [statsEndpoints.applicationChart, statsEndpoints.applicationChartDetailed]) {
      const refused = await owner.api.call(endpoint, { params: { id: applicationId }, query: query as never });
      expect(refused.error).toMatchObject({ statusCode: 400 });
      expect(Object.values(constraintsAt(refused.error, [field]) ?? {})).toEqual([message]);
    }
  });

  it("read only the caller's own applications and consumers", async () => {
    const { owner, applicationId, consumerId } = await ownerWithConsumer(t);
    const other = await ownerWithConsumer(t);
    t.services.requestLogs.record(call(applicationId, new Date(), { consumerId }));
    await t.services.metering.admit({ accountId: owner.teamId, applicationId, consumerId }, 'universal');
    await t.flush();

    expect(
      (await owner.api.call(statsEndpoints.consumer, { params: { id: consumerId }, query: { applicationId } })).data,
    ).toEqual({ apiCalls: 1, requests: 1 });
    // Another team's application, and a consumer of another application named with one's own.
    const id = applicationId;
    expect((await other.owner.api.call(statsEndpoints.application, { params: { id } })).error).toMatchObject({
      statusCode: 404,
    });
    expect(
      (await other.owner.api.call(statsEndpoints.applicationChart, { params: { id }, query: {} })).error,
    ).toMatchObject({ statusCode: 404 });
    expect(
      (await other.owner.api.call(statsEndpoints.applicationChartDetailed, { params: { id }, query: {} })).error,
    ).toMatchObject({ statusCode: 404 });
    expect(
      (
        await other.owner.api.call(statsEndpoints.consumer, {
          params: { id: consumerId },
          query: { applicationId: other.applicationId },
        })
      ).error,
    ).toMatchObject({ statusCode: 404 });
    expect(
      (await other.owner.api.call(statsEndpoints.consumer, { params: { id: consumerId }, query: { applicationId } }))
        .error,
    ).toMatchObject({ statusCode: 404 });
    const otherChart = (
      await other.owner.api.call(statsEndpoints.applicationChart, { params: { id: other.applicationId }, query: {} })
    ).data;
    expect(otherChart.every((point) => point.count === 0)).toBe(true);
  });
});
