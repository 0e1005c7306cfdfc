// Writes docs/connectors.md from the connector catalog: `npm run docs:connectors`.
// With --check it only compares and exits 1 when the file is out of date.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderConnectorsDoc } from './connectors-doc';

const file = fileURLToPath(new URL('../../../../../docs/connectors.md', import.meta.url));
const expected = renderConnectorsDoc();
const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;

if (process.argv.includes('--check')) {
  if (current !== expected) {
    console.error('docs/connectors.md is out of date: run `npm run docs:connectors`.');
    process.exit(1);
  }
  console.log('docs/connectors.md matches the catalog.');
} else if (current === expected) {
  console.log('docs/connectors.md is up to date.');
} else {
  writeFileSync(file, expected);
  console.log('Wrote docs/connectors.md.');
}
