// Writes docs/permissions.md from the shared permissions table: `npm run docs:permissions`.
// With --check it only compares and exits 1 when the file is out of date.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPermissionsDoc } from '../packages/shared/src/permissions/permissions-doc';

const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'permissions.md');
const expected = renderPermissionsDoc();
const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;

if (process.argv.includes('--check')) {
  if (current !== expected) {
    console.error('docs/permissions.md is out of date: run `npm run docs:permissions`.');
    process.exit(1);
  }
  console.log('docs/permissions.md matches the permissions table.');
} else if (current === expected) {
  console.log('docs/permissions.md is up to date.');
} else {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, expected);
  console.log('Wrote docs/permissions.md.');
}
