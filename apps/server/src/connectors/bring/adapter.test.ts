import { describe, expect, it } from 'vitest';
import { getRecord } from '../adapters/run-adapter';
import { adapterContract, connectorErrorOf } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator, { bringConsignmentId } from './simulator';

const harness = adapterContract(
  adapter,
  simulator,
  { apiKey: 'not-the-key' },
  { model: 'trackings', total: 40, pageSize: 1, collection: 'consignments', knownIds: [bringConsignmentId(0)] },
);

describe('bring tracking against the simulator', () => {
  it('finds a consignment by one of its package numbers too', async () => {
    const tracking = await getRecord<{ id: string }>(
      adapter,
      'trackings',
      harness.client(),
      `${bringConsignmentId(2)}01`,
    );
    expect(tracking.id).toBe(bringConsignmentId(2));
  });
});

const settings = { mybringUid: 'api@example.com', apiKey: 'doc-key', customerNumber: '20000' };

describe('bring tracking from the documentation’s sample response', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, settings, [
    { method: 'GET', path: '/tracking/api/v2/tracking.json', file: 'tracking.json' },
  ]);

  it('maps the consignment, its addresses and its events in time order', async () => {
    expect(await fixtures.get('trackings', 'SHIPMENTNUMBER')).toEqual({
      id: 'SHIPMENTNUMBER',
      remoteId: 'SHIPMENTNUMBER',
      trackingNumber: 'SHIPMENTNUMBER',
      status: 'DELIVERED',
      statusText: 'Delivered to recipient.',
      service: 'Business Parcel',
      estimatedDelivery: null,
      deliveredAt: '2010-10-22T07:27:00.000Z',
      from: { street: 'Postboks 6132 Etterstad', postalCode: '0602', city: 'OSLO', countryCode: 'NO' },
      to: { street: 'Testsvingen 12', postalCode: '0263', city: 'OSLO', countryCode: 'NO' },
      packages: 1,
      events: [
        {
          occurredAt: '2010-10-21T12:05:00.000Z',
          status: 'IN_TRANSIT',
          description: 'The shipment has been handed in at terminal and forwarded.',
          location: 'LILLESTRØM',
          remoteCode: 'IN_TRANSIT',
        },
        {
          occurredAt: '2010-10-22T04:12:00.000Z',
          status: 'IN_TRANSIT',
          description: 'The shipment has been loaded onto a vehicle for delivery.',
          location: 'OSLO',
          remoteCode: 'TRANSPORT_TO_RECIPIENT',
        },
        {
          occurredAt: '2010-10-22T07:27:00.000Z',
          status: 'DELIVERED',
          description: 'Delivered to recipient.',
          location: 'OSLO',
          remoteCode: 'DELIVERED',
        },
      ],
    });
    expect(fixtures.server.requests[0]!.url).toBe('/tracking/api/v2/tracking.json?q=SHIPMENTNUMBER&lang=en');
  });
});

describe('bring tracking of a number Bring does not know', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, settings, [
    { method: 'GET', path: '/tracking/api/v2/tracking.json', file: 'tracking-not-found.json' },
  ]);

  it('answers NOT_FOUND for the error Bring puts in a 200 answer', async () => {
    expect((await connectorErrorOf(fixtures.get('trackings', 'NOSUCHNUMBER'))).code).toBe('NOT_FOUND');
  });
});
