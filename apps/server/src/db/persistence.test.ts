import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { buildTestApp } from '../test/build-test-app';
import { createTestDatabase } from '../test/test-database';
import { VALID_PASSWORD, signUp } from '../test/factories';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Opens the same storage twice: a PGlite DATA_DIR, or one PostgreSQL database. */
async function storage(): Promise<{ open: () => Promise<Database>; kind: string }> {
  if (process.env.TEST_DB === 'postgres') {
    const first = await createTestDatabase();
    const url = first.url as string;
    cleanups.push(() => first.close());
    return { open: async () => openDatabase({ databaseUrl: url }), kind: 'postgres' };
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-data-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { open: async () => openDatabase({ dataDir: dir }), kind: 'pglite' };
}

it('keeps users and sessions across a restart of the server on the same storage', async () => {
  const { open, kind } = await storage();

  const firstDb = await open();
  await firstDb.migrate();
  const first = await buildTestApp({}, firstDb);
  const health = await first.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.json()).toEqual({ data: { status: 'ok', database: kind } });
  const { token, email } = await signUp(first.app);
  await first.close();
  await firstDb.close();

  const secondDb = await open();
  // Migrating again is a no-op on an up-to-date database.
  await secondDb.migrate();
  const second = await buildTestApp({}, secondDb);
  try {
    const me = await second.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(email);
    const login = await second.app.inject({ method: 'POST', url: '/api/auth/email', payload: { email, password: VALID_PASSWORD } });
    expect(login.statusCode).toBe(200);
  } finally {
    await second.close();
    await secondDb.close();
  }
});
