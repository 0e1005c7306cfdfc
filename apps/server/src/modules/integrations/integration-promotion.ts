import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { IntegrationScope } from '@portal/shared/integrations/integrations.schemas';
import type { UnifiedOperation } from '@portal/shared/unified/unified-apis';
import type { FieldMapping } from '../../connectors/adapters/field-mappings';
import { listConnectors } from '../../connectors/catalog/catalog';
import type { Connector } from '../../connectors/catalog/connector-types';
import type { DbOrTx } from '../../db/client';
import { whereApplication } from '../../db/scoped';
import type { ApplicationScope } from '../applications/application-scope';
import type { ApplicationsService } from '../applications/applications.service';
import type { PlansService } from '../plans/plans.service';
import type { TeamsService } from '../teams/teams.service';
import { defaultScopeOf } from './catalog-answers';
import { connectorOf } from './connection-owner';
import { mapsCustomFields } from './integration-remaps';
import { type IntegrationRow, integrationRemaps, integrations } from './integrations.table';

/** What promotion compares of one connector in one environment (never its connection or secrets). */
export interface IntegrationSettings {
  serviceId: string;
  name: string;
  unifiedApi: string;
  isEnabled: boolean;
  /** The exposed operations by model (every model with every operation when never scoped). */
  scope: IntegrationScope;
  /** Each model's field mappings, in order (a model without any is absent). */
  fieldMappings: Record<string, FieldMapping[]>;
}

/** One setting of a live integration to make like test's. */
export type IntegrationSettingChange =
  | { kind: 'integration'; serviceId: string; isEnabled: boolean }
  | { kind: 'scope'; serviceId: string; model: string; operations: UnifiedOperation[] }
  | { kind: 'fieldMappings'; serviceId: string; model: string; mappings: FieldMapping[] };

interface Deps {
  plans: PlansService;
  teams: TeamsService;
  applications: ApplicationsService;
  now: () => Date;
  ensureRow: (scope: ApplicationScope, connector: Connector, tx?: DbOrTx) => Promise<IntegrationRow>;
}

/**
 * Before enabling `connector` in a live environment, in `tx`: the plan's integrations, and its unified APIs when no
 * live integration of the team has this one's API yet (403 PLAN_LIMIT). Takes the team's lock (plans).
 */
export async function assertRoomToEnable(
  { plans, applications }: Pick<Deps, 'plans' | 'applications'>,
  scope: ApplicationScope,
  connector: Connector,
  tx: DbOrTx,
): Promise<void> {
  await plans.assertWithinLimit(scope, 'integrations', tx);
  const [sameApi] = await tx
    .select({ n: count() })
    .from(integrations)
    .where(
      and(
        eq(integrations.accountId, scope.accountId),
        eq(integrations.isEnabled, true),
        eq(integrations.unifiedApi, connector.unifiedApi),
        applications.liveOnly(integrations.applicationId),
      ),
    );
  if ((sameApi?.n ?? 0) === 0) await plans.assertWithinLimit(scope, 'unifiedApis', tx);
}

/** Integration settings for promotion from test to live: read per environment, written into live within a tx. */
export function integrationPromotion(deps: Deps) {
  const { plans, teams, now, ensureRow } = deps;

  return {
    /** Every connector's settings in the environment `applicationId`, in the catalog's order. */
    async promotionSettings(applicationId: string, tx: DbOrTx): Promise<IntegrationSettings[]> {
      const rows = await tx.select().from(integrations).where(whereApplication(integrations, { applicationId }));
      const remaps =
        rows.length === 0
          ? []
          : await tx
              .select()
              .from(integrationRemaps)
              .where(
                inArray(
                  integrationRemaps.integrationId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(asc(integrationRemaps.model), asc(integrationRemaps.position), asc(integrationRemaps.createdAt));
      const byService = new Map(rows.map((row) => [row.serviceId, row]));
      return listConnectors().map((connector) => {
        const row = byService.get(connector.serviceId);
        const fieldMappings: Record<string, FieldMapping[]> = {};
        for (const remap of remaps.filter((item) => item.integrationId === row?.id))
          (fieldMappings[remap.model] ??= []).push({ from: remap.fromPath, to: remap.toPath });
        return {
          serviceId: connector.serviceId,
          name: connector.name,
          unifiedApi: connector.unifiedApi,
          isEnabled: row?.isEnabled ?? false,
          scope: row?.scope ?? defaultScopeOf(connector),
          fieldMappings,
        };
      });
    },

    /**
     * Makes one setting of the live environment `scope` what `change` says, in `tx` (the caller's transaction, so a
     * refusal undoes the others): enabling checks the plan (403 PLAN_LIMIT), custom fields need a plan that has them.
     */
    async applyPromotion(scope: ApplicationScope, change: IntegrationSettingChange, tx: DbOrTx): Promise<void> {
      const connector = connectorOf(change.serviceId);
      // The team's lock before the row is made (as enabling does): the insert's foreign key shares the team's row.
      await teams.lock(scope.accountId, tx);
      const row = await ensureRow(scope, connector, tx);
      if (change.kind === 'integration') {
        if (change.isEnabled && !row.isEnabled) await assertRoomToEnable(deps, scope, connector, tx);
        await tx
          .update(integrations)
          .set({ isEnabled: change.isEnabled, updatedAt: now() })
          .where(eq(integrations.id, row.id));
        return;
      }
      if (change.kind === 'scope') {
        const [locked] = await tx.select().from(integrations).where(eq(integrations.id, row.id)).for('update');
        const current = locked!.scope ?? defaultScopeOf(connector);
        await tx
          .update(integrations)
          .set({ scope: { ...current, [change.model]: change.operations }, updatedAt: now() })
          .where(eq(integrations.id, row.id));
        return;
      }
      if (mapsCustomFields(change.mappings)) await plans.assertCustomFields(scope);
      await tx
        .delete(integrationRemaps)
        .where(and(eq(integrationRemaps.integrationId, row.id), eq(integrationRemaps.model, change.model)));
      if (change.mappings.length > 0)
        await tx.insert(integrationRemaps).values(
          change.mappings.map((mapping, position) => ({
            integrationId: row.id,
            model: change.model,
            fromPath: mapping.from,
            toPath: mapping.to,
            position,
            createdAt: now(),
          })),
        );
    },
  };
}
