import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { UNIFIED_PREFIX } from '@portal/shared/unified/unified.endpoints';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Cleanup, createCleanup } from './lib/cleanup';
import { createLimitStore } from './lib/limit-store';
import { type BuiltWeb, type Platform, type PortalModule, createServices } from './lib/module';
import type { QueueTiming } from './lib/queue-worker';
import { rateLimitStoreOn } from './lib/rate-limit-store';
import { redactUrl } from './lib/redact-url';
import { safeErrorSerializer } from './lib/safe-error';
import { createSecretBox, resolveSecretKey } from './lib/secret-box';
import { type WorkerSet, createWorkerSet } from './lib/workers';
import { MODULES, type Services } from './modules';
import { clientErrorHandler, registerApiAnswers } from './plugins/api-answers';
import { registerAnswerCompression } from './plugins/answer-compression';
import { registerAuth } from './plugins/auth';
import { registerEndpointSupport } from './plugins/endpoints';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { lazyChildLogger } from './plugins/lazy-request-logger';
import { RequestLog, standardOutput } from './plugins/request-log';
import { registerErrorReporting } from './plugins/error-reporting';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders, securityHeaderOptionsWith } from './plugins/security-headers';
import { registerStatic } from './plugins/static';
import { registerSwagger } from './plugins/swagger';
import { portalValidatorCompiler } from './plugins/validation';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: Database;
  /** Built web app to serve; defaults to apps/web/dist when it exists. */
  webDistDir?: string | undefined;
  /** Where logs go (default stdout); tests read them from here. */
  logStream?: { write(line: string): void } | undefined;
  /** Timing of the queue workers (tests shorten retries). */
  queue?: QueueTiming | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's services (tests reach them through here). */
    services: Platform & Services;
    /** The modules' background workers; tests call `app.workers.flush()` to wait for them (mail delivery). */
    workers: WorkerSet;
    /** The hourly deletion of expired records; tests call `app.cleanup.run()`. */
    cleanup: Cleanup;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const connectScript = fileURLToPath(new URL('../../../packages/connect/dist/connect.global.js', import.meta.url));

/** The hosted Connect page is built beside the portal (`dist-connect`); the component's script in its package. */
const builtWebOf = (dist: string): BuiltWeb => ({
  dist,
  connectPage: join(dirname(dist), 'dist-connect'),
  connectScript,
});

/** Secrets never reach the logs: headers and bodies that carry them are redacted. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.code',
  '*.key',
  '*.apiKey',
];

export async function buildApp({
  config,
  database,
  webDistDir,
  queue,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT, censor: '[redacted]' },
      // Request logs without the secrets some URLs carry (verification keys, invitation codes, OAuth codes).
      serializers: {
        // Errors without the query parameters database errors carry (people's data, hashes).
        err: safeErrorSerializer,
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
      stream: logStream ?? standardOutput(),
    },
    // One line per request instead of two: plugins/request-log.ts.
    logController: new RequestLog(),
    // A request's own logger is made when something logs through it (plugins/lazy-request-logger.ts).
    childLoggerFactory: lazyChildLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // The HTTP parser's refusals (431 headers too large, …) in the contract's error envelope.
    clientErrorHandler,
  });
  app.setValidatorCompiler(portalValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerApiAnswers(app);
  // JSON answers of 1 KB or more go compressed; the data plane compresses its own once its log has kept the body.
  registerAnswerCompression(app, { compressedInTheirScope: [UNIFIED_PREFIX] });

  const secretKey = resolveSecretKey(config.SECRET_KEY, config.DATA_DIR);
  if (secretKey.generated)
    app.log.warn(
      { file: secretKey.generated },
      'SECRET_KEY is not set: generated a key into the data folder; keep it with the data',
    );
  if (!config.SECRET_KEY && database.kind === 'postgres') {
    app.log.warn(
      'SECRET_KEY is not set: every server instance sharing this database needs the same key; set SECRET_KEY',
    );
  }
  const secretBox = createSecretBox(secretKey.key);

  const distDir = webDistDir ?? config.WEB_DIST_DIR ?? defaultWebDist;
  // Each module's hooks take its own services; the container holds them all.
  const modules: readonly PortalModule<Record<never, never>>[] = MODULES;
  const now = () => new Date();
  // Every limit counts here: the database, or Redis with REDIS_URL (so limits hold across restarts and servers).
  const limits = createLimitStore({ db: database.db, redisUrl: config.REDIS_URL, now });
  const services = createServices<Services>(
    {
      db: database.db,
      database,
      config,
      publicUrl: config.publicUrl,
      log: app.log,
      secretBox,
      queue: queue ?? {},
      limits,
      builtWeb: builtWebOf(distDir),
      now,
    },
    modules,
  );
  app.decorate('services', services);
  const workers = createWorkerSet(modules.flatMap((module) => module.workers?.(services) ?? []));
  app.decorate('workers', workers);
  const cleanup = createCleanup(
    modules.flatMap((module) => module.cleanup?.(services) ?? []),
    app.log.child({ module: 'cleanup' }),
  );
  app.decorate('cleanup', cleanup);
  app.addHook('onReady', async () => {
    await workers.start();
    cleanup.start();
    for (const module of modules) module.onReady?.(services);
  });
  app.addHook('onClose', async () => {
    await cleanup.stop();
    await workers.stop();
    await limits.close();
  });

  registerSecurityHeaders(
    app,
    securityHeaderOptionsWith({ formScriptUrl: config.CRM_FORM_SCRIPT_URL, sentryWebDsn: config.SENTRY_WEB_DSN }),
  );
  registerMetrics(app, { database, token: config.METRICS_TOKEN, production: config.NODE_ENV === 'production' });
  await registerErrorReporting(app, { dsn: config.SENTRY_DSN, environment: config.NODE_ENV });
  await app.register(rateLimit, { global: false, store: rateLimitStoreOn(limits) });
  registerAuth(app, (token) => services.sessions.authenticate(token));
  registerEndpointSupport(app, { databaseOverloaded: () => database.overloaded() });
  for (const module of modules) {
    Object.assign(app.scopeRegistry.scopes, module.scopes?.(services));
    Object.assign(app.scopeRegistry.tokens, module.tokens?.(services));
    Object.assign(app.scopeRegistry.fallbacks, module.scopeFallbacks?.(services));
  }
  await registerSwagger(app, { publicUrl: config.publicUrl });

  // Every /api route is a contract endpoint registered with route() (plugins/endpoints refuses any other).
  await app.register(
    async (api) => {
      for (const module of modules) await module.routes?.(api, services);
    },
    { prefix: '/api' },
  );
  for (const module of modules) await module.pages?.(app, services);

  await registerStatic(app, existsSync(distDir) ? distDir : undefined);
  return app;
}
