import { describe, expect, it } from 'vitest';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

adapterContract(
  adapter,
  simulator,
  { apiKey: 'not-the-key' },
  {
    model: 'devices',
    total: 120,
    pageSize: 50,
    collection: 'devices',
    create: { device_name: 'New tablet' },
  },
);

describe('hexnode devices from the documentation’s sample response', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, { portalName: 'acme', apiKey: 'doc-key' }, [
    { method: 'GET', path: '/api/v1/devices/', file: 'list-devices.json' },
  ]);

  it('maps devices field by field with the bare key in Authorization', async () => {
    expect(await fixtures.onlyPage('devices')).toEqual(fixtures.unified('list-devices.unified.json'));
    expect(fixtures.server.requests[0]!.url).toBe('/api/v1/devices/?page=1&per_page=100');
  });
});
