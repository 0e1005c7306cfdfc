import type { Environment } from '@portal/shared/common/environment';
import { eq, inArray, sql } from 'drizzle-orm';
import type {
  GuidesBody,
  ProfileAnswer,
  SettingsBody,
  User,
  UserGuides,
  UserMeta,
  UserSettings,
} from '@portal/shared/users/users.schemas';
import { ONBOARDING_STEPS } from '@portal/shared/users/users.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { type UserRow, users } from './users.table';

/** A user as other modules get it from this service. */
export type { UserRow };

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

const stepIndex = (step: Step) => ONBOARDING_STEPS.indexOf(step);

function profileOf(row: UserRow): ProfileAnswer {
  return { name: row.name, lastname: row.lastname, company: row.company, email: row.email };
}

/** Only the keys a partial update names, mapped to the same-named columns. */
function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The public shape of a user: what `users/me` answers. */
function toUser(row: UserRow): User {
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
      step: row.metaStep,
      accountId: row.metaAccountId,
      environment: row.metaEnvironment,
    },
    // Known to the teams module, which answers users/me (teams.me).
    suspendedFrom: null,
  };
}

export interface ProfileInput {
  name: string;
  lastname: string;
  company: string | null;
}

export interface MetaInput {
  applicationId?: string | null | undefined;
  environment?: Environment | undefined;
  step?: Step | undefined;
  accountId?: string | undefined;
}

interface Deps {
  db: Db;
  now: () => Date;
}

/** People: who they are, their settings, tours and onboarding meta. Other modules find and update users here. */
export function createUsersService({ db, now }: Deps) {
  // The read of every users/* request: built once, with a placeholder (a named prepared statement on PostgreSQL).
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id');

  async function findById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
    const [row] =
      tx === db ? await userById.execute({ id }) : await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async function requireUser(id: string, tx: DbOrTx = db): Promise<UserRow> {
    const row = await findById(id, tx);
    if (!row) throw notFound('User not found');
    return row;
  }

  async function update(id: string, values: Partial<typeof users.$inferInsert>, tx: DbOrTx = db): Promise<UserRow> {
    const [row] = await tx
      .update(users)
      .set({ ...values, updatedAt: now() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw notFound('User not found');
    return row;
  }

  return {
    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    findById,

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

    /** The user row, locked until the end of the transaction (serializes per-user limits). */
    async lockById(id: string, tx: DbOrTx): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return row;
    },

    /** Users by id (for listing a team's members); unknown ids are left out. */
    async findByIds(ids: string[], tx: DbOrTx = db): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(users).where(inArray(users.id, ids));
    },

    async setCurrentAccount(userId: string, accountId: string | null, tx: DbOrTx = db): Promise<void> {
      await tx.update(users).set({ metaAccountId: accountId, updatedAt: now() }).where(eq(users.id, userId));
    },

    async setPasswordHash(userId: string, passwordHash: string | null, tx: DbOrTx = db): Promise<void> {
      await update(userId, { passwordHash }, tx);
    },

    async markVerified(userId: string, tx: DbOrTx = db): Promise<void> {
      await update(userId, { isVerified: true }, tx);
    },

    async me(userId: string): Promise<User> {
      return toUser(await requireUser(userId));
    },

    async getProfile(userId: string): Promise<ProfileAnswer> {
      return profileOf(await requireUser(userId));
    },

    /** Replaces the profile; a company left out is cleared. */
    async updateProfile(userId: string, input: ProfileInput): Promise<ProfileAnswer> {
      return profileOf(await update(userId, { name: input.name, lastname: input.lastname, company: input.company }));
    },

    async getSettings(userId: string): Promise<UserSettings> {
      return toUser(await requireUser(userId)).settings;
    },

    async updateSettings(userId: string, input: SettingsBody): Promise<UserSettings> {
      return toUser(await update(userId, definedOnly(input))).settings;
    },

    async updateGuides(userId: string, input: GuidesBody): Promise<UserGuides> {
      return toUser(await update(userId, definedOnly(input))).guides;
    },

    async getMeta(userId: string): Promise<UserMeta> {
      return toUser(await requireUser(userId)).meta;
    },

    /**
     * Saves onboarding meta. The step only moves forward (an earlier step is
     * ignored). The teams module checks a new current team before it gets here.
     */
    async updateMeta(userId: string, input: MetaInput): Promise<UserMeta> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
        if (!current) throw notFound('User not found');
        const values: Partial<typeof users.$inferInsert> = {};
        if (input.applicationId !== undefined) values.metaApplicationId = input.applicationId;
        if (input.accountId !== undefined) values.metaAccountId = input.accountId;
        if (input.environment !== undefined) values.metaEnvironment = input.environment;
        if (input.step !== undefined && stepIndex(input.step) > stepIndex(current.metaStep))
          values.metaStep = input.step;
        if (Object.keys(values).length === 0) return toUser(current).meta;
        return toUser(await update(userId, values, tx)).meta;
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
