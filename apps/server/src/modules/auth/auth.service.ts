import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  SESSION_TTL_REMEMBER_MS,
  SESSION_TTL_SHORT_MS,
} from '@portal/shared/auth/auth.constants';
import type { LoginAnswer, TokenAnswer } from '@portal/shared/auth/auth.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, fieldError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { AccountsService } from '../accounts/accounts.service';
import type { UsersService } from '../users/users.service';
import { loginFailures, sessions } from './auth.table';

export interface RegisterInput {
  email: string;
  password: string;
  profile: { name: string; lastname: string; company?: string | undefined };
  isVelory?: boolean | undefined;
}

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

export interface SessionIdentity {
  sessionId: string;
  userId: string;
}

interface Deps {
  db: Db;
  users: UsersService;
  accounts: AccountsService;
  now?: () => Date;
}

export function createAuthService({ db, users, accounts, now = () => new Date() }: Deps) {
  async function createSession(userId: string, remember: boolean, tx: DbOrTx = db): Promise<TokenAnswer> {
    const token = newToken();
    const ttl = remember ? SESSION_TTL_REMEMBER_MS : SESSION_TTL_SHORT_MS;
    await tx.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + ttl),
    });
    return { token };
  }

  /** Refuses a sign-in while the email or the IP has too many recent failures. */
  async function assertNotLimited(keys: string[]) {
    const since = new Date(now().getTime() - LOGIN_FAILURE_WINDOW_MS);
    const rows = await db
      .select({ key: loginFailures.key, count: sql<number>`count(*)::int`, oldest: sql<string>`min(${loginFailures.createdAt})` })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, keys), gt(loginFailures.createdAt, since)))
      .groupBy(loginFailures.key);
    const blocked = rows.filter((row) => row.count >= LOGIN_FAILURE_LIMIT);
    if (blocked.length === 0) return;
    const freeAt = Math.max(...blocked.map((row) => new Date(row.oldest).getTime() + LOGIN_FAILURE_WINDOW_MS));
    const seconds = Math.max(1, Math.ceil((freeAt - now().getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }

  async function recordFailure(keys: string[]) {
    const cutoff = new Date(now().getTime() - LOGIN_FAILURE_WINDOW_MS);
    await db.transaction(async (tx) => {
      await tx.delete(loginFailures).where(and(inArray(loginFailures.key, keys), lt(loginFailures.createdAt, cutoff)));
      await tx.insert(loginFailures).values(keys.map((key) => ({ key, createdAt: now() })));
    });
  }

  return {
    /** Creates the user, the user's first team (as Owner) and a session, all or nothing. */
    async register(input: RegisterInput): Promise<TokenAnswer> {
      const taken = () =>
        conflict('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken, fieldError(['email'], 'isUnique', AUTH_MESSAGES.emailTaken));
      if (await users.findByEmail(input.email)) throw taken();
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const user = await users.create(
          {
            email: input.email,
            passwordHash,
            name: input.profile.name,
            lastname: input.profile.lastname,
            company: input.profile.company ?? null,
            isVelory: input.isVelory ?? false,
          },
          tx,
        );
        // A concurrent sign-up with the same email won the unique index.
        if (!user) throw taken();
        const team = await accounts.createTeam(user.id, `${user.name}'s team`, tx);
        await users.setCurrentAccount(user.id, team.id, tx);
        return createSession(user.id, true, tx);
      });
    },

    async login(input: LoginInput, ip: string): Promise<LoginAnswer> {
      const keys = [`email:${input.email.toLowerCase()}`, `ip:${ip}`];
      await assertNotLimited(keys);
      const user = await users.findByEmail(input.email);
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid) {
        await recordFailure(keys);
        throw badRequest(AUTH_MESSAGES.wrongCredentials);
      }
      await db.delete(loginFailures).where(eq(loginFailures.key, keys[0] as string));
      return createSession(user.id, input.remember);
    },

    createSession,

    /** The session behind a bearer token, if it is live. */
    async authenticate(token: string): Promise<SessionIdentity | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id, userId: sessions.userId })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
        .limit(1);
      return row;
    },

    async logout(sessionId: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, sessionId));
    },

    /** Ends every live session of a user (password reset, account security). */
    async revokeAllSessions(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
