import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { AUTH_MESSAGES as M, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@portal/shared/auth/auth.constants';
import type { MfaGenerateAnswer, MfaStatus } from '@portal/shared/auth/auth.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, fieldError, notFound } from '../../lib/app-error';
import { createAttemptLimiter } from '../../lib/attempt-limiter';
import type { LimitStore } from '../../lib/limit-store';
import type { SecretBox } from '../../lib/secret-box';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import { userMfa } from './mfa.table';

/** How a code fared: accepted (and now spent), wrong, or a replay of an accepted code. */
export type CodeCheck = 'ok' | 'wrong' | 'reused';

interface Deps {
  db: Db;
  users: UsersService;
  secretBox: SecretBox;
  limits: LimitStore;
  mail: MailService;
  now: () => Date;
}

/** Code checks per user per minute on enable and disable: a stolen session cannot guess its way. */
export const CODE_CHECKS_PER_MINUTE = 10;

const aadFor = (userId: string) => `totp:${userId}`;

/** The answer for a refused code, under the form's code field. */
export function codeError(check: Exclude<CodeCheck, 'ok'>): AppError {
  const message = check === 'reused' ? M.codeReused : M.codeWrong;
  return badRequest(message, fieldError(['code'], 'isValid', message));
}

export function createMfaService({ db, users, secretBox, limits, mail, now }: Deps) {
  const codeLimit = createAttemptLimiter({
    store: limits,
    name: 'mfa-code',
    limit: CODE_CHECKS_PER_MINUTE,
    windowMs: 60_000,
    refuse: (seconds) =>
      new AppError(
        429,
        'TOO_MANY_ATTEMPTS',
        `Too many codes. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        undefined,
        {
          'retry-after': String(seconds),
        },
      ),
  });

  /** Checks a code of the user's own factor (enable, disable), its attempt taken first. */
  async function limitedCheck(row: typeof userMfa.$inferSelect, code: string): Promise<CodeCheck> {
    const attempt = await codeLimit.reserve([row.userId]);
    const result = await check(row, code);
    if (result === 'ok') await attempt.succeed([row.userId]);
    return result;
  }

  const totpFor = (secret: Secret, label = '') =>
    new TOTP({
      issuer: TOTP_ISSUER,
      label,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      secret,
    });

  async function rowOf(userId: string, tx: DbOrTx = db) {
    const [row] = await tx.select().from(userMfa).where(eq(userMfa.userId, userId)).limit(1);
    return row;
  }

  /**
   * Checks a code against the stored secret with one step of drift either way,
   * and spends its step: the same code (or an older one) is refused afterwards.
   */
  async function check(row: typeof userMfa.$inferSelect, code: string, tx: DbOrTx = db): Promise<CodeCheck> {
    const secret = Secret.fromBase32(secretBox.decrypt(row.secretSealed, aadFor(row.userId)));
    const totp = totpFor(secret);
    const timestamp = now().getTime();
    const delta = totp.validate({ token: code, timestamp, window: 1 });
    if (delta === null) return 'wrong';
    const step = totp.counter({ timestamp }) + delta;
    const spent = await tx
      .update(userMfa)
      .set({ lastUsedStep: step })
      .where(and(eq(userMfa.userId, row.userId), or(isNull(userMfa.lastUsedStep), lt(userMfa.lastUsedStep, step))))
      .returning({ userId: userMfa.userId });
    return spent.length > 0 ? 'ok' : 'reused';
  }

  return {
    async status(userId: string): Promise<MfaStatus> {
      const row = await rowOf(userId);
      return { enabled: Boolean(row?.enabledAt), pending: Boolean(row && !row.enabledAt) };
    },

    async isEnabled(userId: string, tx: DbOrTx = db): Promise<boolean> {
      return Boolean((await rowOf(userId, tx))?.enabledAt);
    },

    /** A new secret, stored encrypted and not active until a code from it is validated. */
    async generate(userId: string): Promise<MfaGenerateAnswer> {
      const user = await users.findById(userId);
      if (!user) throw notFound('User not found');
      if ((await rowOf(userId))?.enabledAt) throw badRequest(M.mfaAlreadyEnabled);
      const secret = new Secret({ size: 20 });
      const sealed = secretBox.encrypt(secret.base32, aadFor(userId));
      const saved = await db
        .insert(userMfa)
        .values({ userId, secretSealed: sealed, createdAt: now() })
        .onConflictDoUpdate({
          target: userMfa.userId,
          set: { secretSealed: sealed, lastUsedStep: null, createdAt: now() },
          // Never replace an enabled factor (a concurrent enable won).
          setWhere: isNull(userMfa.enabledAt),
        })
        .returning({ userId: userMfa.userId });
      if (saved.length === 0) throw badRequest(M.mfaAlreadyEnabled);
      return { uri: totpFor(secret, user.email).toString(), secret: secret.base32 };
    },

    /** Turns the generated secret on with a first valid code. */
    async enable(userId: string, code: string): Promise<MfaStatus> {
      const row = await rowOf(userId);
      if (row?.enabledAt) throw badRequest(M.mfaAlreadyEnabled);
      if (!row) throw badRequest(M.mfaNotPending);
      const result = await limitedCheck(row, code);
      if (result !== 'ok') throw codeError(result);
      await db.transaction(async (tx) => {
        await tx.update(userMfa).set({ enabledAt: now() }).where(eq(userMfa.userId, userId));
        const user = await users.findById(userId, tx);
        if (user) await mail.notifySecurity(tx, user, { kind: 'secondFactorEnabled' });
      });
      return { enabled: true, pending: false };
    },

    /** Turns the second factor off; a valid code proves the authenticator is at hand. */
    async disable(userId: string, code: string): Promise<MfaStatus> {
      const row = await rowOf(userId);
      if (!row?.enabledAt) throw badRequest(M.mfaNotEnabled);
      const result = await limitedCheck(row, code);
      if (result !== 'ok') throw codeError(result);
      await db.transaction(async (tx) => {
        await tx.delete(userMfa).where(eq(userMfa.userId, userId));
        const user = await users.findById(userId, tx);
        if (user) await mail.notifySecurity(tx, user, { kind: 'secondFactorDisabled' });
      });
      return { enabled: false, pending: false };
    },

    /** Drops the factor without a code (an account taken over by its proven owner). */
    async remove(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(userMfa).where(eq(userMfa.userId, userId));
    },

    /** The second sign-in step: checks and spends a code of an enabled factor. */
    async verify(userId: string, code: string, tx: DbOrTx = db): Promise<CodeCheck> {
      const row = await rowOf(userId, tx);
      if (!row?.enabledAt) return 'wrong';
      return check(row, code, tx);
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
