import { afterAll, expect, it } from 'vitest';
import { createApiClient, fetchTransport } from '@portal/shared/common/endpoint-client';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { UNIFIED_WRITE_ENDPOINTS, unifiedJobsEndpoints } from '@portal/shared/unified/unified.endpoints';
import { liveConsumer } from '../../../test-support/sandbox-consumer';
import jamfSimulator from './connectors/jamf/simulator';
import { type LocalServer, startLocalServer } from './connectors/testing/local-server';
import { type ServerProcess, startServer } from './test/server-process';
import { sharedDatabase } from './test/shared-database';

// Real server processes (src/main.ts): a job pending when its server is killed (kill -9) ends after a restart, once.
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const lock = UNIFIED_WRITE_ENDPOINTS.find((endpoint) => endpoint.id === 'unified.mdm.devices.lock')!;

it('kill -9 while a job is pending: after the restart it completes exactly once', { timeout: 400_000 }, async () => {
  // The vendor outlives the servers: Jamf's simulator on a port, its devices checking in 6 s after a command.
  const jamf: LocalServer = await startLocalServer(jamfSimulator.plugin, { seed: 1 });
  cleanups.push(() => jamf.close());
  await fetch(`${jamf.url}/_simulator/check-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms: 6000 }),
  });
  const calls = async (route: string) =>
    ((await (await fetch(`${jamf.url}/_simulator/calls`)).json()) as { byRoute: Record<string, number> }).byRoute[
      route
    ] ?? 0;
  const commands = () => calls('POST /api/v2/mdm/commands');
  const env = {
    ...(await sharedDatabase('portal-jobs-', cleanups)),
    CONNECTOR_JAMF_BASE_URL: jamf.url,
    SYNC_TICK_SECONDS: '0',
  };

  const first: ServerProcess = await startServer(env);
  cleanups.push(() => first.stop());
  const api = createApiClient(fetchTransport(first.url));
  // Connected to the vendor on its port (not to an in-process sandbox, which would die with the server).
  const { owner, application, authorization } = await liveConsumer(
    api,
    'Jobs',
    { serviceId: 'jamf', unifiedApi: 'MDM' },
    jamfSimulator.sandboxSettings,
  );
  const started = await api.call(lock, {
    params: { id: '5' },
    body: { message: 'Locked by IT' },
    headers: { authorization },
  } as never);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const jobId = (started.data as { id: string }).id;
  // Sent, its reference kept (the worker asks where the command is only after keeping it), not yet done: kill -9.
  await expect
    .poll(() => calls('GET /api/v2/mdm/commands'), { timeout: 30_000, interval: 50 })
    .toBeGreaterThan(0)
    .catch(async (error: unknown) => {
      const job = await api.call(unifiedJobsEndpoints.get, { params: { id: jobId }, headers: { authorization } });
      throw new Error(`${String(error)}\njob: ${JSON.stringify(job.body)}\n${first.output()}`);
    });
  await first.crash();

  const second = await startServer(env);
  cleanups.push(() => second.stop());
  const again = createApiClient(fetchTransport(second.url));
  await expect
    .poll(
      async () =>
        (await again.call(unifiedJobsEndpoints.get, { params: { id: jobId }, headers: { authorization } })).data.state,
      { timeout: 60_000, interval: 250 },
    )
    .toBe('succeeded');
  // One command to the device, one end, one event.
  expect(await commands()).toBe(1);
  const completed = (
    await again.call(eventsEndpoints.list, {
      token: owner.token,
      query: { applicationId: application, limit: 100 },
    })
  ).data.filter((event) => event.eventType === 'job.completed');
  expect(completed.map((event) => event.entityId)).toEqual([jobId]);
});
