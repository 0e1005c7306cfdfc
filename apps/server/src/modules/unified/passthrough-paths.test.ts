import { type Server, createServer } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSimulator } from '../../connectors/simulators/registry';
import { consumerConnectedTo } from '../../test/gateway';
import { useTestApp } from '../../test/test-app';
import { VENDOR_PATH_REFUSED } from './vendor-path';

// Passthrough must never take the connection's credentials outside its base path. A vendor on loopback records
// every path it is asked for; the portal is called over a real socket, so each spelling reaches the server as sent
// (app.inject would resolve dot segments and backslashes before the router sees them).
const received: string[] = [];
let vendor: Server;
let vendorUrl = '';
beforeAll(async () => {
  vendor = createServer((request, response) => {
    received.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  const address = vendor.address();
  vendorUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  vendor.closeAllConnections();
  await new Promise((resolve) => vendor.close(resolve));
});

const t = useTestApp(() => ({
  CONNECTOR_BAMBOOHR_BASE_URL: `${vendorUrl}/tenant`,
  VENDOR_TIMEOUT_MS: '2000',
  UNIFIED_ROUTE_CACHE_MS: '0',
}));
let port = 0;
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

/** One raw HTTP/1.1 request with the target exactly as written: the status and the parsed body. */
function rawGet(target: string, authorization: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        Buffer.from(
          `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\nConnection: close\r\n\r\n`,
          'latin1',
        ),
      ),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      try {
        resolve({ status, body: JSON.parse(body) });
      } catch {
        resolve({ status, body });
      }
    });
    socket.on('error', reject);
  });
}

/** Every spelling tried after `/unified/passthrough/bamboohr/`: traversal, separators, encodings, hosts. */
const TRICKS = [
  'v1/../../../admin',
  'v1/%2e%2e/%2e%2e/%2e%2e/admin',
  'v1/%2E%2e/%2e%2E/%2E%2E/admin',
  'v1/.%2e/.%2e/.%2e/admin',
  'v1/%2e./%2e./%2e./admin',
  'v1/%252e%252e/%252e%252e/admin',
  'v1\\..\\..\\..\\admin\\secrets',
  'v1%5c..%5c..%5c..%5cadmin',
  'v1/%5C..%5C..%5C..%5Cadmin',
  'v1/.%09./.%09./.%09./admin',
  'v1/%09../%09../%09../admin',
  'v1/.%0d%0a./admin',
  'v1/%00../admin',
  'v1/%2f..%2f..%2f..%2fadmin',
  'v1/%2F..%2F..%2Fadmin',
  '/evil.example/admin',
  '//evil.example/admin',
  'v1/..;/..;/..;/admin',
  'v1/%c0%ae%c0%ae/%c0%ae%c0%ae/admin',
  'v1/%e0%80%ae%e0%80%ae/admin',
  'v1/%u002e%u002e/%u002e%u002e/admin',
  'v1/./././employees',
  'v1/employees/..',
  'v1/employees/.',
  'v1/%3f/../../../admin',
  'v1/%23/../../../admin',
  'v1/employees%3f/../../../../admin',
  'v1/%ef%bc%8e%ef%bc%8e/%ef%bc%8e%ef%bc%8e/%ef%bc%8e%ef%bc%8e/admin',
  'v1/%ef%bc%8f..%ef%bc%8f..%ef%bc%8fadmin',
  'v1/%ef%bc%bc..%ef%bc%bc..%ef%bc%bcadmin',
  'http://evil.example/admin',
  'https:%2f%2fevil.example/admin',
  '@evil.example/admin',
  'v1/@evil.example:80/admin',
  'v1/employees?x=/../../admin',
  'v1/employees#/../../admin',
  'v1/%2525252e%2525252e/admin',
  'v1/employees/directory',
];

describe('passthrough paths', () => {
  it(`refuses with 400 or keeps below the base path each of ${TRICKS.length} spellings, and the vendor never sees another path`, async () => {
    const sandbox = getSimulator('bamboohr')!.sandboxSettings;
    const { authorization } = await consumerConnectedTo(t, 'bamboohr', sandbox);
    const base = `/tenant/api/gateway.php/${String(sandbox.companyDomain)}`;
    received.length = 0;
    const outcomes: string[] = [];
    for (const trick of TRICKS) {
      const before = received.length;
      const answer = await rawGet(`/unified/passthrough/bamboohr/${trick}`, authorization);
      const reached = received.slice(before);
      if (answer.status === 200) {
        expect(reached, trick).toHaveLength(1);
        outcomes.push(`${trick} → ${reached[0]}`);
      } else {
        expect({ trick, status: answer.status, body: answer.body }).toEqual({
          trick,
          status: 400,
          body: { error: { statusCode: 400, code: expect.any(String), message: expect.any(String) } },
        });
        expect(reached, trick).toEqual([]);
        outcomes.push(`${trick} → 400 ${(answer.body as { error: { message: string } }).error.message}`);
      }
    }
    expect(received.length).toBeGreaterThan(0);
    for (const path of received) {
      const pathname = path.split('?')[0]!;
      expect(pathname.startsWith(`${base}/`), `${path}\n${outcomes.join('\n')}`).toBe(true);
      expect(
        decodeURIComponent(pathname)
          .split('/')
          .filter((segment) => /^\.{1,2}$/.test(segment.split(';')[0]!)),
        path,
      ).toEqual([]);
    }
    // The plain path still goes through, and the traversals are refused with the rule.
    expect(outcomes).toContain(`v1/employees/directory → ${base}/v1/employees/directory`);
    expect(outcomes).toContain(`v1/../../../admin → 400 ${VENDOR_PATH_REFUSED}`);
    expect(outcomes).toContain(`v1%5c..%5c..%5c..%5cadmin → 400 ${VENDOR_PATH_REFUSED}`);
  });
});
