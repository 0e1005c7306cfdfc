import { describe, expect, it } from 'vitest';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

adapterContract(
  adapter,
  simulator,
  { apiToken: 'not-the-token' },
  {
    model: 'devices',
    total: 120,
    pageSize: 50,
    collection: 'devices',
    create: { device_name: 'New Mac' },
    createdId: 'device_id',
  },
);

describe('kandji devices from the documentation’s sample response', () => {
  const fixtures = useAdapterFixtures(
    adapter,
    import.meta.url,
    { subdomain: 'acme', region: 'us', apiToken: 'doc-token' },
    [{ method: 'GET', path: '/api/v1/devices', file: 'list-devices.json' }],
  );

  it('maps devices field by field; an empty user string is no assignee', async () => {
    expect(await fixtures.onlyPage('devices')).toEqual(fixtures.unified('list-devices.unified.json'));
    expect(fixtures.server.requests[0]!.url).toBe('/api/v1/devices?limit=300&offset=0');
  });
});
