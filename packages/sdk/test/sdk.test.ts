import { beforeAll, describe, expect, it } from 'vitest';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { ADAPTERS } from '../../../apps/server/src/connectors/adapters/registry';
import { consumerInSandbox } from '../../../apps/server/src/test/integrations';
import { consumerConnectedTo, useVendorSimulators } from '../../../apps/server/src/test/gateway';
import { useTestApp } from '../../../apps/server/src/test/test-app';
import {
  AuthenticationError,
  ConnectionError,
  NotFoundError,
  type OperationId,
  type PagedOperationId,
  RateLimitError,
  UnifiedApiError,
  ValidationError,
  createUnifiedClient,
} from '../src/index';
import { apiKeyOf } from './sdk-test-helpers';

const vendors = useVendorSimulators();
const t = useTestApp(() => vendors.env());
let baseUrl = '';
beforeAll(async () => {
  baseUrl = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/unified`;
});

const bearer = (authorization: string) => ({ accessToken: authorization.replace(/^Bearer /, '') });

/** Each unified list operation, with a connector whose adapter reads that model (none yet for some, e.g. SSO). */
const LISTS = UNIFIED_MODEL_ENDPOINTS.filter((endpoint) => endpoint.operation === 'list').map((endpoint) => ({
  operationId: endpoint.id as PagedOperationId,
  serviceId: ADAPTERS.find((adapter) => adapter.unifiedApi === endpoint.unifiedApi && adapter.models[endpoint.model])
    ?.serviceId,
}));
const READABLE = LISTS.filter((list): list is { operationId: PagedOperationId; serviceId: string } =>
  Boolean(list.serviceId),
);

describe('the SDK against the real server', () => {
  it.each(READABLE)('$operationId ($serviceId sandbox): every record, page by page to the end', async (list) => {
    const { authorization } = await consumerInSandbox(t, list.serviceId);
    const sdk = createUnifiedClient({ baseUrl, credentials: bearer(authorization) });
    const pages: number[] = [];
    const ids: string[] = [];
    for await (const page of sdk.pages(list.operationId, { query: { pageSize: 7 } })) {
      pages.push(page.data.length);
      ids.push(...(page.data as Array<{ id: string }>).map((record) => record.id));
      expect(page.data.length).toBeLessThanOrEqual(7);
    }
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    // The same records as larger pages give, through the record iterator.
    const all: string[] = [];
    for await (const record of sdk.all(list.operationId, { query: { pageSize: 100 } }))
      all.push((record as { id: string }).id);
    expect(all.sort()).toEqual([...ids].sort());
    const get = list.operationId.replace(/\.list$/, '.get') as OperationId;
    const one = await sdk.call(get as 'unified.hris.employees.get', { path: { id: ids[0]! } });
    expect(one.data.id).toBe(ids[0]);
  });

  it("connections and consumers by API key (with x-consumer-id for the consumer's, without for the application's)", async () => {
    const { owner, application, consumer } = await consumerInSandbox(t, 'bamboohr');
    const apiKey = await apiKeyOf(t, owner, application, 'test');
    const asConsumer = createUnifiedClient({ baseUrl, credentials: { apiKey, consumerId: consumer } });
    const connections = await asConsumer.call('unified.connections');
    expect(connections.data.map((connection) => connection.serviceId)).toEqual(['bamboohr']);
    const employees = await asConsumer.call('unified.hris.employees.list', { query: { pageSize: 1 } });
    expect(employees.data).toHaveLength(1);

    const asApplication = createUnifiedClient({ baseUrl, credentials: { apiKey } });
    const consumers: string[] = [];
    for await (const summary of asApplication.all('unified.consumers', { query: { limit: 1 } }))
      consumers.push(summary.id);
    expect(consumers).toEqual([consumer]);
  });

  it('a list without a connection of its unified API answers a ConnectionError', async () => {
    const { authorization } = await consumerInSandbox(t, 'bamboohr');
    const sdk = createUnifiedClient({ baseUrl, credentials: bearer(authorization) });
    for (const list of LISTS.filter((each) => !each.serviceId)) {
      const error = await sdk.call(list.operationId).catch((failure: unknown) => failure);
      expect(error, list.operationId).toBeInstanceOf(ConnectionError);
      expect(error).toMatchObject({ status: 424, code: expect.any(String) });
    }
    expect(READABLE.length).toBeGreaterThanOrEqual(6);
  });

  it('connect sessions: a write carries a new Idempotency-Key unless the caller gives one', async () => {
    const { owner, application, consumer } = await consumerInSandbox(t, 'bamboohr');
    const apiKey = await apiKeyOf(t, owner, application, 'test');
    const sent: Array<{ method: string; key: string | null }> = [];
    const recording: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      sent.push({ method: request.method, key: request.headers.get('idempotency-key') });
      return fetch(request);
    };
    const sdk = createUnifiedClient({ baseUrl, credentials: { apiKey }, fetch: recording });
    const created = await sdk.call('connectSessions.create', { body: { consumerId: consumer } });
    expect(created.data).toMatchObject({ id: expect.any(String), url: expect.stringContaining('http') });
    await sdk.call('connectSessions.create', {
      body: { consumerId: consumer },
      headers: { 'Idempotency-Key': 'mine-1' },
    });
    const read = await sdk.call('connectSessions.get', { path: { id: created.data.id } });
    expect(read.data).toMatchObject({ id: created.data.id, status: 'pending' });
    expect(sent).toEqual([
      { method: 'POST', key: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      { method: 'POST', key: 'mine-1' },
      { method: 'GET', key: null },
    ]);
  });

  it('errors are typed classes with the unified code', async () => {
    const { authorization } = await consumerInSandbox(t, 'bamboohr');
    const sdk = createUnifiedClient({ baseUrl, credentials: bearer(authorization) });
    const invalid = await sdk
      .call('unified.hris.employees.list', { query: { pageSize: 0 } })
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ValidationError);
    expect(invalid).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const missing = await sdk
      .call('unified.hris.employees.get', { path: { id: 'no-such-employee' } })
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect((missing as UnifiedApiError).code).toEqual(expect.any(String));
    const stranger = createUnifiedClient({ baseUrl, credentials: { accessToken: 'not-a-token' } });
    const refused = await stranger.call('unified.connections').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AuthenticationError);
    expect(refused).toMatchObject({ status: 401, code: expect.any(String) });
  });

  it("retries a 429 after the server's Retry-After, and stops after its retries with a RateLimitError", async () => {
    const { authorization } = await consumerConnectedTo(t, 'bamboohr');
    // Longer than the server waits out itself (30 s): the data plane answers 429 with the vendor's Retry-After.
    await vendors.control('bamboohr', '/rate-limit', { count: 1, retryAfterSeconds: 31 });
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const sdk = createUnifiedClient({ baseUrl, credentials: bearer(authorization), retry: { sleep } });
    const page = await sdk.call('unified.hris.employees.list', { query: { pageSize: 2 } });
    expect(page.data).toHaveLength(2);
    expect(waits).toEqual([31_000]);

    await vendors.control('bamboohr', '/rate-limit', { count: 10, retryAfterSeconds: 31 });
    const patient = createUnifiedClient({ baseUrl, credentials: bearer(authorization), retry: { sleep, retries: 1 } });
    const error = await patient.call('unified.hris.employees.list').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 'VENDOR_RATE_LIMITED' });
    expect(waits).toEqual([31_000, 31_000]);
    await vendors.control('bamboohr', '/rate-limit', { count: 0 });
  });
});
