import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from './test-database';

/**
 * The database several server processes of one test share: a PostgreSQL database of its own when the suite runs on
 * PostgreSQL, else a PGlite data folder. Answers the environment that points a server at it; `cleanups` gets what
 * removes it.
 */
export async function sharedDatabase(
  folderPrefix: string,
  cleanups: Array<() => Promise<void>>,
): Promise<Record<string, string>> {
  if (process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    return { DATABASE_URL: database.url! };
  }
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir };
}
