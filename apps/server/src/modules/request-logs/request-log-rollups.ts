import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  STATUS_CLASSES,
  type ChartPoint,
  type DetailedChartPoint,
  type StatusClass,
} from '@portal/shared/stats/stats.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { boundedMemo } from '../../lib/bounded-memo';
import { requestCounts, requestHours, requestStats } from './request-logs.table';

/** Rollup rows are kept this long (a year's chart and its first day), whatever the logs' retention. */
export const ROLLUP_RETENTION_DAYS = 400;

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The quarter hour a moment falls in (UTC, ISO text). */
const bucketOf = (at: Date) => new Date(Math.floor(at.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS).toISOString();
/** The hour a moment falls in (UTC, ISO text). */
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();

/**
 * Formatters per zone (validated zones only, so a few hundred at most): making one costs a fraction of a millisecond,
 * more than the chart's query, so each is made once. YYYY-MM-DD in a zone; the zone's offset, as 'GMT+05:30'.
 */
const dateFormatOf = boundedMemo(
  (tz: string) => tz,
  (tz) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }),
  2_000,
);
const offsetFormatOf = boundedMemo(
  (tz: string) => tz,
  (tz) => new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' }),
  2_000,
);

/** A zone's offset from UTC in minutes at a moment, e.g. 330 for Asia/Kolkata. */
function offsetMinutes(at: Date, tz: string): number {
  const name =
    offsetFormatOf(tz)
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * Whether every midnight of `dates` in `tz` falls on a whole UTC hour, so the hours rollup gives exact days: the
 * zone's offset on each day (and the day after the last) is whole hours. Remembered per zone and range.
 */
const midnightsOnWholeHours = boundedMemo(
  (dates: readonly string[], tz: string) => `${tz}|${dates[0]}|${dates.length}`,
  (dates, tz) => {
    const first = Date.parse(`${dates[0]!}T12:00:00Z`);
    return Array.from({ length: dates.length + 1 }, (_, i) => offsetMinutes(new Date(first + i * DAY_MS), tz)).every(
      (minutes) => minutes % 60 === 0,
    );
  },
);

/** What a log row brings to the rollup. */
export interface RolledUpCall {
  createdAt: Date;
  applicationId: string;
  consumerId: string | null;
  serviceId: string | null;
  status: number;
  /** A change-detection sync: not counted (the chart shows the team's requests, as the plan's usage does). */
  platformCall?: boolean;
  /** Refused by the platform (4xx of its own): logged, but neither billed nor counted as a request. */
  refused?: boolean;
}

/** `days` dates (YYYY-MM-DD) ending with `today`: the same few lists all day, so kept (and never changed). */
const daysEnding = boundedMemo(
  (today: string, days: number) => `${today}|${days}`,
  (today, days): readonly string[] => {
    const last = Date.parse(`${today}T00:00:00Z`);
    return Array.from({ length: days }, (_, i) => new Date(last - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
  },
);

/** The chart's days: YYYY-MM-DD, `days` of them ending with today in `tz`. */
const daysEndingToday = (now: Date, days: number, tz: string) => daysEnding(dateFormatOf(tz).format(now), days);

/**
 * Which of `dates` (local days in `tz`) a bucket falls in, as its 1-based position: `width_bucket` over the days'
 * midnights (one zone conversion per day, not per row: about three times faster over 90 days), and the range of
 * buckets from the first day's midnight to the midnight after the last.
 */
function range(dates: readonly string[], tz: string) {
  const next = new Date(Date.parse(`${dates.at(-1)!}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const midnight = (date: string) => sql`(${date}::date::timestamp at time zone ${tz})`;
  const midnights = sql`array(select day::timestamp at time zone ${tz} from generate_series(${dates[0]!}::date, ${next}::date, interval '1 day') as day)`;
  const dayOf = (column: typeof requestCounts.bucket | typeof requestHours.hour | typeof requestStats.bucket) =>
    sql<number>`width_bucket(${column}, ${midnights})`;
  return { dayOf, from: midnight(dates[0]!), to: midnight(next) };
}

/**
 * The requests rollup of the request logs (request-logs.table.ts): added in the transaction of each log batch, so it
 * always equals a count over the logs written; read by the charts and the consumer stats.
 */
export function createRequestLogRollups(db: Db) {
  return {
    /** Adds a batch's calls, keys in one order so two writers never wait on each other crosswise. */
    async add(tx: DbOrTx, calls: readonly RolledUpCall[]): Promise<void> {
      const counts = new Map<string, { application_id: string; bucket: string; requests: number }>();
      const hours = new Map<string, { application_id: string; hour: string; requests: number }>();
      const stats = new Map<
        string,
        {
          application_id: string;
          bucket: string;
          consumer_id: string | null;
          service_id: string | null;
          status_class: number;
          requests: number;
        }
      >();
      for (const call of calls) {
        if (call.platformCall || call.refused) continue;
        const bucket = bucketOf(call.createdAt);
        const statusClass = Math.min(5, Math.max(1, Math.floor(call.status / 100)));
        const countKey = `${call.applicationId}|${bucket}`;
        const statKey = `${countKey}|${call.consumerId ?? ''}|${call.serviceId ?? ''}|${statusClass}`;
        const count =
          counts.get(countKey) ??
          counts.set(countKey, { application_id: call.applicationId, bucket, requests: 0 }).get(countKey)!;
        count.requests += 1;
        const hour = hourOf(call.createdAt);
        const hourKey = `${call.applicationId}|${hour}`;
        const hourly =
          hours.get(hourKey) ??
          hours.set(hourKey, { application_id: call.applicationId, hour, requests: 0 }).get(hourKey)!;
        hourly.requests += 1;
        const stat =
          stats.get(statKey) ??
          stats
            .set(statKey, {
              application_id: call.applicationId,
              bucket,
              consumer_id: call.consumerId,
              service_id: call.serviceId,
              status_class: statusClass,
              requests: 0,
            })
            .get(statKey)!;
        stat.requests += 1;
      }
      if (counts.size === 0) return;
      const sorted = <T>(map: Map<string, T>) =>
        [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
      await tx.execute(sql`
        insert into ${requestCounts} (application_id, bucket, requests)
        select * from jsonb_to_recordset(${JSON.stringify(sorted(counts))}::jsonb) as row(application_id uuid, bucket timestamptz, requests bigint)
        on conflict (application_id, bucket) do update set requests = ${requestCounts}.requests + excluded.requests`);
      await tx.execute(sql`
        insert into ${requestHours} (application_id, hour, requests)
        select * from jsonb_to_recordset(${JSON.stringify(sorted(hours))}::jsonb) as row(application_id uuid, hour timestamptz, requests bigint)
        on conflict (application_id, hour) do update set requests = ${requestHours}.requests + excluded.requests`);
      await tx.execute(sql`
        insert into ${requestStats} (application_id, bucket, consumer_id, service_id, status_class, requests)
        select * from jsonb_to_recordset(${JSON.stringify(sorted(stats))}::jsonb)
          as row(application_id uuid, bucket timestamptz, consumer_id uuid, service_id text, status_class smallint, requests bigint)
        on conflict on constraint request_stats_key do update set requests = ${requestStats}.requests + excluded.requests`);
    },

    /** The application's answers in 2xx (the rollups keep ROLLUP_RETENTION_DAYS). */
    async successfulCalls(applicationId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<string>`coalesce(sum(${requestStats.requests}), 0)` })
        .from(requestStats)
        .where(and(eq(requestStats.applicationId, applicationId), eq(requestStats.statusClass, 2)));
      return Number(row?.n ?? 0);
    },

    /**
     * Requests per day of the last `days` days in `tz`, oldest first, every day present (0 without requests): from
     * the hours (2,160 rows for 90 days), or the quarter hours where a midnight falls inside an hour.
     */
    async chart(applicationId: string, now: Date, days: number, tz: string): Promise<ChartPoint[]> {
      const dates = daysEndingToday(now, days, tz);
      const { dayOf, from, to } = range(dates, tz);
      const { table, at } = midnightsOnWholeHours(dates, tz)
        ? { table: requestHours, at: requestHours.hour }
        : { table: requestCounts, at: requestCounts.bucket };
      const rows = await db
        .select({ day: dayOf(at), requests: sql<string>`sum(${table.requests})` })
        .from(table)
        .where(and(eq(table.applicationId, applicationId), gte(at, from), lt(at, to)))
        .groupBy(sql`1`);
      const byDay = new Map(rows.map((row) => [Number(row.day), Number(row.requests)]));
      return dates.map((date, i) => ({ date, count: byDay.get(i + 1) ?? 0 }));
    },

    /** The chart with each day's requests per service and per status class, largest first. */
    async detailed(applicationId: string, now: Date, days: number, tz: string): Promise<DetailedChartPoint[]> {
      const dates = daysEndingToday(now, days, tz);
      const { dayOf, from, to } = range(dates, tz);
      const day = dayOf(requestStats.bucket);
      const rows = await db
        .select({
          day,
          serviceId: requestStats.serviceId,
          statusClass: requestStats.statusClass,
          requests: sql<string>`sum(${requestStats.requests})`,
        })
        .from(requestStats)
        .where(
          and(
            eq(requestStats.applicationId, applicationId),
            gte(requestStats.bucket, from),
            lt(requestStats.bucket, to),
          ),
        )
        .groupBy(sql`1`, requestStats.serviceId, requestStats.statusClass);
      const points = new Map(
        dates.map((date) => [
          date,
          { date, count: 0, services: new Map<string | null, number>(), statuses: new Map<StatusClass, number>() },
        ]),
      );
      for (const row of rows) {
        const point = points.get(dates[Number(row.day) - 1]!);
        if (!point) continue;
        const requests = Number(row.requests);
        const status = STATUS_CLASSES[row.statusClass - 1]!;
        point.count += requests;
        point.services.set(row.serviceId, (point.services.get(row.serviceId) ?? 0) + requests);
        point.statuses.set(status, (point.statuses.get(status) ?? 0) + requests);
      }
      const largestFirst = <K, T>(map: Map<K, number>, shape: (key: K, count: number) => T) =>
        [...map.entries()].sort(([, a], [, b]) => b - a).map(([key, count]) => shape(key, count));
      return [...points.values()].map((point) => ({
        date: point.date,
        count: point.count,
        services: largestFirst(point.services, (serviceId, count) => ({ serviceId, count })),
        statuses: largestFirst(point.statuses, (status, count) => ({ status, count })),
      }));
    },

    /** A consumer's requests since `from`. */
    async consumerRequests(consumerId: string, from: Date): Promise<number> {
      const [row] = await db
        .select({ requests: sql<string>`coalesce(sum(${requestStats.requests}), 0)` })
        .from(requestStats)
        .where(and(eq(requestStats.consumerId, consumerId), gte(requestStats.bucket, from)));
      return Number(row?.requests ?? 0);
    },

    /** Drops rollup rows older than ROLLUP_RETENTION_DAYS; answers how many. */
    async purge(now: Date): Promise<number> {
      const before = new Date(now.getTime() - ROLLUP_RETENTION_DAYS * DAY_MS);
      const counts = await db
        .delete(requestCounts)
        .where(lt(requestCounts.bucket, before))
        .returning({ id: requestCounts.applicationId });
      const hours = await db
        .delete(requestHours)
        .where(lt(requestHours.hour, before))
        .returning({ id: requestHours.applicationId });
      const stats = await db
        .delete(requestStats)
        .where(lt(requestStats.bucket, before))
        .returning({ id: requestStats.applicationId });
      return counts.length + hours.length + stats.length;
    },
  };
}

export type RequestLogRollups = ReturnType<typeof createRequestLogRollups>;
