import { describe, expect, it } from 'vitest';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator, { postiTrackingNumber } from './simulator';

adapterContract(
  adapter,
  simulator,
  { clientSecret: 'not-the-secret' },
  { model: 'trackings', total: 40, pageSize: 1, collection: 'shipments', knownIds: [postiTrackingNumber(0)] },
);

describe('posti tracking from a documented shipment', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, { clientId: 'c-1', clientSecret: 's-123456' }, [
    { method: 'POST', path: '/oauth/token', file: 'token.json' },
    { method: 'GET', path: '/tracking/5/shipments/trackingnumbers/JJFI64572600000002213', file: 'shipment.json' },
  ]);

  it('obtains a token with HTTP Basic, then maps the shipment and its events in time order', async () => {
    expect(await fixtures.get('trackings', 'JJFI64572600000002213')).toEqual({
      id: 'JJFI64572600000002213',
      remoteId: 'JJFI64572600000002213',
      trackingNumber: 'JJFI64572600000002213',
      status: 'DELIVERED',
      statusText: 'Item delivered to the recipient',
      service: 'Postipaketti',
      estimatedDelivery: null,
      deliveredAt: '2023-05-04T11:21:00.000Z',
      from: { street: null, postalCode: '01530', city: 'VANTAA', countryCode: 'FI' },
      to: { street: null, postalCode: '33100', city: 'TAMPERE', countryCode: 'FI' },
      packages: 1,
      events: [
        {
          occurredAt: '2023-05-03T05:05:00.000Z',
          status: null,
          description: 'Item received by Posti',
          location: 'VANTAA',
          remoteCode: '20',
        },
        {
          occurredAt: '2023-05-04T11:21:00.000Z',
          status: null,
          description: 'Item delivered to the recipient',
          location: 'TAMPERE',
          remoteCode: '91',
        },
      ],
    });
    const [token] = fixtures.server.requests;
    expect(token!.body).toMatchObject({ grant_type: 'client_credentials' });
  });
});
