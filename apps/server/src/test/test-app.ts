import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { RegisterBody } from '@portal/shared/auth/auth.schemas';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { type AppOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { Platform } from '../lib/module';
import type { Services } from '../modules';
import { type TestClient, client } from './api-client';
import { registration } from './factories';
import { type OAuthProvider, startOAuthProvider } from './oauth-provider';
import { type TestSmtpServer, startSmtpServer } from './smtp-server';
import { createTestDatabase } from './test-database';

/** A fixed key for secrets at rest, so tests never write DATA_DIR/secret.key. */
export const TEST_SECRET_KEY = 'test-secret-key-0123456789abcdef0123456789abcdef';

/** A person signed up through the API, with a client that calls as them. */
export interface Person {
  token: string;
  email: string;
  password: string;
  id: string;
  /** The team sign-up created (the person is its Owner, and it is their current team). */
  teamId: string;
  api: TestClient;
}

/** The real app on a freshly migrated database of its own. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** For tests that look at rows the API does not show (hashes, timestamps). */
  db: Db;
  services: Platform & Services;
  /** A client without a session. */
  api: TestClient;
  /** Waits until the workers have nothing pending: every mail delivered (or failed for good). */
  flush(): Promise<void>;
  /** Signs a new person up through the API: Ada Lovelace with a new address, unless `overrides` say otherwise. */
  signUp(overrides?: Partial<RegisterBody>): Promise<Person>;
  close(): Promise<void>;
}

type Env = Record<string, string>;

/**
 * Builds the app on a freshly migrated database (or on `database`, which
 * stays open); requests go through `app.inject`. Failed mail is retried after
 * 50 ms instead of seconds.
 */
export async function buildTestApp(
  env: Env = {},
  database?: Database,
  options: Pick<AppOptions, 'queue' | 'logStream'> = {},
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  // Files delivered for connectors land in a folder of this app's own, never in the working directory's data/.
  const ftpRoot = env.FTP_ROOT ? undefined : await mkdtemp(join(tmpdir(), 'portal-test-ftp-'));
  // Every person of a test file signs up from one address: the sign-up limit is raised (its own test lowers it).
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SECRET_KEY: TEST_SECRET_KEY,
    SIGNUP_LIMIT: '1000000',
    ...(ftpRoot ? { FTP_ROOT: ftpRoot } : {}),
    ...env,
  });
  // The built web app only where a test names it (WEB_DIST_DIR): the suite builds it while these tests run, and its
  // page answers unknown GET paths.
  const webDistDir = env.WEB_DIST_DIR ?? join(tmpdir(), 'portal-tests-without-web-app');
  const app = await buildApp({
    config,
    database: db,
    webDistDir,
    queue: { retryBaseMs: 50, ...options.queue },
    logStream: options.logStream,
  });
  await app.ready();
  const api = client(app);
  return {
    app,
    database: db,
    db: db.db,
    services: app.services,
    api,
    flush: () => app.workers.flush(),
    async signUp(overrides = {}) {
      const body = registration(overrides);
      const { token } = (await api.call(authEndpoints.register, { body })).data;
      const me = (await api.call(usersEndpoints.me, { token })).data;
      return {
        token,
        email: body.email,
        password: body.password,
        id: me.id,
        teamId: me.meta.accountId!,
        api: api.as(token),
      };
    },
    async close() {
      await app.close();
      if (!database) await db.close();
      if (ftpRoot) await rm(ftpRoot, { recursive: true, force: true });
    },
  };
}

/**
 * Something a test file starts before its tests and stops after them, usable
 * at the top of the file: its properties are read once it has started.
 */
function useStarted<T extends object>(start: () => Promise<T>, stop: (started: T) => Promise<void>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!started) throw new Error('started in beforeAll: use it inside tests and hooks');
      return Reflect.get(started, key);
    },
  });
}

/** The app of a test file: built before its tests, closed after them. `env` may be a function of what started first. */
export function useTestApp(
  env: Env | (() => Env) = {},
  options: Pick<AppOptions, 'queue' | 'logStream'> = {},
): TestApp {
  return useStarted(
    () => buildTestApp(typeof env === 'function' ? env() : env, undefined, options),
    (t) => t.close(),
  );
}

/** A real SMTP server for the test file (start it before the app: `useTestApp(() => ({ SMTP_URL: smtp.url }))`). */
export function useSmtpServer(): TestSmtpServer {
  return useStarted(startSmtpServer, (smtp) => smtp.close());
}

/** A real OAuth provider for the test file, with the GOOGLE_* and GITHUB_* settings in `env`. */
export function useOAuthProvider(): OAuthProvider {
  return useStarted(startOAuthProvider, (provider) => provider.close());
}
