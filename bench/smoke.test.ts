import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../scripts/lib/prepare.mjs';
import { measuredRounds } from './lib/load';
import { cleanUp, postgresAvailable } from './lib/servers';
import { SMOKE } from './lib/smoke';
import { concurrency } from './suites/concurrency';
import { crashDurability } from './suites/crash-durability';
import { credentials } from './suites/credentials';
import { eventsList } from './suites/events-list';
import { fileParse } from './suites/file-parse';
import { gatewayOverhead } from './suites/gateway-overhead';
import { requestLogs } from './suites/request-logs';
import { requestPath } from './suites/request-path';
import { startAndMemory } from './suites/start-and-memory';
import { statsChart } from './suites/stats-chart';
import type { Suite } from './suites/suite';
import { webhookDelivery } from './suites/webhook-delivery';
import { writeOverhead } from './suites/write-overhead';

/**
 * Every suite of `npm run bench` at a few seconds' size (BENCH_SMOKE=1): it must give rows with figures, and every
 * load round it fired must have been answered 2xx only (no 429 from the quota or the rate limit, no 5xx) at a rate
 * above zero. Not here: login-bytes and connect-page, whose bytes and Largest Contentful Paint e2e/budget.e2e.ts and
 * e2e/connect-page.e2e.ts measure with the same helpers (e2e/support/page-weight.ts) on every `npm test`.
 */
// Longest first (webhook-delivery waits for two scheduled syncs per engine), so two at a time end close together.
const SUITES: Array<{ suite: Suite; needsPostgres: boolean }> = [
  { suite: webhookDelivery, needsPostgres: false },
  { suite: requestPath, needsPostgres: false },
  { suite: startAndMemory, needsPostgres: false },
  { suite: concurrency, needsPostgres: false },
  { suite: crashDurability, needsPostgres: false },
  { suite: fileParse, needsPostgres: false },
  { suite: gatewayOverhead, needsPostgres: true },
  { suite: requestLogs, needsPostgres: true },
  { suite: statsChart, needsPostgres: true },
  { suite: credentials, needsPostgres: true },
  { suite: eventsList, needsPostgres: true },
  { suite: writeOverhead, needsPostgres: true },
];

const postgres = await postgresAvailable();

beforeAll(() => {
  expect(SMOKE, 'run with BENCH_SMOKE=1 (bench/vitest.smoke.config.ts)').toBe(true);
  ensureBuilt();
});
afterAll(() => cleanUp());

// Two suites at a time (maxConcurrency in bench/vitest.smoke.config.ts): a smoke run's figures mean nothing, so
// suites may load the machine together. A suite checks every round fired since it began: its own, and perhaps some
// of the suite beside it, so no round goes unchecked.
describe.concurrent('bench smoke', () => {
  for (const { suite, needsPostgres } of SUITES) {
    it.skipIf(needsPostgres && !postgres)(`${suite.name} measures`, async ({ expect }) => {
      const firstRound = measuredRounds.length;
      const rows = await suite.run();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.product, row.what).not.toMatch(/skipped|NaN|Infinity|undefined/);
        expect(row.product, row.what).toMatch(/\d/);
      }
      for (const { url, round } of measuredRounds.slice(firstRound)) {
        expect({ url, statuses: round.statuses, errors: round.errors, timeouts: round.timeouts }).toEqual({
          url,
          statuses: {},
          errors: 0,
          timeouts: 0,
        });
        expect(round.requests, url).toBeGreaterThan(0);
        expect(round.rps, url).toBeGreaterThan(0);
      }
    });
  }
});
