import { randomUUID } from 'node:crypto';
import { type Placeholder, and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { APPLICATION_MESSAGES as M } from '@portal/shared/applications/applications.constants';
import type { Application } from '@portal/shared/applications/applications.schemas';
import type { ApplicationStats } from '@portal/shared/stats/stats.schemas';
import type { Action } from '@portal/shared/permissions/permissions';
import type { Db, DbOrTx } from '../../db/client';
import { whereTeam } from '../../db/scoped';
import { AppError, badRequest, conflict, fieldError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import type { PlansService } from '../plans/plans.service';
import { membershipColumn, scopeOfMembership } from '../teams/membership-column';
import type { TeamScope } from '../teams/team-scope';
import type { TeamsService } from '../teams/teams.service';
import type { MetaInput } from '../users/users.service';
import type { Environment } from '@portal/shared/common/environment';
import { applicationEnvironments, newWebhookSecret, secretPurpose } from './application-environments';
import { type ApplicationScope, applicationNotFound } from './application-scope';
import { type ApplicationRow, applications } from './applications.table';

interface Deps {
  db: Db;
  teams: TeamsService;
  plans: PlansService;
  secretBox: SecretBox;
  now: () => Date;
}

const toApplication = (row: Pick<ApplicationRow, 'id' | 'name' | 'accountId' | 'createdAt'>): Application => ({
  id: row.id,
  name: row.name,
  account: row.accountId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The environment a request is about: null for the application itself, undefined when an environment's request names
 * none (live, or the environment of the row its resource belongs to when `viaOwner`).
 */
export interface EnvironmentRequest {
  environment: Environment | undefined | null;
  viaOwner?: boolean;
}

/**
 * Applications of teams, and the application scope: every application-scoped request is
 * checked here (the caller must be an active member of the application's team).
 */
/** One count of an application's stats, given by the module that owns the counted rows. */
export type StatCounter = (applicationId: string) => Promise<number>;

export function createApplicationsService({ db, teams, plans, secretBox, now }: Deps) {
  const statCounters = new Map<keyof ApplicationStats, StatCounter>();
  const environments = applicationEnvironments({ db, secretBox, now });
  plans.meter('applications', async (accountId, tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.accountId, accountId), eq(applications.environment, 'live')));
    return row?.n ?? 0;
  });

  // The scope check of every application-scoped request, with the caller's membership in one query: built once
  // (a named prepared statement on PostgreSQL).
  const scopeRow = (tx: DbOrTx, applicationId: string | Placeholder, userId: string | Placeholder) =>
    tx
      .select({
        accountId: applications.accountId,
        name: applications.name,
        environment: applications.environment,
        liveApplicationId: applications.liveApplicationId,
        membership: membershipColumn(userId, applications.accountId),
      })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .limit(1);
  const scopeRowPrepared = scopeRow(db, sql.placeholder('applicationId'), sql.placeholder('userId')).prepare(
    'application_scope',
  );

  async function find(applicationId: string, tx: DbOrTx = db): Promise<ApplicationRow | undefined> {
    const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId)).limit(1);
    return row;
  }

  /**
   * The one check of every application-scoped request: 404 unless the application exists
   * and the caller is an active member of its team (a stranger learns nothing, not even
   * that it exists), then 403 unless the caller's role allows `action`.
   */
  async function requireApplication(
    userId: string,
    applicationId: string,
    action: Action | null,
    { environment, viaOwner = false }: EnvironmentRequest = { environment: 'live' },
    tx: DbOrTx = db,
  ): Promise<ApplicationScope> {
    const [row] =
      tx === db ? await scopeRowPrepared.execute({ applicationId, userId }) : await scopeRow(tx, applicationId, userId);
    // A test environment's row is reached only through a resource of it (a consumer, a key): a request naming an
    // application names the application, whose test environment it asks for with `environment`.
    if (!row || (row.environment === 'test' && (!viaOwner || environment === null || environment === 'live')))
      throw applicationNotFound();
    let team: TeamScope;
    try {
      team = scopeOfMembership(userId, row.accountId, row.membership, action);
    } catch (error) {
      throw error instanceof AppError && error.statusCode === 404 ? applicationNotFound() : error;
    }
    if (row.environment === 'test')
      return { ...team, applicationId, liveApplicationId: row.liveApplicationId!, environment: 'test' };
    const wanted: Environment = environment ?? 'live';
    const environmentId =
      wanted === 'test'
        ? await environments.testEnvironmentOf({ id: applicationId, accountId: row.accountId, name: row.name }, tx)
        : applicationId;
    return { ...team, applicationId: environmentId, liveApplicationId: applicationId, environment: wanted };
  }

  /** The applications of every team the user is an active member of, oldest first. */
  async function listForUser(userId: string): Promise<Application[]> {
    const teamIds = (await teams.listForUser(userId)).map((team) => team.id);
    if (teamIds.length === 0) return [];
    const rows = await db
      .select()
      .from(applications)
      .where(and(inArray(applications.accountId, teamIds), eq(applications.environment, 'live')))
      .orderBy(asc(applications.createdAt), asc(applications.id));
    return rows.map(toApplication);
  }

  return {
    requireApplication,
    listForUser,
    find,
    environmentOf: environments.environmentOf,
    environmentRowsOf: environments.environmentRowsOf,
    liveOnly: environments.liveOnly,

    /** The explorer's list: `data.data` of id and name (001 §7). */
    async portalList(userId: string) {
      return { data: (await listForUser(userId)).map(({ id, name }) => ({ id, name })) };
    },

    /**
     * A new application, within the plan's limit: the team's row is locked while the
     * count is checked and the row written, so concurrent creations never pass the limit.
     */
    async create(scope: TeamScope, name: string): Promise<Application> {
      return db.transaction(async (tx) => {
        await plans.assertWithinLimit(scope, 'applications', tx);
        // A role or a membership may just have changed: check again under the lock.
        const caller = await teams.requireTeam(scope.userId, scope.accountId, 'createApplication', tx);
        const [taken] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(whereTeam(applications, caller, sql`lower(${applications.name}) = lower(${name})`))
          .limit(1);
        if (taken) throw conflict('APPLICATION_NAME_TAKEN', M.nameTaken, fieldError(['name'], 'isUnique', M.nameTaken));
        const id = randomUUID();
        const [row] = await tx
          .insert(applications)
          .values({
            id,
            accountId: caller.accountId,
            name,
            webhookSecret: secretBox.encrypt(newWebhookSecret(), secretPurpose(id)),
            createdBy: caller.userId,
            createdAt: now(),
          })
          .returning();
        return toApplication(row!);
      });
    },

    async get(scope: ApplicationScope): Promise<Application> {
      const row = await find(scope.liveApplicationId);
      if (!row) throw applicationNotFound();
      return toApplication(row);
    },

    /**
     * Deletes the application and, by its tables' foreign keys, everything it holds, in one
     * statement; its keys and the tokens made from them fail from the next request on.
     * The `account` sent must be the application's team.
     */
    async remove(scope: ApplicationScope, account: string): Promise<void> {
      if (account !== scope.accountId) throw applicationNotFound();
      const deleted = await db
        .delete(applications)
        .where(whereTeam(applications, scope, eq(applications.id, scope.liveApplicationId)))
        .returning({ id: applications.id });
      if (deleted.length === 0) throw applicationNotFound();
    },

    /**
     * Holds the application until the end of `tx` (rows added to it then cannot race its deletion); 404 once it is
     * gone. `update`: also makes whatever counts its rows against a limit wait for this transaction.
     */
    async lock(
      scope: Pick<ApplicationScope, 'applicationId'>,
      tx: DbOrTx,
      strength: 'key share' | 'update' = 'key share',
    ): Promise<void> {
      const [row] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.id, scope.applicationId))
        .for(strength)
        .limit(1);
      if (!row) throw applicationNotFound();
    },

    /** The id of the test environment of the scope's application (made now if it has none). */
    async testEnvironmentIdOf(scope: ApplicationScope, tx: DbOrTx = db): Promise<string> {
      if (scope.environment === 'test') return scope.applicationId;
      const live = await find(scope.liveApplicationId, tx);
      if (!live) throw applicationNotFound();
      return environments.testEnvironmentOf(live, tx);
    },

    /** The application's webhook signing secret, for the delivery workers (null once the application is gone). */
    async signingSecret(applicationId: string): Promise<string | null> {
      const row = await find(applicationId);
      return row ? secretBox.decrypt(row.webhookSecret, secretPurpose(row.id)) : null;
    },

    async webhookSecret(scope: ApplicationScope): Promise<{ webhookSecret: string }> {
      const row = await find(scope.applicationId);
      if (!row) throw applicationNotFound();
      return { webhookSecret: secretBox.decrypt(row.webhookSecret, secretPurpose(row.id)) };
    },

    /** Gives one count of the stats; the module that owns the counted rows calls it once (as `plans.meter`). */
    countStat(stat: keyof ApplicationStats, counter: StatCounter) {
      statCounters.set(stat, counter);
    },

    /**
     * Consumers, this month's API calls, connections, integrations and webhooks, each counted by its own module (zero
     * while none counts it).
     */
    async stats(scope: ApplicationScope): Promise<ApplicationStats> {
      const of = (stat: keyof ApplicationStats) => statCounters.get(stat)?.(scope.applicationId) ?? Promise.resolve(0);
      const [consumers, apiCalls, connections, integrations, webhooks, successfulCalls] = await Promise.all(
        (['consumers', 'apiCalls', 'connections', 'integrations', 'webhooks', 'successfulCalls'] as const).map(of),
      );
      return {
        consumers: consumers!,
        apiCalls: apiCalls!,
        connections: connections!,
        integrations: integrations!,
        webhooks: webhooks!,
        successfulCalls: successfulCalls!,
      };
    },

    /** Saves users/meta; a new current application must be one of a team the user is an active member of. */
    async updateMeta(userId: string, input: MetaInput) {
      if (input.applicationId) {
        await requireApplication(userId, input.applicationId, null, { environment: null }).catch(() => {
          throw badRequest(M.notFound, fieldError(['applicationId'], 'isMember', M.notFound));
        });
      }
      return teams.updateMeta(userId, input);
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
