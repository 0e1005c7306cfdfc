// `npm test`: install what is missing (Chromium included), then typecheck, lint, unit + API tests, build, browser
// tests,
// bench smoke: side by side where they do not need the machine to themselves (docs/decisions.md, "Test suite
// duration").
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { runLabelled, timings } from './lib/lanes.mjs';
import { ensureInstalled, root, run, stampBuilt, staleBuilds, step } from './lib/prepare.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGE_WEIGHT_TEST = 'e2e/budget.e2e.ts';
const started = performance.now();

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

/** Runs a vitest suite, keeping its JSON results for the summary; failures do not stop the other suites. */
async function vitest(title, label, args) {
  const file = join(output, 'results', `${title.replace(/\W+/g, '-').toLowerCase()}.json`);
  const status = await runLabelled(label, 'npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  return {
    title,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  };
}

/** A step that is not a test suite (typecheck, lint, build): counted as one failure when it fails. */
const check = (title, label, command, args) => async () => ({
  title,
  check: true,
  passed: 0,
  failed: (await runLabelled(label, command, args)) === 0 ? 0 : 1,
  skipped: 0,
});

if (process.env.TEST_DATABASE_URL)
  console.log(`\nAPI tests also run on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host}).`);
else console.log('\nTEST_DATABASE_URL is not set: API tests run on PGlite only.');

// Two lanes side by side where the machine has the cores for them (TEST_LANES=1 or 2 chooses). The browser lane
// builds, then runs the journeys two files at a time: a journey mostly waits (on the server's batches and queues, on
// animations). The other lane: typecheck (one tsc per program, each single-threaded), lint, the unit, component and
// API tests, then every bench suite for a few seconds (BENCH_SMOKE=1: fails when a suite can no longer measure). On
// 2 cores the two lanes starved each other (journeys and component tests timed out), so there they run one after the
// other (docs/decisions.md, "Test suite duration").
const lanes = Number(process.env.TEST_LANES ?? (availableParallelism() >= 4 ? 2 : 1));
let buildEnded = () => {};
const built = new Promise((resolve) => (buildEnded = resolve));
const browserLane = async () => {
  const results = [];
  for (const target of staleBuilds()) {
    const build = await check(`Build of the ${target.name}`, `build ${target.workspace}`, 'npm', [
      'run',
      'build',
      '-w',
      target.workspace,
    ])();
    results.push(build);
    if (build.failed) break;
    stampBuilt(target);
  }
  buildEnded();
  if (results.some((result) => result.failed)) return results;
  results.push(
    await vitest('Browser tests', 'browser', ['--config', 'vitest.e2e.config.ts', '--exclude', PAGE_WEIGHT_TEST]),
  );
  return results;
};
const checks = async () => {
  const results = [];
  for (const project of ['packages/shared', 'packages/connect', 'apps/web', 'test-support', 'bench']) {
    results.push(await check(`Typecheck ${project}`, `tsc ${project}`, 'npx', ['tsc', '-p', project, '--noEmit'])());
  }
  results.push(await check('Formatting', 'prettier', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'])());
  results.push(await check('Lint', 'eslint', 'npx', ['eslint', '.'])());
  results.push(
    await check('Dependency rules', 'depcruise', 'npx', [
      'depcruise',
      '--config',
      '.dependency-cruiser.cjs',
      'apps/server/src',
      'packages/shared/src',
      'packages/connect/src',
      'apps/web/src',
    ])(),
  );
  results.push(await vitest('Unit, component and API tests', 'unit', []));
  return results;
};
// The bench suites start the built server: the browser lane's build must have ended.
const benchSmoke = async () => {
  await built;
  return vitest('Bench smoke', 'bench', ['--config', 'bench/vitest.smoke.config.ts']);
};
let browserResults;
let checkResults;
if (lanes >= 2) {
  [browserResults, checkResults] = await Promise.all([
    browserLane(),
    checks().then(async (results) => [...results, await benchSmoke()]),
  ]);
} else {
  checkResults = await checks();
  browserResults = await browserLane();
  checkResults.push(await benchSmoke());
}
// The page weight check last, alone, so the Largest Contentful Paint it records is not taken on a busy machine.
const pageWeight = browserResults.some((result) => result.failed && result.title.startsWith('Build'))
  ? []
  : [await vitest('Page weight', 'page weight', ['--config', 'vitest.e2e.config.ts', PAGE_WEIGHT_TEST])];
const suites = [...checkResults, ...browserResults, ...pageWeight];

const total = suites.reduce(
  (sum, s) => ({ passed: sum.passed + s.passed, failed: sum.failed + s.failed, skipped: sum.skipped + s.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n──────── Summary ────────');
for (const s of suites) {
  const outcome = s.check
    ? s.failed
      ? 'failed'
      : 'ok'
    : `${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}`;
  console.log(`${s.title.padEnd(36)} ${outcome}`);
}
console.log(`\nSteps (seconds${lanes >= 2 ? ', side by side in two lanes' : ''}):`);
for (const { label, seconds, status } of timings)
  console.log(`  ${label.padEnd(28)} ${String(seconds).padStart(5)} s${status === 0 ? '' : ' ✗'}`);
console.log(`Screenshots: test-output/screenshots`);
console.log(
  `\nTests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''} in ${Math.round((performance.now() - started) / 1000)} s`,
);
process.exit(total.failed > 0 ? 1 : 0);
