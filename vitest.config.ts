import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];

/** Unit, component and API tests. Browser journeys have their own config (vitest.e2e.config.ts). */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same API suite again on PostgreSQL when a server is given.
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'server-postgres', include: serverTests, environment: 'node' as const, env: { TEST_DB: 'postgres' }, testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
