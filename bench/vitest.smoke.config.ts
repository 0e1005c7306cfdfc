import { defineConfig } from 'vitest/config';

/**
 * The bench smoke run (`npm test` runs it after the build): every suite of bench/ at a few seconds' size
 * (BENCH_SMOKE=1, bench/lib/smoke.ts), failing when a suite cannot measure. One file, two suites at a time: they
 * start servers and load them, so they measure each other, but a smoke run's figures mean nothing; what it checks
 * (rows with figures, every round answered 2xx at a rate above zero) holds beside another suite.
 */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    name: 'bench-smoke',
    include: ['bench/smoke.test.ts'],
    environment: 'node',
    env: { BENCH_SMOKE: '1' },
    fileParallelism: false,
    maxConcurrency: 2,
    // A suite starts one to four servers (a new PostgreSQL database or PGlite folder each) on a shared machine.
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
});
