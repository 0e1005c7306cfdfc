import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import { makePgliteTemplate, PGLITE_TEMPLATE_ENV, type RunningServer, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;
let template: string | undefined;

/**
 * One migrated PGlite data folder that every server of the run starts from (support/server.ts; the workers inherit
 * the environment), and one built server on a copy of it for the journeys that need no setting of their own,
 * unless they run against E2E_BASE_URL.
 */
export async function setup(project: TestProject) {
  // E2E_BASE_URL: a running `npm start` instead (support/portal.ts).
  if (process.env.E2E_BASE_URL) return project.provide('baseUrl', process.env.E2E_BASE_URL);
  template = makePgliteTemplate();
  process.env[PGLITE_TEMPLATE_ENV] = template;
  server = await startServer();
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
  if (template) rmSync(template, { recursive: true, force: true });
}
