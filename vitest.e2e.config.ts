import { defineConfig } from 'vitest/config';

/** Browser journeys: Debian's Chromium driven by playwright-core against the built server. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    // One server and one browser per file; files run one after another to keep the 2-core machine calm.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A browser waits for what the server did: a second (the default) is too short on a loaded machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
