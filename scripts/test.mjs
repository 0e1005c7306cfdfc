// `npm test`: install what is missing (Chromium included), then typecheck, lint, unit + API tests, build, browser tests,
// bench smoke.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root, run, step } from './lib/prepare.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE_WEIGHT_TEST = 'e2e/budget.e2e.ts';

function ensureChromium() {
  if (existsSync(chromium)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `\n✗ The browser tests need Chromium at ${chromium}.\n` +
        `  Install Debian's package as root:  apt-get update && apt-get install -y chromium\n` +
        `  or point CHROMIUM_PATH at a Chromium binary.`,
    );
    process.exit(1);
  }
  step("Installing Debian's chromium package for the browser tests");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

ensureInstalled();
ensureChromium();

const output = join(root, 'test-output');
rmSync(join(output, 'results'), { recursive: true, force: true });
mkdirSync(join(output, 'results'), { recursive: true });

step('Typecheck');
run('npm', ['run', '--silent', 'typecheck']);
step('Lint');
run('npm', ['run', '--silent', 'lint']);

/** Runs a vitest suite, keeping its JSON results for the summary; failures do not stop the other suites. */
function vitest(title, args) {
  step(title);
  const file = join(output, 'results', `${title.replace(/\W+/g, '-').toLowerCase()}.json`);
  const result = spawnSync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
    cwd: root,
    stdio: 'inherit',
  });
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  return {
    title,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + (result.status !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  };
}

if (process.env.TEST_DATABASE_URL) console.log(`\nAPI tests also run on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host}).`);
else console.log('\nTEST_DATABASE_URL is not set: API tests run on PGlite only.');

const suites = [vitest('Unit, component and API tests', [])];
ensureBuilt();
// Journeys two files at a time (they wait on the server more than they use the CPU); the page weight check after
// them, alone, so the Largest Contentful Paint it records is not taken on a machine busy with other journeys.
suites.push(vitest('Browser tests', ['--config', 'vitest.e2e.config.ts', '--exclude', PAGE_WEIGHT_TEST]));
suites.push(vitest('Page weight', ['--config', 'vitest.e2e.config.ts', PAGE_WEIGHT_TEST]));
// Every bench suite for a few seconds (BENCH_SMOKE=1): fails when a suite can no longer measure. After the browser
// tests, alone, as its servers and load would slow theirs.
suites.push(vitest('Bench smoke', ['--config', 'bench/vitest.smoke.config.ts']));

const total = suites.reduce((sum, s) => ({ passed: sum.passed + s.passed, failed: sum.failed + s.failed, skipped: sum.skipped + s.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log('\n──────── Summary ────────');
for (const s of suites) console.log(`${s.title.padEnd(32)} ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}`);
console.log(`Screenshots: test-output/screenshots`);
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
