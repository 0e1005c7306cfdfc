import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import { createRequestLogPartitions } from '../../apps/server/src/modules/request-logs/request-log-partitions';
import { createRequestLogWriter } from '../../apps/server/src/modules/request-logs/request-log-writer';
import type { UnifiedCallRecord } from '../../apps/server/src/modules/request-logs/unified-call-record';
import { cursorAt, timePages } from '../lib/cursor-pages';
import type { Row } from '../lib/report';
import { onPostgresWithApplication } from '../lib/postgres-application';
import { sized } from '../lib/smoke';
import type { Suite } from './suite';

/**
 * BENCH_LOG_ROWS rows (10 M) over the last 3 days, of 100 applications (one is the portal's own) of 10 consumers each.
 * A smoke run's 100 k still put 10 rows of the application behind every cursor of the last day (17 past the deepest).
 */
const ROWS = sized(10_000_000, 100_000, 'BENCH_LOG_ROWS');
const DAYS = 3;
const APPLICATIONS = 100;
const CHUNK = 1_000_000;
const PAGES = sized(2000, 20);
const WRITES = sized(100_000, 2000);
const DAY_MS = 24 * 60 * 60 * 1000;

const quiet = { error: console.error, warn: console.warn, child: () => quiet } as unknown as FastifyBaseLogger;

/**
 * The request log on PostgreSQL: 10 M rows made with INSERT … SELECT generate_series into the day partitions of a
 * throwaway database; then GET /api/requests/application-requests pages of 10 of one application by cursor at
 * random depths of the last day (what a Free team sees), through the built server; and the batched writer's rows
 * per second (`record` of 100,000 entries, redaction included, written in batches of 500).
 */
export const requestLogs: Suite = {
  name: 'request-logs',
  about: `p50/p99 of GET /api/requests/application-requests (a page of 10 by cursor) among ${(ROWS / 1e6).toFixed(0)} M log rows on PostgreSQL; rows/s of the batched writer`,
  async run(): Promise<Row[]> {
    return onPostgresWithApplication('request log page', async ({ portal, database, person, application }) => {
      const partitions = createRequestLogPartitions(database.db);
      const end = Date.now() - 60_000;
      const start = end - DAYS * DAY_MS;
      for (let day = 0; day <= DAYS; day += 1) await partitions.ensureDay(new Date(start + day * DAY_MS));

      const filling = performance.now();
      for (let from = 0; from < ROWS; from += CHUNK) {
        const to = Math.min(ROWS, from + CHUNK) - 1;
        await database.db.execute(sql`
        insert into request_logs (id, created_at, account_id, application_id, consumer_id, service_id, kind, method, status, latency_ms, request, response, sub_requests)
        select gen_random_uuid(),
               to_timestamp((${start}::bigint + g * ${Math.floor((end - start) / ROWS)}::bigint) / 1000.0),
               ${person.teamId}::uuid,
               case when g % ${APPLICATIONS} = 0 then ${application.id}::uuid
                    else ('00000000-0000-4000-8000-' || lpad(to_hex(g % ${APPLICATIONS}), 12, '0'))::uuid end,
               ('00000000-0000-4000-9000-' || lpad(to_hex(g % ${APPLICATIONS * 10}), 12, '0'))::uuid,
               'bamboohr', 'universal', 'GET', 200, 20 + g % 80,
               jsonb_build_object('method', 'GET', 'url', '/unified/hris/employees?limit=10', 'query', jsonb_build_object('limit', '10'),
                 'headers', jsonb_build_object('authorization', '[redacted]'), 'body', null, 'truncated', false),
               jsonb_build_object('status', 200, 'latencyMs', 20 + g % 80, 'headers', jsonb_build_object('content-type', 'application/json'),
                 'body', jsonb_build_object('data', jsonb_build_array(jsonb_build_object('id', g))), 'truncated', false),
               '[]'::jsonb
        from generate_series(${from}::bigint, ${to}::bigint) as g`);
        console.log(`  ${(to + 1).toLocaleString('en-US')} rows`);
      }
      await database.db.execute(sql`analyze request_logs`);
      const fillSeconds = (performance.now() - filling) / 1000;

      const { p99, shown } = await timePages(PAGES, () =>
        portal.api.call(requestLogsEndpoints.application, {
          token: person.token,
          query: { applicationId: application.id, cursor: cursorAt(end - Math.random() * 0.95 * DAY_MS) },
        }),
      );

      const writer = createRequestLogWriter({ db: database.db, log: quiet, partitions, counters: [] });
      const entry = (i: number): UnifiedCallRecord => ({
        accountId: person.teamId,
        applicationId: application.id,
        consumerId: null,
        serviceId: 'bamboohr',
        kind: 'universal',
        createdAt: new Date(),
        request: {
          method: 'GET',
          url: '/unified/hris/employees',
          query: { limit: '10' },
          headers: { authorization: 'Bearer bench-token-value' },
          body: null,
        },
        response: {
          status: 200,
          latencyMs: 12,
          headers: { 'content-type': 'application/json' },
          body: { data: [{ id: String(i), name: 'Ada Lovelace' }] },
        },
        subRequests: [],
      });
      const writing = performance.now();
      // In steps of 10,000 (a fifth of the buffer's bound), each written before the next, as a busy server would.
      for (let i = 0; i < WRITES; i += 1) {
        writer.record(entry(i));
        if (i % 10_000 === 9_999) await writer.worker.flush();
      }
      await writer.worker.flush();
      const rowsPerSecond = WRITES / ((performance.now() - writing) / 1000);

      return [
        {
          what: `\`GET /api/requests/application-requests\`: a page of 10 by cursor at random depths among ${(ROWS / 1e6).toFixed(0)} M log rows (${(ROWS / APPLICATIONS / 1e3).toFixed(0)} k of the application), PostgreSQL, ${PAGES} pages one at a time`,
          product: `${shown} (rows made in ${fillSeconds.toFixed(0)} s)`,
          goal: 'p99 < 20 ms',
          met: p99 < 20,
        },
        {
          what: `request log writer: ${WRITES.toLocaleString('en-US')} records, multi-row INSERTs of 500, PostgreSQL`,
          product: `${Math.round(rowsPerSecond).toLocaleString('en-US')} rows/s`,
        },
      ];
    });
  },
};
