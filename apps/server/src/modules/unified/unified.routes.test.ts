import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Endpoint } from '@portal/shared/common/endpoint';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { UNIFIED_MODEL_ENDPOINTS, unifiedEndpoints } from '@portal/shared/unified/unified.endpoints';
import { getSimulator } from '../../connectors/simulators/registry';
import { postnordShipmentId } from '../../connectors/postnord/simulator';
import { consumerConnectedTo, saveConnection, useVendorSimulators } from '../../test/gateway';
import { applicationBearer, consumerBearer, ownerWithIntegration } from '../../test/integrations';
import { useTestApp } from '../../test/test-app';
import { fullLogs } from '../../test/request-logs';

const vendors = useVendorSimulators();
// No route cache: the tests change scopes, mappings and integrations between calls (short-cache.test.ts covers the
// cache).
const t = useTestApp(() => ({ ...vendors.env(), VENDOR_TIMEOUT_MS: '1000', UNIFIED_ROUTE_CACHE_MS: '0' }));

/** The unified endpoint of a model and operation. */
function endpointOf(model: string, operation: 'list' | 'get'): Endpoint {
  return UNIFIED_MODEL_ENDPOINTS.find((endpoint) => endpoint.model === model && endpoint.operation === operation)!;
}

type Row = { id: string; remoteId: string; remoteData?: Record<string, unknown>; department?: string | null };

const list = (authorization: string, model: string, query: Record<string, unknown> = {}) =>
  t.api.unchecked(endpointOf(model, 'list'), { query, headers: { authorization } });
const getOne = (authorization: string, model: string, id: string, query: Record<string, unknown> = {}) =>
  t.api.unchecked(endpointOf(model, 'get'), { params: { id }, query, headers: { authorization } });

/** Each adapted connector, the model read through it, and for get-only models a known record. */
const ADAPTED: Array<[serviceId: string, model: string, knownId?: string]> = [
  ['bamboohr', 'employees'],
  ['catalystone', 'employees'],
  ['deel', 'employees'],
  ['haileyhr', 'employees'],
  ['hibob', 'employees'],
  ['teamtailor', 'jobs'],
  ['jamf', 'devices'],
  ['kandji', 'devices'],
  ['servicenow', 'hardware-assets'],
  ['postnord', 'trackings', postnordShipmentId(0)],
  ['sap-successfactors', 'employees'],
  ['ingram', 'products'],
];

describe('unified models through the gateway, against each vendor simulator', () => {
  it.each(ADAPTED)('%s: %s listed by page and read by id, with the remoteId', async (serviceId, model, knownId) => {
    const { authorization, connection } = await consumerConnectedTo(t, serviceId);
    expect(connection.state).toBe('callable');
    let id = knownId;
    if (!knownId) {
      const page = await list(authorization, model, { pageSize: 2 });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const rows = page.data as Row[];
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ id: expect.any(String), remoteId: expect.any(String) });
      expect(rows[0]!.remoteData).toBeUndefined();
      expect(page.meta).toEqual({ next: expect.any(String) });
      id = rows[0]!.id;
    }
    const one = await getOne(authorization, model, id!);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.data).toMatchObject({ id, remoteId: expect.any(String) });
  });
});

describe('paging, remote data, field mappings and the choice of connection', () => {
  it("pages over the vendor's paging with the cursor: the pages join into the list read at once", async () => {
    const { authorization } = await consumerConnectedTo(t, 'jamf');
    const whole = (await list(authorization, 'devices', { pageSize: 6 })).data as Row[];
    const first = await list(authorization, 'devices', { pageSize: 3 });
    const second = await list(authorization, 'devices', { cursor: (first.meta as unknown as { next: string }).next });
    expect([...(first.data as Row[]), ...(second.data as Row[])].map((row) => row.id)).toEqual(
      whole.map((row) => row.id),
    );
    const bad = await list(authorization, 'devices', { cursor: 'not-a-cursor' });
    expect(bad.error).toMatchObject({ statusCode: 400, code: 'INVALID_CURSOR' });
  });

  it("adds the vendor's raw record with includeRemoteData=true, and applies the integration's field mappings", async () => {
    const { owner, application, authorization } = await consumerConnectedTo(t, 'bamboohr');
    const [row] = (await list(authorization, 'employees', { pageSize: 1, includeRemoteData: 'true' })).data as Row[];
    expect(row!.remoteData).toMatchObject({ id: row!.remoteId });
    await owner.api.call(integrationsEndpoints.putRemap, {
      params: { serviceId: 'bamboohr', app: application },
      query: { account: owner.teamId },
      body: { type: 'employees', from: 'jobTitle', to: 'department' },
    });
    const [mapped] = (await list(authorization, 'employees', { pageSize: 1, includeRemoteData: 'true' })).data as Row[];
    expect(mapped!.department).toBe(mapped!.remoteData!.jobTitle);
    const one = (await getOne(authorization, 'employees', mapped!.id)).data as Row;
    expect(one.department).toBe(mapped!.remoteData!.jobTitle);
  });

  it('asks for serviceId when the consumer has several callable connections in the unified API, listing them', async () => {
    const { application, authorization } = await consumerConnectedTo(t, 'bamboohr');
    // The Free plan allows one integration: the second is enabled in the table, as a paid plan would allow.
    await t.db.execute(
      sql`insert into integrations (account_id, application_id, service_id, unified_api, is_enabled) select account_id, application_id, 'hibob', 'HRIS', true from integrations where application_id = ${application}`,
    );
    await saveConnection(t, authorization, 'hibob', getSimulator('hibob')!.sandboxSettings);
    const unchosen = await list(authorization, 'employees');
    expect(unchosen.error).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('choose one with serviceId (bamboohr, hibob)'),
    });
    const hibob = (await list(authorization, 'employees', { serviceId: 'hibob', pageSize: 1 })).data as Row[];
    const bamboo = (await list(authorization, 'employees', { serviceId: 'bamboohr', pageSize: 1 })).data as Row[];
    expect(hibob[0]!.id).not.toBe(bamboo[0]!.id);
    const other = await list(authorization, 'employees', { serviceId: 'kandji' });
    expect(other.error).toMatchObject({ statusCode: 400 });
  });

  it("answers 403 when the integration's scope leaves the operation out, and when the integration is not enabled", async () => {
    const { owner, application, authorization } = await consumerConnectedTo(t, 'kandji');
    await owner.api.call(integrationsEndpoints.putScope, {
      params: { serviceId: 'kandji', app: application, type: 'devices' },
      query: { account: owner.teamId },
      body: { operations: ['get'] },
    });
    expect((await list(authorization, 'devices')).error).toMatchObject({
      statusCode: 403,
      message: expect.stringContaining('does not allow list of devices'),
    });
    await owner.api.call(integrationsEndpoints.update, {
      params: { serviceId: 'kandji' },
      body: { accountId: owner.teamId, serviceId: 'kandji', application, isEnabled: false },
    });
    expect((await list(authorization, 'devices', { serviceId: 'kandji' })).error).toMatchObject({
      statusCode: 403,
      message: 'The integration Kandji is not enabled for this application',
    });
  });

  it('answers 424 when the consumer has no callable connection in the unified API', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const { authorization } = await consumerBearer(t, owner, application);
    expect((await list(authorization, 'employees')).error).toMatchObject({
      statusCode: 424,
      code: 'NEEDS_CONFIGURATION',
    });
  });
});

describe('vendor failures in the unified error format', () => {
  it("a vendor 401 answers 424 'connection invalid' and marks the connection invalid with the vendor's reason", async () => {
    const { authorization } = await consumerConnectedTo(t, 'teamtailor');
    vendors.refuse('teamtailor', true);
    try {
      const answer = await list(authorization, 'jobs');
      expect(answer.error).toEqual({
        statusCode: 424,
        code: 'CONNECTION_INVALID',
        message: expect.stringMatching(/^Teamtailor refused the credentials/),
      });
    } finally {
      vendors.refuse('teamtailor', false);
    }
    const connection = await t.api.call(connectionsEndpoints.get, {
      params: { unifiedApi: 'ATS', serviceId: 'teamtailor' },
      headers: { authorization },
    });
    expect(connection.data).toMatchObject({
      state: 'invalid',
      invalidReason: expect.stringMatching(/refused the credentials/),
    });
    // No longer among the consumer's callable connections.
    expect((await t.api.call(unifiedEndpoints.connections, { query: {}, headers: { authorization } })).data).toEqual(
      [],
    );
    expect((await list(authorization, 'jobs')).error).toMatchObject({ statusCode: 424, code: 'NEEDS_CONFIGURATION' });
  });

  it('a vendor 429 is waited out (Retry-After) and the call succeeds', async () => {
    const { authorization } = await consumerConnectedTo(t, 'servicenow');
    await vendors.control('servicenow', '/rate-limit', { count: 1, retryAfterSeconds: 1 });
    const started = Date.now();
    const answer = await list(authorization, 'hardware-assets', { pageSize: 1 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('a vendor that does not answer in time is 504 VENDOR_TIMEOUT', async () => {
    const { authorization } = await consumerConnectedTo(t, 'ingram');
    await vendors.control('ingram', '/delay', { ms: 2500 });
    try {
      const answer = await list(authorization, 'products', { pageSize: 1 });
      expect(answer.error).toEqual({
        statusCode: 504,
        code: 'VENDOR_TIMEOUT',
        message: expect.stringContaining('did not answer within 1 s'),
      });
    } finally {
      await vendors.control('ingram', '/delay', { ms: 0 });
    }
  });
});

describe('passthrough', () => {
  const passthrough = (authorization: string, method: string, path: string, body?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url: `/unified/passthrough/${path}`,
      headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  it("forwards a GET with its query to the vendor's path with the connection's credentials and answers the vendor's response", async () => {
    const { owner, application, consumer, authorization } = await consumerConnectedTo(t, 'kandji');
    const answer = await passthrough(authorization, 'GET', 'kandji/api/v1/devices?limit=2');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json()).toHaveLength(2);
    const missing = await passthrough(authorization, 'GET', 'kandji/api/v1/devices/no-such-device');
    expect(missing.statusCode).toBe(404);
    // Counted and logged as passthrough (`connection`) calls, with the vendor's own call as the sub-request.
    await t.flush();
    const scope = await t.services.applications.requireApplication(owner.id, application, null);
    expect(await t.services.consumers.usage(scope, consumer)).toMatchObject({ connection: 2, universal: 0 });
    const logs = await fullLogs(t.services, {
      accountId: owner.teamId,
      applicationId: application,
      consumerId: consumer,
    });
    expect(logs.find((log) => log.request.url === '/unified/passthrough/kandji/api/v1/devices?limit=2')).toMatchObject({
      kind: 'connection',
      serviceId: 'kandji',
      response: { status: 200 },
      subRequests: [
        expect.objectContaining({
          method: 'GET',
          status: 200,
          url: expect.stringContaining('/api/v1/devices?limit=2'),
        }),
      ],
    });
  });

  it('forwards a POST body as JSON, with an application token to the application’s own connection (Hibob’s search)', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'hibob');
    const authorization = await applicationBearer(t, owner, application);
    await saveConnection(t, authorization, 'hibob', getSimulator('hibob')!.sandboxSettings);
    type Search = { employees: Array<{ internal?: { status?: string } }> };
    const active = await passthrough(authorization, 'POST', 'hibob/v1/people/search', {});
    const everyone = await passthrough(authorization, 'POST', 'hibob/v1/people/search', { showInactive: true });
    expect(active.statusCode, active.body).toBe(200);
    const inactive = (everyone.json() as Search).employees.filter((employee) => employee.internal?.status !== 'Active');
    expect(inactive.length).toBeGreaterThan(0);
    expect((active.json() as Search).employees).toHaveLength(
      (everyone.json() as Search).employees.length - inactive.length,
    );
  });
});

describe('who may call the data plane', () => {
  it('an application token reads its own consumers and connections; another application is not found', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'postnord');
    const authorization = await applicationBearer(t, owner, application);
    const { consumer } = await consumerBearer(t, owner, application);
    const consumers = await t.api.call(unifiedEndpoints.consumers, {
      query: { applicationId: application },
      headers: { authorization },
    });
    expect(consumers.data).toEqual([{ id: consumer, name: 'Acme' }]);
    const other = await ownerWithIntegration(t, 'postnord');
    const refused = await t.api.unchecked(unifiedEndpoints.consumers, {
      query: { applicationId: other.application },
      headers: { authorization },
    });
    expect(refused.error).toMatchObject({ statusCode: 404 });
    expect((await t.api.call(unifiedEndpoints.connections, { query: {}, headers: { authorization } })).data).toEqual(
      [],
    );
    await saveConnection(t, authorization, 'postnord', getSimulator('postnord')!.sandboxSettings);
    const connections = await t.api.call(unifiedEndpoints.connections, { query: {}, headers: { authorization } });
    expect(connections.data).toEqual([
      expect.objectContaining({ serviceId: 'postnord', consumerId: null, state: 'callable' }),
    ]);
  });

  it('an application token is refused on model endpoints and a consumer token on the consumers list (403)', async () => {
    const { owner, application, authorization } = await consumerConnectedTo(t, 'bamboohr');
    const applicationToken = await applicationBearer(t, owner, application);
    expect((await list(applicationToken, 'employees')).error).toMatchObject({
      statusCode: 403,
      message: expect.stringContaining('consumer access token'),
    });
    const asConsumer = await t.api.unchecked(unifiedEndpoints.consumers, { query: {}, headers: { authorization } });
    expect(asConsumer.error).toMatchObject({
      statusCode: 403,
      message: 'This endpoint needs an application access token',
    });
  });

  it('an API key with x-consumer-id acts for that consumer; without the header, or for a consumer of another application, it is refused', async () => {
    const { owner, application, consumer } = await consumerConnectedTo(t, 'bamboohr');
    const scope = await t.services.applications.requireApplication(owner.id, application, null);
    const { apiKey } = await t.services.credentials.reveal(scope, (await t.services.credentials.create(scope)).id);
    const call = (headers: Record<string, string>) =>
      t.api.unchecked(endpointOf('employees', 'list'), {
        query: { pageSize: 1 },
        headers: { authorization: `Bearer ${apiKey}`, ...headers },
      });
    const page = await call({ 'x-consumer-id': consumer });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.data).toHaveLength(1);
    expect((await call({})).error).toMatchObject({
      statusCode: 401,
      message: expect.stringContaining('x-consumer-id'),
    });
    const stranger = await consumerConnectedTo(t, 'bamboohr');
    expect((await call({ 'x-consumer-id': stranger.consumer })).error).toMatchObject({ statusCode: 404 });
  });

  it('401 without a token, with a forged or expired one, and with a portal session', async () => {
    const { owner, authorization } = await consumerConnectedTo(t, 'bamboohr');
    const forged = `${authorization.slice(0, -4)}AAAA`;
    for (const headers of [
      {} as Record<string, string>,
      { authorization: forged },
      { authorization: `Bearer ${owner.token}` },
    ]) {
      expect((await t.api.unchecked(endpointOf('employees', 'list'), { query: {}, headers })).error).toMatchObject({
        statusCode: 401,
        code: 'UNAUTHORIZED',
      });
    }
    // An hour and a minute later the token has expired (the cache never outlives a token).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      expect((await list(authorization, 'employees')).error).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('metering, request logs and the OpenAPI document', () => {
  it('puts the rate-limit headers on answers, counts the call and logs it with its vendor calls, without the token or the vendor key', async () => {
    const { owner, application, consumer, authorization } = await consumerConnectedTo(t, 'bamboohr');
    const answer = await list(authorization, 'employees', { pageSize: 2 });
    expect(answer.headers['ratelimit-limit']).toBeDefined();
    expect(answer.headers['ratelimit-remaining']).toBeDefined();
    const missing = await getOne(authorization, 'employees', '999999');
    expect(missing.error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(missing.headers['ratelimit-limit']).toBeDefined();
    await t.flush();
    const scope = await t.services.applications.requireApplication(owner.id, application, null);
    expect(await t.services.consumers.usage(scope, consumer)).toMatchObject({ universal: 2, connection: 0, total: 2 });
    const logs = await fullLogs(t.services, {
      accountId: owner.teamId,
      applicationId: application,
      consumerId: consumer,
    });
    const listed = logs.find((log) => log.request.url.startsWith('/unified/hris/employees?'))!;
    expect(listed).toMatchObject({
      serviceId: 'bamboohr',
      consumerId: consumer,
      kind: 'universal',
      response: { status: 200 },
    });
    expect(listed.response.latencyMs).toBeGreaterThan(0);
    expect(listed.subRequests.length).toBeGreaterThan(0);
    expect(logs.find((log) => log.request.url === '/unified/hris/employees/999999')).toMatchObject({
      response: { status: 404 },
    });
    const stored = JSON.stringify(logs);
    expect(stored).not.toContain(authorization.slice('Bearer '.length));
    expect(stored).not.toContain(getSimulator('bamboohr')!.sandboxSettings.apiKey as string);
  });

  it('serves its OpenAPI document with every unified model endpoint, the models’ schemas and the bearer scheme', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/unified/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json() as {
      servers: Array<{ url: string }>;
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.servers[0]!.url).toMatch(/\/unified$/);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const endpoint of UNIFIED_MODEL_ENDPOINTS) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.get, path).toBeDefined();
    }
    const employee = JSON.stringify(document.paths['/hris/employees']!.get!.responses['200']);
    for (const field of ['remoteId', 'workEmail', 'employments', 'manager']) expect(employee).toContain(field);
    expect(document.paths['/passthrough/{serviceId}/{path}']?.post).toBeDefined();
  });

  it('answers an unknown data-plane path with a JSON 404, not the web app', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/unified/hris/payslips' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      error: { statusCode: 404, code: 'NOT_FOUND', message: 'Route GET /unified/hris/payslips not found' },
    });
  });
});
