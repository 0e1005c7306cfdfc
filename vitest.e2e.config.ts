import { defineConfig } from 'vitest/config';
import { LongestFirst } from './e2e/support/sequencer';

/** Browser journeys: Debian's Chromium driven by playwright-core against the built server. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    // One server for all files and one browser per file; two files at a time: a journey mostly waits (on the
    // server's batches and queues, on animations), so two share the 2-core machine well (docs/decisions.md, "Test suite
    // duration").
    fileParallelism: true,
    // E2E_WORKERS: more files at a time (3 measured: docs/decisions.md, "Test suite duration").
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A browser waits for what the server did: a second (the default) is too short on a loaded machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
