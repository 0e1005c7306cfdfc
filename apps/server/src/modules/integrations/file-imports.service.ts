import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import { entityEventType, entityTypeOf } from '@portal/shared/events/event-types';
import { unifiedApiDescription } from '@portal/shared/unified/unified-apis';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { getFileLayout } from '../../connectors/files/file-layouts';
import { FileRefusedError } from '../../connectors/files/file-rows';
import { parseDeliveredFile } from '../../connectors/files/parse-delivered-file';
import { createQueueWorker, type QueueTiming } from '../../lib/queue-worker';
import type { EventsService } from '../events/events.service';
import { ftpFolderOf } from './ftp.service';
import { connectionFiles, connections } from './connections.table';
import { entityHash } from '../../lib/change-detection';
import { fileRecords } from './file-records.table';

interface Deps {
  db: Db;
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  queue: QueueTiming;
  events: EventsService;
  now: () => Date;
}

type FileRow = typeof connectionFiles.$inferSelect;
type Change = 'created' | 'updated' | 'deleted';
type ConnectionRow = typeof connections.$inferSelect;

/** Records written per INSERT while a file is read. */
const WRITE_BATCH = 500;

/**
 * Imports the files delivered for file connectors (Dustin, Inrego, Netset, Webmercs, Velory): each received file
 * (a `connection_files` row, the queue entry) is read in a stream into a generation of records of its own; once the
 * whole file parsed, one transaction compares it with the applied file, records created/updated/deleted events as a
 * sync does, makes it the data and drops the previous generation. A refused file keeps its line and reason and
 * leaves the data as it was.
 */
export function createFileImportsService({ db, database, config, log: appLog, queue, events, now }: Deps) {
  const log = appLog.child({ module: 'file-imports' });

  /** The file a connection answers from: its applied file received last. */
  async function appliedFile(connectionId: string): Promise<FileRow | undefined> {
    const [file] = await db
      .select()
      .from(connectionFiles)
      .where(and(eq(connectionFiles.connectionId, connectionId), isNotNull(connectionFiles.appliedAt)))
      .orderBy(desc(connectionFiles.receivedAt), desc(connectionFiles.appliedAt))
      .limit(1);
    return file;
  }

  /** Reads the file into its own generation of records, in batches; the number of records. */
  async function writeGeneration(connection: ConnectionRow, file: FileRow): Promise<number> {
    const layout = getFileLayout(connection.serviceId);
    if (!layout) throw new FileRefusedError(null, `${connection.serviceId} does not read files`);
    // A retry after a crash starts the generation again.
    await db.delete(fileRecords).where(eq(fileRecords.fileId, file.id));
    const path = join(ftpFolderOf(config, connection), file.name);
    let count = 0;
    for await (const batch of parseDeliveredFile(createReadStream(path), file.name, layout, WRITE_BATCH)) {
      await db.insert(fileRecords).values(
        batch.map((record) => ({
          connectionId: connection.id,
          fileId: file.id,
          entityId: record.id,
          line: record.line,
          hash: entityHash(record.unified),
          record: record.unified,
          cells: record.cells,
        })),
      );
      count += batch.length;
    }
    return count;
  }

  /** Makes the file's generation the data in one transaction, with the events of what changed since the last file. */
  async function apply(connection: ConnectionRow, file: FileRow, count: number): Promise<void> {
    await db.transaction(async (tx) => {
      // One import applies at a time per connection, whichever server runs it.
      await tx.select({ id: connections.id }).from(connections).where(eq(connections.id, connection.id)).for('update');
      const [previous] = await tx
        .select()
        .from(connectionFiles)
        .where(and(eq(connectionFiles.connectionId, connection.id), isNotNull(connectionFiles.appliedAt)))
        .orderBy(desc(connectionFiles.receivedAt))
        .limit(1);
      if (previous && previous.receivedAt > file.receivedAt) {
        // A later file is the data already: this one was retried late and replaces nothing.
        await tx.delete(fileRecords).where(eq(fileRecords.fileId, file.id));
        await tx.update(connectionFiles).set({ records: count }).where(eq(connectionFiles.id, file.id));
        return;
      }
      if (previous) await recordChanges(tx, connection, previous.id, file.id);
      if (previous) await tx.delete(fileRecords).where(eq(fileRecords.fileId, previous.id));
      await tx
        .update(connectionFiles)
        .set({ records: count, appliedAt: now(), refusedLine: null, refusedReason: null })
        .where(eq(connectionFiles.id, file.id));
    });
  }

  /** Created, updated and deleted records between two generations, compared in the database by their hashes. */
  async function recordChanges(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    connection: ConnectionRow,
    previousId: string,
    nextId: string,
  ) {
    const api = connection.unifiedApi as UnifiedApi;
    const model = unifiedApiDescription(api).models.find(
      (entry) => entry.key === getFileLayout(connection.serviceId)!.model,
    )!;
    // Both drivers answer `execute` with `{ rows }`.
    const { rows: changes } = (await tx.execute(sql`
      select coalesce(now_.entity_id, before.entity_id) as entity_id,
        case when before.entity_id is null then 'created' when now_.entity_id is null then 'deleted' else 'updated' end
          as change,
        now_.record
      from (select entity_id, hash, record from ${fileRecords} where file_id = ${nextId}) now_
      full join (select entity_id, hash from ${fileRecords} where file_id = ${previousId}) before
        on before.entity_id = now_.entity_id
      where before.entity_id is null or now_.entity_id is null or before.hash <> now_.hash
      order by 2, 1`)) as { rows: Array<{ entity_id: string; change: Change; record: unknown }> };
    const base = {
      accountId: connection.accountId,
      applicationId: connection.applicationId,
      consumerId: connection.consumerId,
      serviceId: connection.serviceId,
      unifiedApi: connection.unifiedApi,
      entityType: entityTypeOf(model.name),
    };
    for (const change of changes) {
      await events.record(tx, {
        ...base,
        eventType: entityEventType(api, model.name, change.change),
        entityId: change.entity_id,
        entity: change.change === 'deleted' ? undefined : change.record,
      });
    }
  }

  async function importFile(file: FileRow): Promise<void> {
    const [connection] = await db.select().from(connections).where(eq(connections.id, file.connectionId)).limit(1);
    if (!connection) return;
    try {
      const count = await writeGeneration(connection, file);
      await apply(connection, file, count);
      log.info({ connection: connection.id, file: file.name, records: count }, 'delivered file imported');
    } catch (error) {
      await db.delete(fileRecords).where(eq(fileRecords.fileId, file.id));
      if (!(error instanceof FileRefusedError)) throw error;
      await db
        .update(connectionFiles)
        .set({ refusedLine: error.line, refusedReason: error.reason })
        .where(eq(connectionFiles.id, file.id));
      log.info({ connection: connection.id, file: file.name, refusal: error.message }, 'delivered file refused');
    }
  }

  const worker = createQueueWorker({
    database,
    log,
    table: connectionFiles,
    states: { pending: 'pending', done: 'imported', failed: 'failed' },
    handle: (file) => importFile(file),
    batchSize: 1,
    ...queue,
    // A million-row file takes minutes: the lease must outlast it, or a second worker would start it again.
    leaseMs: 30 * 60 * 1000,
    now,
  });

  return {
    worker,

    /** A page of the applied file's records in the file's order, after the record at `afterLine`. */
    async listRecords(connectionId: string, page: { afterLine: number; size: number }) {
      const file = await appliedFile(connectionId);
      if (!file) return [];
      return db
        .select()
        .from(fileRecords)
        .where(and(eq(fileRecords.fileId, file.id), gt(fileRecords.line, page.afterLine)))
        .orderBy(asc(fileRecords.line))
        .limit(page.size);
    },

    /** One record of the applied file by its id, or undefined. */
    async getRecord(connectionId: string, entityId: string) {
      const file = await appliedFile(connectionId);
      if (!file) return undefined;
      const [record] = await db
        .select()
        .from(fileRecords)
        .where(and(eq(fileRecords.fileId, file.id), eq(fileRecords.entityId, entityId)))
        .limit(1);
      return record;
    },
  };
}

export type FileImportsService = ReturnType<typeof createFileImportsService>;
