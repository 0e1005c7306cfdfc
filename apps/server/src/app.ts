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
import { createTeamScope } from './modules/accounts/team-scope';
import { resolveSecretKey, createSecretBox } from './lib/secret-box';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { devMailboxRoutes } from './modules/mail/mail.routes';
import { mailboxPage } from './modules/mail/mailbox-page';
import { createMailService, type MailService, type MailServiceOptions } from './modules/mail/mail.service';
import { membersRoutes } from './modules/members/members.routes';
import { createMembersService } from './modules/members/members.service';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { createMfaService } from './modules/mfa/mfa.service';
import { ssoRoutes } from './modules/sso/sso.routes';
import { createSsoService } from './modules/sso/sso.service';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { type Cleanup, createCleanup } from './lib/cleanup';
import { redactUrl } from './lib/redact-url';
import { registerAuth } from './plugins/auth';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerStatic } from './plugins/static';
import { registerSwagger } from './plugins/swagger';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: Database;
  /** Built web app to serve; defaults to apps/web/dist when it exists. */
  webDistDir?: string | undefined;
  /** Where logs go (default stdout); tests read them from here. */
  logStream?: { write(line: string): void } | undefined;
  /** Mail worker timing (tests shorten the retry delay). */
  mailWorker?: Pick<MailServiceOptions, 'pollIntervalMs' | 'retryBaseMs' | 'maxAttempts'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox and its worker; tests call `app.mail.flush()` to wait for delivery. */
    mail: MailService;
    /** The hourly deletion of expired records; tests call `app.cleanup.run()`. */
    cleanup: Cleanup;
  }
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

export async function buildApp({ config, database, webDistDir, mailWorker, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT, censor: '[redacted]' },
      // Request logs without the secrets some URLs carry (verification keys, invitation codes, OAuth codes).
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const secretKey = resolveSecretKey(config.SECRET_KEY, config.DATA_DIR);
  if (secretKey.generated) app.log.warn({ file: secretKey.generated }, 'SECRET_KEY is not set: generated a key into the data folder; keep it with the data');
  if (!config.SECRET_KEY && database.kind === 'postgres') {
    app.log.warn('SECRET_KEY is not set: every server instance sharing this database needs the same key; set SECRET_KEY');
  }
  const secretBox = createSecretBox(secretKey.key);

  const mail = createMailService({
    db: database.db,
    log: app.log.child({ module: 'mail' }),
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    ...mailWorker,
  });
  app.decorate('mail', mail);
  app.addHook('onReady', async () => {
    mail.start();
    if (config.devMailbox) {
      app.log.warn(
        'No SMTP_URL: mail is kept in the database, printed to this log and listed at /dev/mailbox (JSON: /api/dev/mailbox). Set SMTP_URL (or NODE_ENV=production) for a real deployment.',
      );
    } else if (!config.SMTP_URL) {
      app.log.warn('No SMTP_URL: mail is not delivered, only printed to this log. Set SMTP_URL.');
    }
  });
  app.addHook('onClose', async () => {
    await mail.stop();
  });

  const accounts = createAccountsService(database.db);
  const users = createUsersService(database.db, accounts);
  const mfa = createMfaService({ db: database.db, users, secretBox });
  const auth = createAuthService({ db: database.db, users, accounts, mail, mfa, publicUrl: config.publicUrl });
  const requireTeam = createTeamScope(accounts);
  const members = createMembersService({ db: database.db, accounts, users, mail, requireTeam, publicUrl: config.publicUrl });
  const sso = createSsoService({ db: database.db, config, auth, users, mfa, log: app.log.child({ module: 'sso' }) });

  const cleanup = createCleanup(
    [
      { name: 'auth', run: auth.purgeExpired },
      { name: 'mail', run: mail.purgeSent },
      { name: 'invitations', run: members.purgeExpiredInvitations },
    ],
    app.log.child({ module: 'cleanup' }),
  );
  app.decorate('cleanup', cleanup);
  app.addHook('onReady', async () => cleanup.start());
  app.addHook('onClose', async () => cleanup.stop());

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
      await api.register(mfaRoutes(mfa));
      await api.register(ssoRoutes(sso));
      await api.register(usersRoutes(users, mfa));
      await api.register(accountsRoutes(accounts, members));
      await api.register(membersRoutes(members));
      if (config.devMailbox) await api.register(devMailboxRoutes(mail));
    },
    { prefix: '/api' },
  );
  if (config.devMailbox) await app.register(mailboxPage(mail));

  const distDir = webDistDir ?? config.WEB_DIST_DIR ?? defaultWebDist;
  await registerStatic(app, existsSync(distDir) ? distDir : undefined);
  return app;
}
