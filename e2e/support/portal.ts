import { afterAll, beforeAll, inject } from 'vitest';
import { type Pages, apiOf, useBrowser } from './journeys';
import { type RunningServer, startServer } from './server';

export interface Portal extends Pages {
  /** The server's address (once the file's `beforeAll` has started it). */
  url(): string;
  /** The typed client of the server. */
  api(): ReturnType<typeof apiOf>;
}

/**
 * The portal of a test file, its typed client, and Chromium pages on it. Without `env`, the run's server (the global
 * setup's, every journey makes its own people and teams): a server of its own costs a file seconds of start. With
 * `env`, the built server of its own, started before the file's tests with `env()` (read then, so peers started in an
 * earlier `beforeAll` can be named) and stopped after them. Hooks run as a stack: peers the file starts before
 * calling this are closed after the server stops.
 */
export function usePortal(env?: () => Record<string, string>): Portal {
  let server: RunningServer | undefined;
  // E2E_BASE_URL: the journeys against a running `npm start` (the global setup then provides it as the run's server).
  const external = process.env.E2E_BASE_URL ?? (env ? undefined : inject('baseUrl'));
  beforeAll(async () => {
    if (!external) server = await startServer(env?.() ?? {});
  });
  afterAll(async () => {
    await server?.stop();
  });
  const url = () => {
    if (external) return external;
    if (!server) throw new Error('The portal server starts in beforeAll');
    return server.url;
  };
  return { url, api: () => apiOf(url()), ...useBrowser(url) };
}
