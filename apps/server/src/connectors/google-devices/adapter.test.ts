import { describe, expect, it } from 'vitest';
import { getRecord } from '../adapters/run-adapter';
import { MemoryTokenStore } from '../oauth/token-store';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

const harness = adapterContract(
  adapter,
  simulator,
  { clientSecret: 'not-the-secret' },
  { model: 'devices', total: 120, pageSize: 30, collection: 'mobiledevices' },
);

describe('google devices against the simulator', () => {
  it('refreshes the consent’s token once, then reads mobile and ChromeOS devices with it', async () => {
    const client = harness.client();
    const mobile = (await harness.control('POST', '/mobiledevices', { model: 'Pixel 9' })) as { resourceId: string };
    const chromebook = (await harness.control('POST', '/chromeosdevices', { model: 'Chromebook Plus' })) as {
      deviceId: string;
    };
    expect(await getRecord(adapter, 'devices', client, `mobile:${mobile.resourceId}`)).toMatchObject({
      model: 'Pixel 9',
    });
    expect(await getRecord(adapter, 'devices', client, `chromeos:${chromebook.deviceId}`)).toMatchObject({
      model: 'Chromebook Plus',
      platform: 'CHROMEOS',
    });
    expect(client.records.filter((record) => record.url.endsWith('/token'))).toHaveLength(1);
    await harness.control('DELETE', `/mobiledevices/${mobile.resourceId}`);
    const error = await getRecord(adapter, 'devices', client, `mobile:${mobile.resourceId}`).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('google devices from the documentation’s resources', () => {
  const tokenStore = new MemoryTokenStore();
  void tokenStore.set('doc', { accessToken: 'ya29.doc-token', tokenType: 'Bearer' });
  const fixtures = useAdapterFixtures(
    adapter,
    import.meta.url,
    { customerId: 'C01abc', clientId: 'doc.apps.googleusercontent.com', clientSecret: 'doc-secret' },
    [
      { method: 'GET', path: '/admin/directory/v1/customer/C01abc/devices/mobile', file: 'mobiledevices.json' },
      { method: 'GET', path: '/admin/directory/v1/customer/C01abc/devices/chromeos', file: 'chromeosdevices.json' },
    ],
    { tokenStore, connectionKey: 'doc' },
  );

  it('reads mobile devices, then ChromeOS devices, as one list mapped field by field', async () => {
    const first = await fixtures.list('devices');
    const second = await fixtures.list('devices', { cursor: first.next! });
    expect(second.next).toBeNull();
    expect([...first.results, ...second.results]).toEqual(fixtures.unified('devices.unified.json'));
    expect(fixtures.server.requests.map((request) => request.url)).toEqual([
      '/admin/directory/v1/customer/C01abc/devices/mobile?maxResults=100&projection=FULL',
      '/admin/directory/v1/customer/C01abc/devices/chromeos?maxResults=100&projection=FULL',
    ]);
  });
});
