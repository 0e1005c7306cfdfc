import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { type Receiver, startReceiver } from '../../../../../test-support/webhook-receiver';
import { UNIFIED_WRITE_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { loadConfig } from '../../config';
import { consumerInSandbox, environmentRowOf } from '../../test/integrations';
import { fullLogs } from '../../test/request-logs';
import { TEST_SECRET_KEY, useTestApp } from '../../test/test-app';
import { createSyncService } from '../sync/sync.service';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
// The background sync is off: the test runs syncs itself on a clock of its own, as sync.service.test.ts does.
const t = useTestApp(() => ({
  SYNC_TICK_SECONDS: '0',
  UNIFIED_ROUTE_CACHE_MS: '0',
  WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
}));

const writeOf = (id: string) => UNIFIED_WRITE_ENDPOINTS.find((endpoint) => endpoint.id === id)!;

describe('a write and change detection, through a sandbox BambooHR', () => {
  it('the event comes with the write; the next sync finds no change; the call is logged with its vendor calls', async () => {
    const { owner, application, consumer, authorization } = await consumerInSandbox(t, 'bamboohr');
    let clock = new Date();
    const sync = createSyncService({
      ...t.services,
      config: loadConfig({ NODE_ENV: 'test', SECRET_KEY: TEST_SECRET_KEY, SYNC_INTERVAL_SECONDS: '60' }),
      log: pino({ level: 'silent' }),
      now: () => clock,
    });
    const entityEvents = async () =>
      (
        await owner.api.call(eventsEndpoints.list, {
          query: { applicationId: application, environment: 'test', limit: 100 },
        })
      ).data.filter((event) => !event.eventType.startsWith('connection.'));
    await sync.runDue(); // the baseline
    // The README's example: a webhook on the test environment's HRIS events, then a create with an Idempotency-Key.
    await owner.api.call(webhooksEndpoints.create, {
      body: {
        application,
        environment: 'test',
        deliveryUrl: `http://127.0.0.1:${receiver.port}/writes`,
        unifiedApi: 'HRIS',
        events: ['hris.employee.created'],
      },
    });

    const created = await t.api.unchecked(writeOf('unified.hris.employees.create'), {
      body: { firstName: 'Annie', lastName: 'Easley', department: 'Computing' },
      headers: { authorization, 'idempotency-key': 'hire-annie' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.data as { id: string }).id;
    await expect
      .poll(() => receiver.received.filter((request) => request.path === '/writes').length, { timeout: 10_000 })
      .toBe(1);
    const delivered = JSON.parse(receiver.received.find((request) => request.path === '/writes')!.body) as {
      type?: string;
      data?: { entityId?: string; entity?: { firstName?: string } };
    };
    expect(JSON.stringify(delivered)).toContain('hris.employee.created');
    expect(JSON.stringify(delivered)).toContain('"firstName":"Annie"');
    const ended = await t.api.unchecked(writeOf('unified.hris.employees.terminate'), {
      params: { id: '101' },
      body: { terminationDate: new Date().toISOString().slice(0, 10) },
      headers: { authorization },
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const afterWrites = await entityEvents();
    expect(afterWrites.map((event) => [event.eventType, event.entityId]).reverse()).toEqual([
      ['hris.employee.created', id],
      ['hris.employee.updated', '101'],
    ]);

    clock = new Date(clock.getTime() + 61_000);
    expect(await sync.runDue()).toBeGreaterThan(0);
    expect(await entityEvents()).toEqual(afterWrites);

    await t.flush();
    const logs = await fullLogs(t.services, {
      accountId: owner.teamId,
      applicationId: await environmentRowOf(t, owner, application, 'test'),
      environment: 'test',
      consumerId: consumer,
    });
    const logged = logs.find((log) => log.request.method === 'POST' && log.request.url === '/unified/hris/employees');
    expect(logged, JSON.stringify(logs.map((log) => log.request.url))).toBeDefined();
    expect(logged!.request.body).toEqual({ firstName: 'Annie', lastName: 'Easley', department: 'Computing' });
    expect(logged!.response.status).toBe(201);
    // The vendor's write, then the read back of the record; the API key never in the log.
    expect(logged!.subRequests.map((sub) => [sub.method, new URL(sub.url).pathname.replace(/^.*\/v1/, '')])).toEqual([
      ['POST', '/employees'],
      ['GET', `/employees/${id}`],
    ]);
    expect(JSON.stringify(logged)).not.toContain('sandbox-bamboohr-api-key');
  });
});
