import type { Readable } from 'node:stream';
import type { HardwareAsset } from '@portal/shared/unified/am.schemas';
import type { Product } from '@portal/shared/unified/distributor.schemas';
import { type FileLayout, formatOfFileName } from './file-layout';
import { FileRefusedError } from './file-rows';
import { fileRowMapper, RowMappingError } from './map-file-row';
import { readFileRows } from './read-file-rows';

/** A record of a delivered file: the unified record, and the row as the vendor wrote it (its remoteData). */
export interface DeliveredRecord {
  id: string;
  line: number;
  unified: Product | HardwareAsset;
  cells: Record<string, string>;
}

/**
 * Reads a delivered file in a stream and yields its records in batches of `batchSize`, for a caller that writes them
 * as they come. The first row that cannot be read or mapped, a second row with the same id, a format the connector
 * does not declare or a file without records throws FileRefusedError (line and reason): the caller must then drop
 * what it wrote, so a file is applied whole or not at all.
 */
export async function* parseDeliveredFile(
  input: Readable,
  fileName: string,
  layout: FileLayout,
  batchSize = 500,
): AsyncGenerator<DeliveredRecord[]> {
  const format = formatOfFileName(fileName);
  if (!format || !layout.formats.includes(format)) {
    input.destroy();
    throw new FileRefusedError(null, `${fileName} is not one of the formats this connector reads: ${layout.formats}`);
  }
  const toUnified = fileRowMapper(layout);
  // The ids seen so far: one short string per record (about 60 MB for a million), the price of refusing duplicates.
  const seen = new Map<string, number>();
  let batch: DeliveredRecord[] = [];
  for await (const row of readFileRows(input, format, layout)) {
    let unified: Product | HardwareAsset;
    try {
      unified = toUnified(row.cells);
    } catch (error) {
      if (error instanceof RowMappingError) throw new FileRefusedError(row.line, error.message);
      throw error;
    }
    const earlier = seen.get(unified.id);
    if (earlier !== undefined) {
      throw new FileRefusedError(row.line, `${layout.idField} ${unified.id} is already on line ${earlier}`);
    }
    seen.set(unified.id, row.line);
    batch.push({ id: unified.id, line: row.line, unified, cells: row.cells });
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (seen.size === 0) throw new FileRefusedError(null, `${fileName} holds no records`);
  if (batch.length > 0) yield batch;
}
