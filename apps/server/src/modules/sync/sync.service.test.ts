import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { type SandboxChange, syncEndpoints } from '@portal/shared/sync/sync.endpoints';
import { loadConfig } from '../../config';
import { consumerBearer, environmentRowOf, ownerWithIntegration } from '../../test/integrations';
import { TEST_SECRET_KEY, useTestApp } from '../../test/test-app';
import { createSyncService } from './sync.service';
import { fullLogs } from '../../test/request-logs';

// The background worker is off: the test runs syncs itself, on a clock of its own.
const t = useTestApp({ SYNC_TICK_SECONDS: '0' });

/**
 * Changes a sandbox connection's BambooHR employees through the control route (this machine only, never a connection).
 */
async function changeSandbox(connectionId: string, body: SandboxChange) {
  const answer = await t.api.call(syncEndpoints.changeSandbox, {
    params: { connectionId, collection: 'employees' },
    body,
  });
  expect(answer.data.status).toBeLessThan(300);
  return (answer.data.record ?? {}) as { id: string };
}

describe('change detection', () => {
  it('records a baseline first, then created, updated and deleted events (with the webhook body entity), only when due', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr', 'test');
    const { consumer, authorization } = await consumerBearer(t, owner, application, 'test');
    const saved = await t.api.call(connectionsEndpoints.save, {
      params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
      body: { settings: {}, sandbox: true },
      headers: { authorization },
    });
    const connectionId = saved.data.id!;
    let clock = new Date();
    const sync = createSyncService({
      ...t.services,
      // Only the rows of this test's connection matter; others in the file's database sync too, harmlessly.
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

    expect(await sync.runDue()).toBeGreaterThan(0);
    expect(await entityEvents()).toEqual([]);

    const added = await changeSandbox(connectionId, {
      action: 'create',
      fields: { firstName: 'Grace', lastName: 'Hopper', status: 'Active' },
    });
    await changeSandbox(connectionId, { action: 'update', id: '101', fields: { jobTitle: 'Chief Navigator' } });
    // Not due yet: the interval is a minute.
    clock = new Date(clock.getTime() + 30_000);
    await sync.runDue();
    expect(await entityEvents()).toEqual([]);

    clock = new Date(clock.getTime() + 31_000);
    await sync.runDue();
    const found = await entityEvents();
    expect(found.map((event) => [event.eventType, event.entityId]).sort()).toEqual(
      [
        ['hris.employee.created', added.id],
        ['hris.employee.updated', '101'],
      ].sort(),
    );
    // An employee who reports to nobody and leads nobody: its deletion changes no one else.
    await changeSandbox(connectionId, { action: 'delete', id: added.id });
    clock = new Date(clock.getTime() + 61_000);
    await sync.runDue();
    expect((await entityEvents())[0]).toMatchObject({ eventType: 'hris.employee.deleted', entityId: added.id });
    expect(
      found.every(
        (event) => event.consumerId === consumer && event.serviceId === 'bamboohr' && event.entityType === 'employee',
      ),
    ).toBe(true);

    // The syncs are logged as the platform's own calls, and none counts as an API call.
    await t.flush();
    const hidden = await owner.api.call(requestLogsEndpoints.application, {
      query: { applicationId: application, environment: 'test', limit: 100 },
    });
    expect(hidden.data.some((log) => log.url.endsWith('(scheduled sync)'))).toBe(false);
    expect(hidden.meta.syncs).toBeGreaterThan(0);
    const logs = await fullLogs(t.services, {
      accountId: owner.teamId,
      applicationId: await environmentRowOf(t, owner, application, 'test'),
      limit: 100,
      syncs: 'shown',
    });
    expect(
      logs.some((log) => log.request.url === '/unified/hris/employees (scheduled sync)' && log.subRequests.length > 0),
    ).toBe(true);
    const usage = await t.services.plans.usage({ accountId: owner.teamId } as never);
    expect(usage.usage.apiCalls).toBe(0);
    // Nor do they count as the application's requests in the Dashboard's chart.
    const chart = (
      await owner.api.call(statsEndpoints.applicationChart, {
        params: { id: application },
        query: { environment: 'test' },
      })
    ).data;
    expect(chart.reduce((sum, point) => sum + point.count, 0)).toBe(0);
  });
});
