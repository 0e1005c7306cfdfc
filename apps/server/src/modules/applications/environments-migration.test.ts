import { createHmac, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import type { Database } from '../../db/client';
import { createSecretBox } from '../../lib/secret-box';
import { migrationsBefore } from '../../test/migrations-before';
import { TEST_SECRET_KEY, type TestApp, buildTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

// 0024_environments: applications get a test environment beside live. A database written before it, migrated up to
// the one before, must come out with everything in live, working as it did: its keys, its consumers, its sandbox
// connection (kept until its owner moves it), its calls counted toward the plan.
const MIGRATION = '0024_environments';

const ids = {
  account: randomUUID(),
  user: randomUUID(),
  application: randomUUID(),
  credential: randomUUID(),
  consumer: randomUUID(),
  connection: randomUUID(),
};
const apiKey = `sk_${'k'.repeat(43)}`;
const today = new Date().toISOString().slice(0, 10);

let database: Database;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const before = migrationsBefore(MIGRATION);
  await migrate(database.db as never, { migrationsFolder: before });
  rmSync(before, { recursive: true, force: true });

  const box = createSecretBox(TEST_SECRET_KEY);
  const keyHash = createHmac('sha256', box.deriveKey('api key lookup v1')).update(apiKey).digest('hex');
  const db = database.db;
  await db.execute(sql`insert into accounts (id, name) values (${ids.account}, 'Engines')`);
  await db.execute(
    sql`insert into users (id, email, name, lastname, is_verified, meta_account_id, meta_application_id)
      values (${ids.user}, 'ada@example.com', 'Ada', 'Lovelace', true, ${ids.account}, ${ids.application})`,
  );
  await db.execute(
    sql`insert into memberships (id, account_id, user_id, role) values (${randomUUID()}, ${ids.account}, ${ids.user}, 'ADMIN')`,
  );
  const secret = box.encrypt('whsec_c2VjcmV0', `application:${ids.application}:webhook-secret`);
  await db.execute(
    sql`insert into applications (id, account_id, name, webhook_secret) values (${ids.application}, ${ids.account}, 'People data', ${secret})`,
  );
  await db.execute(
    sql`insert into credentials (id, application_id, key_hash, key_sealed, hint, created_by_role)
      values (${ids.credential}, ${ids.application}, ${keyHash}, ${box.encrypt(apiKey, `credential:${ids.credential}:api-key`)}, 'kkkk', 'ADMIN')`,
  );
  await db.execute(
    sql`insert into consumers (id, account_id, application_id, name) values (${ids.consumer}, ${ids.account}, ${ids.application}, 'Northwind')`,
  );
  await db.execute(
    sql`insert into integrations (account_id, application_id, service_id, unified_api, is_enabled)
      values (${ids.account}, ${ids.application}, 'bamboohr', 'HRIS', true)`,
  );
  // The README's way before environments: a consumer's BambooHR switched to sandbox, in the only environment there was.
  await db.execute(
    sql`insert into connections (id, account_id, application_id, consumer_id, service_id, unified_api, state, sandbox)
      values (${ids.connection}, ${ids.account}, ${ids.application}, ${ids.consumer}, 'bamboohr', 'HRIS', 'callable', true)`,
  );
  await db.execute(
    sql`insert into api_call_counts (account_id, application_id, month, day, calls)
      values (${ids.account}, ${ids.application}, ${`${today.slice(0, 7)}-01`}, ${today}, 12)`,
  );

  await database.migrate();
  t = await buildTestApp({}, database);
}, 120_000); // a database migrated from empty: slow on a loaded machine

afterAll(async () => {
  await t?.close();
  await database?.close();
});

it('keeps the application, its key, consumer and calls in live, and counts them toward the plan as before', async () => {
  expect((await t.services.applications.listForUser(ids.user)).map((application) => application.id)).toEqual([
    ids.application,
  ]);
  const live = await t.services.applications.requireApplication(ids.user, ids.application, null);
  expect(live).toMatchObject({ applicationId: ids.application, environment: 'live' });
  const keys = await t.services.credentials.list(live, { offset: 0, limit: 10 });
  // A key made before environments keeps its form, and masks as it is.
  expect(keys.data).toEqual([
    expect.objectContaining({ id: ids.credential, apiKey: 'sk_••••••••kkkk', environment: 'live' }),
  ]);
  expect((await t.services.consumers.list(live, { limit: 10 })).data.map((consumer) => consumer.id)).toEqual([
    ids.consumer,
  ]);
  expect(await t.services.plans.used('apiCalls', ids.account)).toBe(12);
  expect(await t.services.plans.used('consumers', ids.account)).toBe(1);
  expect(await t.services.plans.used('integrations', ids.account)).toBe(1);
  expect((await t.services.users.getMeta(ids.user)).environment).toBe('live');
});

it("answers the old key's calls through its sandbox connection, in live, until its owner moves it", async () => {
  const employees = UNIFIED_MODEL_ENDPOINTS.find(
    (endpoint) => endpoint.model === 'employees' && endpoint.operation === 'list',
  )!;
  const answer = await t.api.unchecked(employees, {
    query: {},
    headers: { authorization: `Bearer ${apiKey}`, 'x-consumer-id': ids.consumer },
  });
  expect(answer.status).toBe(200);
  // A live call: counted.
  await t.flush();
  expect(await t.services.plans.used('apiCalls', ids.account)).toBe(13);
});

it('gives the application an empty test environment when first asked for, with its own secret', async () => {
  const test = await t.services.applications.requireApplication(ids.user, ids.application, null, {
    environment: 'test',
  });
  expect(test).toMatchObject({ environment: 'test', liveApplicationId: ids.application });
  expect(test.applicationId).not.toBe(ids.application);
  expect((await t.services.consumers.list(test, { limit: 10 })).data).toEqual([]);
  expect((await t.services.credentials.list(test, { offset: 0, limit: 10 })).data).toEqual([]);
  expect(await t.services.applications.signingSecret(test.applicationId)).not.toBe('whsec_c2VjcmV0');
  expect(await t.services.applications.signingSecret(ids.application)).toBe('whsec_c2VjcmV0');
  // Still one application, and the same usage.
  expect((await t.services.applications.listForUser(ids.user)).length).toBe(1);
  expect(await t.services.plans.used('consumers', ids.account)).toBe(1);
});
