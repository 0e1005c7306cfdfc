import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Account } from '@portal/shared/accounts/accounts.schemas';
import { ROLE_DISPLAY_NAMES, type Role } from '@portal/shared/accounts/accounts.constants';
import {
  INVITATION_TTL_MS,
  INVITE_ROLE_TO_ROLE,
  MEMBER_MESSAGES as M,
  type InviteRole,
} from '@portal/shared/members/members.constants';
import type { InviteInfo, Member } from '@portal/shared/members/members.schemas';
import type { Action } from '@portal/shared/permissions/permissions';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { AccountsService, Membership } from '../accounts/accounts.service';
import type { RequireTeam, TeamScope } from '../accounts/team-scope';
import type { MailService } from '../mail/mail.service';
import { invitationMail } from '../mail/mail.templates';
import type { UserRow } from '../users/users.table';
import type { UsersService } from '../users/users.service';
import { RETENTION_MS } from '../../lib/retention';
import { type InvitationRow, invitations } from './members.table';

interface Deps {
  db: Db;
  accounts: AccountsService;
  users: UsersService;
  mail: MailService;
  requireTeam: RequireTeam;
  /** The address links in mails point to (PUBLIC_URL). */
  publicUrl: string;
  now?: () => Date;
}

/** What is done to a member; each has its own refusals for oneself and for the Owner. */
type MemberChange = 'role' | 'suspend' | 'delete';

const SELF_MESSAGES: Record<MemberChange, string> = {
  role: M.changeOwnRole,
  suspend: M.suspendYourself,
  delete: M.deleteYourself,
};
const OWNER_MESSAGES: Record<MemberChange, string> = {
  role: M.changeOwnerRole,
  suspend: M.suspendOwner,
  delete: M.deleteOwner,
};

const fullName = (user: Pick<UserRow, 'name' | 'lastname'>) => [user.name, user.lastname].map((part) => part.trim()).filter(Boolean).join(' ');
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const inviteNotFound = () => new AppError(404, 'INVITE_NOT_FOUND', M.inviteNotFound);
const memberNotFound = () => notFound(M.memberNotFound);

function toMember(membership: Membership, user: UserRow | undefined): Member {
  return {
    id: membership.id,
    name: user ? fullName(user) : '',
    email: user?.email ?? '',
    role: membership.role,
    status: membership.isSuspended ? 'suspended' : 'active',
    isSuspended: membership.isSuspended,
    createdAt: membership.createdAt.toISOString(),
  };
}

function toInvited(row: InvitationRow): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    status: 'invited',
    isSuspended: false,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Teams, members and invitations. Every call runs as a member of the team it
 * names (requireTeam: 404 for outsiders, 403 when the role may not). Changes
 * to one team's members and invitations hold the team's lock, so two admins
 * acting at once cannot leave the team in a state neither asked for.
 */
export function createMembersService({ db, accounts, users, mail, requireTeam, publicUrl, now = () => new Date() }: Deps) {
  /** Open invitations: not accepted and not expired. */
  const live = () => and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, now()));

  async function liveInvitationById(id: string, accountId: string, tx: DbOrTx): Promise<InvitationRow | undefined> {
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.accountId, accountId), live()))
      .limit(1);
    return row;
  }

  async function liveInvitationByCode(code: string, tx: DbOrTx = db): Promise<InvitationRow | undefined> {
    if (code.trim() === '') return undefined;
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.codeHash, hashToken(code)), live()))
      .limit(1);
    return row;
  }

  /**
   * Runs `work` in a transaction that holds the team's lock, as the caller
   * checked again under the lock (a role or a suspension may just have
   * changed). Outsiders are refused before any transaction or lock.
   */
  async function underTeamLock<T>(
    userId: string,
    accountId: string,
    action: Action,
    work: (scope: TeamScope, tx: DbOrTx) => Promise<T>,
  ): Promise<T> {
    await requireTeam(userId, accountId, action);
    return db.transaction(async (tx) => {
      await accounts.lockTeam(accountId, tx);
      return work(await requireTeam(userId, accountId, action, tx), tx);
    });
  }

  /** Nobody changes, suspends or removes themselves or the Owner. */
  function guardTarget(scope: TeamScope, target: Membership, change: MemberChange) {
    if (target.userId === scope.userId) throw new AppError(403, 'NOT_ON_YOURSELF', SELF_MESSAGES[change]);
    if (target.role === 'ADMIN') throw new AppError(403, 'OWNER_PROTECTED', OWNER_MESSAGES[change]);
  }

  async function memberAnswer(membership: Membership, tx: DbOrTx): Promise<Member> {
    return toMember(membership, await users.findById(membership.userId, tx));
  }

  return {
    /** Deletes invitations that expired unaccepted longer ago than the retention. */
    async purgeExpiredInvitations(): Promise<number> {
      const keepAfter = new Date(now().getTime() - RETENTION_MS);
      const rows = await db
        .delete(invitations)
        .where(and(isNull(invitations.acceptedAt), lt(invitations.expiresAt, keepAfter)))
        .returning({ id: invitations.id });
      return rows.length;
    },

    /**
     * A new team with the caller as its Owner. The caller's current team stays
     * as it is, unless they have none (or no longer belong to it).
     */
    async createTeam(userId: string, name: string): Promise<Account> {
      return db.transaction(async (tx) => {
        const user = await users.lockById(userId, tx);
        if (!user) throw notFound('User not found');
        const team = await accounts.createTeam(userId, name, tx);
        const current = user.metaAccountId ? await accounts.membershipOf(userId, user.metaAccountId, tx) : undefined;
        if (!current || current.isSuspended) await users.setCurrentAccount(userId, team.id, tx);
        return team;
      });
    },

    /** The team's members (oldest first), then its open invitations (status invited). Any active member may read it. */
    async list(userId: string, accountId: string): Promise<Member[]> {
      await requireTeam(userId, accountId);
      const memberships = await accounts.listMemberships(accountId);
      const people = new Map((await users.findByIds(memberships.map((m) => m.userId))).map((user) => [user.id, user]));
      const open = await db
        .select()
        .from(invitations)
        .where(and(eq(invitations.accountId, accountId), live()))
        .orderBy(asc(invitations.createdAt), asc(invitations.id));
      return [...memberships.map((m) => toMember(m, people.get(m.userId))), ...open.map(toInvited)];
    },

    /**
     * Invites a person: mails a link with a new code (7 days). An open
     * invitation of the same address is replaced, and its code stops working.
     */
    async invite(userId: string, accountId: string, input: { name: string; email: string; role: InviteRole }): Promise<Member> {
      const email = input.email.trim();
      const role = INVITE_ROLE_TO_ROLE[input.role];
      const invited = await underTeamLock(userId, accountId, 'inviteMember', async (_scope, tx) => {
        const team = await accounts.findTeam(accountId, tx);
        if (!team) throw new Error('a locked team vanished');
        const existing = await users.findByEmail(email, tx);
        if (existing && (await accounts.membershipOf(existing.id, accountId, tx))) {
          throw conflict('ALREADY_MEMBER', M.alreadyMember, fieldError(['data', 'email'], 'isUnique', M.alreadyMember));
        }
        await tx
          .delete(invitations)
          .where(and(eq(invitations.accountId, accountId), sql`lower(${invitations.email}) = lower(${email})`, isNull(invitations.acceptedAt)));
        const code = newToken(32);
        const at = now();
        const [row] = await tx
          .insert(invitations)
          .values({
            accountId,
            email,
            name: input.name,
            role,
            codeHash: hashToken(code),
            expiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
            invitedBy: userId,
            createdAt: at,
          })
          .returning();
        if (!row) throw new Error('invitation insert returned nothing');
        const inviter = await users.findById(userId, tx);
        await mail.enqueue(
          tx,
          email,
          invitationMail({
            name: input.name,
            teamName: team.name,
            inviterName: inviter ? fullName(inviter) || inviter.email : 'A team admin',
            roleName: ROLE_DISPLAY_NAMES[role],
            link: `${publicUrl}/invite/${code}`,
          }),
        );
        return row;
      });
      mail.kick();
      return toInvited(invited);
    },

    /** Changes a member's role (or the role an open invitation will give) to Admin, Developer or Viewer. */
    async changeRole(userId: string, accountId: string, id: string, inviteRole: InviteRole): Promise<Member> {
      const role = INVITE_ROLE_TO_ROLE[inviteRole];
      return underTeamLock(userId, accountId, 'changeMemberRole', async (scope, tx) => {
        const target = await accounts.findMembership(id, accountId, tx);
        if (target) {
          guardTarget(scope, target, 'role');
          return memberAnswer(await accounts.updateMembership(target.id, { role }, tx), tx);
        }
        const invitation = await liveInvitationById(id, accountId, tx);
        if (!invitation) throw memberNotFound();
        const [updated] = await tx.update(invitations).set({ role }).where(eq(invitations.id, invitation.id)).returning();
        return toInvited(updated ?? invitation);
      });
    },

    /** Suspends an active member, or gives a suspended one access again. */
    async toggleSuspended(userId: string, accountId: string, id: string): Promise<Member> {
      return underTeamLock(userId, accountId, 'suspendMember', async (scope, tx) => {
        const target = await accounts.findMembership(id, accountId, tx);
        if (!target) {
          if (await liveInvitationById(id, accountId, tx)) throw badRequest(M.suspendInvitation);
          throw memberNotFound();
        }
        guardTarget(scope, target, 'suspend');
        return memberAnswer(await accounts.updateMembership(target.id, { isSuspended: !target.isSuspended }, tx), tx);
      });
    },

    /**
     * Removes a member (who then falls back to another of their teams as the
     * current one), or withdraws an open invitation (its code stops working).
     */
    async remove(userId: string, accountId: string, id: string): Promise<void> {
      await underTeamLock(userId, accountId, 'deleteMember', async (scope, tx) => {
        const target = await accounts.findMembership(id, accountId, tx);
        if (target) {
          guardTarget(scope, target, 'delete');
          await accounts.removeMembership(target.id, tx);
          const person = await users.lockById(target.userId, tx);
          if (person?.metaAccountId === accountId) {
            const [next] = await accounts.listForUser(target.userId, tx);
            await users.setCurrentAccount(target.userId, next?.id ?? null, tx);
          }
          return;
        }
        const deleted = await tx
          .delete(invitations)
          .where(and(eq(invitations.id, id), eq(invitations.accountId, accountId), isNull(invitations.acceptedAt)))
          .returning({ id: invitations.id });
        if (deleted.length === 0) throw memberNotFound();
      });
    },

    /** The team an invitation is for, and whether it is addressed to the signed-in user. */
    async inviteInfo(userId: string, code: string): Promise<InviteInfo> {
      const invitation = await liveInvitationByCode(code);
      if (!invitation) throw inviteNotFound();
      const [team, user] = await Promise.all([accounts.findTeam(invitation.accountId), users.findById(userId)]);
      if (!team || !user) throw inviteNotFound();
      return { name: team.name, isMember: sameEmail(user.email, invitation.email) };
    },

    /**
     * Makes the signed-in user an active member with the invited role and
     * their current team. Single use; only for the address it was sent to.
     */
    async accept(userId: string, code: string): Promise<Account> {
      const found = await liveInvitationByCode(code);
      if (!found) throw inviteNotFound();
      return db.transaction(async (tx) => {
        // The team's lock first, as every change of its members and invitations takes it.
        const team = await accounts.lockTeam(found.accountId, tx);
        const invitation = await liveInvitationByCode(code, tx);
        if (!team || !invitation) throw inviteNotFound();
        const user = await users.findById(userId, tx);
        if (!user) throw inviteNotFound();
        if (!sameEmail(user.email, invitation.email)) throw new AppError(403, 'INVITE_OTHER_EMAIL', M.inviteOtherEmail);
        if (await accounts.membershipOf(userId, team.id, tx)) throw conflict('ALREADY_MEMBER', M.inviteAlreadyMember);
        await tx.update(invitations).set({ acceptedAt: now() }).where(eq(invitations.id, invitation.id));
        const membership = await accounts.addMember(team.id, userId, invitation.role as Role, tx);
        await users.setCurrentAccount(userId, team.id, tx);
        return { id: team.id, name: team.name, role: membership.role };
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
