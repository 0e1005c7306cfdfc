import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { AUTH_MESSAGES as M } from '@portal/shared/auth/auth.constants';
import type { ChangePasswordBody } from '@portal/shared/auth/auth.schemas';
import type { Db } from '../../db/client';
import { badRequest, fieldError, unauthorized } from '../../lib/app-error';
import type { PasswordsService } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import type { MailService } from '../mail/mail.service';
import type { UserRow, UsersService } from '../users/users.service';
import { knownBrowsers, sessions } from './auth.table';
import type { LoginLimitService } from './login-limit.service';
import type { OkAnswer } from '@portal/shared/common/shared-schemas';

interface Deps {
  db: Db;
  users: UsersService;
  mail: MailService;
  passwords: PasswordsService;
  loginLimit: LoginLimitService;
  now: () => Date;
}

/** Where a request comes from, for the security mails. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** A browser as people read it: the User-Agent, cut short. */
const browserOf = (userAgent: string | undefined) =>
  userAgent?.trim() ? userAgent.trim().slice(0, 160) : 'an unknown browser';

/**
 * What a signed-in user does to the security of their account: changing the password, and the
 * browsers they sign in from. Each sends a security mail when the user turned them on.
 */
export function createAccountSecurityService({ db, users, mail, passwords, loginLimit, now }: Deps) {
  return {
    /**
     * Remembers the browser of a sign-in; the first sign-in from another browser than the ones
     * seen before mails the user (a first browser ever, e.g. at sign-up, is just remembered).
     */
    async signedIn(user: UserRow, client: ClientInfo): Promise<void> {
      const browserHash = hashToken(`browser:${client.userAgent ?? ''}`);
      const added = await db
        .insert(knownBrowsers)
        .values({ userId: user.id, browserHash, createdAt: now() })
        .onConflictDoNothing()
        .returning({ userId: knownBrowsers.userId });
      if (added.length === 0) return;
      const [known] = await db.select({ n: count() }).from(knownBrowsers).where(eq(knownBrowsers.userId, user.id));
      if ((known?.n ?? 0) > 1)
        await mail.notifySecurity(db, user, {
          kind: 'newBrowser',
          browser: browserOf(client.userAgent),
          ip: client.ip,
          at: now(),
        });
    },

    /**
     * Changes the password with the current one (a try of the sign-in limit, taken before the
     * check); every other session of the user ends, the one asking stays.
     */
    async changePassword(
      identity: { userId: string; sessionId: string },
      input: ChangePasswordBody,
      ip: string,
    ): Promise<OkAnswer> {
      const user = await users.findById(identity.userId);
      if (!user) throw unauthorized();
      const attempt = await loginLimit.reserve(user.email, ip);
      if (!(await passwords.verify(user.passwordHash, input.currentPassword))) {
        throw badRequest(M.currentPasswordWrong, fieldError(['currentPassword'], 'isValid', M.currentPasswordWrong));
      }
      await attempt.release();
      const passwordHash = await passwords.hash(input.password);
      await db.transaction(async (tx) => {
        await users.setPasswordHash(user.id, passwordHash, tx);
        await tx
          .update(sessions)
          .set({ revokedAt: now() })
          .where(and(eq(sessions.userId, user.id), ne(sessions.id, identity.sessionId), isNull(sessions.revokedAt)));
        await mail.notifySecurity(tx, user, { kind: 'passwordChanged' });
      });
      return { ok: true };
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
