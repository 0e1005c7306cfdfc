// Writes a generated doc, or with --check only compares it and exits 1 when it is out of date.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `render` gets the file as it is (or '' when missing), so hand-written parts can be kept. */
export function writeGeneratedDoc(path: string, render: (current: string) => string, command: string) {
  const file = join(root, path);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const expected = render(current ?? '');
  if (process.argv.includes('--check')) {
    if (current !== expected) {
      console.error(`${path} is out of date: run \`${command}\`.`);
      process.exit(1);
    }
    console.log(`${path} is up to date.`);
  } else if (current === expected) {
    console.log(`${path} is up to date.`);
  } else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, expected);
    console.log(`Wrote ${path}.`);
  }
}
