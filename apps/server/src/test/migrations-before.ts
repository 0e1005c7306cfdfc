import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * A copy of the migrations folder that ends just before `tag`: a database as it was before that migration (tests of a
 * migration's data).
 */
export function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  const dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  mkdirSync(join(dir, 'meta'));
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) cpSync(join(folder, `${entry.tag}.sql`), join(dir, `${entry.tag}.sql`));
  return dir;
}
