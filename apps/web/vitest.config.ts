import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { freePort } from '../../test-support/free-port';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * Component tests talk to the real server: the global setup starts it on a fresh
 * database at happy-dom's origin, so the screens' relative /api calls reach it.
 * WEB_TEST_API_PORT pins the port; by default the system picks a free one.
 */
export default defineConfig(async () => {
  const port = process.env.WEB_TEST_API_PORT ?? String(await freePort());
  return {
    root,
    plugins: [react()],
    test: {
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: `http://127.0.0.1:${port}` } },
      globalSetup: ['../../test-support/web-api-server.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'connect/src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test-setup.ts'],
      // One happy-dom and one import of React and antd per worker, not per file (vitest.config.ts says why).
      isolate: false,
      // Two test files run at a time beside the API server these screens call: on 2 cores a screen's test can take
      // several seconds, as the server's tests do (vitest.config.ts gives them 30 s).
      testTimeout: 30_000,
    },
  };
});
