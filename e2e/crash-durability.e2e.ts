import { describe, expect, it } from 'vitest';
import { CALLERS, type CrashFigures, crashUnderLoad } from './support/crash-under-load';

/**
 * A crash loses nothing that was answered (issue 24): kill -9 while 8 callers call a unified model, restart, and
 * compare. Every call answered 200 is metered (a call is counted before it goes ahead, so at most the calls in flight
 * at the kill, one per caller, are counted without an answer), and the request logs lose at most the calls of the
 * last second. The same on bench/suites/crash-durability.ts, 5 rounds an engine.
 */
function expectDurable(figures: CrashFigures) {
  console.log(`kill -9 on ${figures.engine}: ${JSON.stringify(figures)}`);
  expect(figures.answered).toBeGreaterThanOrEqual(CALLERS);
  expect(figures.metered).toBeGreaterThanOrEqual(figures.answered);
  expect(figures.metered).toBeLessThanOrEqual(figures.answered + CALLERS);
  expect(figures.lost).toBeLessThanOrEqual(figures.lastSecond);
}

describe('crash durability', { timeout: 180_000 }, () => {
  it('kill -9 under 8 callers on PGlite: every answered call metered, logs lose at most the last second', async () => {
    expectDurable(await crashUnderLoad('pglite'));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('the same on PostgreSQL', async () => {
    expectDurable(await crashUnderLoad('postgres'));
  });
});
