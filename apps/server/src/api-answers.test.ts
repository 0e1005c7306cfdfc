import { connect } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { loadConfig } from './config';
import { userKeys } from './modules/auth/auth.table';
import { uniqueEmail } from './test/factories';
import { buildTestApp, useTestApp } from './test/test-app';

const t = useTestApp();

describe('Cache-Control: no-store', () => {
  it('on every API answer: a token, a TOTP secret, personal data, an error, an unknown path', async () => {
    const person = await t.signUp();
    const answers = [
      await t.api.call(authEndpoints.login, { body: { email: person.email, password: person.password } }),
      await person.api.call(authEndpoints.mfaGenerate),
      await person.api.call(usersEndpoints.me),
      await t.api.call(usersEndpoints.me),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 401]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).headers['cache-control']).toBe('no-store');
  });
});

describe('405 with Allow', () => {
  it.each([
    ['PATCH', '/api/users/me', 'GET, HEAD'],
    ['DELETE', '/api/auth/email', 'POST'],
    ['PUT', '/api/members/role/00000000-0000-4000-8000-000000000000', 'POST'],
  ])('%s %s', async (method, url, allow) => {
    const answer = await t.app.inject({ method: method as 'PATCH', url });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.json()).toEqual({
      error: {
        statusCode: 405,
        code: 'METHOD_NOT_ALLOWED',
        message: `${method} is not allowed on ${url}; use ${allow}`,
      },
    });
  });

  it('an unknown path is still a 404', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/users/nobody' })).statusCode).toBe(404);
  });
});

describe('framework errors in the contract envelope', () => {
  it('431 for headers over the limit, from the HTTP parser itself', async () => {
    const app = await buildTestApp();
    try {
      await app.app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(`GET /api/users/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
        error: { statusCode: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' },
      });
    } finally {
      await app.close();
    }
  });

  it('a body longer than its Content-Length says', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      headers: { 'content-type': 'application/json', 'content-length': '2' },
      payload: '{"a":1}',
    });
    expect(answer.json()).toEqual({
      error: { statusCode: answer.statusCode, code: expect.any(String), message: expect.any(String) },
    });
  });
});

describe('the OpenAPI document', () => {
  it('declares the security of every operation: bearer, or none', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId: string; security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations)
      expect([[], [{ bearer: [] }]], operation.operationId).toContainEqual(operation.security);
    const byId = new Map(operations.map((operation) => [operation.operationId, operation.security]));
    expect(byId.get('auth.login')).toEqual([]);
    expect(byId.get('users.me')).toEqual([{ bearer: [] }]);
  });
});

describe('a password reset request', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('answers before any work is done, the same for an address with or without an account; the worker does the work after', async () => {
    const person = await t.signUp();
    await t.flush();
    const resetKeys = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(userKeys)
          .where(and(eq(userKeys.userId, person.id), eq(userKeys.purpose, 'reset_password')))
      )[0]?.n;
    await t.app.workers.stop();
    try {
      const known = await t.api
        .from('10.91.0.1')
        .call(authEndpoints.requestPasswordReset, { body: { email: person.email } });
      const unknown = await t.api
        .from('10.91.0.2')
        .call(authEndpoints.requestPasswordReset, { body: { email: uniqueEmail('ghost') } });
      expect(known.body).toEqual(unknown.body);
      expect(await resetKeys()).toBe(0);
      // The same time either way: both answers only record the request.
      const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
      for (let i = 0; i < 8; i += 1) {
        for (const kind of ['known', 'unknown'] as const) {
          const started = performance.now();
          await t.api.from(`10.91.1.${i * 2 + (kind === 'known' ? 0 : 1)}`).call(authEndpoints.requestPasswordReset, {
            body: { email: kind === 'known' ? person.email : uniqueEmail() },
          });
          times[kind].push(performance.now() - started);
        }
      }
      expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(25);
    } finally {
      await t.app.workers.start();
    }
    await t.flush();
    expect(await resetKeys()).toBe(1);
  });
});

describe('sign-up', () => {
  it('is limited per IP address (SIGNUP_LIMIT an hour)', async () => {
    const limited = await buildTestApp({ SIGNUP_LIMIT: '3' });
    try {
      const from = limited.api.from('10.90.0.1');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const body = {
          email: uniqueEmail(),
          password: 'Correct-Horse-9-Battery',
          profile: { name: 'A', lastname: 'B' },
        };
        statuses.push((await from.call(authEndpoints.register, { body })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(
        (
          await limited.api.from('10.90.0.2').call(authEndpoints.register, {
            body: {
              email: uniqueEmail(),
              password: 'Correct-Horse-9-Battery',
              profile: { name: 'A', lastname: 'B' },
            },
          })
        ).status,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true (any client could choose its address) and anything but a hop count or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY="true": true would let any client choose its own IP address/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toBe('127.0.0.1,10.0.0.0/8');
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it.each([
    ['one hop', '1'],
    ['the proxy address', '127.0.0.1'],
  ])(
    'behind one proxy (%s): the address is the one the proxy saw, whatever X-Forwarded-For the client sends',
    async (_name, setting) => {
      const proxied = await buildTestApp({ TRUST_PROXY: setting });
      try {
        const { email } = await proxied.signUp();
        const statuses: number[] = [];
        for (let i = 0; i < 11; i += 1) {
          // The client forges a new address each time; the proxy appends the one it saw.
          const forwarded = `198.51.100.${i}, 203.0.113.9`;
          const answer = await proxied.app.inject({
            method: 'POST',
            url: '/api/auth/email',
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': forwarded },
            payload: { email: uniqueEmail(), password: 'Wrong-1' },
          });
          statuses.push(answer.statusCode);
        }
        expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
        expect(email).toContain('@');
      } finally {
        await proxied.close();
      }
    },
  );
});
