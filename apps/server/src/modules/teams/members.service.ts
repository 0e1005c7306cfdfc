import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Account } from '@portal/shared/accounts/accounts.schemas';
import { ROLE_DISPLAY_NAMES } from '@portal/shared/accounts/accounts.constants';
import { type MemberChange, memberChangeRefusal } from '@portal/shared/members/member-rules';
import {
  INVITATION_TTL_MS,
  INVITE_ROLE_TO_ROLE,
  MEMBER_MESSAGES as M,
  type InviteRole,
} from '@portal/shared/members/members.constants';
import type { Member } from '@portal/shared/members/members.schemas';
import type { Action } from '@portal/shared/permissions/permissions';
import type { Db, DbOrTx } from '../../db/client';
import { whereTeam } from '../../db/scoped';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../lib/app-error';
import type { LimitStore } from '../../lib/limit-store';
import { RETENTION_MS } from '../../lib/retention';
import { hashToken, newToken } from '../../lib/tokens';
import type { MailService } from '../mail/mail.service';
import { invitationMail } from '../mail/mail.templates';
import type { UserRow, UsersService } from '../users/users.service';
import { fullName, invitationCodes, openInvitation } from './invitation-codes';
import type { TeamScope } from './team-scope';
import { type InvitationRow, type MembershipRow, invitations } from './teams.table';
import type { TeamsService } from './teams.service';

interface Deps {
  db: Db;
  teams: TeamsService;
  users: UsersService;
  mail: MailService;
  limits: LimitStore;
  publicUrl: string;
  now: () => Date;
}

/** Invitation codes a user may try in 15 minutes (info or accept) before 429: codes are not to be guessed. */
const memberNotFound = () => notFound(M.memberNotFound);

function toMember(membership: MembershipRow, user: UserRow | undefined): Member {
  const { id, role, isSuspended, createdAt } = membership;
  const status = isSuspended ? 'suspended' : 'active';
  return {
    id,
    name: user ? fullName(user) : '',
    email: user?.email ?? '',
    role,
    status,
    isSuspended,
    createdAt: createdAt.toISOString(),
  };
}

function toInvited(row: InvitationRow): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: 'invited',
    isSuspended: false,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A team's members and invitations. Calls run with the scope the route
 * resolved (an active member allowed the action). Changes to one team's
 * members and invitations hold the team's lock and check the caller again
 * under it, so two admins acting at once cannot leave the team in a state
 * neither asked for.
 */
export function createMembersService({ db, teams, users, mail, limits, publicUrl, now }: Deps) {
  const live = () => openInvitation(now);

  async function liveInvitationById(scope: TeamScope, id: string, tx: DbOrTx): Promise<InvitationRow | undefined> {
    const [row] = await tx
      .select()
      .from(invitations)
      .where(whereTeam(invitations, scope, eq(invitations.id, id), live()))
      .limit(1);
    return row;
  }

  /**
   * Runs `work` in a transaction holding the team's lock, with the caller checked again under it (a role or a
   * suspension may just have changed).
   */
  async function underTeamLock<T>(
    scope: TeamScope,
    action: Action,
    work: (scope: TeamScope, tx: DbOrTx) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await teams.lock(scope.accountId, tx);
      return work(await teams.requireTeam(scope.userId, scope.accountId, action, tx), tx);
    });
  }

  /** Nobody changes, suspends or removes themselves or the Owner (the rule the members screen shows too). */
  function guardTarget(scope: TeamScope, target: MembershipRow, change: MemberChange) {
    const refusal = memberChangeRefusal(change, {
      isSelf: target.userId === scope.userId,
      role: target.role,
      isInvitation: false,
    });
    if (refusal) throw new AppError(403, refusal.code, refusal.message);
  }

  async function memberAnswer(membership: MembershipRow, tx: DbOrTx): Promise<Member> {
    return toMember(membership, await users.findById(membership.userId, tx));
  }

  /** Takes a member out of the team; when it was their current team, another of theirs (or none) becomes it. */
  async function dropMembership(scope: TeamScope, membership: MembershipRow, tx: DbOrTx): Promise<void> {
    await teams.removeMembership(membership.id, tx);
    const person = await users.lockById(membership.userId, tx);
    if (person?.metaAccountId === scope.accountId) {
      const [next] = await teams.listForUser(membership.userId, tx);
      await users.setCurrentAccount(membership.userId, next?.id ?? null, tx);
    }
  }

  /** A new code for an invitation row (7 days from now) and its mail; the old code stops working. */
  async function mailInvitation(scope: TeamScope, row: InvitationRow, tx: DbOrTx): Promise<InvitationRow> {
    const team = await teams.find(scope.accountId, tx);
    if (!team) throw new Error('a locked team vanished');
    const code = newToken(32);
    const at = now();
    const [updated] = await tx
      .update(invitations)
      .set({
        codeHash: hashToken(code),
        expiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
        invitedBy: scope.userId,
        createdAt: at,
      })
      .where(eq(invitations.id, row.id))
      .returning();
    if (!updated) throw new Error('invitation update matched nothing');
    const inviter = await users.findById(scope.userId, tx);
    const inviterName = inviter ? fullName(inviter) || inviter.email : 'A team admin';
    await mail.enqueue(
      tx,
      row.email,
      invitationMail({
        name: row.name,
        teamName: team.name,
        inviterName,
        roleName: ROLE_DISPLAY_NAMES[row.role],
        link: `${publicUrl}/invite/${code}`,
      }),
    );
    return updated;
  }

  return {
    ...invitationCodes({ db, teams, users, limits, now }),
    /** Deletes invitations that expired unaccepted longer ago than the retention. */
    async purgeExpiredInvitations(): Promise<number> {
      const keepAfter = new Date(now().getTime() - RETENTION_MS);
      const rows = await db
        .delete(invitations)
        .where(and(isNull(invitations.acceptedAt), lt(invitations.expiresAt, keepAfter)))
        .returning({ id: invitations.id });
      return rows.length;
    },

    /** The team's members (oldest first), then its open invitations (status invited). */
    async list(scope: TeamScope): Promise<Member[]> {
      const memberships = await teams.listMemberships(scope);
      const people = new Map((await users.findByIds(memberships.map((m) => m.userId))).map((user) => [user.id, user]));
      const open = await db
        .select()
        .from(invitations)
        .where(whereTeam(invitations, scope, live()))
        .orderBy(asc(invitations.createdAt), asc(invitations.id));
      return [...memberships.map((m) => toMember(m, people.get(m.userId))), ...open.map(toInvited)];
    },

    /**
     * Invites a person: mails a link with a new code (7 days). An open
     * invitation of the same address is replaced, and its code stops working.
     */
    async invite(scope: TeamScope, input: { name: string; email: string; role: InviteRole }): Promise<Member> {
      const email = input.email.trim();
      const role = INVITE_ROLE_TO_ROLE[input.role];
      const invited = await underTeamLock(scope, 'inviteMember', async (scope, tx) => {
        const team = await teams.find(scope.accountId, tx);
        if (!team) throw new Error('a locked team vanished');
        const existing = await users.findByEmail(email, tx);
        if (existing && (await teams.membershipOf(existing.id, scope.accountId, tx))) {
          throw conflict('ALREADY_MEMBER', M.alreadyMember, fieldError(['data', 'email'], 'isUnique', M.alreadyMember));
        }
        await tx
          .delete(invitations)
          .where(
            whereTeam(
              invitations,
              scope,
              sql`lower(${invitations.email}) = lower(${email})`,
              isNull(invitations.acceptedAt),
            ),
          );
        // Written with a code nobody holds; mailInvitation gives it the mailed one.
        const [row] = await tx
          .insert(invitations)
          .values({
            accountId: scope.accountId,
            email,
            name: input.name,
            role,
            codeHash: hashToken(newToken(32)),
            expiresAt: now(),
            invitedBy: scope.userId,
            createdAt: now(),
          })
          .returning();
        if (!row) throw new Error('invitation insert returned nothing');
        return mailInvitation(scope, row, tx);
      });
      return toInvited(invited);
    },

    /** Sends an open invitation again with a new code (7 days from now); the old code stops working. */
    async resend(scope: TeamScope, id: string): Promise<Member> {
      const resent = await underTeamLock(scope, 'resendInvitation', async (scope, tx) => {
        const invitation = await liveInvitationById(scope, id, tx);
        if (!invitation) throw memberNotFound();
        return mailInvitation(scope, invitation, tx);
      });
      return toInvited(resent);
    },

    /** The caller leaves the team (an Owner cannot: the permissions table). */
    async leave(scope: TeamScope): Promise<void> {
      await underTeamLock(scope, 'leaveTeam', async (scope, tx) => {
        const membership = await teams.findMembership(scope, scope.membershipId, tx);
        if (!membership) throw memberNotFound();
        await dropMembership(scope, membership, tx);
      });
    },

    /** Renames the team (its Owner). */
    async rename(scope: TeamScope, name: string): Promise<Account> {
      return underTeamLock(scope, 'renameTeam', async (scope, tx) => {
        const renamed = await teams.rename(scope.accountId, name, tx);
        return { id: renamed.id, name: renamed.name, role: scope.role };
      });
    },

    /** Changes a member's role (or the role an open invitation will give) to Admin, Developer or Viewer. */
    async changeRole(scope: TeamScope, id: string, inviteRole: InviteRole): Promise<Member> {
      const role = INVITE_ROLE_TO_ROLE[inviteRole];
      return underTeamLock(scope, 'changeMemberRole', async (scope, tx) => {
        const target = await teams.findMembership(scope, id, tx);
        if (target) {
          guardTarget(scope, target, 'role');
          return memberAnswer(await teams.updateMembership(target.id, { role }, tx), tx);
        }
        const invitation = await liveInvitationById(scope, id, tx);
        if (!invitation) throw memberNotFound();
        const [updated] = await tx
          .update(invitations)
          .set({ role })
          .where(eq(invitations.id, invitation.id))
          .returning();
        return toInvited(updated ?? invitation);
      });
    },

    /** Suspends an active member, or gives a suspended one access again. */
    async toggleSuspended(scope: TeamScope, id: string): Promise<Member> {
      return underTeamLock(scope, 'suspendMember', async (scope, tx) => {
        const target = await teams.findMembership(scope, id, tx);
        if (!target) {
          if (await liveInvitationById(scope, id, tx)) throw badRequest(M.suspendInvitation);
          throw memberNotFound();
        }
        guardTarget(scope, target, 'suspend');
        return memberAnswer(await teams.updateMembership(target.id, { isSuspended: !target.isSuspended }, tx), tx);
      });
    },

    /**
     * Removes a member (who then falls back to another of their teams as the
     * current one), or withdraws an open invitation (its code stops working).
     */
    async remove(scope: TeamScope, id: string): Promise<void> {
      await underTeamLock(scope, 'deleteMember', async (scope, tx) => {
        const target = await teams.findMembership(scope, id, tx);
        if (target) {
          guardTarget(scope, target, 'delete');
          await dropMembership(scope, target, tx);
          return;
        }
        const deleted = await tx
          .delete(invitations)
          .where(whereTeam(invitations, scope, eq(invitations.id, id), isNull(invitations.acceptedAt)))
          .returning({ id: invitations.id });
        if (deleted.length === 0) throw memberNotFound();
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
