import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openPglite } from '../apps/server/src/db/client';

/**
 * Global setup of the web component tests (apps/web/vitest.config.ts): the real
 * server on a freshly migrated in-memory PGlite database, listening on the
 * origin the config gave happy-dom, so the screens' relative `/api/...` calls
 * reach it. Nothing is faked; tests create their data through the API.
 * It lives outside apps/web because apps/web never imports apps/server.
 */
let app: FastifyInstance | undefined;
let database: Database | undefined;

/** The origin of happy-dom's window, chosen by the web vitest config. */
function originOf(project: TestProject): URL {
  const options = project.config.environmentOptions as { happyDOM?: { url?: string } } | undefined;
  const url = options?.happyDOM?.url;
  if (!url)
    throw new Error(
      'web-api-server: set test.environmentOptions.happyDOM.url (http://127.0.0.1:<port>) in the vitest config',
    );
  return new URL(url);
}

export async function setup(project: TestProject) {
  const origin = originOf(project);
  const publicUrl = origin.origin;
  database = await openPglite(undefined);
  await database.migrate();
  const config = loadConfig({
    // Not production and no SMTP_URL: mail is kept in the outbox and served by GET /api/dev/mailbox.
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.WEB_TEST_API_LOG ? 'info' : 'silent',
    SECRET_KEY: randomBytes(32).toString('hex'),
    // Every person of the component tests signs up from this machine.
    SIGNUP_LIMIT: '1000000',
    PUBLIC_URL: publicUrl,
    HOST: origin.hostname,
    PORT: origin.port,
    // Annual plans are requested from this address (billing's screens).
    BILLING_ADMIN_EMAIL: 'billing@operator.test',
  });
  app = await buildApp({
    config,
    database,
    // The screens are rendered by the tests; a stray page navigation should get a 404, not the built SPA.
    webDistDir: join(tmpdir(), 'portal-web-tests-without-spa'),
  });
  try {
    await app.listen({ host: origin.hostname, port: Number(origin.port) });
  } catch (error) {
    await teardown();
    throw new Error(`web-api-server: cannot listen on ${publicUrl}; set WEB_TEST_API_PORT to a free port`, {
      cause: error,
    });
  }
}

export async function teardown() {
  await app?.close();
  await database?.close();
  app = undefined;
  database = undefined;
}
