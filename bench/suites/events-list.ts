import { sql } from 'drizzle-orm';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { cursorAt, timePages } from '../lib/cursor-pages';
import type { Row } from '../lib/report';
import { onPostgresWithApplication } from '../lib/postgres-application';
import { sized } from '../lib/smoke';
import type { Suite } from './suite';

/** BENCH_EVENT_ROWS events (10 M) over the last 3 days, of 100 applications (one is the portal's own). */
const ROWS = sized(10_000_000, 100_000, 'BENCH_EVENT_ROWS');
const DAYS = 3;
const APPLICATIONS = 100;
const CHUNK = 1_000_000;
const PAGES = sized(2000, 20);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The event log on PostgreSQL: 10 M events made with INSERT … SELECT generate_series in a throwaway database (the
 * other 99 applications' ids exist only in the rows: foreign keys are not checked while filling); then GET /api/events
 * pages of 10 of one application by cursor at random depths of the last day, through the built server.
 */
export const eventsList: Suite = {
  name: 'events-list',
  about: `p50/p99 of GET /api/events (a page of 10 by cursor) among ${(ROWS / 1e6).toFixed(0)} M events on PostgreSQL`,
  async run(): Promise<Row[]> {
    return onPostgresWithApplication('events page', async ({ portal, database, person, application }) => {
      const end = Date.now() - 60_000;
      const start = end - DAYS * DAY_MS;
      const filling = performance.now();
      for (let from = 0; from < ROWS; from += CHUNK) {
        const to = Math.min(ROWS, from + CHUNK) - 1;
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.execute(sql`
          insert into events (id, occured_at, account_id, application_id, consumer_id, service_id, unified_api, event_type, entity_type, entity_id, entity)
          select gen_random_uuid(),
                 to_timestamp((${start}::bigint + g * ${Math.floor((end - start) / ROWS)}::bigint) / 1000.0),
                 ${person.teamId}::uuid,
                 case when g % ${APPLICATIONS} = 0 then ${application.id}::uuid
                      else ('00000000-0000-4000-8000-' || lpad(to_hex(g % ${APPLICATIONS}), 12, '0'))::uuid end,
                 null, 'bamboohr', 'HRIS', 'hris.employee.updated', 'employee', g::text,
                 jsonb_build_object('id', g::text, 'firstName', 'Ada', 'lastName', 'Lovelace')
          from generate_series(${from}::bigint, ${to}::bigint) as g`);
        });
        console.log(`  ${(to + 1).toLocaleString('en-US')} events`);
      }
      await database.db.execute(sql`analyze events`);
      const fillSeconds = (performance.now() - filling) / 1000;

      const { p99, shown } = await timePages(PAGES, () =>
        portal.api.call(eventsEndpoints.list, {
          token: person.token,
          query: { applicationId: application.id, cursor: cursorAt(end - Math.random() * 0.95 * DAY_MS) },
        }),
      );
      return [
        {
          what: `\`GET /api/events\`: a page of 10 by cursor at random depths among ${(ROWS / 1e6).toFixed(0)} M events (${(ROWS / APPLICATIONS / 1e3).toFixed(0)} k of the application), PostgreSQL, ${PAGES} pages one at a time`,
          product: `${shown} (events made in ${fillSeconds.toFixed(0)} s)`,
          goal: 'p99 < 20 ms',
          met: p99 < 20,
        },
      ];
    });
  },
};
