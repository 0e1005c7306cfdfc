import { expect, it } from 'vitest';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { systemEndpoints } from '@portal/shared/system/system.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { buildTestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite runs one statement at a time behind a bounded queue (db/database-gate.ts); PostgreSQL queues in its pool.
it.runIf(process.env.TEST_DB !== 'postgres')(
  'answers 503 with Retry-After, doing nothing, while the embedded database queue is full; what was queued still finishes',
  async () => {
    // A wait of a second is far beyond what setting up needs, even on a loaded machine, and short for the test.
    const database = await createTestDatabase({ gate: { minWaiting: 2, maxWaitMs: 1000 } });
    const t = await buildTestApp({}, database);
    try {
      const person = await t.signUp();
      // A long transaction holds the database; the next requests queue behind it.
      let finish!: () => void;
      const holding = t.db.transaction(() => new Promise<void>((resolve) => (finish = resolve)));
      const queuedMe = person.api.call(usersEndpoints.me);
      const queuedTeams = person.api.call(accountsEndpoints.list);
      await sleep(1200);

      const refused = await person.api.call(accountsEndpoints.create, { body: { name: 'Refused' } });
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.error).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The server is busy. Try again in a moment.',
      });
      // Public endpoints that use the database too; one that answers from memory does not.
      expect((await t.api.call(systemEndpoints.health)).status).toBe(503);
      expect((await t.api.call(systemEndpoints.config)).status).toBe(200);

      finish();
      await holding;
      expect((await queuedMe).data.id).toBe(person.id);
      expect((await queuedTeams).data.map((team) => team.name)).toEqual(["Ada's team"]);
      // The refused request created nothing, and the database takes requests again.
      expect((await person.api.call(accountsEndpoints.list)).data).toHaveLength(1);
    } finally {
      await t.close();
      await database.close();
    }
  },
  30_000,
);
