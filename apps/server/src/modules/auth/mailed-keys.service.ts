import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES as M,
  EMAIL_VERIFICATION_TTL_MS,
  PASSWORD_RESET_INTERVAL_MS,
  PASSWORD_RESET_TTL_MS,
  VERIFICATION_RESEND_INTERVAL_MS,
} from '@portal/shared/auth/auth.constants';
import type { Database, Db, DbOrTx } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import type { LimitStore } from '../../lib/limit-store';
import type { PasswordsService } from '../../lib/passwords';
import { type QueueTiming, createQueueWorker } from '../../lib/queue-worker';
import { RETENTION_MS } from '../../lib/retention';
import { hashToken, newToken } from '../../lib/tokens';
import type { MailService } from '../mail/mail.service';
import { passwordResetMail, verificationMail } from '../mail/mail.templates';
import type { UserRow, UsersService } from '../users/users.service';
import { type KeyPurpose, passwordResetRequests, userKeys } from './auth.table';
import type { LoginLimitService } from './login-limit.service';
import type { SessionsService } from './sessions.service';
import type { OkAnswer } from '@portal/shared/common/shared-schemas';

interface Deps {
  db: Db;
  database: Database;
  users: UsersService;
  mail: MailService;
  sessions: SessionsService;
  loginLimit: LoginLimitService;
  passwords: PasswordsService;
  limits: LimitStore;
  log: FastifyBaseLogger;
  queue: QueueTiming;
  publicUrl: string;
  now: () => Date;
}

type KeyCheck = { ok: true; userId: string; id: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

const tooMany = (message: string, retryAfterMs: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/**
 * Keys mailed in links: email verification (24 hours) and password reset (1
 * hour). A key is 32 random bytes, stored as SHA-256 and spent on use.
 */
export function createMailedKeysService({
  db,
  database,
  users,
  mail,
  sessions,
  loginLimit,
  passwords,
  limits,
  log,
  queue,
  publicUrl,
  now,
}: Deps) {
  /** One verification mail a minute per user (the sign-up mail counts). */
  const resendLimit = createAttemptLimiter({
    store: limits,
    name: 'verification-mail',
    limit: 1,
    windowMs: VERIFICATION_RESEND_INTERVAL_MS,
    refuse: (seconds) =>
      tooMany(
        `A verification mail was sent less than a minute ago. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        seconds * 1000,
      ),
  });
  /** One reset mail a minute per address. */
  const resetMailLimit = createAttemptLimiter({
    store: limits,
    name: 'reset-mail',
    limit: 1,
    windowMs: PASSWORD_RESET_INTERVAL_MS,
    refuse: () => new AppError(429, 'TOO_MANY_REQUESTS', 'A reset mail was sent less than a minute ago'),
  });

  /** Stores a new key and answers it (the only time it exists in clear). */
  async function issue(tx: DbOrTx, userId: string, purpose: KeyPurpose, ttlMs: number): Promise<string> {
    const key = newToken();
    const at = now();
    await tx
      .insert(userKeys)
      .values({ userId, purpose, keyHash: hashToken(key), expiresAt: new Date(at.getTime() + ttlMs), createdAt: at });
    return key;
  }

  /** Looks a key up without spending it. */
  async function find(key: string, purpose: KeyPurpose, tx: DbOrTx = db): Promise<KeyCheck> {
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
  async function spend(tx: DbOrTx, id: string): Promise<boolean> {
    const spent = await tx
      .update(userKeys)
      .set({ usedAt: now() })
      .where(and(eq(userKeys.id, id), isNull(userKeys.usedAt)))
      .returning({ id: userKeys.id });
    return spent.length > 0;
  }

  /** Records the verification mail of a user in the caller's transaction. */
  async function sendVerification(tx: DbOrTx, user: Pick<UserRow, 'id' | 'email' | 'name'>): Promise<void> {
    const key = await issue(tx, user.id, 'verify_email', EMAIL_VERIFICATION_TTL_MS);
    await mail.enqueue(tx, user.email, verificationMail(user.name, `${publicUrl}/verify/${key}`));
  }

  /**
   * Works a reset request after its answer: a key and a mail when the address has an account (and had no mail this
   * minute).
   */
  async function workResetRequest(request: { email: string }): Promise<void> {
    const user = await users.findByEmail(request.email);
    if (!user) return;
    const attempt = await resetMailLimit.reserve([user.id]).catch(() => undefined);
    if (!attempt) return;
    await db.transaction(async (tx) => {
      const key = await issue(tx, user.id, 'reset_password', PASSWORD_RESET_TTL_MS);
      await mail.enqueue(tx, user.email, passwordResetMail(user.name, `${publicUrl}/new-password/${key}`));
    });
  }

  const resetWorker = createQueueWorker({
    database,
    log: log.child({ module: 'password-reset' }),
    table: passwordResetRequests,
    states: { pending: 'pending', done: 'done', failed: 'failed' },
    handle: workResetRequest,
    // The typed address is not kept once worked.
    doneValues: () => ({ email: '' }),
    ...queue,
    now,
  });

  return {
    sendVerification,
    resetWorker,

    /** The sign-up's verification mail counts toward the one-a-minute limit of resends. */
    async countSignUpMail(userId: string): Promise<void> {
      await resendLimit.reserve([userId]).catch(() => undefined);
    },

    /** Marks the user of a verification key verified; the key works once, for 24 hours. */
    async verifyEmail(key: string): Promise<OkAnswer> {
      await db.transaction(async (tx) => {
        const found = await find(key, 'verify_email', tx);
        if (!found.ok) {
          const message = { invalid: M.verifyKeyInvalid, used: M.verifyKeyUsed, expired: M.verifyKeyExpired }[
            found.reason
          ];
          throw new AppError(400, 'INVALID_KEY', message);
        }
        if (!(await spend(tx, found.id))) throw new AppError(400, 'INVALID_KEY', M.verifyKeyUsed);
        await users.markVerified(found.userId, tx);
      });
      return { ok: true };
    },

    /** Sends a new verification link: at most one mail per minute per user (the sign-up mail counts). */
    async resendVerification(userId: string): Promise<OkAnswer> {
      const current = await users.findById(userId);
      if (current?.isVerified) throw new AppError(400, 'ALREADY_VERIFIED', M.alreadyVerified);
      // The minute's one mail is taken first, so concurrent resends cannot all pass.
      const attempt = await resendLimit.reserve([userId]);
      try {
        await db.transaction(async (tx) => {
          const user = await users.lockById(userId, tx);
          if (!user) throw badRequest('User not found');
          if (user.isVerified) throw new AppError(400, 'ALREADY_VERIFIED', M.alreadyVerified);
          await sendVerification(tx, user);
        });
      } catch (error) {
        await attempt.release();
        throw error;
      }
      return { ok: true };
    },

    /**
     * Records a reset request and answers at once; the worker mails a link when the address
     * has an account (at most one a minute). So the answer, and its timing, are the same either way.
     */
    async requestPasswordReset(email: string): Promise<OkAnswer> {
      await db.transaction((tx) => resetWorker.enqueue(tx, { email, createdAt: now(), nextAttemptAt: now() }));
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
      const found = await find(input.key, 'reset_password');
      if (!found.ok) throw reject(found.reason);
      const passwordHash = await passwords.hash(input.password);
      const email = await db.transaction(async (tx) => {
        if (!(await spend(tx, found.id))) throw reject('used');
        const user = await users.findById(found.userId, tx);
        if (!user) throw reject('invalid');
        await users.setPasswordHash(user.id, passwordHash, tx);
        await users.markVerified(user.id, tx);
        await sessions.revokeAll(user.id, tx);
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
      await loginLimit.forget(email);
      return { ok: true };
    },

    /** Deletes keys that expired longer ago than the retention, and worked reset requests. */
    async purgeExpired(): Promise<number> {
      const keepAfter = new Date(now().getTime() - RETENTION_MS);
      const rows = await db.delete(userKeys).where(lt(userKeys.expiresAt, keepAfter)).returning({ id: userKeys.id });
      const requests = await db
        .delete(passwordResetRequests)
        .where(inArray(passwordResetRequests.status, ['done', 'failed']))
        .returning({ id: passwordResetRequests.id });
      return rows.length + requests.length;
    },
  };
}

export type MailedKeysService = ReturnType<typeof createMailedKeysService>;
