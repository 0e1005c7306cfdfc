import { hasSandbox } from '../../connectors/catalog/connector-answer';
import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { IntegrationState } from '@portal/shared/connectors/connectors.constants';
import { INTEGRATION_MESSAGES as M } from '@portal/shared/integrations/integrations.constants';
import type {
  ConsumerIssues,
  Integration,
  IntegrationScope,
  RemapInstruction,
  UpdateIntegrationBody,
} from '@portal/shared/integrations/integrations.schemas';
import { findUnifiedModel, type UnifiedOperation } from '@portal/shared/unified/unified-apis';
import type { FieldMapping } from '../../connectors/adapters/field-mappings';
import { listConnectors } from '../../connectors/catalog/catalog';
import type { Connector } from '../../connectors/catalog/connector-types';
import type { Db, DbOrTx } from '../../db/client';
import { whereApplication } from '../../db/scoped';
import { notFound } from '../../lib/app-error';
import type { PlansService } from '../plans/plans.service';
import type { TeamsService } from '../teams/teams.service';
import type { ApplicationScope } from '../applications/application-scope';
import type { ApplicationsService } from '../applications/applications.service';
import { applicationNotFound } from '../applications/application-scope';
import { defaultScopeOf } from './catalog-answers';
import { applicationOwner, connectorOf } from './connection-owner';
import type { ConnectionHealthService } from './connection-health';
import type { ConnectionsService } from './connections.service';
import type { ConnectionRow } from './connections.table';
import { assertRoomToEnable, integrationPromotion } from './integration-promotion';
import { fieldMappingOperations } from './integration-remaps';
import { type IntegrationRow, type RemapRow, integrationRemaps, integrations } from './integrations.table';

interface Deps {
  db: Db;
  plans: PlansService;
  applications: ApplicationsService;
  teams: TeamsService;
  connections: ConnectionsService;
  connectionHealth: ConnectionHealthService;
  now: () => Date;
}

/** 001 §3: disabled unless enabled; enabled without saved settings needs configuration; else configured. */
/**
 * `sandboxed`: in a test environment, where every connection is the connector's simulator, so an enabled integration
 * with one needs nothing more.
 */
function stateOf(
  row: IntegrationRow | undefined,
  connection: ConnectionRow | undefined,
  sandboxed: boolean,
): IntegrationState {
  if (!row?.isEnabled) return 'disabled';
  if (sandboxed) return 'configured';
  if (!connection || connection.state === 'available') return 'needs_configuration';
  return 'configured';
}

const toRemap = (row: RemapRow): RemapInstruction => ({
  id: row.id,
  type: row.model,
  from: row.fromPath,
  to: row.toPath,
  order: row.position,
});

/**
 * Integrations: a connector in an application. Enabling one counts toward the plan's integrations (and its unified
 * APIs, when the integration brings a new one), checked under the team's lock so concurrent enables never pass the
 * limit. The scope (models and operations exposed) and field mappings are what the unified API applies.
 */
export function createIntegrationsService({
  db,
  plans,
  applications,
  teams,
  connections,
  connectionHealth,
  now,
}: Deps) {
  plans.meter('integrations', async (accountId, tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(integrations)
      .where(
        and(
          eq(integrations.accountId, accountId),
          eq(integrations.isEnabled, true),
          applications.liveOnly(integrations.applicationId),
        ),
      );
    return row?.n ?? 0;
  });
  // The Dashboard's count: the application's enabled integrations.
  applications.countStat('integrations', async (applicationId) => {
    const [row] = await db
      .select({ n: count() })
      .from(integrations)
      .where(and(eq(integrations.applicationId, applicationId), eq(integrations.isEnabled, true)));
    return row?.n ?? 0;
  });
  plans.meter('unifiedApis', async (accountId, tx) => {
    const [row] = await tx
      .select({ n: countDistinct(integrations.unifiedApi) })
      .from(integrations)
      .where(
        and(
          eq(integrations.accountId, accountId),
          eq(integrations.isEnabled, true),
          applications.liveOnly(integrations.applicationId),
        ),
      );
    return row?.n ?? 0;
  });

  async function rowOf(applicationId: string, serviceId: string, tx: DbOrTx = db): Promise<IntegrationRow | undefined> {
    const [row] = await tx
      .select()
      .from(integrations)
      .where(whereApplication(integrations, { applicationId }, eq(integrations.serviceId, serviceId)))
      .limit(1);
    return row;
  }

  /** The integration's row, made (disabled, default scope) when there is none. */
  async function ensureRow(scope: ApplicationScope, connector: Connector, tx: DbOrTx = db): Promise<IntegrationRow> {
    await tx
      .insert(integrations)
      .values({
        accountId: scope.accountId,
        applicationId: scope.applicationId,
        serviceId: connector.serviceId,
        unifiedApi: connector.unifiedApi,
        createdAt: now(),
        updatedAt: now(),
      })
      .onConflictDoNothing();
    return (await rowOf(scope.applicationId, connector.serviceId, tx))!;
  }

  async function remapsOf(integrationIds: string[]): Promise<Map<string, RemapInstruction[]>> {
    const byIntegration = new Map<string, RemapInstruction[]>();
    if (integrationIds.length === 0) return byIntegration;
    const rows = await db
      .select()
      .from(integrationRemaps)
      .where(inArray(integrationRemaps.integrationId, integrationIds))
      .orderBy(asc(integrationRemaps.model), asc(integrationRemaps.position), asc(integrationRemaps.createdAt));
    for (const row of rows)
      byIntegration.set(row.integrationId, [...(byIntegration.get(row.integrationId) ?? []), toRemap(row)]);
    return byIntegration;
  }

  const NO_ISSUES: ConsumerIssues = { invalid: 0, failing: 0 };

  async function answer(
    scope: ApplicationScope,
    connector: Connector,
    row: IntegrationRow | undefined,
    connection: ConnectionRow | undefined,
    remaps: RemapInstruction[],
    issues: Map<string, ConsumerIssues>,
  ): Promise<Integration> {
    return {
      serviceId: connector.serviceId,
      unifiedApi: connector.unifiedApi,
      application: scope.liveApplicationId,
      accountId: scope.accountId,
      isEnabled: row?.isEnabled ?? false,
      state: stateOf(row, connection, scope.environment === 'test' && hasSandbox(connector.serviceId)),
      scope: row?.scope ?? defaultScopeOf(connector),
      remapInstructions: remaps,
      connection: await connections.answer(applicationOwner(scope), connector, connection),
      consumerIssues: issues.get(connector.serviceId) ?? NO_ISSUES,
    };
  }

  async function get(scope: ApplicationScope, serviceId: string): Promise<Integration> {
    const connector = connectorOf(serviceId);
    const row = await rowOf(scope.applicationId, serviceId);
    const connection = await connections.find(applicationOwner(scope), serviceId);
    const remaps = row ? ((await remapsOf([row.id])).get(row.id) ?? []) : [];
    return answer(
      scope,
      connector,
      row,
      connection,
      remaps,
      await connectionHealth.consumerIssuesOf(scope.applicationId),
    );
  }

  /** The scope and remap calls name the application in the path and its team in `?account=`: they must agree. */
  function checkAccount(scope: ApplicationScope, account: string) {
    if (account !== scope.accountId) throw applicationNotFound();
  }

  function modelOf(connector: Connector, type: string) {
    const model = findUnifiedModel(connector.unifiedApi, type);
    if (!model) throw notFound(M.modelNotFound);
    return model;
  }

  async function changeScope(
    scope: ApplicationScope,
    serviceId: string,
    account: string,
    change: (current: IntegrationScope) => IntegrationScope,
  ) {
    checkAccount(scope, account);
    const connector = connectorOf(serviceId);
    await db.transaction(async (tx) => {
      const row = await ensureRow(scope, connector, tx);
      const [locked] = await tx.select().from(integrations).where(eq(integrations.id, row.id)).for('update');
      await tx
        .update(integrations)
        .set({ scope: change(locked!.scope ?? defaultScopeOf(connector)), updatedAt: now() })
        .where(eq(integrations.id, row.id));
    });
    return get(scope, serviceId);
  }

  const remapOperations = fieldMappingOperations({ db, plans, now, rowOf, ensureRow, get, checkAccount, modelOf });

  return {
    get,
    ...remapOperations,
    ...integrationPromotion({ plans, teams, applications, now, ensureRow }),

    /** Every connector as an integration of the application, in the catalog's order. */
    async list(scope: ApplicationScope): Promise<Integration[]> {
      const rows = await db.select().from(integrations).where(whereApplication(integrations, scope));
      const byService = new Map(rows.map((row) => [row.serviceId, row]));
      const own = await connections.ownRows(scope.applicationId);
      const remaps = await remapsOf(rows.map((row) => row.id));
      const issues = await connectionHealth.consumerIssuesOf(scope.applicationId);
      return Promise.all(
        listConnectors().map((connector) => {
          const row = byService.get(connector.serviceId);
          return answer(
            scope,
            connector,
            row,
            own.get(connector.serviceId),
            row ? (remaps.get(row.id) ?? []) : [],
            issues,
          );
        }),
      );
    },

    /**
     * PUT /integrations/{serviceId}: enables or disables. Enabling a disabled integration takes the team's lock and
     * checks the plan's integrations, and its unified APIs when this one brings a new unified API, in the same
     * transaction as the write, so concurrent enables never pass the limits.
     */
    async update(scope: ApplicationScope, serviceId: string, body: UpdateIntegrationBody): Promise<Integration> {
      if (body.serviceId !== serviceId) throw notFound(M.connectorNotFound);
      if (body.accountId !== scope.accountId) throw applicationNotFound();
      const connector = connectorOf(serviceId);
      await db.transaction(async (tx) => {
        // The team's lock before the row is made: the insert's foreign key shares the team's row, and two enables
        // that each held that share while waiting for the lock would deadlock (PostgreSQL).
        if (body.isEnabled) await teams.lock(scope.accountId, tx);
        const row = await ensureRow(scope, connector, tx);
        // A test environment's integrations never count toward the plan.
        if (body.isEnabled && !row.isEnabled && scope.environment === 'live')
          await assertRoomToEnable({ plans, applications }, scope, connector, tx);
        await tx
          .update(integrations)
          .set({ isEnabled: body.isEnabled, updatedAt: now() })
          .where(eq(integrations.id, row.id));
      });
      return get(scope, serviceId);
    },

    /** Whether the application has the integration enabled (token holders connect enabled integrations only). */
    async isEnabled(applicationId: string, serviceId: string): Promise<boolean> {
      return (await rowOf(applicationId, serviceId))?.isEnabled ?? false;
    },

    /** The services the application has enabled. */
    async enabledServices(applicationId: string): Promise<string[]> {
      const rows = await db
        .select({ serviceId: integrations.serviceId })
        .from(integrations)
        .where(whereApplication(integrations, { applicationId }, eq(integrations.isEnabled, true)));
      return rows.map((row) => row.serviceId);
    },

    /**
     * What the unified API applies for an application's integration: the exposed operations of a model and its field
     * mappings.
     */
    async rulesFor(
      applicationId: string,
      serviceId: string,
      model: string,
    ): Promise<{ operations: UnifiedOperation[]; fieldMappings: FieldMapping[] }> {
      const connector = connectorOf(serviceId);
      const row = await rowOf(applicationId, serviceId);
      const operations = (row?.scope ?? defaultScopeOf(connector))[model] ?? [];
      const remaps = row ? ((await remapsOf([row.id])).get(row.id) ?? []) : [];
      return {
        operations,
        fieldMappings: remaps.filter((remap) => remap.type === model).map(({ from, to }) => ({ from, to })),
      };
    },

    putScope: (
      scope: ApplicationScope,
      serviceId: string,
      type: string,
      account: string,
      operations: UnifiedOperation[],
    ) => {
      const model = modelOf(connectorOf(serviceId), type);
      const allowed = new Set(model.endpoints.map((endpoint) => endpoint.operation));
      return changeScope(scope, serviceId, account, (current) => ({
        ...current,
        [type]: [...new Set(operations)].filter((operation) => allowed.has(operation)),
      }));
    },

    patchScope: (
      scope: ApplicationScope,
      serviceId: string,
      type: string,
      account: string,
      operation: UnifiedOperation,
      enabled: boolean,
    ) => {
      const model = modelOf(connectorOf(serviceId), type);
      if (!model.endpoints.some((endpoint) => endpoint.operation === operation)) throw notFound(M.modelNotFound);
      return changeScope(scope, serviceId, account, (current) => {
        const others = (current[type] ?? []).filter((item) => item !== operation);
        return { ...current, [type]: enabled ? [...others, operation] : others };
      });
    },

    deleteScope: (scope: ApplicationScope, serviceId: string, type: string, account: string) => {
      modelOf(connectorOf(serviceId), type);
      return changeScope(scope, serviceId, account, (current) => ({ ...current, [type]: [] }));
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
