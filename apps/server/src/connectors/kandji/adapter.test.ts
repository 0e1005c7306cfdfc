import { describe, expect, it } from 'vitest';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

adapterContract(adapter, simulator, { apiToken: 'not-the-token' }, {
  model: 'devices', total: 120, pageSize: 50, collection: 'devices', create: { device_name: 'New Mac' }, createdId: 'device_id',
});

describe('kandji devices from the documentation’s sample response', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, { subdomain: 'acme', region: 'us', apiToken: 'doc-token' }, [
    { method: 'GET', path: '/api/v1/devices', file: 'list-devices.json' },
  ]);

  it('maps devices field by field; an empty user string is no assignee', async () => {
    expect(await fixtures.onlyPage('devices')).toEqual([
      {
        id: 'a1b2c3d4-1111-2222-3333-444455556666',
        remoteId: 'a1b2c3d4-1111-2222-3333-444455556666',
        name: "Jane's MacBook Pro",
        platform: 'MACOS',
        osVersion: '12.6',
        serialNumber: 'C02XXXXXXXXX',
        model: 'MacBook Pro (16-inch, 2021)',
        complianceState: 'UNKNOWN',
        ownership: 'COMPANY',
        assignedUser: { id: '12', remoteId: '12', name: 'Jane Appleseed', email: 'jane.appleseed@example.com' },
        enrolledAt: '2022-01-10T16:02:12.127Z',
        lastCheckInAt: '2022-10-17T21:12:55.093Z',
      },
      expect.objectContaining({ name: 'Shared iPad', platform: 'IPADOS', assignedUser: null, osVersion: '16.0.3' }),
    ]);
    expect(fixtures.server.requests[0]!.url).toBe('/api/v1/devices?limit=300&offset=0');
  });
});
