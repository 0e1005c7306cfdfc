import { randomUUID, timingSafeEqual } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { stat, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FtpSrv } from 'ftp-srv';
import { INTEGRATION_MESSAGES as M } from '@portal/shared/integrations/integrations.constants';
import type { FtpCredentials, ReceivedFile } from '@portal/shared/integrations/integrations.schemas';
import type { Connector } from '../../connectors/catalog/connector-types';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import type { LimitStore } from '../../lib/limit-store';
import { importFeaturePackage } from '../../lib/load-on-use';
import { PRIVATE_FILE, privateFolder } from '../../lib/private-files';
import { type Worker, wakeQueue } from '../../lib/queue-worker';
import type { SecretBox } from '../../lib/secret-box';
import { newToken } from '../../lib/tokens';
import type { ApplicationScope } from '../applications/application-scope';
import type { ConsumersService } from '../consumers/consumers.service';
import { type ConnectionOwner, applicationOwner, connectorOf } from './connection-owner';
import type { ConnectionsService } from './connections.service';
import { connectionFiles, connections, ftpAccounts } from './connections.table';
import { sweepFtpFolders } from './ftp-folder-sweep';
import { answerStorageRefusals, confinedFileSystemOf } from './ftp-file-system';
import { storageExceeded, type UploadLimits } from './ftp-uploads';

/** The ftp-srv versions the portal works with (apps/server/package.json, peerDependencies). */
const FTP_SRV_RANGE = '^4.6.3';

interface Deps {
  db: Db;
  config: Config;
  publicUrl: string;
  secretBox: SecretBox;
  connections: ConnectionsService;
  consumers: ConsumersService;
  limits: LimitStore;
  log: FastifyBaseLogger;
  now: () => Date;
}

type FtpAccount = typeof ftpAccounts.$inferSelect;

/**
 * The folder one owner's files for one connector land in: the application's `{FTP_ROOT}/{application}/{service}`,
 * a consumer's `{FTP_ROOT}/{application}/consumers/{consumer}/{service}` (no service is called `consumers`).
 */
export const ftpFolderOf = (
  config: Pick<Config, 'FTP_ROOT' | 'DATA_DIR'>,
  account: Pick<FtpAccount, 'applicationId' | 'serviceId'> & { consumerId?: string | null },
) => {
  const root = resolve(config.FTP_ROOT ?? join(config.DATA_DIR, 'ftp'));
  return account.consumerId
    ? join(root, account.applicationId, 'consumers', account.consumerId, account.serviceId)
    : join(root, account.applicationId, account.serviceId);
};

/** The connection owner an FTP account delivers for. */
const ownerOfAccount = (account: FtpAccount): ConnectionOwner => ({
  applicationId: account.applicationId,
  accountId: account.accountId,
  consumerId: account.consumerId,
});

const passwordPurpose = (id: string) => `ftp account:${id}:password`;

/**
 * The portal's FTP server for connectors that deliver files (vendors without an API). Each connection owner (the
 * application, or one of its consumers) gets, per such connector, a user name and password confined to its own
 * folder (`ftpFolderOf`); every file received is recorded on that owner's connection, which becomes callable. Off
 * unless FTP_PORT is set; wrong passwords count per address like wrong API keys.
 */
export function createFtpService({
  db,
  config,
  publicUrl,
  secretBox,
  connections: store,
  consumers,
  limits,
  log: appLog,
  now,
}: Deps) {
  const log = appLog.child({ module: 'ftp' });
  const root = resolve(config.FTP_ROOT ?? join(config.DATA_DIR, 'ftp'));
  const publicHost = config.FTP_PUBLIC_HOST ?? new URL(publicUrl).hostname;
  const enabled = config.FTP_PORT > 0;
  const limiter = createAttemptLimiter({
    store: limits,
    name: 'ftp-login',
    limit: 10,
    windowMs: 15 * 60 * 1000,
    refuse: () => new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed FTP logins'),
  });
  const uploadLimits: UploadLimits = {
    maxFileBytes: config.FTP_MAX_FILE_MB * 1024 * 1024,
    quotaBytes: config.FTP_QUOTA_MB * 1024 * 1024,
  };
  let server: FtpSrv | undefined;

  const folderOf = (account: Parameters<typeof ftpFolderOf>[1]) => ftpFolderOf(config, account);

  /** The owner's account for the connector, made the first time. */
  async function accountOf(owner: ConnectionOwner, connector: Connector): Promise<FtpAccount> {
    const where = and(
      eq(ftpAccounts.applicationId, owner.applicationId),
      owner.consumerId ? eq(ftpAccounts.consumerId, owner.consumerId) : isNull(ftpAccounts.consumerId),
      eq(ftpAccounts.serviceId, connector.serviceId),
    );
    const [existing] = await db.select().from(ftpAccounts).where(where).limit(1);
    if (existing) return existing;
    const id = randomUUID();
    const username = `${connector.serviceId}-${newToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    await db
      .insert(ftpAccounts)
      .values({
        id,
        accountId: owner.accountId,
        applicationId: owner.applicationId,
        consumerId: owner.consumerId,
        serviceId: connector.serviceId,
        username,
        passwordSealed: secretBox.encrypt(newToken(18), passwordPurpose(id)),
        createdAt: now(),
      })
      .onConflictDoNothing();
    const [made] = await db.select().from(ftpAccounts).where(where).limit(1);
    return made!;
  }

  /** Checks a login; the account, or null. Each wrong one counts against the address. */
  async function login(username: string, password: string, ip: string): Promise<FtpAccount | null> {
    const attempt = await limiter.reserve([`ip:${ip}`]);
    const [account] = await db.select().from(ftpAccounts).where(eq(ftpAccounts.username, username)).limit(1);
    const expected = Buffer.from(
      account ? secretBox.decrypt(account.passwordSealed, passwordPurpose(account.id)) : newToken(18),
    );
    const given = Buffer.from(password);
    if (!account || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    await attempt.release();
    return account;
  }

  /** Records a received file on the account owner's connection, which is callable from then on. */
  async function recordFile(account: FtpAccount, path: string) {
    const folder = folderOf(account);
    const name = relative(folder, path);
    if (name.startsWith('..') || name.split(sep).includes('..')) return undefined;
    const size = (await stat(path)).size;
    const connector = connectorOf(account.serviceId);
    const row = await store.ensure(ownerOfAccount(account), connector);
    const [file] = await db
      .insert(connectionFiles)
      .values({ connectionId: row.id, name: name.split(sep).join('/'), size, receivedAt: now(), nextAttemptAt: now() })
      .returning();
    // The row is the import's queue entry (modules/file-imports): wake its worker.
    await wakeQueue(db, connectionFiles);
    await db
      .update(connections)
      .set({ state: 'callable', invalidReason: null, checkedAt: now(), updatedAt: now() })
      .where(eq(connections.id, row.id));
    return file!;
  }

  const worker: Worker = {
    name: 'ftp-server',
    async start() {
      if (!enabled) return;
      // ftp-srv (and its 50 dependencies) load only on a portal that serves FTP, and only such a portal installs it.
      const { FtpSrv: Server, FileSystem } = await importFeaturePackage(
        () => import('ftp-srv'),
        'ftp-srv',
        FTP_SRV_RANGE,
        'FTP_PORT',
      );
      const ConfinedFileSystem = confinedFileSystemOf(FileSystem);
      const passiveAddress = async (clientIp: string) => {
        if (/^(127\.|::1$|::ffff:127\.)/.test(clientIp)) return clientIp.replace(/^::ffff:/, '');
        return (await lookup(publicHost, { family: 4 })).address;
      };
      server = new Server({
        url: `ftp://${config.FTP_HOST ?? config.HOST}:${config.FTP_PORT}`,
        pasv_url: passiveAddress as unknown as string,
        pasv_min: config.FTP_PASV_MIN,
        pasv_max: config.FTP_PASV_MAX,
        anonymous: false,
        // SITE (CHMOD and the like) could make a file setuid or world-writable: answered 502.
        blacklist: ['SITE'],
        greeting: 'Developer portal FTP: files for your connectors',
        log: log as never,
      });
      server.on('login', ({ connection, username, password }, resolveLogin, rejectLogin) => {
        void (async () => {
          const account = await login(username, password, connection.ip);
          if (!account) return rejectLogin(new Error('Wrong user name or password'));
          const folder = folderOf(account);
          await privateFolder(root, folder);
          connection.on('STOR', (error: Error | null, path: string) => {
            if (!error)
              recordFile(account, path).catch((failure: unknown) =>
                log.error({ err: failure }, 'could not record a received file'),
              );
          });
          const uploads = {
            allowance: { limits: uploadLimits, usedBytes: 0 },
            refuse: answerStorageRefusals(connection),
          };
          resolveLogin({ fs: new ConfinedFileSystem(connection, { root: folder, cwd: '/' }, uploads) });
        })().catch((error: unknown) => rejectLogin(error instanceof Error ? error : new Error(String(error))));
      });
      server.on('client-error', ({ error }) => log.debug({ err: error }, 'FTP client error'));
      await server.listen();
      log.info({ port: config.FTP_PORT }, 'FTP server listening');
    },
    async stop() {
      await server?.close();
      server = undefined;
    },
    flush: async () => undefined,
  };

  /** The file connector of a service id, or 400 for one that receives no files. */
  function fileConnectorOf(serviceId: string): Connector {
    const connector = connectorOf(serviceId);
    if (!connector.receivesFiles) throw new AppError(400, 'NO_FILES', M.noFiles);
    return connector;
  }

  /** The owner's endpoint, user name and password; `rotate` gives the account a new password first. */
  async function credentialsOf(
    owner: ConnectionOwner,
    serviceId: string,
    options: { rotate?: boolean } = {},
  ): Promise<FtpCredentials> {
    let account = await accountOf(owner, fileConnectorOf(serviceId));
    if (options.rotate) {
      const [rotated] = await db
        .update(ftpAccounts)
        .set({ passwordSealed: secretBox.encrypt(newToken(18), passwordPurpose(account.id)) })
        .where(eq(ftpAccounts.id, account.id))
        .returning();
      account = rotated!;
    }
    return {
      enabled,
      endpoint: enabled ? `ftp://${publicHost}:${config.FTP_PORT}` : null,
      username: account.username,
      password: secretBox.decrypt(account.passwordSealed, passwordPurpose(account.id)),
    };
  }

  /** A file uploaded in the portal lands in the owner's folder under its name and is recorded as an FTP upload. */
  async function uploadFor(owner: ConnectionOwner, serviceId: string, name: string, content: Buffer) {
    const connector = fileConnectorOf(serviceId);
    if (content.length > uploadLimits.maxFileBytes)
      throw new AppError(413, 'FILE_TOO_LARGE', storageExceeded.file(uploadLimits));
    const account = await accountOf(owner, connector);
    const folder = folderOf(account);
    await privateFolder(root, folder);
    const path = join(folder, basename(name));
    await writeFile(path, content, { mode: PRIVATE_FILE });
    const file = (await recordFile(account, path))!;
    const receivedAt = file.receivedAt.toISOString();
    return { name: file.name, size: file.size, receivedAt, import: 'pending', records: null, refusal: null } as const;
  }

  /** The consumer of the scope's application, as a connection owner (404 for another application's). */
  async function consumerOwner(scope: ApplicationScope, consumerId: string): Promise<ConnectionOwner> {
    const consumer = await consumers.get(scope, consumerId);
    return { applicationId: scope.applicationId, accountId: scope.accountId, consumerId: consumer.id };
  }

  return {
    worker,
    /** Where files land (tests look there). */
    folderOf,
    /** Cleanup: the folders of deleted applications and consumers, with their files. */
    sweepFolders: () => sweepFtpFolders(db, root, now()),
    credentialsOf,

    /** GET /connectors/{serviceId}/ftp (001 §7): endpoint, user name and password of the application's folder. */
    credentials: (scope: ApplicationScope, serviceId: string) => credentialsOf(applicationOwner(scope), serviceId),

    /** GET /consumers/{id}/connectors/{serviceId}/ftp: those of the consumer's own folder. */
    consumerCredentials: async (scope: ApplicationScope, consumerId: string, serviceId: string) =>
      credentialsOf(await consumerOwner(scope, consumerId), serviceId),

    /**
     * POST /connectors/{serviceId}/files: a file uploaded in the portal lands in the application's FTP folder under
     * its name (replacing one of that name) and is recorded, and so imported, as if it had come over FTP.
     */
    upload: (scope: ApplicationScope, serviceId: string, name: string, content: Buffer): Promise<ReceivedFile> =>
      uploadFor(applicationOwner(scope), serviceId, name, content),

    /** POST /consumers/{id}/connectors/{serviceId}/files: the same for the consumer's connection. */
    consumerUpload: async (
      scope: ApplicationScope,
      consumerId: string,
      serviceId: string,
      name: string,
      content: Buffer,
    ): Promise<ReceivedFile> => uploadFor(await consumerOwner(scope, consumerId), serviceId, name, content),
  };
}

export type FtpService = ReturnType<typeof createFtpService>;
