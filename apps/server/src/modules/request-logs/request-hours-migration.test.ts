import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { migrationsBefore } from '../../test/migrations-before';
import { createTestDatabase } from '../../test/test-database';
import { createRequestLogRollups } from './request-log-rollups';

// 0021_request_hours: the chart reads an hours rollup. Quarter hours counted before it, on a database migrated up to
// the one before, must be in their hours, so charts read the same before and after.
const MIGRATION = '0021_request_hours';
const HOUR_MS = 60 * 60 * 1000;

const applicationId = randomUUID();
const thisHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
/** Quarter hours of the last two days: [ms since the epoch, requests]. */
const quarters: Array<[number, number]> = [
  [thisHour - 30 * HOUR_MS, 3],
  [thisHour - 30 * HOUR_MS + 15 * 60_000, 4],
  [thisHour - 30 * HOUR_MS + 45 * 60_000, 5],
  [thisHour - 5 * HOUR_MS + 30 * 60_000, 6],
  [thisHour, 7],
];

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const before = migrationsBefore(MIGRATION);
  await migrate(database.db as never, { migrationsFolder: before });
  rmSync(before, { recursive: true, force: true });
  for (const [at, requests] of quarters) {
    await database.db.execute(
      sql`insert into request_counts (application_id, bucket, requests) values (${applicationId}, ${new Date(at).toISOString()}, ${requests})`,
    );
  }
  await database.migrate();
}, 120_000); // a database migrated from empty: slow on a loaded machine

afterAll(async () => {
  await database?.close();
});

it('sums the quarter hours counted before into their UTC hours', async () => {
  const { rows } = (await database.db.execute(
    sql`select hour, requests from request_hours where application_id = ${applicationId} order by hour`,
  )) as unknown as {
    rows: Array<{ hour: string | Date; requests: string | number }>;
  };
  expect(rows.map((row) => [new Date(row.hour).getTime(), Number(row.requests)])).toEqual([
    [thisHour - 30 * HOUR_MS, 12],
    [thisHour - 5 * HOUR_MS, 6],
    [thisHour, 7],
  ]);
});

it('gives the same chart from the hours as from the quarter hours', async () => {
  const rollups = createRequestLogRollups(database.db);
  const now = new Date(thisHour + 10 * 60_000);
  // Europe/Paris's midnights are whole hours (the hours are read); Asia/Kolkata's are not (the quarter hours are).
  const total = (points: Array<{ count: number }>) => points.reduce((sum, point) => sum + point.count, 0);
  expect(total(await rollups.chart(applicationId, now, 3, 'Europe/Paris'))).toBe(25);
  expect(total(await rollups.chart(applicationId, now, 3, 'Asia/Kolkata'))).toBe(25);
  const utcDays = await rollups.chart(applicationId, now, 3, 'UTC');
  const byDay = new Map<string, number>();
  for (const [at, requests] of quarters)
    byDay.set(
      new Date(at).toISOString().slice(0, 10),
      (byDay.get(new Date(at).toISOString().slice(0, 10)) ?? 0) + requests,
    );
  expect(utcDays.filter((point) => point.count > 0).map((point) => [point.date, point.count])).toEqual([
    ...byDay.entries(),
  ]);
});
