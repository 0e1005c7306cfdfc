import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { AUTH_MESSAGES as M, MFA_LOGIN_MAX_TRIES, MFA_LOGIN_TTL_MS } from '@portal/shared/auth/auth.constants';
import type { LoginAnswer, TokenAnswer } from '@portal/shared/auth/auth.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, fieldError } from '../../lib/app-error';
import type { PasswordsService } from '../../lib/passwords';
import { RETENTION_MS } from '../../lib/retention';
import { hashToken, newToken } from '../../lib/tokens';
import { codeError, type MfaService } from '../mfa/mfa.service';
import type { TeamsService } from '../teams/teams.service';
import type { NewUser, UserRow, UsersService } from '../users/users.service';
import type { AccountSecurityService, ClientInfo } from './account-security.service';
import type { Device } from './device-cookies.service';
import { mfaChallenges } from './auth.table';
import type { LoginLimitService } from './login-limit.service';
import type { MailedKeysService } from './mailed-keys.service';
import type { SessionsService } from './sessions.service';

interface Deps {
  db: Db;
  users: UsersService;
  teams: TeamsService;
  mfa: MfaService;
  sessions: SessionsService;
  loginLimit: LoginLimitService;
  mailedKeys: MailedKeysService;
  passwords: PasswordsService;
  accountSecurity: AccountSecurityService;
  now: () => Date;
}

export interface RegisterInput {
  email: string;
  password: string;
  profile: { name: string; lastname: string; company?: string | undefined };
  isVelory?: boolean | undefined;
}

/** Where a sign-in comes from, with the device cookie its browser holds (device-cookies.service.ts). */
export interface SignInClient extends ClientInfo {
  device: Device | undefined;
}

/** A sign-in's answer, and the user whose device cookie the browser gets when it completed (undefined: not yet). */
export interface SignedIn<A> {
  answer: A;
  trustedUserId: string | undefined;
}

/** The nonce of the browser's device cookie when the cookie is the signing-in user's own. */
const trustedDeviceOf = (client: SignInClient, userId: string | undefined) =>
  client.device && userId !== undefined && client.device.userId === userId ? client.device.nonce : undefined;

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

/** Sign-up and sign-in: registration, the password step and the second-factor step. */
export function createAuthService({
  db,
  users,
  teams,
  mfa,
  sessions,
  loginLimit,
  mailedKeys,
  passwords,
  accountSecurity,
  now,
}: Deps) {
  /**
   * A session, or, when the user has a second factor, the key of the second
   * step (valid 5 minutes for 5 tries). `remember` carries to that session.
   */
  async function signIn(userId: string, remember: boolean, tx: DbOrTx = db): Promise<LoginAnswer> {
    if (!(await mfa.isEnabled(userId, tx))) return sessions.create(userId, remember, tx);
    const key = newToken();
    const at = now();
    await tx.insert(mfaChallenges).values({
      userId,
      keyHash: hashToken(key),
      remember,
      expiresAt: new Date(at.getTime() + MFA_LOGIN_TTL_MS),
      createdAt: at,
    });
    return { mfa: true, key };
  }

  /** Creates a user, the user's first team (as Owner, the current team); undefined when the email is taken. */
  async function createPerson(person: NewUser, tx: DbOrTx): Promise<UserRow | undefined> {
    const user = await users.create(person, tx);
    if (!user) return undefined;
    await teams.create(user.id, `${user.name}'s team`, tx);
    return user;
  }

  /** Counts a try of a second-step key first, so concurrent guesses cannot pass the limit. */
  async function countTry(challengeId: string): Promise<boolean> {
    const counted = await db
      .update(mfaChallenges)
      .set({ tries: sql`${mfaChallenges.tries} + 1` })
      .where(
        and(
          eq(mfaChallenges.id, challengeId),
          lt(mfaChallenges.tries, MFA_LOGIN_MAX_TRIES),
          isNull(mfaChallenges.usedAt),
        ),
      )
      .returning({ id: mfaChallenges.id });
    return counted.length > 0;
  }

  return {
    signIn,
    createPerson,

    /** Creates the user, the user's first team (as Owner), a session and the verification mail, all or nothing. */
    async register(input: RegisterInput, client: ClientInfo): Promise<TokenAnswer> {
      const taken = () => conflict('EMAIL_TAKEN', M.emailTaken, fieldError(['email'], 'isUnique', M.emailTaken));
      if (await users.findByEmail(input.email)) throw taken();
      const passwordHash = await passwords.hash(input.password);
      const { user, answer } = await db.transaction(async (tx) => {
        const { name, lastname, company } = input.profile;
        const person = {
          email: input.email,
          passwordHash,
          name,
          lastname,
          company: company ?? null,
          isVerified: false,
          isVelory: input.isVelory ?? false,
        };
        const user = await createPerson(person, tx);
        // A concurrent sign-up with the same email won the unique index.
        if (!user) throw taken();
        await mailedKeys.sendVerification(tx, user);
        return { user, answer: await sessions.create(user.id, true, tx) };
      });
      await mailedKeys.countSignUpMail(user.id);
      await accountSecurity.signedIn(user, client);
      return answer;
    },

    /**
     * The password step. Its attempt is taken before the password is checked, so concurrent guesses never pass the
     * limit; a browser with the account's device cookie counts on its own (login-limit.service.ts).
     */
    async login(input: LoginInput, client: SignInClient): Promise<SignedIn<LoginAnswer>> {
      const trustedUser = client.device ? await users.findByEmail(input.email) : undefined;
      const attempt = await loginLimit.reserveSignIn(input.email, client.ip, trustedDeviceOf(client, trustedUser?.id));
      const user = trustedUser ?? (await users.findByEmail(input.email));
      // A wrong password keeps its attempt taken: that is the failure the limit counts.
      if (!(await passwords.verify(user?.passwordHash, input.password)) || !user) throw badRequest(M.wrongCredentials);
      const answer = await signIn(user.id, input.remember);
      // With a second factor the earlier failures are forgotten only once the code is right.
      if (!('token' in answer)) {
        await attempt.reservation.release();
        return { answer, trustedUserId: undefined };
      }
      await loginLimit.signedIn(attempt, input.email);
      await accountSecurity.signedIn(user, client);
      return { answer, trustedUserId: user.id };
    },

    /** The second sign-in step: the key from the first step and a code from the authenticator. */
    async completeMfaLogin(input: { key: string; code: string }, client: SignInClient): Promise<SignedIn<TokenAnswer>> {
      const [challenge] = await db
        .select()
        .from(mfaChallenges)
        .where(eq(mfaChallenges.keyHash, hashToken(input.key)))
        .limit(1);
      const expired = () => new AppError(400, 'MFA_KEY_INVALID', M.mfaKeyExpired);
      if (!challenge || challenge.usedAt || challenge.expiresAt <= now()) throw expired();
      const noTriesLeft = () => new AppError(429, 'TOO_MANY_ATTEMPTS', M.mfaTooManyTries);
      if (challenge.tries >= MFA_LOGIN_MAX_TRIES || !(await countTry(challenge.id))) throw noTriesLeft();
      const user = await users.findById(challenge.userId);
      if (!user) throw expired();
      // Codes count as sign-in attempts too, so starting over does not give unlimited guesses.
      const attempt = await loginLimit.reserveSignIn(user.email, client.ip, trustedDeviceOf(client, user.id));
      const result = await mfa.verify(user.id, input.code);
      if (result !== 'ok') throw codeError(result);
      const answer = await db.transaction(async (tx) => {
        const used = await tx
          .update(mfaChallenges)
          .set({ usedAt: now() })
          .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.usedAt)))
          .returning({ id: mfaChallenges.id });
        if (used.length === 0) throw expired();
        return sessions.create(user.id, challenge.remember, tx);
      });
      await loginLimit.signedIn(attempt, user.email);
      await accountSecurity.signedIn(user, client);
      return { answer, trustedUserId: user.id };
    },

    /** Deletes second-step keys that expired longer ago than the retention. */
    async purgeExpired(): Promise<number> {
      const keepAfter = new Date(now().getTime() - RETENTION_MS);
      const rows = await db
        .delete(mfaChallenges)
        .where(lt(mfaChallenges.expiresAt, keepAfter))
        .returning({ id: mfaChallenges.id });
      return rows.length;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
