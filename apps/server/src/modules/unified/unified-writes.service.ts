import type { UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import { entityEventType, entityTypeOf } from '@portal/shared/events/event-types';
import { findUnifiedModel, writeChangeOf } from '@portal/shared/unified/unified-apis';
import type { UnifiedWriteEndpoint } from '@portal/shared/unified/unified.endpoints';
import type { DryRunAnswer } from '@portal/shared/unified/unified-writes';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { getAdapter } from '../../connectors/adapters/registry';
import { finish } from '../../connectors/adapters/run-adapter';
import { runWrite, unsupportedFieldOf, writeOf } from '../../connectors/adapters/run-write';
import { isConnectorError } from '../../connectors/http/connector-error';
import { AppError, badRequest, fieldError } from '../../lib/app-error';
import { entityHash } from '../../lib/change-detection';
import type { EventsService } from '../events/events.service';
import type { MeteringService } from '../metering/metering.service';
import type { GatewayCall } from './gateway-call';
import { createIdempotencyKeys } from './idempotency-keys';
import type { UnifiedJobsService } from './unified-jobs.service';
import type { UnifiedService } from './unified.service';

interface Deps {
  db: Db;
  config: Config;
  now: () => Date;
  unified: UnifiedService;
  events: EventsService;
  metering: MeteringService;
  unifiedJobs: UnifiedJobsService;
}

/** A record a write changed, for those who keep a copy of the vendor's data (change detection's snapshot). */
export interface WrittenRecord {
  connectionId: string;
  model: string;
  entityId: string;
  /** The unified record as a read without field mappings sees it; null when it was deleted. */
  entity: object | null;
}
/** Runs in the transaction that records a write's event. */
export type WriteListener = (tx: DbOrTx, written: WrittenRecord) => Promise<void>;

export interface WriteInput {
  id: string | undefined;
  serviceId: string | undefined;
  dryRun: boolean;
  body: unknown;
  idempotencyKey: string | undefined;
}

/** What a write answers: the record (or a deletion's ids, or a dry run), with its status. */
export interface WriteAnswer {
  status: 200 | 201 | 202;
  data: unknown;
  replayed: boolean;
}

const errorBodyOf = (error: AppError) =>
  JSON.stringify({ error: { statusCode: error.statusCode, code: error.code, message: error.message } });

/**
 * The data plane's writes (issue 31): the consumer's connection and the integration's scope as for reads, the
 * adapter's write (501 naming what the vendor supports), the vendor's requests through the metered call (or, for a
 * dry run, those requests as they would go), the record read back, and in one transaction the event
 * `{api}.{model}.created|updated|deleted`, the listeners' changes (change detection's snapshot) and the answer kept
 * for the `Idempotency-Key`.
 */
export function createUnifiedWritesService({ db, config, now, unified, events, metering, unifiedJobs }: Deps) {
  const listeners: WriteListener[] = [];
  // A first request holds its key for the longest a write can take (each vendor call's deadline, a few calls).
  const keys = createIdempotencyKeys({
    db,
    now,
    leaseMs: 4 * config.VENDOR_TIMEOUT_MS,
    waitMs: config.IDEMPOTENCY_WAIT_MS,
  });

  /** A replayed answer: the first one's data, or its error thrown again; metered like the first. */
  async function replay(call: GatewayCall, serviceId: string, stored: { status: number; body: string }) {
    call.serviceId = serviceId;
    const admission = await metering.admit(call.caller, call.kind);
    call.headers = { ...admission.headers, 'idempotent-replayed': 'true' };
    call.admitted = admission.ok;
    const body = JSON.parse(stored.body) as { data?: unknown; error?: { code: string; message: string } };
    if (body.error) throw new AppError(stored.status, body.error.code, body.error.message, undefined, call.headers);
    return { status: stored.status as 200 | 201 | 202, data: body.data, replayed: true };
  }

  async function write(call: GatewayCall, endpoint: UnifiedWriteEndpoint, input: WriteInput): Promise<WriteAnswer> {
    const api = endpoint.unifiedApi as UnifiedApi;
    const model = findUnifiedModel(api, endpoint.model)!;
    const name = endpoint.action ?? endpoint.operation;
    const { row, connector } = await unified.connectionFor(
      call.caller,
      api,
      input.serviceId,
      (candidate) => getAdapter(candidate.serviceId)?.models[endpoint.model] !== undefined,
    );
    const fieldMappings = await unified.rulesFor(call.caller, connector, endpoint.model, endpoint.operation);
    const adapter = getAdapter(connector.serviceId)!;
    let writeAdapter;
    try {
      writeAdapter = writeOf(adapter, connector.name, endpoint.model, name);
    } catch (error) {
      if (isConnectorError(error)) throw new AppError(error.statusCode, error.code, error.message);
      throw error;
    }
    const unsupported = unsupportedFieldOf(writeAdapter, input.body);
    if (unsupported)
      throw badRequest(
        `${connector.name} cannot write ${unsupported}`,
        fieldError(unsupported.split('.'), 'supported', `${connector.name} cannot write ${unsupported}: leave it out`),
      );

    if (input.dryRun) {
      const requests = await unified.withVendor(call, connector, row, async (client) =>
        writeAdapter.requests(input.body, input.id).map((request) => client.preview(request)),
      );
      const answer: DryRunAnswer = { dryRun: true, serviceId: connector.serviceId, requests };
      return { status: 200, data: answer, replayed: false };
    }

    const consumerId = call.caller.consumerId!;
    const key = input.idempotencyKey;
    if (key) {
      const fingerprint = entityHash({
        endpoint: endpoint.id,
        id: input.id ?? null,
        serviceId: connector.serviceId,
        body: input.body,
      });
      const claim = await keys.claim(consumerId, key, fingerprint);
      if (claim.kind === 'replay') return replay(call, connector.serviceId, claim.answer);
    }

    if (endpoint.job) return startJob(call, endpoint, { row, connector }, input, key);
    const status = endpoint.operation === 'create' ? 201 : 200;
    try {
      const written = await unified.withVendor(call, connector, row, (client) =>
        runWrite(adapter, endpoint.model, writeAdapter, client, input.body, input.id, {
          readBack: endpoint.operation !== 'delete',
        }),
      );
      const entity = written.raw === null ? null : finish(adapter.models[endpoint.model]!, written.raw, {});
      const data =
        written.raw === null
          ? { id: written.remoteId, remoteId: written.remoteId, deleted: true as const }
          : finish(adapter.models[endpoint.model]!, written.raw, { fieldMappings });
      const entityId = entity ? String((entity as { id: unknown }).id) : written.remoteId;
      await db.transaction(async (tx) => {
        await events.record(tx, {
          accountId: row.accountId,
          applicationId: row.applicationId,
          consumerId: row.consumerId,
          serviceId: row.serviceId,
          unifiedApi: row.unifiedApi,
          eventType: entityEventType(api, model.name, writeChangeOf(endpoint)),
          entityType: entityTypeOf(model.name),
          entityId,
          entity: entity ?? undefined,
        });
        for (const listener of listeners)
          await listener(tx, { connectionId: row.id, model: endpoint.model, entityId, entity });
        if (key) await keys.store(tx, consumerId, key, { status, body: JSON.stringify({ data }) });
      });
      return { status, data, replayed: false };
    } catch (error) {
      if (key) {
        // Once the vendor was called, the outcome is the key's answer (Stripe keeps it too); before, the key is free.
        if (call.subRequests.length > 0 && error instanceof AppError)
          await keys.store(db, consumerId, key, { status: error.statusCode, body: errorBodyOf(error) });
        else await keys.release(consumerId, key);
      }
      throw error;
    }
  }

  /**
   * A write the vendor carries out later: admitted and metered now, recorded as a job (with the key's answer) in one
   * transaction, answered 202; the jobs worker does the rest.
   */
  async function startJob(
    call: GatewayCall,
    endpoint: UnifiedWriteEndpoint,
    { row, connector }: Awaited<ReturnType<UnifiedService['connectionFor']>>,
    input: WriteInput,
    key: string | undefined,
  ): Promise<WriteAnswer> {
    const consumerId = call.caller.consumerId!;
    try {
      await unified.withVendor(call, connector, row, async () => undefined);
      const job = await db.transaction(async (tx) => {
        const started = await unifiedJobs.enqueue(tx, {
          accountId: row.accountId,
          applicationId: row.applicationId,
          consumerId,
          connectionId: row.id,
          serviceId: connector.serviceId,
          unifiedApi: endpoint.unifiedApi,
          model: endpoint.model,
          write: endpoint.action ?? endpoint.operation,
          remoteId: input.id!,
          input: input.body ?? {},
        });
        if (key) await keys.store(tx, consumerId, key, { status: 202, body: JSON.stringify({ data: started }) });
        return started;
      });
      return { status: 202, data: job, replayed: false };
    } catch (error) {
      if (key) await keys.release(consumerId, key);
      throw error;
    }
  }

  return {
    write,
    /** Adds a listener run in the transaction of every write's event; the module that owns it calls this once. */
    onWritten(listener: WriteListener): void {
      listeners.push(listener);
    },
    purgeExpiredKeys: () => keys.purgeExpired(),
  };
}

export type UnifiedWritesService = ReturnType<typeof createUnifiedWritesService>;
