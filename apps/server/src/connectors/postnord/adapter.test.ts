import { describe, expect, it } from 'vitest';
import { getRecord } from '../adapters/run-adapter';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator, { postnordShipmentId } from './simulator';

const harness = adapterContract(
  adapter,
  simulator,
  { apiKey: 'wrong-key-0000000000000000000000' },
  {
    model: 'trackings',
    total: 40,
    pageSize: 1,
    collection: 'shipments',
    knownIds: [postnordShipmentId(0)],
  },
);

describe('postnord tracking against the simulator', () => {
  it('finds a shipment by one of its item ids too', async () => {
    const tracking = await getRecord<{ id: string }>(
      adapter,
      'trackings',
      harness.client(),
      `${postnordShipmentId(3)}01`,
    );
    expect(tracking.id).toBe(postnordShipmentId(3));
  });

  it('sees a status changed at the vendor', async () => {
    await harness.control('PATCH', `/shipments/${postnordShipmentId(5)}`, { status: 'DELIVERY_REFUSED' });
    expect(await getRecord(adapter, 'trackings', harness.client(), postnordShipmentId(5))).toMatchObject({
      status: 'EXCEPTION',
    });
  });
});

describe('postnord tracking from the documentation’s sample response', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, { apiKey: 'doc-api-key-123' }, [
    { method: 'GET', path: '/rest/shipment/v5/trackandtrace/findByIdentifier.json', file: 'find-by-identifier.json' },
  ]);

  it('maps the shipment, its addresses and its events in time order', async () => {
    const tracking = await fixtures.get('trackings', '84700000000000000');
    expect(tracking).toEqual({
      id: '84700000000000000',
      remoteId: '84700000000000000',
      trackingNumber: '84700000000000000',
      status: 'DELIVERED',
      statusText: 'The shipment was delivered to the recipient on 16 March at 13:15.',
      service: 'MyPack Home',
      estimatedDelivery: null,
      deliveredAt: '2023-03-16T13:15:00',
      from: { street: null, postalCode: '11122', city: 'STOCKHOLM', countryCode: 'SE' },
      to: { street: null, postalCode: '41101', city: 'GÖTEBORG', countryCode: 'SE' },
      packages: 1,
      events: [
        {
          occurredAt: '2023-03-15T09:02:00',
          status: 'PENDING',
          description: 'The shipment item has been pre-advised',
          location: 'Sweden',
          remoteCode: 'EDI_RECEIVED',
        },
        {
          occurredAt: '2023-03-15T18:40:00',
          status: 'IN_TRANSIT',
          description: 'The shipment item has been collected',
          location: 'Stockholm',
          remoteCode: '71',
        },
        {
          occurredAt: '2023-03-16T13:15:00',
          status: 'DELIVERED',
          description: 'The shipment item has been delivered to the recipient',
          location: 'Göteborg',
          remoteCode: 'DELIVERED',
        },
      ],
    });
    expect(fixtures.server.requests[0]!.url).toBe(
      '/rest/shipment/v5/trackandtrace/findByIdentifier.json?id=84700000000000000&locale=en&apikey=doc-api-key-123',
    );
  });
});
