import { afterAll, describe, expect, it } from 'vitest';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { FORWARDING_HEADERS } from '../test/forwarding-headers';
import { type TestApp, buildTestApp, useTestApp } from '../test/test-app';

const TOKEN = 'metrics-token-0123456789';
const t = useTestApp({ METRICS_TOKEN: TOKEN });

const scrape = async (app = t.app, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `http_requests_total{method="GET",route="/api/health",status="200"}`. */
function sample(text: string, name: string, labels: string): number {
  const line = text
    .split('\n')
    .find((entry) => entry.startsWith(`${name}{`) && labels.split(',').every((label) => entry.includes(label)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

let unprotected: TestApp | undefined;
/** A server without METRICS_TOKEN, built once for the tests that need it. */
async function openMetrics(): Promise<TestApp> {
  unprotected ??= await buildTestApp();
  return unprotected;
}
afterAll(() => unprotected?.close());

describe('GET /metrics', () => {
  it('needs the bearer METRICS_TOKEN when one is set', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(t.app, 'Bearer wrong-token-0123456789')).statusCode).toBe(401);
    const answer = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(answer.body).toContain('mail_queue_pending');
    expect(answer.body).toContain('webhook_deliveries_queue_oldest_seconds');
    expect(answer.body).toContain('database_overloaded 0');
    expect(answer.body).toMatch(/database_connections\{state="idle"\} \d+\n/);
    expect(answer.body).toContain('# TYPE webhook_attempts_total counter');
    expect(answer.body).toContain('# TYPE webhook_attempt_queue_age_seconds histogram');
  });

  it('counts requests by route and status, and their latency, as traffic comes', async () => {
    const before = (await scrape(t.app, `Bearer ${TOKEN}`)).body;
    const labels = 'method="GET",route="/api/health",status="200"';
    for (let call = 0; call < 3; call++) await t.api.call(systemEndpoints.health, {});
    await t.app.inject({ method: 'GET', url: '/unified/hris/employees' });
    const after = (await scrape(t.app, `Bearer ${TOKEN}`)).body;
    expect(sample(after, 'http_requests_total', labels) - sample(before, 'http_requests_total', labels)).toBe(3);
    expect(
      sample(after, 'http_request_duration_seconds_count', 'route="/api/health",status_class="2xx"'),
    ).toBeGreaterThanOrEqual(3);
    expect(sample(after, 'unified_calls_total', 'connector="none",outcome="4xx"')).toBeGreaterThanOrEqual(1);
  });

  it('without METRICS_TOKEN answers loopback clients only, never through a proxy', async () => {
    const open = await buildTestApp();
    try {
      // inject's client address is 127.0.0.1.
      expect((await scrape(open.app)).statusCode).toBe(200);
      expect(
        (await open.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } }))
          .statusCode,
      ).toBe(403);
      expect((await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(
        403,
      );
    } finally {
      await open.close();
    }
  });

  it.each(FORWARDING_HEADERS)(
    'without METRICS_TOKEN refuses a loopback request carrying %s (403)',
    async (name, value) => {
      const open = await openMetrics();
      expect((await open.app.inject({ method: 'GET', url: '/metrics', headers: { [name]: value } })).statusCode).toBe(
        403,
      );
    },
  );

  it('with METRICS_TOKEN answers a forwarded request that gives the token, and refuses one that does not', async () => {
    for (const [name, value] of FORWARDING_HEADERS) {
      const headers = { [name]: value };
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/metrics',
            headers: { ...headers, authorization: `Bearer ${TOKEN}` },
          })
        ).statusCode,
      ).toBe(200);
    }
  });
});

describe('GET /metrics in production', () => {
  it('is not served without METRICS_TOKEN (404, even to this machine), and the start says so', async () => {
    const logLines: Array<{ level: number; msg: string }> = [];
    const app = await buildTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }, undefined, {
      logStream: { write: (line: string) => void logLines.push(JSON.parse(line) as { level: number; msg: string }) },
    });
    try {
      const answer = await scrape(app.app);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('http_requests_total');
      expect(logLines).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: 'METRICS_TOKEN is not set: GET /metrics is not served in production (set METRICS_TOKEN to serve it to Authorization: Bearer <token>)',
        }),
      );
    } finally {
      await app.close();
    }
  });

  it('with METRICS_TOKEN answers the bearer token only', async () => {
    const app = await buildTestApp({ NODE_ENV: 'production', METRICS_TOKEN: TOKEN });
    try {
      expect((await scrape(app.app)).statusCode).toBe(401);
      expect((await scrape(app.app, `Bearer ${TOKEN}`)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
