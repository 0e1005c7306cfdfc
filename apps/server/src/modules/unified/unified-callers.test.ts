import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNIFIED_MODEL_ENDPOINTS, unifiedEndpoints } from '@portal/shared/unified/unified.endpoints';
import { consumerConnectedTo, useVendorSimulators } from '../../test/gateway';
import { type Person, type TestApp, useTestApp } from '../../test/test-app';
import { CALLER_CACHE_MS, CALLER_REFRESH_AHEAD_MS } from './unified-callers.service';

// A right API key must never be answered 429: the failed-attempt limit (10 per address) counts wrong keys only,
// however many calls with a right key check it at once (after the caller cache expired, say).
const vendors = useVendorSimulators();
const t = useTestApp(() => ({ ...vendors.env(), UNIFIED_ROUTE_CACHE_MS: '0' }));

afterEach(() => {
  vi.useRealTimers();
});

async function apiKeyOf(app: TestApp, owner: Person, application: string): Promise<string> {
  const scope = await app.services.applications.requireApplication(owner.id, application, null);
  return (await app.services.credentials.reveal(scope, (await app.services.credentials.create(scope)).id)).apiKey;
}

/** `GET /unified/connections` (authenticated, not metered) from `ip` with these headers: the status. */
const connections = (ip: string, headers: Record<string, string>) =>
  t.api.from(ip).unchecked(unifiedEndpoints.connections, { query: {}, headers });

/** Moves the clock (Date only) `ms` on. */
function later(ms: number) {
  const at = Date.now() + ms;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

const wrongKey = (n: number) => `sk_wrong${String(n).padStart(40, '0')}`;

describe('API keys under concurrency', () => {
  it('answers 200 calls at once with a right key after the caller cache expired, in both spellings of the consumer, without one 429 and with one lookup', async () => {
    const { owner, application, consumer } = await consumerConnectedTo(t, 'bamboohr');
    const apiKey = await apiKeyOf(t, owner, application);
    const ip = '10.24.2.1';
    expect((await connections(ip, { authorization: `Bearer ${apiKey}`, 'x-consumer-id': consumer })).status).toBe(200);
    later(CALLER_CACHE_MS + 1_000);
    const lookups = vi.spyOn(t.services.credentials, 'authenticate');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        connections(ip, {
          authorization: `Bearer ${apiKey}`,
          'x-consumer-id': index % 2 ? consumer : consumer.toUpperCase(),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(0);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
  });

  it('refuses the 11th wrong key with 429, while a right key checked at once by 50 calls between them takes no slot', async () => {
    const { owner, application, consumer } = await consumerConnectedTo(t, 'bamboohr');
    const apiKey = await apiKeyOf(t, owner, application);
    const ip = '10.24.2.2';
    const wrong = async (n: number) =>
      (await connections(ip, { authorization: `Bearer ${wrongKey(n)}`, 'x-consumer-id': consumer })).status;
    for (let n = 1; n <= 9; n += 1) expect(await wrong(n)).toBe(401);
    const right = await Promise.all(
      Array.from({ length: 50 }, () =>
        connections(ip, { authorization: `Bearer ${apiKey}`, 'x-consumer-id': consumer }),
      ),
    );
    expect(right.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await wrong(10)).toBe(401);
    const refused = await connections(ip, { authorization: `Bearer ${wrongKey(11)}`, 'x-consumer-id': consumer });
    expect(refused.error).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed API key attempts. Try again in 15 minutes.',
    });
  });

  it('checks a caller in use again before its cache time ends, so calls never wait at the expiry; a deleted key stops at that check', async () => {
    const { owner, application, consumer } = await consumerConnectedTo(t, 'bamboohr');
    const scope = await t.services.applications.requireApplication(owner.id, application, null);
    const credential = await t.services.credentials.create(scope);
    const { apiKey } = await t.services.credentials.reveal(scope, credential.id);
    const headers = { authorization: `Bearer ${apiKey}`, 'x-consumer-id': consumer };
    const ip = '10.24.2.3';
    const lookups = vi.spyOn(t.services.credentials, 'authenticate');
    expect((await connections(ip, headers)).status).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(1);
    // In the last second of its time: answered from the cache, and checked again meanwhile.
    later(CALLER_CACHE_MS - CALLER_REFRESH_AHEAD_MS / 2);
    expect((await connections(ip, headers)).status).toBe(200);
    await vi.waitFor(() => expect(lookups).toHaveBeenCalledTimes(2));
    // Past the first time: the refreshed caller answers without a lookup.
    later(CALLER_REFRESH_AHEAD_MS);
    expect((await connections(ip, headers)).status).toBe(200);
    expect(lookups).toHaveBeenCalledTimes(2);
    lookups.mockRestore();
    await t.services.credentials.remove(scope, credential.id);
    later(CALLER_CACHE_MS - CALLER_REFRESH_AHEAD_MS / 2);
    await connections(ip, headers);
    await vi.waitFor(async () => expect((await connections(ip, headers)).status).toBe(401));
  });
});

describe('what a refused credential is told', () => {
  it('a token that is invalid or expired is told so; only an API key without x-consumer-id is told about the header', async () => {
    const { owner, application, consumer, authorization } = await consumerConnectedTo(t, 'bamboohr');
    const apiKey = await apiKeyOf(t, owner, application);
    const ip = '10.24.2.4';
    const messageOf = async (headers: Record<string, string>) => (await connections(ip, headers)).error;
    const tokenInvalid = {
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'The access token is invalid or has expired',
    };
    const token = authorization.slice('Bearer '.length);
    for (const credential of [
      'not-a-token',
      token.split('.').slice(0, 2).join('.'),
      `${token.slice(0, -4)}AAAA`,
      `${token}=`,
      'eyJhbGciOiJIUzI1NiJ9',
    ]) {
      expect(await messageOf({ authorization: `Bearer ${credential}` }), credential).toEqual(tokenInvalid);
    }
    // An API key alone acts for its application (issue 28: a backend asking for a connect session); an endpoint of a
    // consumer's data tells it how to name one.
    expect((await connections(ip, { authorization: `Bearer ${apiKey}` })).status).toBe(200);
    const employees = UNIFIED_MODEL_ENDPOINTS.find((endpoint) => endpoint.model === 'employees')!;
    const keyAlone = await t.api.from(ip).unchecked(employees, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(keyAlone.error).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'An API key needs the consumer in the x-consumer-id header; or use an access token from POST /api/auth',
    });
    expect(await messageOf({ authorization: `Bearer ${wrongKey(1)}`, 'x-consumer-id': consumer })).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'The API key is not valid for this application',
    });
    later(61 * 60 * 1000);
    expect(await messageOf({ authorization })).toEqual(tokenInvalid);
  });
});
