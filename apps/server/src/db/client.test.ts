import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';

it.runIf(process.env.TEST_DB === 'postgres')('survives PostgreSQL closing an idle connection', async () => {
  const database = await createTestDatabase();
  try {
    await database.db.execute('select 1');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(database.url!).pathname.slice(1)],
    );
    await admin.end();
    // The pool notices, drops the dead connection and opens a new one.
    await expect
      .poll(async () => ((await database.db.execute('select 1 as ok')) as unknown as { rows: unknown[] }).rows[0])
      .toEqual({ ok: 1 });
  } finally {
    await database.close();
  }
});

it.runIf(process.env.TEST_DB !== 'postgres')('opens the embedded database in memory', async () => {
  const database = await createTestDatabase();
  expect(database.kind).toBe('pglite');
  await database.close();
});

it.runIf(process.env.TEST_DB !== 'postgres')(
  'reads every type as drizzle did when it passed its parsers with each query',
  async () => {
    const database = await createTestDatabase();
    try {
      const query = sql`select
      timestamptz '2026-01-02 03:04:05.678+00' as tz, timestamp '2026-01-02 03:04:05' as ts, date '2026-01-02' as d,
      interval '1 day 2 hours' as i, array[1.5, 2]::numeric[] as nums, array[timestamptz '2026-01-02 03:04:05+00'] as tzs,
      array[timestamp '2026-01-02 03:04:05'] as tss, array[date '2026-01-02'] as ds, array[interval '1 hour'] as ins,
      1::int as n, 2::bigint as big, true as b, '{"a":1}'::jsonb as j, array[1, 2] as ints, gen_random_uuid() is not null as u`;
      // The same query through drizzle's own driver on a PGlite with its defaults: what every query got before.
      const plain = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
      const before = await drizzle(plain).execute(query);
      await plain.close();
      const now = (await database.db.execute(query)) as unknown as typeof before;
      expect(now.rows).toEqual(before.rows);
      expect(now.rows[0]).toMatchObject({
        tz: '2026-01-02 03:04:05.678+00',
        ts: '2026-01-02 03:04:05',
        d: '2026-01-02',
        nums: '{1.5,2}',
      });
    } finally {
      await database.close();
    }
  },
);
