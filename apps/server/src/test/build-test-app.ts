import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a freshly migrated database; requests go through `app.inject`. */
export async function buildTestApp(env: Record<string, string> = {}, database?: Database): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database: db });
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
