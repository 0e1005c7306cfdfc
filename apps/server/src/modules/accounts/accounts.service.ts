import { and, asc, eq } from 'drizzle-orm';
import type { Account } from '@portal/shared/accounts/accounts.schemas';
import type { Role } from '@portal/shared/accounts/accounts.constants';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, memberships } from './accounts.table';

/** A user's place in a team. */
export interface Membership {
  id: string;
  accountId: string;
  userId: string;
  role: Role;
  isSuspended: boolean;
  createdAt: Date;
}

const toMembership = (row: typeof memberships.$inferSelect): Membership => ({ ...row, role: row.role as Role });

export function createAccountsService(db: Db) {
  return {
    /** Creates a team with `ownerId` as its Owner (role ADMIN). */
    async createTeam(ownerId: string, name: string, tx: DbOrTx = db): Promise<Account> {
      const [account] = await tx.insert(accounts).values({ name }).returning();
      if (!account) throw new Error('team insert returned nothing');
      await tx.insert(memberships).values({ accountId: account.id, userId: ownerId, role: 'ADMIN' });
      return { id: account.id, name: account.name, role: 'ADMIN' };
    },

    /** The teams a user is an active (not suspended) member of, oldest first, with the user's role. */
    async listForUser(userId: string, tx: DbOrTx = db): Promise<Account[]> {
      const rows = await tx
        .select({ id: accounts.id, name: accounts.name, role: memberships.role })
        .from(memberships)
        .innerJoin(accounts, eq(accounts.id, memberships.accountId))
        .where(and(eq(memberships.userId, userId), eq(memberships.isSuspended, false)))
        .orderBy(asc(memberships.createdAt), asc(accounts.name));
      return rows.map((row) => ({ ...row, role: row.role as Role }));
    },

    /** A team by id. */
    async findTeam(accountId: string, tx: DbOrTx = db): Promise<{ id: string; name: string } | undefined> {
      const [row] = await tx.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
      return row;
    },

    /**
     * Locks a team until the end of the transaction: changes to one team's
     * members and invitations run one after the other. Answers undefined when
     * the team does not exist.
     */
    async lockTeam(accountId: string, tx: DbOrTx): Promise<{ id: string; name: string } | undefined> {
      const [row] = await tx
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update')
        .limit(1);
      return row;
    },

    /** A user's membership of a team, suspended or not. */
    async membershipOf(userId: string, accountId: string, tx: DbOrTx = db): Promise<Membership | undefined> {
      const [row] = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)))
        .limit(1);
      return row ? toMembership(row) : undefined;
    },

    /** A membership of a team by its id. */
    async findMembership(id: string, accountId: string, tx: DbOrTx = db): Promise<Membership | undefined> {
      const [row] = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.id, id), eq(memberships.accountId, accountId)))
        .limit(1);
      return row ? toMembership(row) : undefined;
    },

    /** Every membership of a team, oldest first. */
    async listMemberships(accountId: string, tx: DbOrTx = db): Promise<Membership[]> {
      const rows = await tx
        .select()
        .from(memberships)
        .where(eq(memberships.accountId, accountId))
        .orderBy(asc(memberships.createdAt), asc(memberships.id));
      return rows.map(toMembership);
    },

    async addMember(accountId: string, userId: string, role: Role, tx: DbOrTx = db): Promise<Membership> {
      const [row] = await tx.insert(memberships).values({ accountId, userId, role }).returning();
      if (!row) throw new Error('membership insert returned nothing');
      return toMembership(row);
    },

    async updateMembership(id: string, values: { role?: Role; isSuspended?: boolean }, tx: DbOrTx = db): Promise<Membership> {
      const [row] = await tx.update(memberships).set(values).where(eq(memberships.id, id)).returning();
      if (!row) throw new Error('membership update matched nothing');
      return toMembership(row);
    },

    async removeMembership(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.delete(memberships).where(eq(memberships.id, id));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
