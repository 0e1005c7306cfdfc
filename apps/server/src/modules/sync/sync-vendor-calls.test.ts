import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { syncEndpoints } from '@portal/shared/sync/sync.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { type Receiver, startReceiver } from '../../../../../test-support/webhook-receiver';
import { sandboxServer } from '../../connectors/simulators/sandbox-fetch';
import { consumerBearer, ownerWithIntegration } from '../../test/integrations';
import { useTestApp } from '../../test/test-app';
import { syncRuns } from './sync.table';

const EMPLOYEES = 4_600;
/** The shortest interval the configuration allows, polled every second. */
const INTERVAL_SECONDS = 10;
const REPORT = 'POST /sandbox/bamboohr/api/gateway.php/sandbox/v1/reports/custom';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
// The app's own sync worker runs, as in production, on a short interval.
const t = useTestApp(() => ({
  WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
  SANDBOX_RECORDS: String(EMPLOYEES),
  SYNC_INTERVAL_SECONDS: String(INTERVAL_SECONDS),
  SYNC_TICK_SECONDS: '1',
}));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await wait(20);
  }
}

/** The vendor calls the connection's simulator answered, by `METHOD path`. */
async function vendorCalls(connectionId: string): Promise<Record<string, number>> {
  const answer = await (
    await sandboxServer('bamboohr', connectionId)
  ).inject({ method: 'GET', url: '/sandbox/bamboohr/_simulator/calls' });
  return (answer.json() as { byRoute: Record<string, number> }).byRoute;
}

describe('change detection of a large BambooHR', () => {
  it(
    `reads ${EMPLOYEES} employees in one report download per sync, and a change is delivered within the interval plus 2 s`,
    { timeout: 120_000 },
    async ({ annotate }) => {
      const { owner, application } = await ownerWithIntegration(t, 'bamboohr', 'test');
      const { authorization } = await consumerBearer(t, owner, application, 'test');
      const path = `/${application}`;
      await owner.api.call(webhooksEndpoints.create, {
        body: {
          application,
          environment: 'test',
          deliveryUrl: receiver.url(path),
          unifiedApi: 'HRIS',
          events: ['hris.employee.updated'],
        },
      });
      const saved = await t.api.call(connectionsEndpoints.save, {
        params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
        body: { settings: {}, sandbox: true },
        headers: { authorization },
      });
      const connectionId = saved.data.id!;
      const syncedAt = async () => {
        const [run] = await t.db
          .select({ syncedAt: syncRuns.syncedAt })
          .from(syncRuns)
          .where(and(eq(syncRuns.connectionId, connectionId), isNotNull(syncRuns.syncedAt)));
        return run?.syncedAt?.getTime();
      };

      // The baseline sync: every employee in one download of the custom report.
      const baseline = await until(syncedAt, 60_000, 'the baseline sync');
      const baselineCalls = await vendorCalls(connectionId);

      const changedAt = Date.now();
      const changed = await t.api.call(syncEndpoints.changeSandbox, {
        params: { connectionId, collection: 'employees' },
        body: { action: 'update', id: '4650', fields: { jobTitle: 'Chief Navigator' } },
      });
      expect(changed.data).toMatchObject({ status: 200, record: { id: '4650', jobTitle: 'Chief Navigator' } });

      const delivered = await until(
        () => receiver.received.find((entry) => entry.path === path),
        (INTERVAL_SECONDS + 30) * 1000,
        'the delivery',
      );
      expect(JSON.parse(delivered.body)).toMatchObject({
        type: 'hris.employee.updated',
        data: { entityId: '4650', entity: { id: '4650', employments: [{ jobTitle: 'Chief Navigator' }] } },
      });
      // The figures docs/benchmarks.md records (the verbose reporter shows them), then the checks: soft, so both are
      // seen.
      await annotate(
        `first delivery ${delivered.receivedAt - changedAt} ms after the change; vendor calls of the baseline sync: ${JSON.stringify(baselineCalls)}`,
      );
      expect.soft(baselineCalls[REPORT], 'report downloads of the baseline sync').toBe(1);
      expect
        .soft(delivered.receivedAt - changedAt, 'ms from the change to its first delivery')
        .toBeLessThanOrEqual((INTERVAL_SECONDS + 2) * 1000);
      // The sync that found it read the report once more: two downloads for two syncs.
      await until(
        async () => ((await syncedAt()) !== baseline ? true : undefined),
        30_000,
        'the second sync to finish',
      );
      expect((await vendorCalls(connectionId))[REPORT]).toBe(2);
    },
  );
});
