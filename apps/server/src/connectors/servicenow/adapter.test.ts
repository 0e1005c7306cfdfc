import { describe, expect, it } from 'vitest';
import { adapterContract, connectorErrorOf } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

adapterContract(adapter, simulator, { password: 'wrong-password' }, {
  model: 'hardware-assets', total: 120, pageSize: 25, collection: 'alm_hardware',
  create: { asset_tag: 'P999999' }, createdId: 'sys_id.value',
});

describe('servicenow hardware assets from the documentation’s sample responses', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, { instance: 'acme', username: 'integration', password: 'secret-pw' }, [
    { method: 'GET', path: '/api/now/table/alm_hardware', file: 'alm-hardware.json', headers: { 'X-Total-Count': '2' } },
    { method: 'GET', path: '/api/now/table/alm_hardware/refused', file: 'not-authenticated.json', status: 401 },
  ]);

  it('maps alm_hardware records field by field from display values and values', async () => {
    expect(await fixtures.onlyPage('hardware-assets', { pageSize: 100 })).toEqual([
      {
        id: '00a9a80d3790200044e0bfc8bcbe5d1c',
        remoteId: '00a9a80d3790200044e0bfc8bcbe5d1c',
        assetTag: 'P1000479',
        serialNumber: 'BQP-854-D33246-GH',
        model: 'Apple MacBook Pro 15"',
        category: 'Computer',
        status: 'IN_USE',
        assignedTo: { id: '5137153cc611227c000bbd1bd8cd2005', remoteId: '5137153cc611227c000bbd1bd8cd2005', name: 'Miranda Hammitt' },
        location: '221 Main Street, Salt Lake City,UT',
        purchaseDate: '2019-08-13',
        cost: { amount: 1799.99, currency: null },
        warrantyExpiresOn: '2022-08-12',
        supplier: 'Apple',
      },
      {
        id: '01a9ec0d3790200044e0bfc8bcbe5dc3',
        remoteId: '01a9ec0d3790200044e0bfc8bcbe5dc3',
        assetTag: 'P1000503',
        serialNumber: 'IKS-131-F44462-HL',
        model: 'Dell Inc. PowerEdge T610',
        category: 'Server',
        status: 'IN_STOCK',
        assignedTo: null,
        location: null,
        purchaseDate: null,
        cost: null,
        warrantyExpiresOn: null,
        supplier: 'Dell Inc.',
      },
    ]);
    const sent = decodeURIComponent(fixtures.server.requests[0]!.url);
    expect(sent).toContain('sysparm_display_value=all');
    expect(sent).toContain('sysparm_limit=100&sysparm_offset=0');
  });

  it('reports the documented 401 answer as CONNECTION_INVALID with ServiceNow’s message', async () => {
    const error = await connectorErrorOf(fixtures.get('hardware-assets', 'refused'));
    expect(error).toMatchObject({ code: 'CONNECTION_INVALID', message: 'ServiceNow refused the credentials: User Not Authenticated' });
  });
});
