import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerStatic } from './plugins/static';
import { registerSwagger } from './plugins/swagger';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: Database;
  /** Built web app to serve; defaults to apps/web/dist when it exists. */
  webDistDir?: string | undefined;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Secrets never reach the logs: headers and bodies that carry them are redacted. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.code',
  '*.key',
];

export async function buildApp({ config, database, webDistDir }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const users = createUsersService(database.db);
  const accounts = createAccountsService(database.db);
  const auth = createAuthService({ db: database.db, users, accounts });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  registerAuth(app, auth);
  await registerSwagger(app);

  await app.register(
    async (api) => {
      await api.register(systemRoutes({ database, publicConfig: { docsUrl: config.docsUrl, policyUrl: config.policyUrl } }));
      await api.register(authRoutes(auth));
      await api.register(usersRoutes(users));
      await api.register(accountsRoutes(accounts));
    },
    { prefix: '/api' },
  );

  const distDir = webDistDir ?? config.WEB_DIST_DIR ?? defaultWebDist;
  await registerStatic(app, existsSync(distDir) ? distDir : undefined);
  return app;
}
