import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/** One built server on a fresh data folder for all browser journeys, unless they run against E2E_BASE_URL. */
export async function setup(project: TestProject) {
  // E2E_BASE_URL: a running `npm start` instead (support/portal.ts).
  if (process.env.E2E_BASE_URL) return project.provide('baseUrl', process.env.E2E_BASE_URL);
  server = await startServer();
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
