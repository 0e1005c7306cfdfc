import { defineAdapter, type ConnectorAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { ConnectorError } from '../http/connector-error';
import type { VendorClient } from '../http/vendor-client';
import type { FileLayout } from './file-layout';
import { fileRowMapper } from './map-file-row';
import { parseDeliveredFile } from './parse-delivered-file';
import { sampleCsvFile } from './sample-file';

/** A stored record of the connection's applied file: where it is in the file, and its row as the vendor wrote it. */
export interface StoredRow {
  line: number;
  cells: Record<string, string>;
}

/** Where a file connector's records are read: the portal's stored records of the applied file, or a sample. */
export interface StoredRecordSource {
  /** Up to `size` rows after line `afterLine`, in the file's order. */
  page(afterLine: number, size: number): Promise<StoredRow[]>;
  get(entityId: string): Promise<StoredRow | undefined>;
}

// The "vendor" of a file connector is the portal's own store: the caller attaches it to the call's client, so the
// adapter keeps the shape (and the paging, field mappings and remoteData of run-adapter) of every other adapter.
const SOURCES = new WeakMap<VendorClient, StoredRecordSource>();

/** The client of one call, answering a file connector's adapter from `source`. */
export function withStoredRecords(client: VendorClient, source: StoredRecordSource): VendorClient {
  SOURCES.set(client, source);
  return client;
}

function sourceOf(client: VendorClient): StoredRecordSource {
  const source = SOURCES.get(client);
  if (!source) throw new ConnectorError('NEEDS_CONFIGURATION', 'This connector answers from delivered files only');
  return source;
}

/**
 * The adapter of a connector that answers from delivered files: lists page through the applied file by line, and a
 * record is mapped from its row again (the row is its remoteData, so field mappings name the vendor's columns).
 */
export function fileAdapter(serviceId: string, layout: FileLayout, docs: string[]): ConnectorAdapter {
  const toUnified = fileRowMapper(layout);
  const records: ModelAdapter<Record<string, string>, object> = {
    pageSize: { default: 100, max: 1000 },
    async list(client, page) {
      const rows = await sourceOf(client).page(Number(page.position ?? 0), page.size + 1);
      const shown = rows.slice(0, page.size);
      return {
        records: shown.map((row) => row.cells),
        next: rows.length > page.size ? String(shown.at(-1)!.line) : null,
      };
    },
    async get(client, remoteId) {
      const row = await sourceOf(client).get(remoteId);
      if (!row) throw new ConnectorError('NOT_FOUND', `No ${layout.idField} ${remoteId} in the delivered file`);
      return row.cells;
    },
    toUnified: (cells) => toUnified(cells),
  };
  return defineAdapter({
    serviceId,
    unifiedApi: layout.model === 'products' ? 'Distributor' : 'AM',
    docs,
    models: { [layout.model]: records },
  });
}

/** Records in a sandbox connection: a generated sample file of the connector's layout, read once. */
const SAMPLE_RECORDS = 60;
const samples = new Map<string, Promise<StoredRow[]>>();

export function sampleRecordSource(serviceId: string, layout: FileLayout): StoredRecordSource {
  const rows = async () => {
    let sample = samples.get(serviceId);
    if (!sample) {
      sample = (async () => {
        const all: StoredRow[] = [];
        const file = parseDeliveredFile(sampleCsvFile(layout, SAMPLE_RECORDS), 'sample.csv', {
          ...layout,
          formats: ['csv'],
        });
        for await (const batch of file) all.push(...batch.map(({ line, cells }) => ({ line, cells })));
        return all;
      })();
      samples.set(serviceId, sample);
    }
    return sample;
  };
  const toUnified = fileRowMapper(layout);
  return {
    page: async (afterLine, size) => (await rows()).filter((row) => row.line > afterLine).slice(0, size),
    get: async (entityId) => (await rows()).find((row) => toUnified(row.cells).id === entityId),
  };
}
