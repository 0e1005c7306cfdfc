import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import { syncEndpoints } from '@portal/shared/sync/sync.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { sandboxConsumer } from '../../test-support/sandbox-consumer';
import { type Receiver, startReceiver } from '../../test-support/webhook-receiver';
import type { Row } from '../lib/report';
import { type Engine, newDataStore, postgresAvailable, startPortal } from '../lib/servers';
import { SMOKE, sized } from '../lib/smoke';
import type { Suite } from './suite';

/** Fewer than a sync reads (5,000 entities), so every new employee is found in one sync. */
const EVENTS = sized(4_500, 20, 'BENCH_WEBHOOK_EVENTS');
const SINGLE_EVENTS = sized(40, 2);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await wait(5);
  }
}

/**
 * One engine: EVENTS `hris.employee.created` events from one change-detection sync (one transaction), delivered to a
 * loopback receiver that answers 200 at once: deliveries a second from the first arrival to the last. Then
 * SINGLE_EVENTS connection resets one at a time: how long after the event's time its delivery arrives.
 */
async function measure(engine: Engine, receiver: Receiver): Promise<Row[]> {
  const portal = await startPortal(await newDataStore(engine), {
    env: { WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`, SYNC_INTERVAL_SECONDS: '10', SYNC_TICK_SECONDS: '1' },
  });
  try {
    const { owner, application, environment, authorization, connectionId } = await sandboxConsumer(portal.api, 'Bench');
    const path = `/${engine}`;
    const events = ['hris.employee.created', 'connection.reset'];
    await portal.api.call(webhooksEndpoints.create, {
      token: owner.token,
      body: { application, environment, deliveryUrl: receiver.url(path), unifiedApi: 'HRIS', events },
    });
    // Scheduled syncs are left out of the logs list unless asked for (syncs=shown).
    const synced = async () =>
      (
        await portal.api.call(requestLogsEndpoints.application, {
          token: owner.token,
          query: { applicationId: application, environment, syncs: 'shown' },
        })
      ).data.some((log) => log.url.endsWith('(scheduled sync)'));
    for (let tries = 0; !(await synced()); tries += 1) {
      if (tries > 100) throw new Error('no baseline sync');
      await wait(200);
    }
    for (let index = 0; index < EVENTS; index += 1) {
      await portal.api.call(syncEndpoints.changeSandbox, {
        params: { connectionId, collection: 'employees' },
        body: { action: 'create', fields: { firstName: `B${index}` } },
      });
    }
    const mine = () => receiver.received.filter((entry) => entry.path === path);
    await until(() => mine().length >= EVENTS, 180_000);
    const arrivals = mine().map((entry) => entry.receivedAt);
    const rate = Math.round(EVENTS / ((Math.max(...arrivals) - Math.min(...arrivals)) / 1000));

    const latencies: number[] = [];
    for (let index = 0; index < SINGLE_EVENTS; index += 1) {
      const before = mine().length;
      await portal.api.call(connectionsEndpoints.remove, {
        params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
        headers: { authorization },
      });
      await until(() => mine().length > before, 10_000);
      const delivered = mine().at(-1)!;
      latencies.push(
        delivered.receivedAt - Date.parse((JSON.parse(delivered.body) as { timestamp: string }).timestamp),
      );
      await portal.api.call(connectionsEndpoints.save, {
        params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
        body: { settings: {}, sandbox: true },
        headers: { authorization },
      });
    }
    return [
      {
        what: `webhook deliveries per second, one process, ${engine}`,
        product: `${rate}/s (${EVENTS} events of one sync, loopback receiver)`,
        goal: engine === 'postgres' ? '≥ 2,000/s' : 'report',
        ...(engine === 'postgres' ? { met: rate >= 2000 } : {}),
      },
      {
        what: `first attempt after the event, ${engine}`,
        product: `p50 ${Math.round(percentile(latencies, 50))} ms, p99 ${Math.round(percentile(latencies, 99))} ms (${SINGLE_EVENTS} single events)`,
        goal: engine === 'postgres' ? 'p50 < 50 ms' : 'report',
        ...(engine === 'postgres' ? { met: percentile(latencies, 50) < 50 } : {}),
      },
    ];
  } finally {
    await portal.stop();
  }
}

export const webhookDelivery: Suite = {
  name: 'webhook-delivery',
  about:
    'webhook deliveries per second per process to a loopback receiver (events from one change-detection sync) and the first attempt after an event, on PostgreSQL and PGlite',
  async run() {
    const receiver = await startReceiver();
    try {
      const engines: Engine[] = (await postgresAvailable()) ? ['postgres', 'pglite'] : ['pglite'];
      // A smoke run's figures mean nothing and each engine mostly waits for its scheduled syncs: both at once.
      if (SMOKE) return (await Promise.all(engines.map((engine) => measure(engine, receiver)))).flat();
      const rows: Row[] = [];
      for (const engine of engines) rows.push(...(await measure(engine, receiver)));
      return rows;
    } finally {
      await receiver.close();
    }
  },
};
