import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConnector } from '../catalog/catalog';
import { MemoryTokenStore } from '../oauth/token-store';
import { startLocalServer, type LocalServer } from '../testing/local-server';
import { ConnectorError } from './connector-error';
import { SUB_REQUEST_BODY_LIMIT, type SubRequest } from './sub-request';
import { VendorClient } from './vendor-client';

const API_KEY = 'bamboo-key-0123456789';
const expectedBasic = `Basic ${Buffer.from(`${API_KEY}:x`).toString('base64')}`;

/** A vendor with BambooHR's paths and error habits, and switches for the failures under test. */
const testVendor: FastifyPluginAsync = async (app) => {
  let rateLimitedOnce = false;
  let tokenCalls = 0;
  const tokens = new Set<string>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/gateway.php') && request.headers.authorization !== expectedBasic) {
      return reply.code(401).header('X-BambooHR-Error-Message', 'Invalid API key').send();
    }
  });
  app.get('/api/gateway.php/acme/v1/ok', async () => ({ fine: true }));
  app.get('/api/gateway.php/acme/v1/big', async () => ({ text: 'x'.repeat(SUB_REQUEST_BODY_LIMIT * 2) }));
  app.get(
    '/api/gateway.php/acme/v1/slow',
    async () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 1500)),
  );
  app.get('/api/gateway.php/acme/v1/missing', async (_request, reply) =>
    reply.code(404).send({ message: 'Employee not found' }),
  );
  app.get('/api/gateway.php/acme/v1/broken', async (_request, reply) => reply.code(503).send('down for maintenance'));
  app.get('/api/gateway.php/acme/v1/limited-once', async (_request, reply) => {
    if (rateLimitedOnce) return { after: 'wait' };
    rateLimitedOnce = true;
    return reply.code(429).header('Retry-After', '1').send({ message: 'Too many requests' });
  });
  app.get('/api/gateway.php/acme/v1/limited', async (_request, reply) =>
    reply.code(429).header('Retry-After', '120').send(),
  );
  let unavailableOnce = false;
  app.get('/api/gateway.php/acme/v1/unavailable-once', async (_request, reply) => {
    if (unavailableOnce) return { back: true };
    unavailableOnce = true;
    return reply.code(503).header('Retry-After', '2').send('maintenance');
  });
  app.get('/api/gateway.php/acme/v1/unavailable', async (_request, reply) =>
    reply.code(503).header('Retry-After', '120').send('maintenance'),
  );
  // Jamf-shaped client credentials: a token endpoint and an API that checks the bearer token.
  app.post('/api/oauth/token', async (request, reply) => {
    const form = request.body as Record<string, string>;
    if (form.client_id !== 'jamf-client' || form.client_secret !== 'jamf-secret-value')
      return reply.code(401).send({ error: 'invalid_client' });
    tokenCalls += 1;
    const token = `jamf-token-${tokenCalls}`;
    tokens.add(token);
    return { access_token: token, token_type: 'Bearer', expires_in: 1199, scope: 'api-role' };
  });
  app.get('/api/v1/jamf-pro-version', async (request, reply) => {
    const token = request.headers.authorization?.replace('Bearer ', '') ?? '';
    if (!tokens.has(token))
      return reply
        .code(401)
        .send({ httpStatus: 401, errors: [{ code: 'INVALID_TOKEN', description: 'Unauthorized' }] });
    return { version: '11.10.0', tokenCalls };
  });
  app.post('/test/revoke-tokens', async () => {
    tokens.clear();
    return {};
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
};

let vendor: LocalServer;
beforeAll(async () => {
  vendor = await startLocalServer(testVendor);
});
afterAll(() => vendor.close());

function bamboo(
  settings = { companyDomain: 'acme', apiKey: API_KEY },
  extra: Partial<ConstructorParameters<typeof VendorClient>[2]> = {},
) {
  const records: SubRequest[] = [];
  const waits: number[] = [];
  const client = new VendorClient(getConnector('bamboohr')!, settings, {
    env: { CONNECTOR_BAMBOOHR_BASE_URL: vendor.url },
    recordSubRequest: (record) => records.push(record),
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...extra,
  });
  return { client, records, waits };
}

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
};

describe('vendor client', () => {
  it('authenticates, answers the body and records the call without the key', async () => {
    const { client, records } = bamboo();
    expect(await client.json({ path: '/v1/ok' })).toEqual({ fine: true });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      method: 'GET',
      url: `${vendor.url}/api/gateway.php/acme/v1/ok`,
      status: 200,
      truncated: false,
    });
    expect(records[0]!.requestHeaders.authorization).toBe('[redacted]');
    expect(records[0]!.responseBody).toBe('{"fine":true}');
    expect(JSON.stringify(records)).not.toContain(API_KEY);
    expect(JSON.stringify(records)).not.toContain(expectedBasic.slice(6));
  });

  it('maps a refused key to CONNECTION_INVALID with the vendor’s reason', async () => {
    const { client } = bamboo({ companyDomain: 'acme', apiKey: 'wrong-key' });
    const error = await failureOf(client.json({ path: '/v1/ok' }));
    expect(error.code).toBe('CONNECTION_INVALID');
    expect(error.statusCode).toBe(424);
    expect(error.message).toBe('BambooHR refused the credentials: Invalid API key');
  });

  it('waits out a 429 for its Retry-After, then succeeds', async () => {
    const { client, records, waits } = bamboo();
    expect(await client.json({ path: '/v1/limited-once' })).toEqual({ after: 'wait' });
    expect(waits).toEqual([1000]);
    expect(records.map((record) => record.status)).toEqual([429, 200]);
  });

  it('gives up on a 429 whose wait passes the deadline', async () => {
    const { client, waits } = bamboo(undefined, { retryDeadlineMs: 5000 });
    const error = await failureOf(client.json({ path: '/v1/limited' }));
    expect(error).toMatchObject({ code: 'VENDOR_RATE_LIMITED', statusCode: 429, details: { retryAfterSeconds: 120 } });
    expect(waits).toEqual([]);
  });

  it('waits out a 503 with Retry-After as a 429, within the deadline; past it, answers the 503 as VENDOR_ERROR with its Retry-After', async () => {
    const { client, records, waits } = bamboo(undefined, { retryDeadlineMs: 5000 });
    expect(await client.json({ path: '/v1/unavailable-once' })).toEqual({ back: true });
    expect(waits).toEqual([2000]);
    expect(records.map((record) => record.status)).toEqual([503, 200]);
    const late = bamboo(undefined, { retryDeadlineMs: 5000 });
    const error = await failureOf(late.client.json({ path: '/v1/unavailable' }));
    expect(error).toMatchObject({
      code: 'VENDOR_ERROR',
      statusCode: 502,
      message: 'BambooHR failed with HTTP 503: maintenance',
      details: { vendorStatus: 503, retryAfterSeconds: 120 },
    });
    expect(late.waits).toEqual([]);
    expect((await late.client.request({ path: '/v1/unavailable', acceptStatuses: [503] })).status).toBe(503);
  });

  it('answers VENDOR_TIMEOUT (504 in the unified format) when the vendor is too slow', async () => {
    const { client, records } = bamboo(undefined, { timeoutMs: 200 });
    const error = await failureOf(client.json({ path: '/v1/slow' }));
    expect(error.toErrorBody()).toEqual({
      error: { statusCode: 504, code: 'VENDOR_TIMEOUT', message: 'BambooHR did not answer within 0.2 s' },
    });
    expect(records[0]).toMatchObject({ status: null, error: 'timeout' });
  });

  it('answers VENDOR_UNREACHABLE when nothing listens', async () => {
    const closed = await startLocalServer(async () => {});
    await closed.close();
    const client = new VendorClient(
      getConnector('bamboohr')!,
      { companyDomain: 'acme', apiKey: API_KEY },
      { env: { CONNECTOR_BAMBOOHR_BASE_URL: closed.url } },
    );
    const error = await failureOf(client.json({ path: '/v1/ok' }));
    expect(error).toMatchObject({ code: 'VENDOR_UNREACHABLE', statusCode: 502, message: 'Could not reach BambooHR' });
  });

  it('maps 404 to NOT_FOUND and 5xx to VENDOR_ERROR', async () => {
    const { client } = bamboo();
    expect(await failureOf(client.json({ path: '/v1/missing' }))).toMatchObject({
      code: 'NOT_FOUND',
      statusCode: 404,
      message: 'BambooHR: Employee not found',
    });
    // A 503 without Retry-After is not asked to be retried: answered at once.
    const { client: once, records } = bamboo();
    await failureOf(once.json({ path: '/v1/broken' }));
    expect(records).toHaveLength(1);
    expect(await failureOf(client.json({ path: '/v1/broken' }))).toMatchObject({
      code: 'VENDOR_ERROR',
      statusCode: 502,
      message: 'BambooHR failed with HTTP 503: down for maintenance',
    });
    expect((await client.request({ path: '/v1/missing', acceptStatuses: [404] })).status).toBe(404);
  });

  it('cuts recorded bodies past the documented size', async () => {
    const { client, records } = bamboo();
    await client.json({ path: '/v1/big' });
    expect(records[0]!.truncated).toBe(true);
    expect(records[0]!.responseBody).toHaveLength(SUB_REQUEST_BODY_LIMIT);
  });
});

describe('vendor client with client credentials', () => {
  const jamfSettings = { instanceName: 'acme', clientId: 'jamf-client', clientSecret: 'jamf-secret-value' };

  it('obtains one token, reuses it until it expires, and renews it once after a 401', async () => {
    const records: SubRequest[] = [];
    const tokenStore = new MemoryTokenStore();
    const ctx = {
      env: { CONNECTOR_JAMF_BASE_URL: vendor.url },
      tokenStore,
      recordSubRequest: (record: SubRequest) => records.push(record),
    };
    const jamf = new VendorClient(getConnector('jamf')!, jamfSettings, ctx);
    const first = await jamf.json<{ tokenCalls: number }>({ path: '/api/v1/jamf-pro-version' });
    const second = await jamf.json<{ tokenCalls: number }>({ path: '/api/v1/jamf-pro-version' });
    expect([first.tokenCalls, second.tokenCalls]).toEqual([1, 1]);
    await fetch(`${vendor.url}/test/revoke-tokens`, { method: 'POST' });
    const third = await jamf.json<{ tokenCalls: number }>({ path: '/api/v1/jamf-pro-version' });
    expect(third.tokenCalls).toBe(2);
    const tokenCall = records.find((record) => record.url.endsWith('/api/oauth/token'))!;
    expect(tokenCall.requestBody).toContain('client_secret=[redacted]');
    expect(tokenCall.responseBody).toContain('"access_token":"[redacted]"');
    expect(JSON.stringify(records)).not.toMatch(/jamf-token-\d|jamf-secret-value/);
  });

  it('maps a refused client secret to CONNECTION_INVALID', async () => {
    const jamf = new VendorClient(
      getConnector('jamf')!,
      { ...jamfSettings, clientSecret: 'nope-nope' },
      { env: { CONNECTOR_JAMF_BASE_URL: vendor.url } },
    );
    const error = await failureOf(jamf.json({ path: '/api/v1/jamf-pro-version' }));
    expect(error).toMatchObject({
      code: 'CONNECTION_INVALID',
      message: 'Jamf refused the credentials: invalid_client',
    });
  });
});
