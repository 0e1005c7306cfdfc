import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@portal/shared/auth/auth.constants';
import { CREDENTIAL_MESSAGES as M, apiKeyPrefixOf } from '@portal/shared/credentials/credentials.constants';
import type { Environment } from '@portal/shared/common/environment';
import type { Credential } from '@portal/shared/credentials/credentials.schemas';
import { TOKEN_MESSAGES } from '@portal/shared/tokens/tokens.constants';
import type { Db } from '../../db/client';
import { whereApplication } from '../../db/scoped';
import { AppError, notFound, unauthorized } from '../../lib/app-error';
import { createAttemptLimiter, inMinutes } from '../../lib/attempt-limiter';
import type { LimitStore } from '../../lib/limit-store';
import type { SecretBox } from '../../lib/secret-box';
import type { ApplicationScope } from '../applications/application-scope';
import type { ApplicationsService } from '../applications/applications.service';
import type { UsersService } from '../users/users.service';
import { type CredentialRow, credentials } from './credentials.table';

interface Deps {
  db: Db;
  applications: ApplicationsService;
  users: UsersService;
  secretBox: SecretBox;
  limits: LimitStore;
  now: () => Date;
}

/** last_used_at is written at most this often per key, so a busy key does not write on every call. */
const LAST_USED_PRECISION_MS = 60_000;

export const credentialNotFound = () => notFound(M.notFound);

/** What a key is sealed for: it cannot be moved to another row. */
const sealPurpose = (credentialId: string) => `credential:${credentialId}:api-key`;

/** `sk_test_••••••••` and the key's last four characters. */
const masked = (row: Pick<CredentialRow, 'prefix' | 'hint'>) => `${row.prefix}${'•'.repeat(8)}${row.hint}`;

/** The application and environment a key's answer names: the application as its team knows it. */
interface KeyEnvironment {
  liveApplicationId: string;
  environment: Environment;
}

function toCredential(row: CredentialRow, at: KeyEnvironment): Credential {
  return {
    id: row.id,
    apiKey: masked(row),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    user: { name: row.createdByName, lastname: row.createdByLastname },
    role: row.createdByRole,
    application: { id: at.liveApplicationId },
    environment: at.environment,
  };
}

/**
 * API keys (credentials) of applications: `sk_` and 32 random bytes (base64url). Kept
 * sealed with the secret box and found by a keyed hash; never in plaintext at rest or in
 * logs. Wrong keys count against a limit per IP address, as wrong passwords do.
 */
export function createCredentialsService({ db, applications, users, secretBox, limits, now }: Deps) {
  const lookupKey = secretBox.deriveKey('api key lookup v1');
  const hashOf = (apiKey: string) => createHmac('sha256', lookupKey).update(apiKey).digest('hex');
  const attempts = createAttemptLimiter({
    store: limits,
    name: 'api-key',
    limit: LOGIN_FAILURE_LIMIT,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    refuse: (seconds) =>
      new AppError(
        429,
        'TOO_MANY_ATTEMPTS',
        `Too many failed API key attempts. Try again in ${inMinutes(seconds)}.`,
        undefined,
        {
          'retry-after': String(seconds),
        },
      ),
  });

  // The read of the Credentials table: built once (a named prepared statement on PostgreSQL).
  const pagePrepared = db
    .select({ row: credentials, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(credentials)
    .where(whereApplication(credentials, { applicationId: sql.placeholder('applicationId') }))
    .orderBy(desc(credentials.createdAt), desc(credentials.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare('credentials_page');

  /** Checks of a key under way, by key hash, application and address (see authenticate). */
  const checking = new Map<string, Promise<{ id: string; applicationId: string }>>();

  async function lookUp(
    hash: string,
    applicationId: string | undefined,
    ip: string,
  ): Promise<{ id: string; applicationId: string }> {
    const reservation = await attempts.reserve([`ip:${ip}`]);
    let row: { id: string; applicationId: string } | undefined;
    try {
      [row] = await db
        .select({ id: credentials.id, applicationId: credentials.applicationId })
        .from(credentials)
        .where(eq(credentials.keyHash, hash))
        .limit(1);
      // A key named with its application must be of it: of its live or its test environment (a test key names the
      // application as its team knows it).
      if (row && applicationId && row.applicationId !== applicationId) {
        const environment = await applications.environmentOf(row.applicationId);
        if (environment?.liveApplicationId !== applicationId) row = undefined;
      }
    } catch (error) {
      // The database failed, not the key: the attempt is no failure.
      await reservation.release();
      throw error;
    }
    if (!row) throw unauthorized(TOKEN_MESSAGES.wrongKey);
    await reservation.release();
    const at = now();
    await db
      .update(credentials)
      .set({ lastUsedAt: at })
      .where(
        and(
          eq(credentials.id, row.id),
          or(
            isNull(credentials.lastUsedAt),
            lt(credentials.lastUsedAt, new Date(at.getTime() - LAST_USED_PRECISION_MS)),
          ),
        ),
      );
    return row;
  }

  async function findRow(scope: ApplicationScope, id: string): Promise<CredentialRow> {
    const [row] = await db
      .select()
      .from(credentials)
      .where(whereApplication(credentials, scope, eq(credentials.id, id)))
      .limit(1);
    if (!row) throw credentialNotFound();
    return row;
  }

  return {
    /** A page of the application's keys, newest first, and how many it has. */
    async list(scope: ApplicationScope, page: { offset: number; limit: number }) {
      const rows = await pagePrepared.execute({
        applicationId: scope.applicationId,
        offset: page.offset,
        limit: page.limit,
      });
      // Past the last page the window count is not there; count apart.
      const total =
        rows[0]?.total ??
        (page.offset === 0
          ? 0
          : ((await db.select({ n: count() }).from(credentials).where(whereApplication(credentials, scope)))[0]?.n ??
            0));
      return {
        data: rows.map(({ row }) => toCredential(row, scope)),
        meta: { total, offset: page.offset, limit: page.limit },
      };
    },

    /** A new key for the application (which is held until the key is written, so it cannot be deleted meanwhile). */
    async create(scope: ApplicationScope): Promise<Credential> {
      const prefix = apiKeyPrefixOf(scope.environment);
      const apiKey = `${prefix}${randomBytes(32).toString('base64url')}`;
      const id = randomUUID();
      const creator = await users.findById(scope.userId);
      const row = await db.transaction(async (tx) => {
        await applications.lock(scope, tx);
        const [inserted] = await tx
          .insert(credentials)
          .values({
            id,
            applicationId: scope.applicationId,
            keyHash: hashOf(apiKey),
            keySealed: secretBox.encrypt(apiKey, sealPurpose(id)),
            hint: apiKey.slice(-4),
            prefix,
            createdBy: scope.userId,
            createdByName: creator?.name ?? '',
            createdByLastname: creator?.lastname ?? '',
            createdByRole: scope.role,
            createdAt: now(),
          })
          .returning();
        return inserted!;
      });
      return toCredential(row, scope);
    },

    async remove(scope: ApplicationScope, id: string): Promise<void> {
      const deleted = await db
        .delete(credentials)
        .where(whereApplication(credentials, scope, eq(credentials.id, id)))
        .returning({ id: credentials.id });
      if (deleted.length === 0) throw credentialNotFound();
    },

    /** The key itself, to show or copy. */
    async reveal(scope: ApplicationScope, id: string): Promise<{ apiKey: string }> {
      const row = await findRow(scope, id);
      return { apiKey: secretBox.decrypt(row.keySealed, sealPurpose(row.id)) };
    },

    /**
     * The keys of every application of the user's teams, in both environments, newest first (the explorer's list).
     */
    async explorerList(userId: string, limit: number) {
      const ids = (await applications.listForUser(userId)).map((application) => application.id);
      if (ids.length === 0) return [];
      const rows = await applications.environmentRowsOf(ids);
      const environments = new Map(rows.map((row) => [row.id, row]));
      const keys = await db
        .select()
        .from(credentials)
        .where(inArray(credentials.applicationId, [...environments.keys()]))
        .orderBy(desc(credentials.createdAt))
        .limit(limit);
      return keys.map((row) => ({
        id: row.id,
        apiKey: secretBox.decrypt(row.keySealed, sealPurpose(row.id)),
        application: { id: environments.get(row.applicationId)!.liveApplicationId },
        environment: environments.get(row.applicationId)!.environment,
      }));
    },

    /**
     * The credential of a key (of `applicationId`, when given), or 401. The attempt is reserved before the lookup and
     * kept only when the key is wrong, so at most 10 wrong keys per 15 minutes get through from one address, however
     * many arrive at once; a right key gives its slot back. Concurrent checks of one key from one address share one
     * lookup (and one slot), so a burst of calls with a right key never fills the limit.
     */
    authenticate(
      apiKey: string,
      applicationId: string | undefined,
      ip: string,
    ): Promise<{ id: string; applicationId: string }> {
      const hash = hashOf(apiKey);
      const key = `${hash}\n${applicationId ?? ''}\n${ip}`;
      let check = checking.get(key);
      if (!check) {
        check = lookUp(hash, applicationId, ip).finally(() => checking.delete(key));
        checking.set(key, check);
      }
      return check;
    },

    /**
     * The application a key belongs to (the scope of DELETE credentials/{id} by id alone); null when there is no such
     * key.
     */
    async applicationOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ applicationId: credentials.applicationId })
        .from(credentials)
        .where(eq(credentials.id, id))
        .limit(1);
      return row?.applicationId ?? null;
    },

    /** Whether a key still exists (the tokens made from it work only while it does). */
    async exists(id: string, applicationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: credentials.id })
        .from(credentials)
        .where(and(eq(credentials.id, id), eq(credentials.applicationId, applicationId)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
