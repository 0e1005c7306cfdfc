import { describe, expect, it } from 'vitest';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

adapterContract(
  adapter,
  simulator,
  { clientSecret: 'not-the-secret' },
  {
    model: 'devices',
    total: 120,
    pageSize: 40,
    collection: 'computers',
    create: { id: '5001' },
  },
);

describe('jamf devices from the documentation’s sample response', () => {
  const fixtures = useAdapterFixtures(
    adapter,
    import.meta.url,
    { instanceName: 'acme', clientId: 'c-1', clientSecret: 's-123456' },
    [
      { method: 'GET', path: '/api/v1/computers-inventory', file: 'computers-inventory.json' },
      // The token answer of Jamf's client-credentials guide.
      { method: 'POST', path: '/api/oauth/token', file: 'token.json' },
    ],
  );

  it('obtains a token, then maps the inventory field by field', async () => {
    expect(await fixtures.onlyPage('devices', { pageSize: 100 })).toEqual(
      fixtures.unified('computers-inventory.unified.json'),
    );
    expect(fixtures.server.requests.map((request) => request.method + ' ' + request.url.split('?')[0])).toEqual([
      'POST /api/oauth/token',
      'GET /api/v1/computers-inventory',
    ]);
    expect(fixtures.server.requests[1]!.url).toContain(
      'section=GENERAL&section=HARDWARE&section=OPERATING_SYSTEM&section=USER_AND_LOCATION&page=0&page-size=100',
    );
  });
});
