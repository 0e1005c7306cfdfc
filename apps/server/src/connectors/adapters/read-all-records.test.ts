import { describe, expect, it } from 'vitest';
import { getConnector } from '../catalog/catalog';
import { VendorClient } from '../http/vendor-client';
import { getSimulator } from '../simulators/registry';
import { sandboxEnvironmentOf, sandboxFetchFor, sandboxServer } from '../simulators/sandbox-fetch';
import { getAdapter } from './registry';
import { readAllRecords } from './run-adapter';

/** A client of a simulator of `size` records of its own (a connection id no other test uses), and its call count. */
function vendor(serviceId: string, size: number) {
  const connectionId = `read-all-${serviceId}-${size}`;
  const client = new VendorClient(getConnector(serviceId)!, getSimulator(serviceId)!.sandboxSettings, {
    env: sandboxEnvironmentOf(serviceId),
    fetch: sandboxFetchFor(serviceId, connectionId, size),
  });
  const calls = async () => {
    const answer = await (
      await sandboxServer(serviceId, connectionId, size)
    ).inject({ method: 'GET', url: `/sandbox/${serviceId}/_simulator/calls` });
    return (answer.json() as { total: number }).total;
  };
  return { client, calls };
}

describe('readAllRecords', () => {
  it('reads a paged vendor in its largest pages, stopping at the limit (then not complete)', async () => {
    const kandji = vendor('kandji', 700);
    const cut = await readAllRecords<{ id: string }>(getAdapter('kandji')!, 'devices', kandji.client, { limit: 500 });
    expect(cut.records).toHaveLength(500);
    expect(cut.complete).toBe(false);
    expect(await kandji.calls()).toBe(2);
    const all = await readAllRecords<{ id: string }>(getAdapter('kandji')!, 'devices', kandji.client, { limit: 5000 });
    expect(all.records).toHaveLength(700);
    expect(new Set(all.records.map((device) => device.id)).size).toBe(700);
    expect(all.complete).toBe(true);
    expect(await kandji.calls()).toBe(2 + 3);
  });

  it('reads a whole-list vendor in one download, cut at the limit', async () => {
    const bamboo = vendor('bamboohr', 130);
    const all = await readAllRecords<{ id: string; firstName: string | null }>(
      getAdapter('bamboohr')!,
      'employees',
      bamboo.client,
      { limit: 5000 },
    );
    expect(all.records).toHaveLength(130);
    expect(all.records[0]).toMatchObject({ id: '100', remoteId: '100' });
    expect(all.complete).toBe(true);
    const cut = await readAllRecords(getAdapter('bamboohr')!, 'employees', bamboo.client, { limit: 100 });
    expect(cut).toMatchObject({ complete: false, records: { length: 100 } });
    expect(await bamboo.calls()).toBe(2);
  });
});
