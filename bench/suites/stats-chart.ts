import { sql } from 'drizzle-orm';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { compare, compareOptionsFromEnv, targetOf } from '../lib/load';
import { type Row, comparisonRow } from '../lib/report';
import { startBaseline } from '../lib/servers';
import { onPostgresWithApplication } from '../lib/postgres-application';
import { sized } from '../lib/smoke';
import type { Suite } from './suite';

/**
 * The rollup of BENCH_LOG_ROWS request logs (10 M) over 90 days, of 100 applications (one is the portal's own), 12
 * consumers each.
 */
const LOGS = sized(10_000_000, 20_000, 'BENCH_LOG_ROWS');
const DAYS = 90;
const APPLICATIONS = 100;
const QUARTERS = DAYS * 96;
const CALLS = sized(2000, 20);
/** Calls of each server before the timed ones, to warm them up. */
const WARM_CALLS = sized(100, 5);
const TZ = 'Europe/Paris';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * The Dashboard's chart on PostgreSQL. Seeding 10 M raw logs and rolling them up takes longer than the suite should,
 * so the rollup is seeded directly at the size 10 M logs give: `request_stats` one row per log (the worst case: no
 * two logs share application, quarter hour, consumer, service and status class), `request_counts` their sums (every
 * quarter hour of 90 days of 100 applications: 864,000 rows, ~12 requests each) and `request_hours` theirs (216,000
 * rows; Europe/Paris's midnights are whole hours, so the chart reads these). Then GET …/chart?days=90&tz=Europe/Paris
 * one call at a time (p50/p99, the goal) and under load, each beside a bare Fastify doing the same by hand.
 */
export const statsChart: Suite = {
  name: 'stats-chart',
  about: `p50/p99 of GET /api/stats/application/{id}/chart?days=90 over the rollup of ${(LOGS / 1e6).toFixed(0)} M request logs on PostgreSQL, beside a bare Fastify doing the same SELECT with \`pg\``,
  async run(): Promise<Row[]> {
    return onPostgresWithApplication('stats chart', async ({ store, portal, database, person, application }) => {
      const seeding = performance.now();
      // Quarter hour q of application a: log g = k * APPLICATIONS * QUARTERS + q * APPLICATIONS + a, k its consumer.
      const appOf = (g: string) =>
        `case when ${g} % ${APPLICATIONS} = 0 then '${application.id}'::uuid else ('00000000-0000-4000-8000-' || lpad(to_hex(${g} % ${APPLICATIONS}), 12, '0'))::uuid end`;
      const first = Math.floor((Date.now() - DAYS * 24 * 3600 * 1000) / 900_000) * 900_000;
      await database.db.execute(
        sql.raw(`insert into request_stats (application_id, bucket, consumer_id, service_id, status_class, requests)
        select ${appOf('g')}, to_timestamp((${first}::bigint + ((g / ${APPLICATIONS}) % ${QUARTERS}) * 900000) / 1000.0),
          ('00000000-0000-4000-9000-' || lpad(to_hex(g / ${APPLICATIONS * QUARTERS}), 12, '0'))::uuid,
          (array['bamboohr', 'personio', 'hibob'])[1 + (g / ${APPLICATIONS * QUARTERS}) % 3], 2 + (g / ${APPLICATIONS * QUARTERS}) % 4, 1
        from generate_series(0::bigint, ${LOGS - 1}::bigint) as g`),
      );
      await database.db.execute(
        sql.raw(
          'insert into request_counts (application_id, bucket, requests) select application_id, bucket, sum(requests) from request_stats group by 1, 2',
        ),
      );
      await database.db.execute(
        sql.raw(
          'insert into request_hours (application_id, hour, requests) select application_id, to_timestamp(floor(extract(epoch from bucket) / 3600) * 3600), sum(requests) from request_counts group by 1, 2',
        ),
      );
      // What autovacuum does to a table that has lived a while: statistics, and the visibility map that lets the chart
      // read its index alone (an index-only scan of request_hours_chart_idx).
      await database.db.execute(sql.raw('vacuum analyze request_counts'));
      await database.db.execute(sql.raw('vacuum analyze request_hours'));
      await database.db.execute(sql.raw('vacuum analyze request_stats'));
      const seedSeconds = (performance.now() - seeding) / 1000;
      const sized = await database.db.execute(
        sql.raw(
          'select (select count(*) from request_hours) as counts, (select sum(requests) from request_hours) as logs',
        ),
      );
      const [sizes] = (sized as unknown as { rows: Array<{ counts: string; logs: string }> }).rows;

      const bare = await startBaseline('chart-read.mjs', store);
      const input = { token: person.token, params: { id: application.id }, query: { days: DAYS, tz: TZ } };
      const one = async (url: string) => {
        const target = targetOf(url, statsEndpoints.applicationChart, input);
        const began = performance.now();
        const answer = await fetch(target.url, { headers: target.headers });
        const body = (await answer.json()) as { data: Array<{ count: number }> };
        if (answer.status !== 200 || body.data.length !== DAYS)
          throw new Error(`${url} answered ${answer.status} with ${body.data?.length} days`);
        return performance.now() - began;
      };
      const times = { portal: [] as number[], bare: [] as number[] };
      // Alternating, one call at a time; the first WARM_CALLS of each warm the servers up.
      for (let n = 0; n < CALLS + WARM_CALLS; n += 1) {
        const portalTime = await one(portal.url);
        const bareTime = await one(bare.url);
        if (n >= WARM_CALLS) {
          times.portal.push(portalTime);
          times.bare.push(bareTime);
        }
      }
      times.portal.sort((a, b) => a - b);
      times.bare.sort((a, b) => a - b);
      const p99 = percentile(times.portal, 0.99);
      const loaded = await compare(
        targetOf(portal, statsEndpoints.applicationChart, input),
        targetOf(bare, statsEndpoints.applicationChart, input),
        compareOptionsFromEnv(),
      );
      await bare.stop();
      const shape = `${DAYS} days (${TZ}) over the rollup of ${Number(sizes!.logs).toLocaleString('en-US')} request logs (${Number(sizes!.counts).toLocaleString('en-US')} hour rows, seeded directly in ${seedSeconds.toFixed(0)} s), PostgreSQL`;
      return [
        {
          what: `\`GET /api/stats/application/{id}/chart\`: ${shape}, ${CALLS} calls one at a time`,
          product: `p50 ${ms(percentile(times.portal, 0.5))}, p99 ${ms(p99)}`,
          baseline: `session, membership and the same SELECT with \`pg\`: p50 ${ms(percentile(times.bare, 0.5))}, p99 ${ms(percentile(times.bare, 0.99))}`,
          goal: 'p99 < 20 ms',
          met: p99 < 20,
        },
        comparisonRow(
          `\`GET /api/stats/application/{id}/chart\` under load: ${shape}`,
          loaded,
          0.7,
          'session, membership and the same SELECT with `pg`: ',
        ),
      ];
    });
  },
};
