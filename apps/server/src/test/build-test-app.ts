import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A fixed key for secrets at rest, so tests never write DATA_DIR/secret.key. */
export const TEST_SECRET_KEY = 'test-secret-key-0123456789abcdef0123456789abcdef';

/**
 * The real app on a freshly migrated database; requests go through `app.inject`.
 * Mail is retried after 50 ms instead of seconds; `app.mail.flush()` waits for delivery.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  database?: Database,
  options: Pick<AppOptions, 'mailWorker' | 'logStream'> = {},
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SECRET_KEY: TEST_SECRET_KEY, ...env });
  const app = await buildApp({
    config,
    database: db,
    mailWorker: { pollIntervalMs: 100, retryBaseMs: 50, ...options.mailWorker },
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database: db,
    async close() {
      await app.close();
      if (!database) await db.close();
    },
  };
}
