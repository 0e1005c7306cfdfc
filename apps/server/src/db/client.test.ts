import pg from 'pg';
import { expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';

it.runIf(process.env.TEST_DB === 'postgres')('survives PostgreSQL closing an idle connection', async () => {
  const database = await createTestDatabase();
  try {
    await database.db.execute('select 1');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      new URL(database.url!).pathname.slice(1),
    ]);
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
