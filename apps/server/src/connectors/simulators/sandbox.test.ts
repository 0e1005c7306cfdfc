import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdapter } from '../adapters/registry';
import { getRecord, listRecords } from '../adapters/run-adapter';
import { getConnector } from '../catalog/catalog';
import { checkCredentials } from '../credentials/check-credentials';
import { VendorClient } from '../http/vendor-client';
import { sandboxTokens } from '../testing/adapter-contract';
import { getSimulator, sandboxEnvironment, sandboxSimulators, SIMULATORS } from './registry';

/** The simulators mounted together below /sandbox, as the portal mounts them for sandbox connections. */
describe('simulators mounted for sandbox connections', () => {
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    app = Fastify({ forceCloseConnections: true });
    await app.register(sandboxSimulators, { prefix: '/sandbox' });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const clientFor = (serviceId: string) =>
    new VendorClient(getConnector(serviceId)!, getSimulator(serviceId)!.sandboxSettings, {
      env: sandboxEnvironment(serviceId, origin),
      ...sandboxTokens(getSimulator(serviceId)!),
    });

  it('answers every adapted vendor below its own folder with the sandbox credentials', async () => {
    for (const simulator of SIMULATORS) {
      const adapter = getAdapter(simulator.serviceId)!;
      const [model, modelAdapter] = Object.entries(adapter.models)[0]!;
      const client = clientFor(simulator.serviceId);
      if (modelAdapter.list) {
        const page = await listRecords(adapter, model, client, { pageSize: 5 });
        expect(page.results.length, simulator.serviceId).toBe(5);
        expect(page.next, simulator.serviceId).not.toBeNull();
      } else {
        expect(
          await checkCredentials(getConnector(simulator.serviceId)!, simulator.sandboxSettings, {
            env: sandboxEnvironment(simulator.serviceId, origin),
          }),
        ).toEqual({ state: 'callable' });
      }
    }
  });

  it('keeps each simulator’s data and controls apart', async () => {
    await fetch(`${origin}/sandbox/kandji/_simulator/rate-limit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    });
    const bamboo = await listRecords<{ id: string }>(getAdapter('bamboohr')!, 'employees', clientFor('bamboohr'), {
      pageSize: 1,
    });
    const employee = await getRecord(
      getAdapter('bamboohr')!,
      'employees',
      clientFor('bamboohr'),
      bamboo.results[0]!.id,
    );
    expect(employee).toMatchObject({ id: bamboo.results[0]!.id });
    const direct = await fetch(`${origin}/sandbox/kandji/api/v1/devices?limit=1`, {
      headers: { authorization: 'Bearer sandbox-kandji-api-token' },
    });
    expect(direct.status).toBe(429);
    expect(direct.headers.get('retry-after')).toBe('1');
  });
});
