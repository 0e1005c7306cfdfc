import { describe, expect, it } from 'vitest';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter, { INTUNE_SELECT } from './adapter';
import simulator from './simulator';

adapterContract(
  adapter,
  simulator,
  { clientSecret: 'not-the-secret' },
  {
    model: 'devices',
    total: 120,
    pageSize: 50,
    collection: 'managedDevices',
    create: { deviceName: 'NEW-LAPTOP' },
  },
);

describe('intune managed devices from the documentation’s sample response', () => {
  const fixtures = useAdapterFixtures(
    adapter,
    import.meta.url,
    { tenantId: 'contoso', clientId: 'c-1', clientSecret: 's-123456' },
    [
      { method: 'POST', path: '/contoso/oauth2/v2.0/token', file: 'token.json' },
      { method: 'GET', path: '/v1.0/deviceManagement/managedDevices', file: 'list-managed-devices.json' },
    ],
  );

  it('obtains a Graph token for the tenant, then maps devices; Graph’s year-1 date is no date', async () => {
    expect(await fixtures.onlyPage('devices', { pageSize: 100 })).toEqual(
      fixtures.unified('list-managed-devices.unified.json'),
    );
    const [token, list] = fixtures.server.requests;
    expect(token!.body).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'c-1',
      scope: 'https://graph.microsoft.com/.default',
    });
    const query = new URL(list!.url, 'http://x').searchParams;
    expect(query.get('$top')).toBe('100');
    expect(query.get('$select')).toBe(INTUNE_SELECT);
  });
});
