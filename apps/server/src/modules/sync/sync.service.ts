import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { UNIFIED_API_PATHS, type UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import { entityEventType, entityTypeOf } from '@portal/shared/events/event-types';
import { unifiedApiDescription } from '@portal/shared/unified/unified-apis';
import type { SandboxChange } from '@portal/shared/sync/sync.endpoints';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { readAllRecords } from '../../connectors/adapters/run-adapter';
import { getAdapter } from '../../connectors/adapters/registry';
import { getConnector } from '../../connectors/catalog/catalog';
import type { SubRequest } from '../../connectors/http/sub-request';
import { sandboxServer } from '../../connectors/simulators/sandbox-fetch';
import { notFound } from '../../lib/app-error';
import { safeMessage } from '../../lib/safe-error';
import type { EventsService } from '../events/events.service';
import type { ConnectionsService } from '../integrations/connections.service';
import type { PlansService } from '../plans/plans.service';
import type { RequestLogsService } from '../request-logs/request-logs.service';
import type { UnifiedWritesService } from '../unified/unified-writes.service';
import type { ScimTokensService } from '../directory/scim-tokens.service';
import { compareHashes, entityHash } from '../../lib/change-detection';
import { syncEntities, syncRuns } from './sync.table';

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  config: Config;
  connections: ConnectionsService;
  events: EventsService;
  plans: PlansService;
  requestLogs: RequestLogsService;
  unifiedWrites: UnifiedWritesService;
  scimTokens: ScimTokensService;
  now: () => Date;
}

/** How often each plan's connections are polled (seconds); SYNC_INTERVAL_SECONDS overrides every plan. */
export const SYNC_INTERVAL_BY_PLAN: Record<string, number> = { free: 3600 };
const DEFAULT_INTERVAL_SECONDS = 3600;
/** A sync reads at most this many entities: change detection of larger sets is a job for the vendor's own webhooks. */
const MAX_ENTITIES = 5_000;
/** A claimed model is another server's again after this long (a crashed sync). */
const LEASE_MS = 5 * 60 * 1000;
const CONNECTIONS_PER_TICK = 200;

const CHANGE_METHOD = { create: 'POST', update: 'PATCH', delete: 'DELETE' } as const;

type Entity = { id: string | number } & Record<string, unknown>;
type ConnectionRow = Awaited<ReturnType<ConnectionsService['callableRows']>>[number];

/**
 * Change detection (issue 13): each callable connection's models with a list endpoint are polled on the plan's
 * interval; entity hashes are compared with the last sync's and `{api}.{model}.created|updated|deleted` events
 * recorded (with their webhook deliveries) in one transaction with the new hashes. The first sync records the
 * baseline only. A unified write updates the hashes itself (with its own event), so the sync after it finds
 * nothing. Syncs are logged as the platform's own calls and never metered.
 */
export function createSyncService({
  db,
  log,
  config,
  connections,
  events,
  plans,
  requestLogs,
  unifiedWrites,
  scimTokens,
  now,
}: Deps) {
  // A unified write already recorded its event: the snapshot takes the record as written, in the event's transaction,
  // so the next sync sees no change.
  unifiedWrites.onWritten(async (tx, written) => {
    const where = and(
      eq(syncEntities.connectionId, written.connectionId),
      eq(syncEntities.model, written.model),
      eq(syncEntities.entityId, written.entityId),
    );
    if (written.entity === null) {
      await tx.delete(syncEntities).where(where);
      return;
    }
    const hash = entityHash(written.entity);
    await tx
      .insert(syncEntities)
      .values({ connectionId: written.connectionId, model: written.model, entityId: written.entityId, hash })
      .onConflictDoUpdate({
        target: [syncEntities.connectionId, syncEntities.model, syncEntities.entityId],
        set: { hash },
      });
  });

  const intervalMs = async (accountId: string) =>
    1000 *
    (config.SYNC_INTERVAL_SECONDS ??
      SYNC_INTERVAL_BY_PLAN[(await plans.planOf(accountId)).key] ??
      DEFAULT_INTERVAL_SECONDS);

  /** Takes a model of a connection for this server if it is due and free; answers whether it was synced before. */
  async function claim(connectionId: string, model: string, dueBefore: Date): Promise<{ first: boolean } | null> {
    const at = now();
    const [row] = await db
      .insert(syncRuns)
      .values({ connectionId, model, leaseUntil: new Date(at.getTime() + LEASE_MS) })
      .onConflictDoUpdate({
        target: [syncRuns.connectionId, syncRuns.model],
        set: { leaseUntil: new Date(at.getTime() + LEASE_MS) },
        where: and(lte(syncRuns.leaseUntil, at), or(isNull(syncRuns.syncedAt), lte(syncRuns.syncedAt, dueBefore))),
      })
      .returning({ syncedAt: syncRuns.syncedAt });
    return row ? { first: row.syncedAt === null } : null;
  }

  /**
   * Frees a model after its sync. `synced_at` is when the sync started (its read): the next one is due an interval
   * after that read, so a change it missed is found within the interval, however long the sync took.
   */
  async function release(connectionId: string, model: string, startedAt: Date, lastError: string | null) {
    await db
      .update(syncRuns)
      .set({ syncedAt: startedAt, leaseUntil: now(), lastError })
      .where(and(eq(syncRuns.connectionId, connectionId), eq(syncRuns.model, model)));
  }

  /**
   * Reads every entity of a model (up to MAX_ENTITIES) in as few vendor calls as the vendor allows (one download for
   * a vendor that answers everything at once, its largest pages otherwise), keeping the vendor calls for the log.
   */
  async function readAll(row: ConnectionRow, model: string, subRequests: SubRequest[]) {
    const connector = getConnector(row.serviceId)!;
    const client = await connections.vendorClientFor(connector, row, {
      recordSubRequest: (record) => subRequests.push(record),
    });
    return readAllRecords<Entity>(getAdapter(row.serviceId)!, model, client, { limit: MAX_ENTITIES }).catch(
      async (error: unknown) => {
        throw await connections.invalidateOn(row, error);
      },
    );
  }

  /**
   * Compares with the last sync and records the events and the new hashes together. A read cut at MAX_ENTITIES
   * (`complete` false) records no deletions: what it did not read is not gone.
   */
  async function detect(
    row: ConnectionRow,
    model: string,
    modelName: string,
    { records: entities, complete }: { records: Entity[]; complete: boolean },
    first: boolean,
  ) {
    const byId = new Map(entities.map((entity) => [String(entity.id), entity]));
    const hashes = new Map([...byId].map(([id, entity]) => [id, entityHash(entity)]));
    const stored = await db
      .select()
      .from(syncEntities)
      .where(and(eq(syncEntities.connectionId, row.id), eq(syncEntities.model, model)));
    const changes = compareHashes(new Map(stored.map((entry) => [entry.entityId, entry.hash])), hashes);
    if (!complete) changes.deleted = [];
    const api = row.unifiedApi as UnifiedApi;
    await db.transaction(async (tx) => {
      const changed = [...changes.created, ...changes.updated];
      if (changed.length) {
        const values = changed.map((entityId) => ({
          connectionId: row.id,
          model,
          entityId,
          hash: hashes.get(entityId)!,
        }));
        for (let start = 0; start < values.length; start += 500) {
          await tx
            .insert(syncEntities)
            .values(values.slice(start, start + 500))
            .onConflictDoUpdate({
              target: [syncEntities.connectionId, syncEntities.model, syncEntities.entityId],
              set: { hash: sql`excluded.hash` },
            });
        }
      }
      if (changes.deleted.length) {
        await tx
          .delete(syncEntities)
          .where(
            and(
              eq(syncEntities.connectionId, row.id),
              eq(syncEntities.model, model),
              inArray(syncEntities.entityId, changes.deleted),
            ),
          );
      }
      if (first) return;
      const base = {
        accountId: row.accountId,
        applicationId: row.applicationId,
        consumerId: row.consumerId,
        serviceId: row.serviceId,
        unifiedApi: row.unifiedApi,
        entityType: entityTypeOf(modelName),
      };
      for (const [change, ids] of [
        ['created', changes.created],
        ['updated', changes.updated],
        ['deleted', changes.deleted],
      ] as const) {
        for (const entityId of ids) {
          await events.record(tx, {
            ...base,
            eventType: entityEventType(api, modelName, change),
            entityId,
            entity: change === 'deleted' ? undefined : byId.get(entityId),
          });
        }
      }
    });
    return changes;
  }

  /** Syncs one model of one connection (claimed already), logging the run as the platform's own call. */
  async function syncModel(row: ConnectionRow, model: string, modelName: string, first: boolean) {
    const started = now();
    const subRequests: SubRequest[] = [];
    let status = 200;
    let body: unknown;
    try {
      const changes = await detect(row, model, modelName, await readAll(row, model, subRequests), first);
      body = {
        baseline: first,
        created: changes.created.length,
        updated: changes.updated.length,
        deleted: changes.deleted.length,
      };
      await release(row.id, model, started, null);
    } catch (error) {
      status = 502;
      body = { error: safeMessage(error instanceof Error ? error.message : String(error)) };
      log.warn(
        { connection: row.id, model, err: body },
        'change detection sync failed; tried again at the next interval',
      );
      await release(row.id, model, started, (body as { error: string }).error);
    }
    const path = `/unified/${UNIFIED_API_PATHS[row.unifiedApi as UnifiedApi]}/${model}`;
    requestLogs.record({
      accountId: row.accountId,
      applicationId: row.applicationId,
      consumerId: row.consumerId,
      serviceId: row.serviceId,
      kind: 'universal',
      createdAt: started,
      request: {
        method: 'GET',
        url: `${path} (scheduled sync)`,
        query: {},
        headers: { 'user-agent': 'portal-change-detection' },
        body: null,
      },
      response: { status, latencyMs: now().getTime() - started.getTime(), headers: {}, body },
      subRequests,
      platformCall: true,
    });
    return body;
  }

  /** The models of a connection that change detection polls: those its adapter can list. */
  async function listedModels(row: ConnectionRow): Promise<Array<{ key: string; name: string }>> {
    const adapter = getAdapter(row.serviceId);
    // A file connector's changes are found when a file is imported (integrations/file-imports.service.ts).
    if (!adapter || !getConnector(row.serviceId) || getConnector(row.serviceId)!.receivesFiles) return [];
    // A directory whose identity provider pushes by SCIM records its events as the pushes come (modules/directory).
    if (adapter.unifiedApi === 'SSO' && (await scimTokens.pushes(row.id))) return [];
    return unifiedApiDescription(row.unifiedApi as UnifiedApi)
      .models.filter((model) => adapter.models[model.key]?.list)
      .map(({ key, name }) => ({ key, name }));
  }

  return {
    /** Syncs every due model of every callable connection, a page of connections at a time; answers how many ran. */
    async runDue(): Promise<number> {
      let ran = 0;
      let afterId: string | undefined;
      for (;;) {
        const rows = await connections.callableRows(CONNECTIONS_PER_TICK, afterId);
        for (const row of rows) {
          const dueBefore = new Date(now().getTime() - (await intervalMs(row.accountId)));
          for (const model of await listedModels(row)) {
            const claimed = await claim(row.id, model.key, dueBefore);
            if (!claimed) continue;
            await syncModel(row, model.key, model.name, claimed.first);
            ran += 1;
          }
        }
        if (rows.length < CONNECTIONS_PER_TICK) return ran;
        afterId = rows.at(-1)!.id;
      }
    },

    /** Changes one sandbox connection's data through its simulator's control routes (no other connection sees it). */
    async changeSandbox(
      connectionId: string,
      collection: string,
      change: SandboxChange,
    ): Promise<{ status: number; record: unknown }> {
      const row = await connections.sandboxRow(connectionId);
      if (!row) throw notFound('No such sandbox connection');
      const id = 'id' in change ? `/${encodeURIComponent(change.id)}` : '';
      const reply = await (
        await sandboxServer(row.serviceId, row.id, config.SANDBOX_RECORDS)
      ).inject({
        method: CHANGE_METHOD[change.action],
        url: `/sandbox/${row.serviceId}/_simulator/${encodeURIComponent(collection)}${id}`,
        ...('fields' in change ? { payload: change.fields } : {}),
      });
      if (reply.statusCode === 404) throw notFound('No such collection or record in the sandbox');
      return { status: reply.statusCode, record: reply.body ? (JSON.parse(reply.body) as unknown) : null };
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
