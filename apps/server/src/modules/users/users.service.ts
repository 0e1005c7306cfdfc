import { eq, sql } from 'drizzle-orm';
import type { User } from '@portal/shared/users/users.schemas';
import { ONBOARDING_STEPS } from '@portal/shared/users/users.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { type UserRow, users } from './users.table';

export interface NewUser {
  email: string;
  passwordHash: string | null;
  name: string;
  lastname: string;
  company?: string | null;
  isVelory?: boolean;
  isVerified?: boolean;
}

type Step = (typeof ONBOARDING_STEPS)[number];

/** The public shape of a user: what `users/me` answers. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    profile: { name: row.name, lastname: row.lastname, company: row.company },
    settings: {
      hasBillingEvent: row.hasBillingEvent,
      hasConnectionEvent: row.hasConnectionEvent,
      hasErrorEvent: row.hasErrorEvent,
      hasSecurityEvent: row.hasSecurityEvent,
    },
    guides: {
      completedDashboard: row.completedDashboard,
      completedCreateApplication: row.completedCreateApplication,
      completedConsumer: row.completedConsumer,
    },
    isVerified: row.isVerified,
    meta: {
      applicationId: row.metaApplicationId,
      step: (ONBOARDING_STEPS as readonly string[]).includes(row.metaStep) ? (row.metaStep as Step) : 'none',
      accountId: row.metaAccountId,
    },
  };
}

export function createUsersService(db: Db) {
  return {
    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    async findById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Creates a user; answers undefined when the email (in any case) is taken. */
    async create(input: NewUser, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash: input.passwordHash,
          name: input.name,
          lastname: input.lastname,
          company: input.company ?? null,
          isVelory: input.isVelory ?? false,
          isVerified: input.isVerified ?? false,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async setCurrentAccount(userId: string, accountId: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(users).set({ metaAccountId: accountId, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
