import { expect, it } from 'vitest';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { buildTestApp, useTestApp } from '../test/test-app';
import { helmetHeaders, securityHeaderOptionsWith } from './security-headers';

const t = useTestApp();

/**
 * What `@fastify/helmet` sent with the portal's options, recorded from the server before the headers were precomputed.
 */
const HELMET_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Headers every answer has whatever the plugins do (and no-store, which every API answer has: api-answers.test.ts). */
const TRANSPORT = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'cache-control']);

const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT.has(name)));

it('every answer carries exactly the security headers helmet sent: a success, a 401, an unknown API path (no SENTRY_WEB_DSN)', async () => {
  const unknownPath = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
  const answers = [
    await t.api.call(systemEndpoints.config),
    await t.api.call(usersEndpoints.me),
    { status: unknownPath.statusCode, headers: unknownPath.headers },
  ];
  expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404]);
  for (const answer of answers) expect(securityHeadersOf(answer.headers)).toEqual(HELMET_HEADERS);
});

it('the API reference keeps its own Content-Security-Policy and the other headers', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toMatch(
    /^default-src 'self'; base-uri 'self'; font-src 'self' https: data:;/,
  );
  const { 'content-security-policy': _csp, ...others } = HELMET_HEADERS;
  expect(page.headers).toMatchObject(others);
});

/** A web DSN on a port of its own: its origin is scheme, host and port, without the key or the project. */
const SENTRY_WEB_DSN = 'https://publickey@o12.ingest.sentry.example:8443/34';

it("with SENTRY_WEB_DSN, connect-src adds the DSN's origin alone and workers may start from blob: URLs (Sentry Replay); the other headers stay", async () => {
  const configured = await buildTestApp({ SENTRY_WEB_DSN }, t.database);
  try {
    const answer = await configured.api.call(systemEndpoints.config);
    const csp = `${HELMET_HEADERS['content-security-policy']} https://o12.ingest.sentry.example:8443;worker-src 'self' blob:`;
    expect(securityHeadersOf(answer.headers)).toEqual({ ...HELMET_HEADERS, 'content-security-policy': csp });
  } finally {
    await configured.close();
  }
});

it('the CRM form and the web DSN together: each origin where it belongs', () => {
  const options = securityHeaderOptionsWith({
    formScriptUrl: 'https://js-eu1.crm.example/forms/embed/v2.js',
    sentryWebDsn: SENTRY_WEB_DSN,
  });
  const csp = helmetHeaders(options)['Content-Security-Policy'];
  expect(csp).toContain("script-src 'self' https://js-eu1.crm.example;");
  expect(csp).toContain("connect-src 'self' https://js-eu1.crm.example https://o12.ingest.sentry.example:8443;");
  expect(csp).toContain("frame-src 'self' https://js-eu1.crm.example;");
  expect(csp).toMatch(/;worker-src 'self' blob:$/);
});
