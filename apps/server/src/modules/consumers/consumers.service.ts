import { ENVIRONMENT_MESSAGES, TEST_ENVIRONMENT_LIMITS, TEST_LIMIT_CODE } from '@portal/shared/common/environment';
import { randomUUID } from 'node:crypto';
import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import { CONSUMER_MESSAGES as M, type ConsumerCallKind } from '@portal/shared/consumers/consumers.constants';
import type { Consumer, ConsumerUsage } from '@portal/shared/consumers/consumers.schemas';
import { type CanonicalId, canonicalId } from '@portal/shared/common/validation';
import { TOKEN_MESSAGES } from '@portal/shared/tokens/tokens.constants';
import type { Db, DbOrTx } from '../../db/client';
import { whereApplication } from '../../db/scoped';
import { pageByCursor } from '../../lib/cursor-page';
import { AppError, notFound, unauthorized } from '../../lib/app-error';
import type { ApplicationScope } from '../applications/application-scope';
import type { ApplicationsService } from '../applications/applications.service';
import type { AccessTokensService, ApplicationTokenScope } from '../credentials/access-tokens.service';
import type { PlansService } from '../plans/plans.service';
import type { UsersService } from '../users/users.service';
import { type ConsumerRow, consumerCalls, consumers } from './consumers.table';

interface Deps {
  db: Db;
  applications: ApplicationsService;
  plans: PlansService;
  users: UsersService;
  accessTokens: AccessTokensService;
  now: () => Date;
}

/** A consumer's row, for the modules above that read one (connect sessions). */
export type ConsumerRecord = ConsumerRow;

/** Who a program's consumer belongs to: the environment's application row and its team. */
export interface ConsumerOwner {
  accountId: string;
  applicationId: string;
  environment: 'test' | 'live';
}

/** A unique constraint refused the write (the driver's error, or the query builder's around it as `cause`). */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BEARER = /^Bearer\s+(\S+)$/i;
export const consumerNotFound = () => notFound(M.notFound);

/** A consumer as answered: its application as the team knows it (the live one, in either environment). */
const toConsumer = (row: ConsumerRow, liveApplicationId: string): Consumer => ({
  id: row.id,
  name: row.name,
  externalId: row.externalId,
  application: { id: liveApplicationId },
  user: { name: row.createdByName, lastname: row.createdByLastname },
  createdAt: row.createdAt.toISOString(),
});

/** The first day of `at`'s month (UTC), as the call counts are kept. */
const monthOf = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;

/**
 * Consumers of applications (001 §2, §3), within the plan's consumer limit; their call counts, which the data
 * plane adds to; and what the access tokens need of them (a consumer token works while its consumer exists).
 */
export function createConsumersService({ db, applications, plans, users, accessTokens, now }: Deps) {
  // The plan counts live consumers only: a test environment's have their own fixed limit (create).
  plans.meter('consumers', async (accountId, tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(consumers)
      .where(and(eq(consumers.accountId, accountId), applications.liveOnly(consumers.applicationId)));
    return row?.n ?? 0;
  });

  /**
   * 403 when the test environment holds its fixed limit of consumers; its row stays locked for update until the end of
   * `tx`, so concurrent creations are counted one after the other and the row cannot go meanwhile.
   */
  async function assertWithinTestLimit(scope: Pick<ApplicationScope, 'applicationId'>, tx: DbOrTx) {
    await applications.lock(scope, tx, 'update');
    const [row] = await tx
      .select({ n: count() })
      .from(consumers)
      .where(eq(consumers.applicationId, scope.applicationId));
    const limit = TEST_ENVIRONMENT_LIMITS.consumers;
    if ((row?.n ?? 0) >= limit)
      throw new AppError(403, TEST_LIMIT_CODE, ENVIRONMENT_MESSAGES.testLimit('consumers', limit));
  }

  /**
   * The consumer's id as the database keeps it (whatever the case it was asked in), or null when the application has no
   * such consumer.
   */
  async function idOf(consumerRef: string, applicationId: string): Promise<CanonicalId | null> {
    if (!UUID.test(applicationId) || consumerRef === '') return null;
    const found = async (named: SQL) => {
      const [row] = await db
        .select({ id: consumers.id })
        .from(consumers)
        .where(whereApplication(consumers, { applicationId }, named))
        .limit(1);
      return row ? (canonicalId(row.id) ?? null) : null;
    };
    // A UUID is the consumer's id or, less likely, an externalId written as one; anything else is an externalId.
    if (UUID.test(consumerRef))
      return (await found(eq(consumers.id, consumerRef))) ?? found(eq(consumers.externalId, consumerRef));
    return found(eq(consumers.externalId, consumerRef));
  }

  /** The plan's (live) or the test environment's consumer limit, counted under the locks that keep it atomic. */
  async function assertRoomForConsumer(owner: ConsumerOwner, tx: DbOrTx) {
    if (owner.environment === 'test') await assertWithinTestLimit(owner, tx);
    else {
      await plans.assertWithinLimit(owner, 'consumers', tx);
      await applications.lock(owner, tx);
    }
  }

  /** Inserts a consumer; 409 when its externalId is another consumer's of the application. */
  async function insertConsumer(tx: DbOrTx, values: typeof consumers.$inferInsert): Promise<ConsumerRow> {
    try {
      const [inserted] = await tx.insert(consumers).values(values).returning();
      return inserted!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'EXTERNAL_ID_TAKEN', M.externalIdTaken);
      throw error;
    }
  }
  const exists = async (consumerId: string, applicationId: string) => (await idOf(consumerId, applicationId)) !== null;
  accessTokens.useConsumers(idOf);

  applications.countStat('consumers', async (applicationId) => {
    const [row] = await db.select({ n: count() }).from(consumers).where(eq(consumers.applicationId, applicationId));
    return row?.n ?? 0;
  });
  async function findRow(scope: { applicationId: string }, id: string): Promise<ConsumerRow> {
    const [row] = await db
      .select()
      .from(consumers)
      .where(whereApplication(consumers, scope, eq(consumers.id, id)))
      .limit(1);
    if (!row) throw consumerNotFound();
    return row;
  }

  /** A page of an application's consumers, newest first, optionally those whose name holds `name`. */
  async function page(
    applicationId: string,
    query: { name?: string | undefined; cursor?: string | undefined; limit: number },
  ) {
    const pattern = query.name ? `%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    return pageByCursor(
      consumers,
      { cursor: query.cursor, limit: query.limit, invalidMessage: M.cursorInvalid },
      (condition, order, limit) =>
        db
          .select()
          .from(consumers)
          .where(
            whereApplication(
              consumers,
              { applicationId },
              condition,
              pattern ? sql`${consumers.name} ilike ${pattern}` : undefined,
            ),
          )
          .orderBy(...order)
          .limit(limit),
    );
  }

  /**
   * The statement that adds consumers' calls (`month` its first day, YYYY-MM-DD): what the data plane's metering
   * writes with each batch of calls it admits, as the last part of its one statement (call-counts.ts). A consumer
   * deleted meanwhile is skipped (its counts went with it); no rows, no change.
   */
  function callsInsert(
    rows: ReadonlyArray<{ consumerId: string; kind: ConsumerCallKind; month: string; calls: number }>,
  ): SQL {
    // Sorted, so two servers' batches lock the same rows in one order.
    const records = rows
      .map((row) => ({ consumer_id: row.consumerId, month: row.month, kind: row.kind, calls: row.calls }))
      .sort((a, b) => (`${a.consumer_id}${a.month}${a.kind}` < `${b.consumer_id}${b.month}${b.kind}` ? -1 : 1));
    return sql`
      insert into ${consumerCalls} (consumer_id, month, kind, calls)
      select r.consumer_id, r.month, r.kind, r.calls from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(consumer_id uuid, month date, kind text, calls bigint)
      where exists (select 1 from ${consumers} where ${consumers.id} = r.consumer_id)
      on conflict (consumer_id, month, kind) do update set calls = ${consumerCalls.calls} + excluded.calls`;
  }

  return {
    exists,

    async list(
      scope: ApplicationScope,
      query: { name?: string | undefined; cursor?: string | undefined; limit: number },
    ) {
      const { rows, meta } = await page(scope.applicationId, query);
      return { data: rows.map((row) => toConsumer(row, scope.liveApplicationId)), meta };
    },

    /**
     * A new consumer, within the plan's limit: the team's row is locked while its consumers are counted and the
     * row written (so concurrent creations never pass the limit), and the application held so it cannot go meanwhile.
     */
    async create(scope: ApplicationScope, name: string, externalId?: string): Promise<Consumer> {
      const creator = await users.findById(scope.userId);
      const row = await db.transaction(async (tx) => {
        await assertRoomForConsumer(scope, tx);
        return insertConsumer(tx, {
          id: randomUUID(),
          accountId: scope.accountId,
          applicationId: scope.applicationId,
          name,
          externalId: externalId ?? null,
          createdBy: scope.userId,
          createdByName: creator?.name ?? '',
          createdByLastname: creator?.lastname ?? '',
          createdAt: now(),
        });
      });
      return toConsumer(row, scope.liveApplicationId);
    },

    /** The consumer named by its id or externalId in the owner's environment, or null. */
    async findByRef(owner: Pick<ConsumerOwner, 'applicationId'>, ref: string): Promise<ConsumerRow | null> {
      const id = await idOf(ref, owner.applicationId);
      if (!id) return null;
      const [row] = await db.select().from(consumers).where(eq(consumers.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * The consumer with the developer's `externalId` (a program's call, e.g. a connect session): found, its name
     * brought up to date when one is given, or made within the limits; two calls at once make one consumer.
     */
    async ensureByExternalId(owner: ConsumerOwner, externalId: string, name?: string): Promise<ConsumerRow> {
      const where = and(eq(consumers.applicationId, owner.applicationId), eq(consumers.externalId, externalId));
      const [existing] = await db.select().from(consumers).where(where).limit(1);
      if (existing) {
        if (name === undefined || name === existing.name) return existing;
        const [renamed] = await db.update(consumers).set({ name }).where(eq(consumers.id, existing.id)).returning();
        return renamed ?? existing;
      }
      return db.transaction(async (tx) => {
        await assertRoomForConsumer(owner, tx);
        const [inserted] = await tx
          .insert(consumers)
          .values({
            id: randomUUID(),
            accountId: owner.accountId,
            applicationId: owner.applicationId,
            name: name ?? '',
            externalId,
            createdAt: now(),
          })
          .onConflictDoNothing()
          .returning();
        if (inserted) return inserted;
        const [made] = await tx.select().from(consumers).where(where).limit(1);
        return made!;
      });
    },

    /**
     * The application a consumer belongs to (the scope of GET consumers/{id} by id alone); null when there is no such
     * consumer.
     */
    async applicationOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ applicationId: consumers.applicationId })
        .from(consumers)
        .where(eq(consumers.id, id))
        .limit(1);
      return row?.applicationId ?? null;
    },

    async get(scope: ApplicationScope, id: string): Promise<Consumer> {
      return toConsumer(await findRow(scope, id), scope.liveApplicationId);
    },

    /**
     * Deletes the consumer; its connections and call counts go with it (foreign keys), its tokens fail from then on.
     */
    async remove(scope: ApplicationScope, id: string): Promise<void> {
      const deleted = await db
        .delete(consumers)
        .where(whereApplication(consumers, scope, eq(consumers.id, id)))
        .returning({ id: consumers.id });
      if (deleted.length === 0) throw consumerNotFound();
    },

    /** The consumer's calls this month (UTC), by kind and in all. */
    async usage(scope: ApplicationScope, id: string): Promise<ConsumerUsage> {
      await findRow(scope, id);
      const rows = await db
        .select({ kind: consumerCalls.kind, calls: consumerCalls.calls })
        .from(consumerCalls)
        .where(and(eq(consumerCalls.consumerId, id), eq(consumerCalls.month, monthOf(now()))));
      const of = (kind: ConsumerCallKind) => rows.find((row) => row.kind === kind)?.calls ?? 0;
      return { connection: of('connection'), universal: of('universal'), total: of('connection') + of('universal') };
    },

    /** Counts `calls` API calls of a consumer, of one kind, in the month of `at`. */
    async countCalls(consumerId: string, kind: ConsumerCallKind, calls = 1, at = now()): Promise<void> {
      await db.execute(callsInsert([{ consumerId, kind, month: monthOf(at), calls }]));
    },

    callsInsert,

    /** The explorer's list (an application token): id and name of the token's application's consumers. */
    async tokenList(scope: ApplicationTokenScope, query: { cursor?: string | undefined; limit: number }) {
      const { rows, meta } = await page(scope.applicationId, query);
      return { data: rows.map(({ id, name }) => ({ id, name })), meta };
    },

    /**
     * Who holds a consumer access token (`Authorization: Bearer …`), or 401: no token, forged, expired, not a
     * consumer's.
     */
    async tokenScope(authorization: string | undefined): Promise<ApplicationTokenScope & { consumerId: string }> {
      const token = BEARER.exec(authorization ?? '')?.[1];
      if (!token) throw unauthorized();
      const scope = await accessTokens.verify(token);
      if (!scope.consumerId) throw unauthorized(TOKEN_MESSAGES.tokenInvalid);
      return { ...scope, consumerId: scope.consumerId };
    },

    /** The consumer a consumer token is for. */
    async describeToken(scope: ApplicationTokenScope) {
      const row = scope.consumerId ? await findRow(scope, scope.consumerId).catch(() => undefined) : undefined;
      if (!row) throw unauthorized(TOKEN_MESSAGES.tokenInvalid);
      return {
        id: row.id,
        name: row.name,
        application: { id: scope.liveApplicationId },
        expiresAt: scope.expiresAt.toISOString(),
      };
    },
  };
}

export type ConsumersService = ReturnType<typeof createConsumersService>;
