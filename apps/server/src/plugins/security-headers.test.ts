import { expect, it } from 'vitest';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

/** What `@fastify/helmet` sent with the portal's options, recorded from the server before the headers were precomputed. */
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

const securityHeadersOf = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT.has(name)));

it('every answer carries exactly the security headers helmet sent: a success, a 401, an unknown API path', async () => {
  const unknownPath = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
  const answers = [await t.api.call(systemEndpoints.config), await t.api.call(usersEndpoints.me), { status: unknownPath.statusCode, headers: unknownPath.headers }];
  expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404]);
  for (const answer of answers) expect(securityHeadersOf(answer.headers)).toEqual(HELMET_HEADERS);
});

it('the API reference keeps its own Content-Security-Policy and the other headers', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toMatch(/^default-src 'self'; base-uri 'self'; font-src 'self' https: data:;/);
  const { 'content-security-policy': _csp, ...others } = HELMET_HEADERS;
  expect(page.headers).toMatchObject(others);
});
