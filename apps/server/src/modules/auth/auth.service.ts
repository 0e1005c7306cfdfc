import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  EMAIL_VERIFICATION_TTL_MS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  MFA_LOGIN_MAX_TRIES,
  MFA_LOGIN_TTL_MS,
  PASSWORD_RESET_INTERVAL_MS,
  PASSWORD_RESET_TTL_MS,
  SESSION_TTL_REMEMBER_MS,
  SESSION_TTL_SHORT_MS,
  VERIFICATION_RESEND_INTERVAL_MS,
} from '@portal/shared/auth/auth.constants';
import type { LoginAnswer, OkAnswer, TokenAnswer } from '@portal/shared/auth/auth.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, fieldError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { AccountsService } from '../accounts/accounts.service';
import type { MailService } from '../mail/mail.service';
import { passwordResetMail, verificationMail } from '../mail/mail.templates';
import { codeError, type MfaService } from '../mfa/mfa.service';
import type { UserRow } from '../users/users.table';
import type { UsersService } from '../users/users.service';
import { RETENTION_MS } from '../../lib/retention';
import { loginFailures, mfaChallenges, sessions, userKeys } from './auth.table';

type KeyPurpose = 'verify_email' | 'reset_password';

const M = AUTH_MESSAGES;

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

/** A person as a social provider vouches for them: a verified email and a name. */
export interface NewPerson {
  email: string;
  name: string;
  lastname: string;
  company?: string | null;
  passwordHash: string | null;
  isVerified: boolean;
  isVelory: boolean;
}

export interface SessionIdentity {
  sessionId: string;
  userId: string;
}

interface Deps {
  db: Db;
  users: UsersService;
  accounts: AccountsService;
  mail: MailService;
  mfa: MfaService;
  /** The address links in mails point to (PUBLIC_URL). */
  publicUrl: string;
  now?: () => Date;
}

const tooMany = (code: string, message: string, retryAfterMs: number) =>
  new AppError(429, code, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

export function createAuthService({ db, users, accounts, mail, mfa, publicUrl, now = () => new Date() }: Deps) {
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

  /** Ends every live session of a user (password reset, account security). */
  async function revokeAllSessions(userId: string, tx: DbOrTx = db): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  const failureKeys = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];

  /**
   * A session, or, when the user has a second factor, the key of the second
   * step (valid 5 minutes for 5 tries). `remember` carries to that session.
   */
  async function signIn(userId: string, remember: boolean, tx: DbOrTx = db): Promise<LoginAnswer> {
    if (!(await mfa.isEnabled(userId, tx))) return createSession(userId, remember, tx);
    const key = newToken();
    await tx.insert(mfaChallenges).values({
      userId,
      keyHash: hashToken(key),
      remember,
      expiresAt: new Date(now().getTime() + MFA_LOGIN_TTL_MS),
      createdAt: now(),
    });
    return { mfa: true, key };
  }

  /** A new single-use key for a mailed link; only its hash is stored. */
  async function issueKey(tx: DbOrTx, userId: string, purpose: KeyPurpose, ttlMs: number): Promise<string> {
    const key = newToken();
    await tx.insert(userKeys).values({
      userId,
      purpose,
      keyHash: hashToken(key),
      expiresAt: new Date(now().getTime() + ttlMs),
      createdAt: now(),
    });
    return key;
  }

  async function latestKeyAt(tx: DbOrTx, userId: string, purpose: KeyPurpose): Promise<Date | undefined> {
    const [row] = await tx
      .select({ createdAt: userKeys.createdAt })
      .from(userKeys)
      .where(and(eq(userKeys.userId, userId), eq(userKeys.purpose, purpose)))
      .orderBy(desc(userKeys.createdAt))
      .limit(1);
    return row?.createdAt;
  }

  /** Records the verification mail for a user in the caller's transaction. */
  async function sendVerification(tx: DbOrTx, user: Pick<UserRow, 'id' | 'email' | 'name'>): Promise<void> {
    const key = await issueKey(tx, user.id, 'verify_email', EMAIL_VERIFICATION_TTL_MS);
    await mail.enqueue(tx, user.email, verificationMail(user.name, `${publicUrl}/verify/${key}`));
  }

  type KeyCheck = { ok: true; userId: string; id: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

  /** Looks a mailed key up without spending it. */
  async function findKey(key: string, purpose: KeyPurpose, tx: DbOrTx = db): Promise<KeyCheck> {
    const [row] = await tx
      .select()
      .from(userKeys)
      .where(and(eq(userKeys.keyHash, hashToken(key)), eq(userKeys.purpose, purpose)))
      .limit(1);
    if (!row) return { ok: false, reason: 'invalid' };
    if (row.usedAt) return { ok: false, reason: 'used' };
    if (row.expiresAt <= now()) return { ok: false, reason: 'expired' };
    return { ok: true, userId: row.userId, id: row.id };
  }

  /** Spends a key; false when a concurrent request spent it first. */
  async function spendKey(tx: DbOrTx, id: string): Promise<boolean> {
    const spent = await tx
      .update(userKeys)
      .set({ usedAt: now() })
      .where(and(eq(userKeys.id, id), isNull(userKeys.usedAt)))
      .returning({ id: userKeys.id });
    return spent.length > 0;
  }

  /** Creates a user, the user's first team (as Owner) and points the user at it; undefined when the email is taken. */
  async function createPerson(person: NewPerson, tx: DbOrTx): Promise<UserRow | undefined> {
    const user = await users.create(person, tx);
    if (!user) return undefined;
    const team = await accounts.createTeam(user.id, `${user.name}'s team`, tx);
    await users.setCurrentAccount(user.id, team.id, tx);
    return user;
  }

  return {
    /** Creates the user, the user's first team (as Owner), a session and the verification mail, all or nothing. */
    async register(input: RegisterInput): Promise<TokenAnswer> {
      const taken = () =>
        conflict('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken, fieldError(['email'], 'isUnique', AUTH_MESSAGES.emailTaken));
      if (await users.findByEmail(input.email)) throw taken();
      const passwordHash = await hashPassword(input.password);
      const answer = await db.transaction(async (tx) => {
        const user = await createPerson(
          {
            email: input.email,
            passwordHash,
            name: input.profile.name,
            lastname: input.profile.lastname,
            company: input.profile.company ?? null,
            isVerified: false,
            isVelory: input.isVelory ?? false,
          },
          tx,
        );
        // A concurrent sign-up with the same email won the unique index.
        if (!user) throw taken();
        await sendVerification(tx, user);
        return createSession(user.id, true, tx);
      });
      mail.kick();
      return answer;
    },

    async login(input: LoginInput, ip: string): Promise<LoginAnswer> {
      const keys = failureKeys(input.email, ip);
      await assertNotLimited(keys);
      const user = await users.findByEmail(input.email);
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid) {
        await recordFailure(keys);
        throw badRequest(AUTH_MESSAGES.wrongCredentials);
      }
      const answer = await signIn(user.id, input.remember);
      // With a second factor the failures are cleared only once the code is right.
      if ('token' in answer) await db.delete(loginFailures).where(eq(loginFailures.key, keys[0] as string));
      return answer;
    },

    /** The second sign-in step: the key from the first step and a code from the authenticator. */
    async completeMfaLogin(input: { key: string; code: string }, ip: string): Promise<TokenAnswer> {
      const [challenge] = await db
        .select()
        .from(mfaChallenges)
        .where(eq(mfaChallenges.keyHash, hashToken(input.key)))
        .limit(1);
      const expired = () => new AppError(400, 'MFA_KEY_INVALID', M.mfaKeyExpired);
      if (!challenge || challenge.usedAt || challenge.expiresAt <= now()) throw expired();
      const noTriesLeft = () => new AppError(429, 'TOO_MANY_ATTEMPTS', M.mfaTooManyTries);
      if (challenge.tries >= MFA_LOGIN_MAX_TRIES) throw noTriesLeft();
      // Count the try first, so concurrent guesses cannot exceed the limit.
      const counted = await db
        .update(mfaChallenges)
        .set({ tries: sql`${mfaChallenges.tries} + 1` })
        .where(
          and(eq(mfaChallenges.id, challenge.id), lt(mfaChallenges.tries, MFA_LOGIN_MAX_TRIES), isNull(mfaChallenges.usedAt)),
        )
        .returning({ tries: mfaChallenges.tries });
      if (counted.length === 0) throw noTriesLeft();
      const user = await users.findById(challenge.userId);
      if (!user) throw expired();
      const keys = failureKeys(user.email, ip);
      await assertNotLimited(keys);
      const result = await mfa.verify(user.id, input.code);
      if (result !== 'ok') {
        // Wrong codes count as failed sign-ins, so starting over does not give unlimited guesses.
        await recordFailure(keys);
        throw codeError(result);
      }
      const answer = await db.transaction(async (tx) => {
        const used = await tx
          .update(mfaChallenges)
          .set({ usedAt: now() })
          .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.usedAt)))
          .returning({ id: mfaChallenges.id });
        if (used.length === 0) throw expired();
        return createSession(user.id, challenge.remember, tx);
      });
      await db.delete(loginFailures).where(eq(loginFailures.key, keys[0] as string));
      return answer;
    },

    /** Marks the user of a verification key verified; the key works once, for 24 hours. */
    async verifyEmail(key: string): Promise<OkAnswer> {
      await db.transaction(async (tx) => {
        const found = await findKey(key, 'verify_email', tx);
        if (!found.ok) {
          const message = { invalid: M.verifyKeyInvalid, used: M.verifyKeyUsed, expired: M.verifyKeyExpired }[found.reason];
          throw new AppError(400, 'INVALID_KEY', message);
        }
        if (!(await spendKey(tx, found.id))) throw new AppError(400, 'INVALID_KEY', M.verifyKeyUsed);
        await users.markVerified(found.userId, tx);
      });
      return { ok: true };
    },

    /** Sends a new verification link: at most one mail per minute per user (the sign-up mail counts). */
    async resendVerification(userId: string): Promise<OkAnswer> {
      await db.transaction(async (tx) => {
        // The lock serializes concurrent resends of one user, so the limit holds.
        const user = await users.lockById(userId, tx);
        if (!user) throw badRequest('User not found');
        if (user.isVerified) throw new AppError(400, 'ALREADY_VERIFIED', M.alreadyVerified);
        const last = await latestKeyAt(tx, userId, 'verify_email');
        const wait = last ? last.getTime() + VERIFICATION_RESEND_INTERVAL_MS - now().getTime() : 0;
        if (wait > 0) {
          const seconds = Math.ceil(wait / 1000);
          throw tooMany(
            'TOO_MANY_REQUESTS',
            `A verification mail was sent less than a minute ago. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
            wait,
          );
        }
        await sendVerification(tx, user);
      });
      mail.kick();
      return { ok: true };
    },

    /**
     * Mails a reset link when the address has an account. The answer is the
     * same either way, and at most one mail per address per minute is sent.
     */
    async requestPasswordReset(email: string): Promise<OkAnswer> {
      const user = await users.findByEmail(email);
      if (user) {
        const sent = await db.transaction(async (tx) => {
          const locked = await users.lockById(user.id, tx);
          if (!locked) return false;
          const last = await latestKeyAt(tx, user.id, 'reset_password');
          if (last && now().getTime() - last.getTime() < PASSWORD_RESET_INTERVAL_MS) return false;
          const key = await issueKey(tx, user.id, 'reset_password', PASSWORD_RESET_TTL_MS);
          await mail.enqueue(tx, locked.email, passwordResetMail(locked.name, `${publicUrl}/new-password/${key}`));
          return true;
        });
        if (sent) mail.kick();
      }
      return { ok: true };
    },

    /**
     * Sets a new password with a reset key (single use, 1 hour). Every session
     * of the user ends and other reset links stop working. Opening the mailed
     * link proves the address, so the email counts as verified.
     */
    async resetPassword(input: { key: string; password: string }): Promise<OkAnswer> {
      const reject = (reason: 'invalid' | 'used' | 'expired') =>
        new AppError(400, 'INVALID_KEY', reason === 'expired' ? M.resetKeyExpired : M.resetKeyInvalid);
      const found = await findKey(input.key, 'reset_password');
      if (!found.ok) throw reject(found.reason);
      const passwordHash = await hashPassword(input.password);
      const email = await db.transaction(async (tx) => {
        if (!(await spendKey(tx, found.id))) throw reject('used');
        const user = await users.findById(found.userId, tx);
        if (!user) throw reject('invalid');
        await users.setPasswordHash(user.id, passwordHash, tx);
        await users.markVerified(user.id, tx);
        await revokeAllSessions(user.id, tx);
        await tx
          .update(userKeys)
          .set({ usedAt: now() })
          .where(
            and(
              eq(userKeys.userId, user.id),
              eq(userKeys.purpose, 'reset_password'),
              isNull(userKeys.usedAt),
              ne(userKeys.id, found.id),
            ),
          );
        return user.email;
      });
      // A person who just proved their address may sign in right away.
      await db.delete(loginFailures).where(eq(loginFailures.key, `email:${email.toLowerCase()}`));
      return { ok: true };
    },

    createSession,
    signIn,
    createPerson,

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

    revokeAllSessions,

    /** Deletes what can no longer be used: old sessions, keys and challenges, and failures outside the limit's window. */
    async purgeExpired(): Promise<number> {
      const keepAfter = new Date(now().getTime() - RETENTION_MS);
      const failuresBefore = new Date(now().getTime() - LOGIN_FAILURE_WINDOW_MS);
      return db.transaction(async (tx) => {
        const deleted = [
          await tx.delete(sessions).where(or(lt(sessions.expiresAt, keepAfter), lt(sessions.revokedAt, keepAfter))).returning({ id: sessions.id }),
          await tx.delete(userKeys).where(lt(userKeys.expiresAt, keepAfter)).returning({ id: userKeys.id }),
          await tx.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, keepAfter)).returning({ id: mfaChallenges.id }),
          await tx.delete(loginFailures).where(lt(loginFailures.createdAt, failuresBefore)).returning({ id: loginFailures.id }),
        ];
        return deleted.reduce((sum, rows) => sum + rows.length, 0);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
