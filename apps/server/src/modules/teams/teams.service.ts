import { type Placeholder, and, asc, eq, sql } from 'drizzle-orm';
import type { Account } from '@portal/shared/accounts/accounts.schemas';
import type { Role } from '@portal/shared/accounts/accounts.constants';
import { type Action, can } from '@portal/shared/permissions/permissions';
import { USER_MESSAGES } from '@portal/shared/users/users.constants';
import type { User } from '@portal/shared/users/users.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { whereTeam } from '../../db/scoped';
import { badRequest, fieldError, notFound } from '../../lib/app-error';
import type { MetaInput, UserRow, UsersService } from '../users/users.service';
import { type TeamScope, permissionDenied, teamNotFound } from './team-scope';
import { type MembershipRow, accounts, memberships } from './teams.table';

interface Deps {
  db: Db;
  users: UsersService;
}

/** Teams and memberships: who belongs to which team with which role, and the check of every team-scoped request. */
export function createTeamsService({ db, users }: Deps) {
  const membershipRow = (tx: DbOrTx, userId: string | Placeholder, accountId: string | Placeholder) =>
    tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)))
      .limit(1);
  // Read by every team-scoped request and by users/me: built once (a named prepared statement on PostgreSQL).
  const membershipPrepared = membershipRow(db, sql.placeholder('userId'), sql.placeholder('accountId')).prepare(
    'membership_of',
  );

  async function membershipOf(userId: string, accountId: string, tx: DbOrTx = db): Promise<MembershipRow | undefined> {
    const [row] =
      tx === db ? await membershipPrepared.execute({ userId, accountId }) : await membershipRow(tx, userId, accountId);
    return row;
  }

  const teamsOfUser = (tx: DbOrTx, userId: string | Placeholder) =>
    tx
      .select({ id: accounts.id, name: accounts.name, role: memberships.role })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(and(eq(memberships.userId, userId), eq(memberships.isSuspended, false)))
      .orderBy(asc(memberships.createdAt), asc(accounts.name));
  // The read of GET accounts: built once, with a placeholder (a named prepared statement on PostgreSQL).
  const teamsOfUserPrepared = teamsOfUser(db, sql.placeholder('userId')).prepare('teams_of_user');

  /** The teams a user is an active (not suspended) member of, oldest first, with the user's role. */
  async function listForUser(userId: string, tx: DbOrTx = db): Promise<Account[]> {
    return tx === db ? teamsOfUserPrepared.execute({ userId }) : teamsOfUser(tx, userId);
  }

  async function findTeam(accountId: string, tx: DbOrTx = db): Promise<{ id: string; name: string } | undefined> {
    const [row] = await tx
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row;
  }

  return {
    listForUser,

    /**
     * The one check of every team-scoped request: the caller must be an active
     * member of the team the request names, else 404, so a stranger or a
     * suspended member learns nothing, not even that the team exists. With an
     * action, the caller's role must allow it (the shared permissions table),
     * else 403. Pass the transaction to check again under the team's lock.
     */
    async requireTeam(userId: string, accountId: string, action: Action | null, tx?: DbOrTx): Promise<TeamScope> {
      const membership = await membershipOf(userId, accountId, tx);
      if (!membership || membership.isSuspended) throw teamNotFound();
      if (action && !can(membership.role, action)) throw permissionDenied();
      return { accountId, userId, membershipId: membership.id, role: membership.role };
    },

    /**
     * A new team with `userId` as its Owner. It becomes the user's current team
     * unless they have one they still belong to. Joins the caller's transaction.
     */
    async create(userId: string, name: string, tx?: DbOrTx): Promise<Account> {
      const work = async (tx: DbOrTx): Promise<Account> => {
        const user = await users.lockById(userId, tx);
        if (!user) throw notFound('User not found');
        const [team] = await tx.insert(accounts).values({ name }).returning();
        if (!team) throw new Error('team insert returned nothing');
        await tx.insert(memberships).values({ accountId: team.id, userId, role: 'ADMIN' });
        const current = user.metaAccountId ? await membershipOf(userId, user.metaAccountId, tx) : undefined;
        if (!current || current.isSuspended) await users.setCurrentAccount(userId, team.id, tx);
        return { id: team.id, name: team.name, role: 'ADMIN' };
      };
      return tx ? work(tx) : db.transaction(work);
    },

    /**
     * users/me, and the team that suspended the user while it was their current team (users/meta accountId), so the
     * web can tell them why they are elsewhere (issue 25). Saving another current team ends it.
     */
    async me(userId: string): Promise<User> {
      const user = await users.me(userId);
      const current = user.meta.accountId;
      const membership = current ? await membershipOf(userId, current) : undefined;
      const team = membership?.isSuspended ? await findTeam(membership.accountId) : undefined;
      return { ...user, suspendedFrom: team ? { id: team.id, name: team.name } : null };
    },

    /** Saves onboarding meta; a new current team must be one the user is an active member of. */
    async updateMeta(userId: string, input: MetaInput) {
      if (input.accountId !== undefined && !(await listForUser(userId)).some((team) => team.id === input.accountId)) {
        throw badRequest(
          USER_MESSAGES.accountNotMember,
          fieldError(['accountId'], 'isMember', USER_MESSAGES.accountNotMember),
        );
      }
      return users.updateMeta(userId, input);
    },

    /**
     * The user's current team as the web app picks it (users/meta): the one saved in meta while they are an
     * active member of it, else their first. Null when they belong to none.
     */
    async currentTeamId(userId: string): Promise<string | null> {
      const [teams, meta] = await Promise.all([listForUser(userId), users.getMeta(userId)]);
      return (teams.find((team) => team.id === meta.accountId) ?? teams[0])?.id ?? null;
    },

    /** A team by id. */
    find: findTeam,

    /**
     * Locks a team until the end of the transaction: changes to one team's
     * members and invitations run one after the other. Answers undefined when
     * the team does not exist.
     */
    async lock(accountId: string, tx: DbOrTx): Promise<{ id: string; name: string } | undefined> {
      const [row] = await tx
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update')
        .limit(1);
      return row;
    },

    membershipOf,

    /** A membership of the scope's team by its id. */
    async findMembership(
      scope: Pick<TeamScope, 'accountId'>,
      id: string,
      tx: DbOrTx = db,
    ): Promise<MembershipRow | undefined> {
      const [row] = await tx
        .select()
        .from(memberships)
        .where(whereTeam(memberships, scope, eq(memberships.id, id)))
        .limit(1);
      return row;
    },

    /** Every membership of the scope's team, oldest first. */
    async listMemberships(scope: Pick<TeamScope, 'accountId'>): Promise<MembershipRow[]> {
      return db
        .select()
        .from(memberships)
        .where(whereTeam(memberships, scope))
        .orderBy(asc(memberships.createdAt), asc(memberships.id));
    },

    /** The team's active members who turned a notification on in User settings (in `tx`: PGlite runs one at a time). */
    async membersWanting(
      accountId: string,
      setting: 'hasConnectionEvent' | 'hasErrorEvent' | 'hasBillingEvent',
      tx: DbOrTx = db,
    ): Promise<UserRow[]> {
      const members = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.accountId, accountId), eq(memberships.isSuspended, false)));
      return (
        await users.findByIds(
          members.map((member) => member.userId),
          tx,
        )
      ).filter((user) => user[setting]);
    },

    async addMember(accountId: string, userId: string, role: Role, tx: DbOrTx = db): Promise<MembershipRow> {
      const [row] = await tx.insert(memberships).values({ accountId, userId, role }).returning();
      if (!row) throw new Error('membership insert returned nothing');
      return row;
    },

    async updateMembership(
      id: string,
      values: { role?: Role; isSuspended?: boolean },
      tx: DbOrTx = db,
    ): Promise<MembershipRow> {
      const [row] = await tx.update(memberships).set(values).where(eq(memberships.id, id)).returning();
      if (!row) throw new Error('membership update matched nothing');
      return row;
    },

    async rename(accountId: string, name: string, tx: DbOrTx = db): Promise<{ id: string; name: string }> {
      const [row] = await tx
        .update(accounts)
        .set({ name })
        .where(eq(accounts.id, accountId))
        .returning({ id: accounts.id, name: accounts.name });
      if (!row) throw new Error('team update matched nothing');
      return row;
    },

    async removeMembership(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(memberships).where(eq(memberships.id, id));
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
