import { defineConfig } from 'vitest/config';

// The SDK's and the CLI's tests run against the real server, as its own tests do.
const serverTests = [
  'apps/server/src/**/*.test.ts',
  'packages/sdk/test/**/*.test.ts',
  'packages/cli/test/**/*.test.ts',
];

/**
 * Unit, component and API tests. Browser journeys have their own config (vitest.e2e.config.ts).
 * `isolate: false`: a worker keeps its imported modules from one test file to the next. Every file builds its own
 * app, database and store, so nothing of a file's is shared, and importing the server (or React and antd) once per
 * worker instead of once per file took the suite from about 13 to 8 minutes on 2 cores (docs/decisions.md).
 */
export default defineConfig({
  test: {
    // Two files at a time. Vitest's default is one worker fewer than the cores: on this 2-core machine, one file at a
    // time, with a core left to the PostgreSQL server and the web tests' API server (docs/decisions.md).
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          isolate: false,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same API suite again on PostgreSQL when a server is given.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                isolate: false,
                // Every file's database is a copy of one migrated for the run.
                globalSetup: ['apps/server/src/test/postgres-template.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'connect',
          include: ['packages/connect/src/**/*.test.ts'],
          environment: 'happy-dom',
          // The host app's origin; the hosted page is on another (the portal's), as in production.
          environmentOptions: { happyDOM: { url: 'https://app.example.com' } },
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
