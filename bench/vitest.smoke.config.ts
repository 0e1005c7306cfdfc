import { defineConfig } from 'vitest/config';

/**
 * The bench smoke run (`npm test` runs it after the build): every suite of bench/ at a few seconds' size
 * (BENCH_SMOKE=1, bench/lib/smoke.ts), failing when a suite cannot measure. One file, suites one after the other:
 * they start servers and load them, so two at once would measure each other.
 */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    name: 'bench-smoke',
    include: ['bench/smoke.test.ts'],
    environment: 'node',
    env: { BENCH_SMOKE: '1' },
    fileParallelism: false,
    // A suite starts one to four servers (a new PostgreSQL database or PGlite folder each) on a shared machine.
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
});
