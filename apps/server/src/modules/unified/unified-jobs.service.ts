import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { JOB_COMPLETED } from '@portal/shared/events/event-types';
import type { Job } from '@portal/shared/unified/unified-writes';
import type { Config } from '../../config';
import type { Database, Db, DbOrTx } from '../../db/client';
import { getAdapter } from '../../connectors/adapters/registry';
import { finish } from '../../connectors/adapters/run-adapter';
import { startLaterWrite } from '../../connectors/adapters/run-write';
import { getConnector } from '../../connectors/catalog/catalog';
import { isConnectorError } from '../../connectors/http/connector-error';
import type { SubRequest } from '../../connectors/http/sub-request';
import { notFound } from '../../lib/app-error';
import { type QueueTiming, createQueueWorker, wakeQueue } from '../../lib/queue-worker';
import type { EventsService } from '../events/events.service';
import type { ConnectionsService } from '../integrations/connections.service';
import type { RequestLogsService } from '../request-logs/request-logs.service';
import { unifiedJobs } from './jobs.table';

interface Deps {
  db: Db;
  database: Database;
  log: FastifyBaseLogger;
  config: Config;
  queue: QueueTiming;
  now: () => Date;
  connections: ConnectionsService;
  events: EventsService;
  requestLogs: RequestLogsService;
}

type JobRow = typeof unifiedJobs.$inferSelect;

/** How often a pending job asks the vendor where it is, and how long it may take before it is given up. */
const POLL_MS = 1_000;
const DEADLINE_MS = 60 * 60 * 1000;

/** The vendor is not done yet: ask again in POLL_MS. */
class NotYet extends Error {}
/** The job ended (recorded with its event): nothing to try again. */
class Ended extends Error {}

export const jobOperation = (row: Pick<JobRow, 'unifiedApi' | 'model' | 'write'>) =>
  `${row.unifiedApi.toLowerCase()}.${row.model}.${row.write}`;

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    state: row.status,
    operation: jobOperation(row),
    serviceId: row.serviceId,
    remoteId: row.remoteId,
    result: row.result ?? null,
    reason: row.reason ?? null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** What a write gives to start a job. */
export type NewJob = Omit<typeof unifiedJobs.$inferInsert, 'id' | 'status' | 'step' | 'result' | 'reason'>;

/**
 * Jobs (issue 31): writes the vendor carries out later. `enqueue` records one in the write's transaction; the worker
 * sends the vendor's requests once (their reference kept in `step` before anything else), asks the vendor where it
 * is every POLL_MS, and records the end (the record read back, or the reason) with its `job.completed` event in one
 * transaction, once: a row already ended is never ended again, whatever restarts came between.
 */
export function createUnifiedJobsService({
  db,
  database,
  log,
  config,
  queue,
  now,
  connections,
  events,
  requestLogs,
}: Deps) {
  /** Records the end with its event, unless another run already did; then stops the queue's retries. */
  async function end(row: JobRow, outcome: { result: Record<string, unknown> } | { reason: string }) {
    await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(unifiedJobs)
        .set({
          status: 'result' in outcome ? 'succeeded' : 'failed',
          result: 'result' in outcome ? outcome.result : null,
          reason: 'reason' in outcome ? outcome.reason : null,
          completedAt: now(),
        })
        .where(and(eq(unifiedJobs.id, row.id), isNull(unifiedJobs.completedAt)))
        .returning();
      if (!ended) return;
      await events.record(tx, {
        accountId: row.accountId,
        applicationId: row.applicationId,
        consumerId: row.consumerId,
        serviceId: row.serviceId,
        unifiedApi: row.unifiedApi,
        eventType: JOB_COMPLETED,
        entityType: 'job',
        entityId: row.id,
        entity: toJob(ended),
      });
    });
    if (!('result' in outcome)) throw new Ended(outcome.reason);
  }

  /** Logs the vendor calls of one run of a job as the platform's own call (as a sync is). */
  function logRun(row: JobRow, subRequests: SubRequest[], status: number, body: unknown) {
    if (subRequests.length === 0) return;
    requestLogs.record({
      accountId: row.accountId,
      applicationId: row.applicationId,
      consumerId: row.consumerId,
      serviceId: row.serviceId,
      kind: 'universal',
      createdAt: now(),
      request: {
        method: 'POST',
        url: `/unified/${row.unifiedApi.toLowerCase()}/${row.model}/${row.remoteId}/${row.write} (job ${row.id})`,
        query: {},
        headers: { 'user-agent': 'portal-jobs' },
        body: row.input,
      },
      response: { status, latencyMs: 0, headers: {}, body },
      subRequests,
      platformCall: true,
    });
  }

  async function work(row: JobRow): Promise<void> {
    if (row.completedAt) return;
    const connector = getConnector(row.serviceId);
    const write = getAdapter(row.serviceId)?.models[row.model]?.writes?.[row.write];
    const connection = await connections.byId(row.connectionId);
    if (!connector || !write?.later || !connection)
      return end(row, { reason: 'The connection or its adapter is gone: nothing was sent' });
    const subRequests: SubRequest[] = [];
    const client = await connections.vendorClientFor(connector, connection, {
      recordSubRequest: (record) => subRequests.push(record),
      timeoutMs: config.VENDOR_TIMEOUT_MS,
    });
    try {
      let reference = row.step?.reference;
      if (!reference) {
        reference = await startLaterWrite(write, client, row.input, row.remoteId);
        // Kept at once: a run after a restart asks about this command instead of sending another.
        await db.update(unifiedJobs).set({ step: { reference } }).where(eq(unifiedJobs.id, row.id));
      }
      const status = await write.later.status(client, reference);
      if (status.state === 'pending') {
        if (now().getTime() - row.createdAt.getTime() > DEADLINE_MS)
          return await end(row, { reason: `${connector.name} did not finish within an hour` });
        throw new NotYet(`${connector.name} has not finished yet`);
      }
      if (status.state === 'failed') return await end(row, { reason: `${connector.name}: ${status.reason}` });
      const model = getAdapter(row.serviceId)!.models[row.model]!;
      const raw = model.get ? await model.get(client, row.remoteId) : { id: row.remoteId };
      await end(row, { result: finish(model, raw, {}) as Record<string, unknown> });
      logRun(row, subRequests, 200, { state: 'succeeded' });
    } catch (error) {
      // A refusal no retry changes ends the job; a vendor that failed or timed out is asked again.
      if (isConnectorError(error) && !['VENDOR_ERROR', 'VENDOR_TIMEOUT', 'RATE_LIMITED'].includes(error.code)) {
        logRun(row, subRequests, error.statusCode, { error: error.message });
        return end(row, { reason: error.message });
      }
      if (!(error instanceof NotYet)) logRun(row, subRequests, 502, { error: String(error) });
      throw error;
    }
  }

  const worker = createQueueWorker({
    database,
    log: log.child({ module: 'jobs' }),
    table: unifiedJobs,
    states: { pending: 'pending', done: 'succeeded', failed: 'failed' },
    handle: (row) => work(row),
    concurrency: 8,
    batchSize: 8,
    // Longer than a run can take (a few vendor calls), so a slow vendor's job is never run twice at once.
    leaseMs: 4 * config.VENDOR_TIMEOUT_MS + 5_000,
    pollIntervalMs: queue.pollIntervalMs,
    retryAt: (_row, error, at) => {
      if (error instanceof Ended) return null;
      if (error instanceof NotYet) return new Date(at.getTime() + POLL_MS);
      return new Date(at.getTime() + Math.min(60_000, (queue.retryBaseMs ?? 5_000) * 2 ** Math.min(_row.attempts, 6)));
    },
    now,
  });

  return {
    worker,
    /** Records a job in the write's transaction (the worker wakes when it commits); answers it as GET /jobs/{id}. */
    async enqueue(tx: DbOrTx, job: NewJob): Promise<Job> {
      const [row] = await tx.insert(unifiedJobs).values(job).returning();
      await wakeQueue(tx, unifiedJobs);
      return toJob(row!);
    },
    /** A job of the consumer's; another's (or none) is not found. */
    async get(consumerId: string, id: string): Promise<Job> {
      const [row] = await db
        .select()
        .from(unifiedJobs)
        .where(and(eq(unifiedJobs.id, id), eq(unifiedJobs.consumerId, consumerId)));
      if (!row) throw notFound('No such job');
      return toJob(row);
    },
  };
}

export type UnifiedJobsService = ReturnType<typeof createUnifiedJobsService>;
