import { findUnifiedModel, type UnifiedOperation } from '@portal/shared/unified/unified-apis';
import { describe, expect, it } from 'vitest';
import { getRecord, listRecords } from '../adapters/run-adapter';
import { getConnector } from '../catalog/catalog';
import { fileAdapter, type StoredRecordSource, withStoredRecords } from '../files/file-adapter';
import { getFileAdapter } from '../files/file-adapters';
import { getFileLayout } from '../files/file-layouts';
import { VendorClient } from '../http/vendor-client';
import { connectorErrorOf } from './adapter-contract';

/** What the contract of one file connector is run with: the stored records of a file the caller delivered. */
export interface FileContractSubject {
  /** The records of the applied file (the portal's store, or a sample), `total` of them. */
  source: StoredRecordSource;
  total: number;
  /**
   * The integration's scope narrowed to `operations` for the layout's model, then a unified list and get of the
   * caller's connection: their HTTP statuses (the scope is the portal's, not the adapter's).
   */
  scoped(operations: UnifiedOperation[]): Promise<{ list: number; get: number }>;
}

/**
 * The shared adapter contract for a connector that answers from delivered files (Dustin, Inrego, Netset, Webmercs,
 * Velory): list paging to the end with opaque cursors, get one (with the vendor's row as remoteData), NOT_FOUND,
 * records valid for the unified schema, field mappings naming the file's columns, and the integration's scope.
 *
 * What adapterContract checks of HTTP adapters does not apply and is not run: there is no vendor call, so no refused
 * credential (401 → CONNECTION_INVALID), no 429/503 with Retry-After, no timeout (504) and no credential to keep out of
 * sub-requests. In their place: a file adapter makes no network call at all (its client's fetch refuses every call),
 * and without a record source it answers NEEDS_CONFIGURATION rather than reaching for a vendor.
 * `subject` is called in a test (after the caller's beforeAll), `pageSize` divides the file into several pages.
 */
export function fileAdapterContract(serviceId: string, subject: () => FileContractSubject, pageSize = 10) {
  const adapter = getFileAdapter(serviceId)!;
  const layout = getFileLayout(serviceId)!;
  const model = layout.model;
  const schema = findUnifiedModel(adapter.unifiedApi, model)!.schema;
  const idHeading = (layout.columns as Record<string, readonly string[]>)[layout.idField]![0]!;

  /** A client whose every network call fails: a file adapter must never make one. */
  const offline = () => {
    const client = new VendorClient(
      getConnector(serviceId)!,
      {},
      {
        fetch: () => Promise.reject(new Error('a file adapter called the network')),
      },
    );
    return withStoredRecords(client, subject().source);
  };
  const listAll = async (fieldMappings?: Array<{ from: string; to: string }>) => {
    const seen: Array<{ id: string; remoteId: string; customFields?: Record<string, unknown> }> = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listRecords<(typeof seen)[number]>(adapter, model, offline(), {
        cursor,
        pageSize,
        fieldMappings,
      });
      seen.push(...page.results);
      cursor = page.next ?? undefined;
      pages += 1;
    } while (cursor && pages < 1000);
    return { seen, pages };
  };

  describe(`${serviceId} ${model} from a delivered file (file adapter contract)`, () => {
    it('is the adapter of its connector, in its unified API', () => {
      expect(adapter.unifiedApi).toBe(getConnector(serviceId)!.unifiedApi);
      expect(getConnector(serviceId)!.receivesFiles).toBe(true);
      expect(fileAdapter(serviceId, layout, []).models[model]).toBeDefined();
    });

    it('pages through every record to the end with opaque cursors, each valid for the unified schema', async () => {
      const { total } = subject();
      const { seen, pages } = await listAll();
      expect(seen).toHaveLength(total);
      expect(new Set(seen.map((record) => record.id)).size).toBe(total);
      expect(pages).toBe(Math.ceil(total / pageSize));
      for (const record of seen) {
        schema.parse(record);
        expect(record.remoteId).toBe(record.id);
      }
    });

    it("reads one record by id, with the vendor's row as remoteData", async () => {
      const first = (await listRecords<{ id: string }>(adapter, model, offline(), { pageSize: 1 })).results[0]!;
      const one = await getRecord<{ id: string; remoteData?: Record<string, string> }>(
        adapter,
        model,
        offline(),
        first.id,
        { includeRemoteData: true },
      );
      expect({ ...one, remoteData: undefined }).toEqual({ ...first, remoteData: undefined });
      expect(one.remoteData?.[idHeading]).toBe(first.id);
    });

    it('answers NOT_FOUND for an id the file does not have', async () => {
      const error = await connectorErrorOf(getRecord(adapter, model, offline(), 'does-not-exist-999999'));
      expect(error.code).toBe('NOT_FOUND');
    });

    it("applies field mappings that name the file's columns", async () => {
      const { seen } = await listAll([{ from: idHeading, to: 'customFields.deliveredId' }]);
      expect(seen.length).toBeGreaterThan(0);
      for (const record of seen) expect(record.customFields?.deliveredId).toBe(record.remoteId);
    });

    it("answers only what the integration's scope exposes", async () => {
      expect(await subject().scoped(['get'])).toEqual({ list: 403, get: 200 });
      expect(await subject().scoped(['list', 'get'])).toEqual({ list: 200, get: 200 });
    });

    it('calls no vendor: without a record source it needs configuration', async () => {
      const bare = new VendorClient(getConnector(serviceId)!, {}, {});
      const error = await connectorErrorOf(listRecords(adapter, model, bare, { pageSize }));
      expect(error.code).toBe('NEEDS_CONFIGURATION');
    });
  });
}
