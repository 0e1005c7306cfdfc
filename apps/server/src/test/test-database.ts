import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client';
import type { GateOptions } from '../db/database-gate';

/**
 * A freshly migrated database for one test file: in-memory PGlite, or, in the
 * `server-postgres` test project, a throwaway database on TEST_DATABASE_URL.
 * `migrate: false` leaves it empty (a migration's test applies the ones before it).
 */
export async function createTestDatabase(
  options: { gate?: GateOptions; migrate?: boolean } = {},
): Promise<Database & { url?: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const migrate = options.migrate ?? true;
  if (process.env.TEST_DB !== 'postgres' || !baseUrl) {
    if (!migrate) return openPglite(undefined, undefined, options);
    // Starts from the migrated dump made once by test/global-setup.ts; migrating again is a no-op.
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openPglite(undefined, template, options);
    await database.migrate();
    return database;
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  // A copy of the run's migrated database (test/postgres-template.ts), when there is one; migrating it is a no-op.
  const template = migrate ? inject('postgresTemplate') : undefined;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  if (migrate) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
