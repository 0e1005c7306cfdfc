import { findUnifiedModel } from '@portal/shared/unified/unified-apis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorAdapter } from '../adapters/adapter-types';
import { getRecord, listRecords } from '../adapters/run-adapter';
import { getConnector } from '../catalog/catalog';
import type { ConnectorSettings } from '../catalog/connector-types';
import { ConnectorError } from '../http/connector-error';
import type { ConnectorContext } from '../http/connector-context';
import { connectorEnvName } from '../http/vendor-urls';
import { VendorClient } from '../http/vendor-client';
import type { SubRequest } from '../http/sub-request';
import { MemoryTokenStore } from '../oauth/token-store';
import type { VendorSimulator } from '../simulators/simulator-kit';
import { startLocalServer, type LocalServer } from './local-server';

/** A running simulator and clients for it. */
export interface SimulatorHarness {
  server: LocalServer;
  /** A vendor client of the connector pointed at the simulator (settings: the sandbox ones, overridden). */
  client(settings?: ConnectorSettings, ctx?: Partial<ConnectorContext>): VendorClient & { records: SubRequest[] };
  /** Calls a control route of the simulator (`/_simulator/...`). */
  control(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
}

/** A token store of its own per client, holding the sandbox consent of an authorization-code simulator. */
export function sandboxTokens(simulator: VendorSimulator): Pick<ConnectorContext, 'tokenStore' | 'connectionKey'> {
  const tokenStore = new MemoryTokenStore();
  if (!simulator.sandboxAuthorization) return { tokenStore };
  void tokenStore.set('sandbox', simulator.sandboxAuthorization);
  return { tokenStore, connectionKey: 'sandbox' };
}

/** Starts a simulator for the tests of a file; `prefix` mounts it below a path, as the portal does. */
export function useSimulator(simulator: VendorSimulator, prefix = ''): SimulatorHarness {
  const harness = {} as SimulatorHarness;
  beforeAll(async () => {
    harness.server = await startLocalServer(simulator.plugin, { seed: 1 }, prefix);
  });
  afterAll(() => harness.server.close());
  harness.client = (settings = {}, ctx = {}) => {
    const records: SubRequest[] = [];
    const client = new VendorClient(
      getConnector(simulator.serviceId)!,
      { ...simulator.sandboxSettings, ...settings },
      {
        env: { [connectorEnvName(simulator.serviceId, 'BASE_URL')]: harness.server.url },
        recordSubRequest: (record) => records.push(record),
        ...sandboxTokens(simulator),
        sleep: async () => {},
        ...ctx,
      },
    );
    return Object.assign(client, { records });
  };
  harness.control = async (method, path, body) => {
    const response = await fetch(`${harness.server.url}/_simulator${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.status === 204 ? null : response.json();
  };
  return harness;
}

export const connectorErrorOf = async (promise: Promise<unknown>): Promise<ConnectorError> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
};

/** What the contract needs to know of one model of an adapter and its simulator. */
export interface ModelContract {
  model: string;
  /** How many records the simulator serves with seed 1. */
  total: number;
  pageSize: number;
  /** Collection name in the control routes. */
  collection: string;
  /** A record created at the vendor (the body of `POST /_simulator/{collection}`), then seen listed and deleted. */
  create?: Record<string, unknown>;
  /** Where the simulator's answer to that POST holds the remote id, as a dotted path; `id` unless said. */
  createdId?: string;
  /** For get-only models (shipment tracking): ids the simulator serves. */
  knownIds?: string[];
}

/**
 * Starts an adapter's simulator for the tests of a file and runs the contract for each model; answers the harness
 * for the file's own tests. `badSettings` hold a credential the simulator refuses.
 */
export function adapterContract(
  adapter: ConnectorAdapter,
  simulator: VendorSimulator,
  badSettings: ConnectorSettings,
  ...models: ModelContract[]
): SimulatorHarness {
  const harness = useSimulator(simulator);
  for (const model of models) simulatorContract({ harness, adapter, badSettings, ...model });
  return harness;
}

/** The value at a dotted path of an answer, as text. */
const valueAt = (answer: unknown, path: string): string =>
  String(path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], answer));

/**
 * What every adapter must do against its simulator: page through the whole data set with opaque cursors,
 * read one record by id, produce records valid for the unified schema, turn a refused credential into
 * CONNECTION_INVALID, wait out a 429, time out as VENDOR_TIMEOUT, and see changes made to the vendor's data.
 */
function simulatorContract(
  input: ModelContract & { harness: SimulatorHarness; adapter: ConnectorAdapter; badSettings: ConnectorSettings },
) {
  const { harness, adapter, model, total, pageSize } = input;
  const schema = findUnifiedModel(adapter.unifiedApi, model)!.schema;
  const listable = adapter.models[model]?.list !== undefined;
  /** One read of the vendor: a page, or a get for models without a list. */
  const readOnce = (client: VendorClient) =>
    listable
      ? listRecords(adapter, model, client, { pageSize }).then((page) => page.results)
      : getRecord(adapter, model, client, input.knownIds![0]!).then((one) => [one]);
  const listAll = async () => {
    const client = harness.client();
    const seen: Array<{ id: string }> = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listRecords<{ id: string }>(adapter, model, client, { cursor, pageSize });
      seen.push(...page.results);
      cursor = page.next ?? undefined;
      pages += 1;
    } while (cursor && pages < 100);
    return { seen, pages };
  };

  describe(`${adapter.serviceId} ${model} against its simulator`, () => {
    // Get-only models (tracking by identifier) have no list to page through.
    if (listable)
      it('pages through every record with opaque cursors, each record valid for the unified schema', async () => {
        const { seen, pages } = await listAll();
        expect(seen).toHaveLength(total);
        expect(new Set(seen.map((record) => record.id)).size).toBe(total);
        expect(pages).toBe(Math.ceil(total / pageSize));
        for (const record of seen) schema.parse(record);
      });

    it('reads one record by id, with the raw record on request', async () => {
      const first = ((await readOnce(harness.client())) as Array<{ id: string }>)[0]!;
      schema.parse(first);
      const one = await getRecord<{ id: string; remoteData?: object }>(adapter, model, harness.client(), first.id, {
        includeRemoteData: true,
      });
      expect({ ...one, remoteData: undefined }).toEqual({ ...first, remoteData: undefined });
      expect(one.remoteData).toBeTypeOf('object');
    });

    it('answers NOT_FOUND for an id the vendor does not have', async () => {
      const error = await connectorErrorOf(getRecord(adapter, model, harness.client(), 'does-not-exist-999999'));
      expect(error.code).toBe('NOT_FOUND');
    });

    it('turns a refused credential into CONNECTION_INVALID', async () => {
      const error = await connectorErrorOf(readOnce(harness.client(input.badSettings)));
      expect(error.code).toBe('CONNECTION_INVALID');
      expect(error.message).toMatch(/refused the credentials/);
    });

    it('waits out a 429 with Retry-After and then succeeds', async () => {
      await harness.control('POST', '/rate-limit', { count: 1, retryAfterSeconds: 1 });
      const waits: number[] = [];
      const client = harness.client({}, { sleep: async (ms) => void waits.push(ms) });
      expect((await readOnce(client)).length).toBeGreaterThan(0);
      expect(waits).toEqual([1000]);
      expect(client.records.some((record) => record.status === 429)).toBe(true);
    });

    it('answers VENDOR_TIMEOUT when the vendor is too slow', async () => {
      await harness.control('POST', '/delay', { ms: 400 });
      try {
        const error = await connectorErrorOf(readOnce(harness.client({}, { timeoutMs: 100 })));
        expect(error.toErrorBody().error).toMatchObject({ statusCode: 504, code: 'VENDOR_TIMEOUT' });
      } finally {
        await harness.control('POST', '/delay', { ms: 0 });
      }
    });

    const { create } = input;
    if (create && listable) {
      it('sees records created and deleted at the vendor', async () => {
        const remoteId = valueAt(
          await harness.control('POST', `/${input.collection}`, create),
          input.createdId ?? 'id',
        );
        expect((await listAll()).seen.map((record) => record.id)).toContain(remoteId);
        await harness.control('DELETE', `/${input.collection}/${remoteId}`);
        expect((await listAll()).seen.map((record) => record.id)).not.toContain(remoteId);
      });
    }

    it('never records a credential in its sub-requests', async () => {
      const client = harness.client();
      await readOnce(client);
      const recorded = JSON.stringify(client.records);
      const connector = getConnector(adapter.serviceId)!;
      for (const name of connector.secretSettings) {
        const value = client.settings[name];
        if (typeof value === 'string') expect(recorded).not.toContain(value);
      }
      expect(recorded).not.toMatch(/Basic [A-Za-z0-9+/=]{8,}|Bearer [A-Za-z0-9._-]{8,}/);
    });
  });
}
