import { type IncomingMessage, createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { useTestApp } from '../test/test-app';

/** A local stand-in for Sentry's ingest: it keeps every envelope posted to /api/<project>/envelope/. */
const envelopes: string[] = [];
const ingest = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    envelopes.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  port = (ingest.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => ingest.close(() => resolve())));

const t = useTestApp(() => ({ SENTRY_DSN: `http://publickey@127.0.0.1:${port}/7` }));

it('reports an answer of 500 or more to the Sentry DSN, with its route, and not a 4xx', async () => {
  const person = await t.signUp();
  expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
  // A table gone for a moment: users/me fails with a 500.
  await t.db.execute(sql`alter table users rename to users_gone`);
  try {
    const failed = await person.api.unchecked(usersEndpoints.me, {});
    expect(failed.status).toBe(500);
  } finally {
    await t.db.execute(sql`alter table users_gone rename to users`);
  }
  await expect
    .poll(() => envelopes.filter((envelope) => envelope.includes('"type":"event"')).length, { timeout: 10_000 })
    .toBe(1);
  const event = envelopes.find((envelope) => envelope.includes('"type":"event"'))!;
  expect(event).toContain('"route":"/api/users/me"');
  expect(event).toContain('"sdk":{"name":"sentry.javascript.node"');
});
