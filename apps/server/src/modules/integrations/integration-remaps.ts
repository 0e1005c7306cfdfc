import { and, asc, eq } from 'drizzle-orm';
import { INTEGRATION_MESSAGES as M } from '@portal/shared/integrations/integrations.constants';
import type { Integration } from '@portal/shared/integrations/integrations.schemas';
import type { FieldMapping } from '../../connectors/adapters/field-mappings';
import type { Connector } from '../../connectors/catalog/connector-types';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { PlansService } from '../plans/plans.service';
import type { ApplicationScope } from '../applications/application-scope';
import { connectorOf } from './connection-owner';
import { type IntegrationRow, integrationRemaps } from './integrations.table';

interface Deps {
  db: Db;
  plans: PlansService;
  now: () => Date;
  rowOf: (applicationId: string, serviceId: string, tx?: DbOrTx) => Promise<IntegrationRow | undefined>;
  ensureRow: (scope: ApplicationScope, connector: Connector, tx?: DbOrTx) => Promise<IntegrationRow>;
  get: (scope: ApplicationScope, serviceId: string) => Promise<Integration>;
  checkAccount: (scope: ApplicationScope, account: string) => void;
  modelOf: (connector: Connector, type: string) => unknown;
}

/** Whether a mapping writes a custom field (`customFields.<name>`): a plan feature (001 §3 Plan: hasCustomFields). */
export const mapsCustomFields = (mappings: readonly FieldMapping[]) =>
  mappings.some((mapping) => /^(customFields|custom_fields)\./.test(mapping.to));

/** An integration's field mappings (remaps): added, changed, ordered, replaced and deleted, a model at a time. */
export function fieldMappingOperations({ db, plans, now, rowOf, ensureRow, get, checkAccount, modelOf }: Deps) {
  async function checkCustomFields(scope: ApplicationScope, mappings: FieldMapping[]) {
    if (mapsCustomFields(mappings)) await plans.assertCustomFields(scope);
  }

  /** Rewrites the positions of a model's mappings in the order given. */
  async function renumber(tx: DbOrTx, integrationId: string, model: string, ids: string[]) {
    for (const [position, id] of ids.entries()) {
      await tx
        .update(integrationRemaps)
        .set({ position })
        .where(
          and(
            eq(integrationRemaps.id, id),
            eq(integrationRemaps.integrationId, integrationId),
            eq(integrationRemaps.model, model),
          ),
        );
    }
  }

  async function modelRemapIds(tx: DbOrTx, integrationId: string, model: string): Promise<string[]> {
    const rows = await tx
      .select({ id: integrationRemaps.id })
      .from(integrationRemaps)
      .where(and(eq(integrationRemaps.integrationId, integrationId), eq(integrationRemaps.model, model)))
      .orderBy(asc(integrationRemaps.position), asc(integrationRemaps.createdAt));
    return rows.map((row) => row.id);
  }

  return {
    /** Adds a mapping at the end of its model's list, or changes the one named by `id`. */
    async putRemap(
      scope: ApplicationScope,
      serviceId: string,
      account: string,
      input: FieldMapping & { type: string; id?: string | undefined },
    ) {
      checkAccount(scope, account);
      const connector = connectorOf(serviceId);
      modelOf(connector, input.type);
      await checkCustomFields(scope, [input]);
      await db.transaction(async (tx) => {
        const row = await ensureRow(scope, connector, tx);
        if (input.id) {
          const updated = await tx
            .update(integrationRemaps)
            .set({ fromPath: input.from, toPath: input.to, model: input.type })
            .where(and(eq(integrationRemaps.id, input.id), eq(integrationRemaps.integrationId, row.id)))
            .returning({ id: integrationRemaps.id });
          if (updated.length === 0) throw notFound(M.remapNotFound);
          return;
        }
        const position = (await modelRemapIds(tx, row.id, input.type)).length;
        await tx.insert(integrationRemaps).values({
          integrationId: row.id,
          model: input.type,
          fromPath: input.from,
          toPath: input.to,
          position,
          createdAt: now(),
        });
      });
      return get(scope, serviceId);
    },

    /** Puts a model's mappings in the order given; the ones not named keep their order after them. */
    async orderRemap(
      scope: ApplicationScope,
      serviceId: string,
      account: string,
      input: { type: string; ids: string[] },
    ) {
      checkAccount(scope, account);
      const connector = connectorOf(serviceId);
      modelOf(connector, input.type);
      await db.transaction(async (tx) => {
        const row = await ensureRow(scope, connector, tx);
        const current = await modelRemapIds(tx, row.id, input.type);
        const unknown = input.ids.filter((id) => !current.includes(id));
        if (unknown.length > 0) throw notFound(M.remapNotFound);
        await renumber(tx, row.id, input.type, [
          ...new Set(input.ids),
          ...current.filter((id) => !input.ids.includes(id)),
        ]);
      });
      return get(scope, serviceId);
    },

    /** Replaces every mapping of a model, in order. */
    async patchFields(
      scope: ApplicationScope,
      serviceId: string,
      type: string,
      account: string,
      fields: FieldMapping[],
    ) {
      checkAccount(scope, account);
      const connector = connectorOf(serviceId);
      modelOf(connector, type);
      await checkCustomFields(scope, fields);
      await db.transaction(async (tx) => {
        const row = await ensureRow(scope, connector, tx);
        await tx
          .delete(integrationRemaps)
          .where(and(eq(integrationRemaps.integrationId, row.id), eq(integrationRemaps.model, type)));
        if (fields.length > 0) {
          await tx.insert(integrationRemaps).values(
            fields.map((field, position) => ({
              integrationId: row.id,
              model: type,
              fromPath: field.from,
              toPath: field.to,
              position,
              createdAt: now(),
            })),
          );
        }
      });
      return get(scope, serviceId);
    },

    async deleteRemap(scope: ApplicationScope, serviceId: string, account: string, id: string) {
      checkAccount(scope, account);
      connectorOf(serviceId);
      const row = await rowOf(scope.applicationId, serviceId);
      const deleted = row
        ? await db
            .delete(integrationRemaps)
            .where(and(eq(integrationRemaps.id, id), eq(integrationRemaps.integrationId, row.id)))
            .returning()
        : [];
      if (deleted.length === 0) throw notFound(M.remapNotFound);
      return get(scope, serviceId);
    },
  };
}
