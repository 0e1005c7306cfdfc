import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedFetch } from '../../connectors/http/recorded-fetch';
import type { SubRequest } from '../../connectors/http/sub-request';
import { requestLogRow } from './request-log-row';

/** Secret values in query strings: each must be gone from the stored row, wherever it was. */
const SECRET_PARAMS: Record<string, string> = {
  api_key: 'ApiKeyValue1',
  apikey: 'ApikeyValue2',
  client_secret: 'ClientSecret3',
  signature: 'SignatureValue4',
  sig: 'SigValue5',
  password: 'PasswordValue6',
  secret: 'SecretValue7',
  token: 'TokenValue8',
  'X-Amz-Signature': 'AmzSignature9',
  sessionKey: 'SessionKey10',
  user_pass: 'UserPass11',
  'api%5Fkey': 'EncodedName12',
  'auth[private_key]': 'Bracketed13',
};

const queryOf = (prefix: string) =>
  [
    ...Object.entries(SECRET_PARAMS).map(([name, value]) => `${name}=${prefix}${value}`),
    'page=2',
    'fields=name,email',
  ].join('&');

/** A vendor that answers with the URL it was called at, and a next-page link with a token (as some vendors do). */
let vendor: Server;
let vendorUrl = '';
beforeAll(async () => {
  vendor = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        self: `https://vendor.example${request.url}`,
        next: `https://vendor.example/v1/people?page=3&access_token=EchoToken14&sig=EchoSig15`,
      }),
    );
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  vendorUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => vendor.close(() => resolve())));

async function subRequestTo(url: string): Promise<SubRequest> {
  const records: SubRequest[] = [];
  await recordedFetch(
    url,
    {},
    { vendorName: 'Vendor', secrets: [], timeoutMs: 5000, record: (record) => records.push(record) },
  );
  return records[0]!;
}

describe('a request log row keeps no query-string secret', () => {
  it("in the caller's URL and query, every sub-request URL and the vendor's echo of it", async () => {
    const subRequest = await subRequestTo(`${vendorUrl}/v1/people?${queryOf('vendor-')}`);
    const callerQuery = Object.fromEntries(
      Object.entries(SECRET_PARAMS).map(([name, value]) => [name, `caller-${value}`]),
    );
    const row = requestLogRow({
      accountId: 'a',
      applicationId: 'b',
      consumerId: null,
      serviceId: 'bamboohr',
      kind: 'universal',
      createdAt: new Date(),
      request: {
        method: 'GET',
        url: `/unified/hris/employees?${queryOf('caller-')}`,
        query: { ...callerQuery, page: '2' },
        headers: {},
        body: null,
      },
      response: { status: 200, latencyMs: 3, headers: {}, body: { data: [] } },
      subRequests: [subRequest],
    });
    const stored = JSON.stringify(row);
    for (const value of [...Object.values(SECRET_PARAMS), 'EchoToken14', 'EchoSig15'])
      expect(stored).not.toContain(value);
    // What is not a secret stays, and the echoed answer is still JSON.
    expect(row.request.url).toContain('page=2&fields=name,email');
    expect(row.request.url).toContain('api_key=[redacted]');
    expect(row.request.query).toMatchObject({ page: '2', sig: '[redacted]', 'X-Amz-Signature': '[redacted]' });
    expect(subRequest.url).toContain(
      `${vendorUrl}/v1/people?api_key=[redacted]&apikey=[redacted]&client_secret=[redacted]`,
    );
    expect(subRequest.url).toContain('page=2&fields=name,email');
    const echoed = JSON.parse(subRequest.responseBody!) as { self: string; next: string };
    expect(echoed.self).toContain('sig=[redacted]&password=[redacted]');
    expect(echoed.next).toBe('https://vendor.example/v1/people?page=3&access_token=[redacted]&sig=[redacted]');
  });

  it('leaves parameters whose names hold no secret word alone', async () => {
    const subRequest = await subRequestTo(`${vendorUrl}/v1/search?q=a%3Db&state=CA&signal=1&code_name=x`);
    expect(subRequest.url).toBe(`${vendorUrl}/v1/search?q=a%3Db&state=CA&signal=1&code_name=x`);
  });
});
