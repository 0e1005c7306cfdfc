import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { connectionFiles, connections } from './connections.table';

/**
 * The records of a connection's delivered files, one generation per file: a file's records are written in batches
 * under its id while it is read, and become the data (the connection's applied file) in one transaction once the whole
 * file parsed; a refused file's generation is dropped, so the data is never half a file.
 */
export const fileRecords = pgTable(
  'file_records',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => connectionFiles.id, { onDelete: 'cascade' }),
    entityId: text('entity_id').notNull(),
    /** Where the record is in the file: lists answer in the file's order. */
    line: integer('line').notNull(),
    /** The unified record's fingerprint (change detection's entityHash): a second file is compared by it. */
    hash: text('hash').notNull(),
    /** The unified record, without remoteData. */
    record: jsonb('record').notNull(),
    /** The row as the vendor wrote it: the record's remoteData. */
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.entityId] }),
    index('file_records_file_line_idx').on(table.fileId, table.line),
  ],
);
