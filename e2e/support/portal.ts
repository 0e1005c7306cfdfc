import { afterAll, beforeAll } from 'vitest';
import { type Pages, apiOf, useBrowser } from './journeys';
import { type RunningServer, startServer } from './server';

export interface Portal extends Pages {
  /** The server's address (once the file's `beforeAll` has started it). */
  url(): string;
  /** The typed client of the server. */
  api(): ReturnType<typeof apiOf>;
}

/**
 * The portal of a test file: the built server of its own, started before the file's tests with `env()` (read then,
 * so peers started in an earlier `beforeAll` can be named) and stopped after them, its typed client, and Chromium
 * pages on it. Hooks run as a stack: peers the file starts before calling this are closed after the server stops.
 */
export function usePortal(env: () => Record<string, string> = () => ({})): Portal {
  let server: RunningServer | undefined;
  // E2E_BASE_URL: the journeys of a file that needs no server setting of its own, against a running `npm start`.
  const external = process.env.E2E_BASE_URL;
  beforeAll(async () => {
    if (!external) server = await startServer(env());
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
