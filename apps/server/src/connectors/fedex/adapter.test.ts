import { describe, expect, it } from 'vitest';
import { getRecord } from '../adapters/run-adapter';
import { MemoryTokenStore, type StoredToken } from '../oauth/token-store';
import { adapterContract, connectorErrorOf } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator, { fedexTrackingNumber } from './simulator';

const harness = adapterContract(
  adapter,
  simulator,
  { clientSecret: 'not-the-secret' },
  { model: 'trackings', total: 40, pageSize: 1, collection: 'shipments', knownIds: [fedexTrackingNumber(0)] },
);

/** A token store that tells which keys were written, so a test can age the token it holds. */
class WatchedTokenStore extends MemoryTokenStore {
  readonly keys = new Set<string>();
  override async set(key: string, token: StoredToken) {
    this.keys.add(key);
    await super.set(key, token);
  }
}

describe('fedex’s 60-minute token', () => {
  const tokenCalls = (records: Array<{ url: string }>) => records.filter((r) => r.url.endsWith('/oauth/token'));

  it('is obtained once and reused by every call of the connection while it is fresh', async () => {
    const tokenStore = new MemoryTokenStore();
    const first = harness.client({}, { tokenStore });
    const second = harness.client({}, { tokenStore });
    await getRecord(adapter, 'trackings', first, fedexTrackingNumber(1));
    await getRecord(adapter, 'trackings', first, fedexTrackingNumber(2));
    await getRecord(adapter, 'trackings', second, fedexTrackingNumber(3));
    expect(tokenCalls(first.records)).toHaveLength(1);
    expect(tokenCalls(second.records)).toHaveLength(0);
  });

  it('is replaced shortly before it expires, and after FedEx refuses it', async () => {
    const tokenStore = new WatchedTokenStore();
    const client = harness.client({}, { tokenStore });
    await getRecord(adapter, 'trackings', client, fedexTrackingNumber(1));
    const [key] = [...tokenStore.keys];
    const stored = (await tokenStore.get(key!))!;
    expect(stored.expiresAt! - Date.now()).toBeGreaterThan(59 * 60_000);
    // Inside the renewal margin: the next call buys a new token first.
    await tokenStore.set(key!, { ...stored, expiresAt: Date.now() + 30_000 });
    await getRecord(adapter, 'trackings', client, fedexTrackingNumber(2));
    // A token FedEx no longer knows: the 401 buys a new one and the call is made again.
    await tokenStore.set(key!, { ...stored, accessToken: 'revoked-token', expiresAt: Date.now() + 3_600_000 });
    await getRecord(adapter, 'trackings', client, fedexTrackingNumber(3));
    expect(tokenCalls(client.records)).toHaveLength(3);
    expect(client.records.filter((record) => record.status === 401)).toHaveLength(1);
  });
});

const settings = { clientId: 'doc-key', clientSecret: 'doc-secret', accountNumber: '740561073' };

describe('fedex tracking from the documentation’s sample response', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, settings, [
    { method: 'POST', path: '/oauth/token', file: 'token.json' },
    { method: 'POST', path: '/track/v1/trackingnumbers', file: 'track-by-number.json' },
  ]);

  it('tracks by number with detailed scans and maps the result and its scans in time order', async () => {
    expect(await fixtures.get('trackings', '128667043726')).toEqual({
      id: '128667043726',
      remoteId: '128667043726',
      trackingNumber: '128667043726',
      status: 'DELIVERED',
      statusText: 'Delivered',
      service: 'FedEx Freight Economy.',
      estimatedDelivery: null,
      deliveredAt: '2018-02-02T19:01:00.000Z',
      from: { street: null, postalCode: null, city: 'POST FALLS', countryCode: 'US' },
      to: { street: null, postalCode: null, city: 'NORTON', countryCode: 'US' },
      packages: 1,
      events: [
        {
          occurredAt: '2018-01-30T17:30:00.000Z',
          status: 'IN_TRANSIT',
          description: 'Picked up',
          location: 'Post Falls, ID, US',
          remoteCode: 'PU',
        },
        {
          occurredAt: '2018-02-02T19:01:00.000Z',
          status: 'DELIVERED',
          description: 'Delivered',
          location: 'Norton, VA, US',
          remoteCode: 'DL',
        },
      ],
    });
    expect(fixtures.server.requests[1]!.body).toEqual({
      includeDetailedScans: true,
      trackingInfo: [{ trackingNumberInfo: { trackingNumber: '128667043726' } }],
    });
  });
});

describe('fedex tracking of a number FedEx does not know', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, settings, [
    { method: 'POST', path: '/oauth/token', file: 'token.json' },
    { method: 'POST', path: '/track/v1/trackingnumbers', file: 'track-not-found.json' },
  ]);

  it('answers NOT_FOUND with FedEx’s reason', async () => {
    const error = await connectorErrorOf(fixtures.get('trackings', '000000000000'));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toContain('Tracking number cannot be found');
  });
});
