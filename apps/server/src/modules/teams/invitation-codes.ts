import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Account } from '@portal/shared/accounts/accounts.schemas';
import { MEMBER_MESSAGES as M } from '@portal/shared/members/members.constants';
import type { InviteInfo, InvitePreview } from '@portal/shared/members/members.schemas';
import { can } from '@portal/shared/permissions/permissions';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { createAttemptLimiter, inMinutes } from '../../lib/attempt-limiter';
import type { LimitStore } from '../../lib/limit-store';
import { hashToken } from '../../lib/tokens';
import type { UserRow, UsersService } from '../users/users.service';
import { type InvitationRow, invitations } from './teams.table';
import type { TeamsService } from './teams.service';

interface Deps {
  db: Db;
  teams: TeamsService;
  users: UsersService;
  limits: LimitStore;
  now: () => Date;
}

export const INVITE_CODE_ATTEMPTS = 10;

export const fullName = (user: Pick<UserRow, 'name' | 'lastname'>) =>
  [user.name, user.lastname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const inviteNotFound = () => new AppError(404, 'INVITE_NOT_FOUND', M.inviteNotFound);

/** Open invitations: not accepted and not expired. */
export const openInvitation = (now: () => Date) =>
  and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, now()));

/**
 * What an invitation's code opens: who invited whom to which team, and joining it. Every lookup by code takes one of
 * the caller's attempts first (a wrong code keeps it), so codes cannot be guessed.
 */
export function invitationCodes({ db, teams, users, limits, now }: Deps) {
  const codeAttempts = createAttemptLimiter({
    store: limits,
    name: 'invite-code',
    limit: INVITE_CODE_ATTEMPTS,
    windowMs: 15 * 60 * 1000,
    refuse: (seconds) =>
      new AppError(
        429,
        'TOO_MANY_ATTEMPTS',
        `Too many invitation codes tried. Try again in ${inMinutes(seconds)}.`,
        undefined,
        {
          'retry-after': String(seconds),
        },
      ),
  });

  /** Runs a lookup by code with the user's attempt taken first; a found code gives it back. */
  async function withCodeAttempt<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const attempt = await codeAttempts.reserve([userId]);
    const result = await work().catch(async (error: unknown) => {
      if (!(error instanceof AppError && error.code === 'INVITE_NOT_FOUND')) await attempt.release();
      throw error;
    });
    await attempt.release();
    return result;
  }

  /**
   * The inviter, while still an active member allowed to invite; otherwise the invitation is
   * void (an Admin removed or demoted since cannot still bring someone in).
   */
  async function inviterOf(invitation: InvitationRow, tx: DbOrTx = db): Promise<UserRow | undefined> {
    if (!invitation.invitedBy) return undefined;
    const membership = await teams.membershipOf(invitation.invitedBy, invitation.accountId, tx);
    if (!membership || membership.isSuspended || !can(membership.role, 'inviteMember')) return undefined;
    return users.findById(invitation.invitedBy, tx);
  }

  async function liveInvitationByCode(code: string, tx: DbOrTx = db): Promise<InvitationRow | undefined> {
    if (code.trim() === '') return undefined;
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.codeHash, hashToken(code)), openInvitation(now)))
      .limit(1);
    return row;
  }

  return {
    /**
     * The team an invitation is for, who sent it with which role, and whether it is addressed to the signed-in user.
     */
    async inviteInfo(userId: string, code: string): Promise<InviteInfo> {
      return withCodeAttempt(userId, async () => {
        const invitation = await liveInvitationByCode(code);
        if (!invitation) throw inviteNotFound();
        const [team, user, inviter] = await Promise.all([
          teams.find(invitation.accountId),
          users.findById(userId),
          inviterOf(invitation),
        ]);
        if (!team || !user || !inviter) throw inviteNotFound();
        return {
          name: team.name,
          isMember: sameEmail(user.email, invitation.email),
          inviterName: fullName(inviter) || inviter.email,
          role: invitation.role,
        };
      });
    },

    /** The invitation as its link's holder sees it before signing in; the attempt is the caller's address's. */
    async invitePreview(ip: string, code: string): Promise<InvitePreview> {
      return withCodeAttempt(`ip:${ip}`, async () => {
        const invitation = await liveInvitationByCode(code);
        if (!invitation) throw inviteNotFound();
        const [team, inviter] = await Promise.all([teams.find(invitation.accountId), inviterOf(invitation)]);
        if (!team || !inviter) throw inviteNotFound();
        return { teamName: team.name, inviterName: fullName(inviter) || inviter.email, email: invitation.email };
      });
    },

    /**
     * Makes the signed-in user an active member with the invited role and
     * their current team. Single use; only for the address it was sent to.
     */
    async accept(userId: string, code: string): Promise<Account> {
      const found = await withCodeAttempt(userId, async () => {
        const row = await liveInvitationByCode(code);
        if (!row) throw inviteNotFound();
        return row;
      });
      return db.transaction(async (tx) => {
        // The team's lock first, as every change of its members and invitations takes it.
        const team = await teams.lock(found.accountId, tx);
        const invitation = await liveInvitationByCode(code, tx);
        // The inviter is checked under the lock too: removed, suspended or demoted since, the invitation is void.
        if (!team || !invitation || !(await inviterOf(invitation, tx))) throw inviteNotFound();
        const user = await users.findById(userId, tx);
        if (!user) throw inviteNotFound();
        if (!sameEmail(user.email, invitation.email)) throw new AppError(403, 'INVITE_OTHER_EMAIL', M.inviteOtherEmail);
        if (await teams.membershipOf(userId, team.id, tx)) throw conflict('ALREADY_MEMBER', M.inviteAlreadyMember);
        await tx.update(invitations).set({ acceptedAt: now() }).where(eq(invitations.id, invitation.id));
        const membership = await teams.addMember(team.id, userId, invitation.role, tx);
        await users.setCurrentAccount(userId, team.id, tx);
        return { id: team.id, name: team.name, role: membership.role };
      });
    },
  };
}
