import { describe, expect, it } from 'vitest';
import { adapterContract, connectorErrorOf } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

adapterContract(
  adapter,
  simulator,
  { password: 'wrong-password' },
  {
    model: 'hardware-assets',
    total: 120,
    pageSize: 25,
    collection: 'alm_hardware',
    create: { asset_tag: 'P999999' },
    createdId: 'sys_id.value',
  },
);

describe('servicenow hardware assets from the documentation’s sample responses', () => {
  const fixtures = useAdapterFixtures(
    adapter,
    import.meta.url,
    { instance: 'acme', username: 'integration', password: 'secret-pw' },
    [
      {
        method: 'GET',
        path: '/api/now/table/alm_hardware',
        file: 'alm-hardware.json',
        headers: { 'X-Total-Count': '2' },
      },
      { method: 'GET', path: '/api/now/table/alm_hardware/refused', file: 'not-authenticated.json', status: 401 },
    ],
  );

  it('maps alm_hardware records field by field from display values and values', async () => {
    expect(await fixtures.onlyPage('hardware-assets', { pageSize: 100 })).toEqual(
      fixtures.unified('alm-hardware.unified.json'),
    );
    const sent = decodeURIComponent(fixtures.server.requests[0]!.url);
    expect(sent).toContain('sysparm_display_value=all');
    expect(sent).toContain('sysparm_limit=100&sysparm_offset=0');
  });

  it('reports the documented 401 answer as CONNECTION_INVALID with ServiceNow’s message', async () => {
    const error = await connectorErrorOf(fixtures.get('hardware-assets', 'refused'));
    expect(error).toMatchObject({
      code: 'CONNECTION_INVALID',
      message: 'ServiceNow refused the credentials: User Not Authenticated',
    });
  });
});
