import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { newApplication } from '../test/applications';
import { consumerConnectedTo, useVendorSimulators } from '../test/gateway';
import { callRecord } from '../test/request-logs';
import { useTestApp } from '../test/test-app';
import { COMPRESS_FROM_BYTES, chosenEncoding } from './answer-compression';

const vendors = useVendorSimulators();
const t = useTestApp(() => ({ ...vendors.env(), UNIFIED_ROUTE_CACHE_MS: '0' }));

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** The answer's bytes as the client reads them, decoded by its Content-Encoding. */
function decoded(answer: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(answer.rawPayload).toString();
  return answer.rawPayload.toString();
}

describe('API answers compressed', () => {
  it('sends a JSON answer of 1 KB or more as brotli, else gzip, else as it is, by Accept-Encoding, with Vary', async () => {
    const owner = await t.signUp();
    const applicationId = await newApplication(owner);
    for (let i = 0; i < 10; i += 1)
      t.services.requestLogs.record(callRecord(owner.teamId, applicationId, { n: i }, new Date(Date.now() - i * 1000)));
    await t.flush();
    const url = `/api${requestLogsEndpoints.application.path}?applicationId=${applicationId}`;
    const authorization = `Bearer ${owner.token}`;

    const plain = await get(url, { authorization });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const json = plain.json<{ data: unknown[] }>();
    expect(json.data).toHaveLength(10);

    const brotli = await get(url, { authorization, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(brotli))).toEqual(json);

    const gzipped = await get(url, { authorization, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzipped))).toEqual(json);

    const refused = await get(url, { authorization, 'accept-encoding': 'br;q=0, gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(json);
  });

  it('sends an answer under 1 KB as it is', async () => {
    const small = await get('/api/nothing-here', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ error: { statusCode: 404, code: 'NOT_FOUND' } });
  });

  it("compresses the data plane's answers too, and its request log keeps the answer as JSON", async () => {
    const { owner, application, authorization } = await consumerConnectedTo(t, 'bamboohr');
    const employees = UNIFIED_MODEL_ENDPOINTS.find(
      (endpoint) => endpoint.model === 'employees' && endpoint.operation === 'list',
    )!;
    const url = `${employees.prefix}${employees.path}?pageSize=100`;
    const plain = await get(url, { authorization });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const brotli = await get(url, { authorization, 'accept-encoding': 'br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(brotli))).toEqual(plain.json());

    await t.flush();
    const listed = await owner.api.call(requestLogsEndpoints.application, { query: { applicationId: application } });
    const newest = await owner.api.call(requestLogsEndpoints.detail, {
      params: { id: listed.data[0]!.id },
      query: { applicationId: application },
    });
    // The log keeps the answer's JSON text (cut at 16 KiB), not the compressed bytes.
    expect(newest.data.response).toMatchObject({ status: 200, truncated: true });
    expect(plain.body.startsWith(newest.data.response.body as string)).toBe(true);
  });
});

describe('chosenEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('identity')).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
  });
});
