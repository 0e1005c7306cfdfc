import { and, asc, eq } from 'drizzle-orm';
import type { Account } from '@portal/shared/accounts/accounts.schemas';
import type { Role } from '@portal/shared/accounts/accounts.constants';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, memberships } from './accounts.table';

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
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
