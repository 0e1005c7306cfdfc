// `npm run bench [-- <suite> …]`: builds what is stale, runs the suites (all by default) and prints
// the results table in markdown. Settings: BENCH_DURATION (s per round, 30), BENCH_ROUNDS (3),
// BENCH_CONNECTIONS (64), BENCH_WARMUP (s, 5), BENCH_LOAD_DURATION (s, 60), BENCH_START_RUNS (3),
// BENCH_DATABASE_URL (PostgreSQL for the throwaway databases; default the local server), BENCH_CRASH_ROUNDS (5),
// BENCH_CRASH_LOAD (s, 3), BENCH_START_TIMEOUT (s a server may take to start, 60). BENCH_SMOKE=1: every suite at a few
// seconds' size (bench/lib/smoke.ts).
import { ensureBuilt } from '../scripts/lib/prepare.mjs';
import { compareOptionsFromEnv } from './lib/load';
import { type Row, markdownTable } from './lib/report';
import { cleanUp } from './lib/servers';
import { concurrency } from './suites/concurrency';
import { connectPage } from './suites/connect-page';
import { crashDurability } from './suites/crash-durability';
import { credentials } from './suites/credentials';
import { eventsList } from './suites/events-list';
import { fileParse } from './suites/file-parse';
import { gatewayOverhead } from './suites/gateway-overhead';
import { writeOverhead } from './suites/write-overhead';
import { loginBytes } from './suites/login-bytes';
import { requestLogs } from './suites/request-logs';
import { requestPath } from './suites/request-path';
import { startAndMemory } from './suites/start-and-memory';
import { statsChart } from './suites/stats-chart';
import { webhookDelivery } from './suites/webhook-delivery';
import type { Suite } from './suites/suite';

/** Every suite, in the order they run. A new benchmark is a file in suites/ and a line here. */
const SUITES: Suite[] = [
  requestPath,
  credentials,
  concurrency,
  startAndMemory,
  loginBytes,
  connectPage,
  requestLogs,
  eventsList,
  gatewayOverhead,
  webhookDelivery,
  statsChart,
  crashDurability,
  fileParse,
  writeOverhead,
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !SUITES.some((suite) => suite.name === name));
if (unknown.length) {
  console.error(
    `Unknown suite ${unknown.join(', ')}. Suites:\n${SUITES.map((suite) => `  ${suite.name}: ${suite.about}`).join('\n')}`,
  );
  process.exit(2);
}

process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
ensureBuilt();
const rows: Row[] = [];
try {
  for (const suite of SUITES.filter((suite) => wanted.length === 0 || wanted.includes(suite.name))) {
    console.log(`\n▶ ${suite.name}: ${suite.about}`);
    const started = performance.now();
    const suiteRows = await suite.run();
    console.log(markdownTable(suiteRows));
    console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
    rows.push(...suiteRows);
  }
} finally {
  await cleanUp();
}
console.log(`\n## Results (${new Date().toISOString().slice(0, 16)}Z, ${compareOptionsFromEnv().duration} s rounds)\n`);
console.log(markdownTable(rows));
