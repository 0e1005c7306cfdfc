import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import { syncEndpoints } from '@portal/shared/sync/sync.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { type Receiver, startReceiver } from '../test-support/webhook-receiver';
import { apiOf } from './support/journeys';
import { sandboxConsumer } from '../test-support/sandbox-consumer';
import { type RunningServer, startServer } from './support/server';

/**
 * Webhook delivery survives a crash and shares work between processes (issue 13). Events come from a real source:
 * 1,000 employees added to the sandbox, found by the next change-detection sync, each an `hris.employee.created`
 * event with one delivery. The receiver counts messages by `webhook-id`.
 */
const EVENTS = 1_000;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const env = () => ({
  WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
  WEBHOOK_TIMEOUT_MS: '3000',
  SYNC_INTERVAL_SECONDS: '10',
  SYNC_TICK_SECONDS: '1',
});

const messages = (path: string) => {
  const counts = new Map<string, number>();
  for (const request of receiver.received.filter((entry) => entry.path === path)) {
    const id = String(request.headers['webhook-id']);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

/**
 * A webhook on the receiver, a consumer in sandbox whose baseline sync has run (syncs are listed when asked for), then
 * EVENTS new employees.
 */
async function eventsOn(server: RunningServer, path: string) {
  const api = apiOf(server.url);
  const { owner, application, connectionId } = await sandboxConsumer(api, 'Dora');
  await api.call(webhooksEndpoints.create, {
    token: owner.token,
    // In test, with the sandbox consumer whose changes make the events (issue 27).
    body: {
      application,
      environment: 'test',
      deliveryUrl: receiver.url(path),
      unifiedApi: 'HRIS',
      events: ['hris.employee.created'],
    },
  });
  await expect
    .poll(
      async () =>
        (
          await api.call(requestLogsEndpoints.application, {
            token: owner.token,
            query: { applicationId: application, environment: 'test', syncs: 'shown' },
          })
        ).data.some((log) => log.url.endsWith('(scheduled sync)')),
      { timeout: 20_000 },
    )
    .toBe(true);
  for (let index = 0; index < EVENTS; index += 1) {
    await api.call(syncEndpoints.changeSandbox, {
      params: { connectionId, collection: 'employees' },
      body: { action: 'create', fields: { firstName: `New ${index}`, status: 'Active' } },
    });
  }
}

describe('webhook delivery durability', { timeout: 150_000 }, () => {
  it(`kill -9 while ${EVENTS} deliveries are in flight: after a restart each arrives at least once`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-durability-'));
    const path = '/crash';
    // Slow answers keep deliveries in flight (64 at a time) when the process dies.
    receiver.answerWith(() => ({ status: 200, body: 'ok', delayMs: 300 }));
    const first = await startServer(env(), { dataDir });
    let second: RunningServer | undefined;
    try {
      await eventsOn(first, path);
      await expect.poll(() => messages(path).size, { timeout: 30_000, interval: 20 }).toBeGreaterThan(50);
      await first.crash();
      const before = messages(path).size;
      expect(before).toBeLessThan(EVENTS);
      second = await startServer(env(), { dataDir });
      await expect.poll(() => messages(path).size, { timeout: 60_000 }).toBe(EVENTS);
      console.log(
        `kill -9 after ${before} of ${EVENTS} deliveries; after the restart all ${EVENTS} arrived (${receiver.received.filter((entry) => entry.path === path).length} requests)`,
      );
    } finally {
      await first.stop();
      await second?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two processes on one PostgreSQL share the deliveries, none sent twice',
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `portal_e2e_two_${Date.now()}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const path = '/shared';
      receiver.answerWith(() => ({ status: 200, body: 'ok' }));
      // Only the first syncs (the sandbox's data lives in its process); both deliver. Servers sharing a database share
      // their SECRET_KEY, as docs/operations.md says.
      const shared = {
        ...env(),
        DATABASE_URL: url.toString(),
        SECRET_KEY: 'e2e-shared-secret-key-0123456789abcdef0123456789',
      };
      const first = await startServer(shared);
      const second = await startServer({ ...shared, SYNC_TICK_SECONDS: '0' });
      try {
        await eventsOn(first, path);
        await expect.poll(() => messages(path).size, { timeout: 60_000 }).toBe(EVENTS);
        await new Promise((resolve) => setTimeout(resolve, 500));
        // A first attempt is never made twice: every message arrived once (a 3 s timeout leaves no room for retries).
        expect([...messages(path).values()].filter((count) => count > 1)).toEqual([]);
      } finally {
        await first.stop();
        await second.stop();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
