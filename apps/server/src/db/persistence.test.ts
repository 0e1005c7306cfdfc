import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { tokenOf } from '../test/factories';
import { buildTestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { type Database, openDatabase } from './client';

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
  expect((await first.api.call(systemEndpoints.health)).data).toEqual({ status: 'ok', database: kind });
  const person = await first.signUp();
  await first.close();
  await firstDb.close();

  const secondDb = await open();
  // Migrating again is a no-op on an up-to-date database.
  await secondDb.migrate();
  const second = await buildTestApp({}, secondDb);
  try {
    expect((await second.api.call(usersEndpoints.me, { token: person.token })).data.email).toBe(person.email);
    const login = await second.api.call(authEndpoints.login, {
      body: { email: person.email, password: person.password },
    });
    expect((await second.api.call(usersEndpoints.me, { token: tokenOf(login.data) })).data.id).toBe(person.id);
  } finally {
    await second.close();
    await secondDb.close();
  }
}, 120_000); // Two PGlite starts on disk with migrations: slow on a loaded machine.
