import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { createPeriodicWriter } from '../../lib/periodic-writer';
import { writeSplitting } from '../../lib/split-batch';
import type { RequestLogPartitions } from './request-log-partitions';
import { type RequestLogInsert, requestLogRow } from './request-log-row';
import { requestLogs } from './request-logs.table';
import type { UnifiedCallRecord } from './unified-call-record';

/**
 * The buffer is written at least this often… A crash loses what was recorded since the last write began: this
 * interval plus the time a write takes under load. A quarter second leaves three quarters for the write within the
 * documented bound of one second (docs/operations.md, "Integrity").
 */
export const LOG_FLUSH_INTERVAL_MS = 250;
/**
 * …and as soon as it holds this many rows (one multi-row INSERT each). Large enough that a busy gateway (3,000 calls
 * a second: 750 rows a tick) writes one transaction a tick, not several back to back.
 */
export const LOG_BATCH_ROWS = 5000;
/**
 * Rows held while the database does not take them; past it (or past 64 MiB of them) new records are dropped and
 * counted.
 */
export const LOG_BUFFER_MAX_ROWS = 50_000;
export const LOG_BUFFER_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Request logs written off the request path: `record` only redacts the entry and appends it to a buffer in
 * memory; the buffer goes to the database in multi-row INSERTs every LOG_FLUSH_INTERVAL_MS, at LOG_BATCH_ROWS rows, and
 * when the
 * app closes. A crash loses at most the last second of logs (docs/decisions.md).
 */
/** What else is counted from a batch, in the transaction that writes it (connection health, statistics). */
export type BatchCounter = (tx: DbOrTx, rows: RequestLogInsert[]) => Promise<void>;

interface WriterDeps {
  db: Db;
  log: FastifyBaseLogger;
  partitions: RequestLogPartitions;
  counters: BatchCounter[];
}

/**
 * JSON text with every escaped NUL (`\u0000`, not a backslash written before `u0000`) made U+FFFD: jsonb refuses NUL,
 * and a caller's or vendor's body may hold one; the call is logged all the same.
 */
const withoutNul = (json: string) =>
  !json.includes('\\u0000') ? json : json.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1\\ufffd');

export function createRequestLogWriter({ db, log, partitions, counters }: WriterDeps) {
  let buffer: RequestLogInsert[] = [];
  let bufferedBytes = 0;
  let dropped = 0;

  async function writeBatch(rows: RequestLogInsert[]): Promise<void> {
    const days = new Map(rows.map((row) => [row.createdAt.toISOString().slice(0, 10), row.createdAt]));
    for (const day of days.values()) await partitions.ensureDay(day);
    // One JSON parameter for the whole batch: PostgreSQL parses it far faster than 13 bind parameters a row.
    const records = rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt,
      account_id: row.accountId,
      application_id: row.applicationId,
      consumer_id: row.consumerId,
      service_id: row.serviceId,
      kind: row.kind,
      method: row.method,
      status: row.status,
      latency_ms: row.latencyMs,
      request: row.request,
      response: row.response,
      sub_requests: row.subRequests,
      platform_call: row.platformCall,
      refused: row.refused,
    }));
    await db.transaction(async (tx) => {
      await tx.execute(sql`
      insert into ${requestLogs} (id, created_at, account_id, application_id, consumer_id, service_id, kind, method, status, latency_ms, request, response, sub_requests, platform_call, refused)
      select * from jsonb_to_recordset(${withoutNul(JSON.stringify(records))}::jsonb) as row(id uuid, created_at timestamptz, account_id uuid, application_id uuid,
        consumer_id uuid, service_id text, kind text, method text, status integer, latency_ms integer, request jsonb, response jsonb, sub_requests jsonb, platform_call boolean, refused boolean)`);
      for (const count of counters) await count(tx, rows);
    });
  }

  /**
   * Writes everything buffered, one batch after the other. Rows the database refuses on their own merit are dropped
   * (lib/split-batch.ts: counted and logged) and the rest written; a failure of the moment puts what was not written
   * back at the buffer's front, for the next tick.
   */
  async function drain(): Promise<{ left: number }> {
    while (buffer.length > 0) {
      const rows = buffer.slice(0, LOG_BATCH_ROWS);
      buffer = buffer.slice(rows.length);
      const { left, error } = await writeSplitting('request-logs', log, rows, writeBatch);
      bufferedBytes -=
        rows.reduce((sum, row) => sum + row.approximateBytes, 0) -
        left.reduce((sum, row) => sum + row.approximateBytes, 0);
      if (left.length > 0) {
        buffer = [...left, ...buffer];
        log.error({ err: error, rows: left.length }, 'request logs could not be written; retrying in a second');
        return { left: buffer.length };
      }
    }
    if (dropped > 0) {
      log.warn({ dropped }, 'request logs dropped: the buffer was full while the database did not take them');
      dropped = 0;
    }
    return { left: 0 };
  }

  const { worker, writeSoon } = createPeriodicWriter('request-logs', LOG_FLUSH_INTERVAL_MS, drain);

  return {
    worker,
    /** Never throws and never waits for the database. */
    record(entry: UnifiedCallRecord): void {
      try {
        if (buffer.length >= LOG_BUFFER_MAX_ROWS || bufferedBytes >= LOG_BUFFER_MAX_BYTES) {
          dropped += 1;
          return;
        }
        const row = requestLogRow(entry);
        buffer.push(row);
        bufferedBytes += row.approximateBytes;
        if (buffer.length >= LOG_BATCH_ROWS) void writeSoon();
      } catch (error) {
        log.error({ err: error }, 'a request log could not be recorded');
      }
    },
    /** Rows waiting to be written. */
    pending: () => buffer.length,
  };
}
