import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { SESSION_TTL_REMEMBER_MS, SESSION_TTL_SHORT_MS } from '@portal/shared/auth/auth.constants';
import type { TokenAnswer } from '@portal/shared/auth/auth.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { RETENTION_MS } from '../../lib/retention';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionIdentity } from '../../plugins/auth';
import { sessions } from './auth.table';

interface Deps {
  db: Db;
  now: () => Date;
}

/** Sessions: opaque bearer tokens of 32 random bytes, stored as SHA-256, revocable. */
export function createSessionsService({ db, now }: Deps) {
  // Every authenticated request runs this: built once, with placeholders (a named prepared statement on PostgreSQL).
  const liveSessionByTokenHash = db
    .select({ sessionId: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session_by_token_hash');

  return {
    /** A new session: 30 days with "remember me", 12 hours without. */
    async create(userId: string, remember: boolean, tx: DbOrTx = db): Promise<TokenAnswer> {
      const token = newToken();
      const ttl = remember ? SESSION_TTL_REMEMBER_MS : SESSION_TTL_SHORT_MS;
      await tx
        .insert(sessions)
        .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now().getTime() + ttl) });
      return { token };
    },

    /** The session behind a bearer token, if it is live. */
    async authenticate(token: string): Promise<SessionIdentity | undefined> {
      const [row] = await liveSessionByTokenHash.execute({ tokenHash: hashToken(token), now: now().toISOString() });
      return row;
    },

    async revoke(sessionId: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, sessionId));
    },

    /** Ends every live session of a user (password reset, account take-over by its proven owner). */
    async revokeAll(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** Deletes sessions that expired or were revoked longer ago than the retention. */
    async purgeExpired(): Promise<number> {
      const keepAfter = new Date(now().getTime() - RETENTION_MS);
      const rows = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, keepAfter), lt(sessions.revokedAt, keepAfter)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
