import { describe, expect, it } from 'vitest';
import { getRecord, listRecords } from '../adapters/run-adapter';
import { adapterContract } from '../testing/adapter-contract';
import { readFixture, useAdapterFixtures } from '../testing/fixture-server';
import adapter, { type IngramPriceAndAvailability } from './adapter';
import simulator from './simulator';

const harness = adapterContract(
  adapter,
  simulator,
  { clientSecret: 'not-the-secret' },
  {
    model: 'products',
    total: 120,
    pageSize: 50,
    collection: 'products',
    create: { ingramPartNumber: 'NEW001', description: 'NEW PRODUCT' },
    createdId: 'ingramPartNumber',
  },
);

describe('ingram products against the simulator', () => {
  it('lists each page with the price and stock of its products', async () => {
    const page = await listRecords<{
      sku: string;
      price: { customerPrice: number } | null;
      availability: { totalQuantity: number } | null;
    }>(adapter, 'products', harness.client(), { pageSize: 10 });
    expect(page.results).toHaveLength(10);
    for (const product of page.results) {
      expect(product.price?.customerPrice).toBeGreaterThan(0);
      expect(product.availability?.totalQuantity).toBeGreaterThanOrEqual(0);
    }
    const one = await getRecord<{ price: unknown; availability: unknown }>(
      adapter,
      'products',
      harness.client(),
      page.results[3]!.sku,
    );
    expect(one.price).toEqual(page.results[3]!.price);
  });
});

describe('ingram products from the documentation’s sample responses', () => {
  const settings = { clientId: 'c-1', clientSecret: 's-123456', customerNumber: '20-222222', countryCode: 'US' };
  const fixtures = useAdapterFixtures(adapter, import.meta.url, settings, [
    { method: 'POST', path: '/oauth/oauth20/token', file: 'token.json' },
    { method: 'GET', path: '/resellers/v6/catalog', file: 'search-products.json' },
    {
      method: 'POST',
      path: '/resellers/v6/catalog/priceandavailability',
      file: 'price-and-availability-multi-status.json',
      status: 207,
    },
  ]);

  it('maps Search Products and sends the headers and body Ingram Micro asks for', async () => {
    const page = await fixtures.list('products', { pageSize: 25 });
    expect(page.results).toEqual([
      {
        id: '1A8249',
        remoteId: '1A8249',
        sku: '1A8249',
        vendorPartNumber: 'SDSQUNC-016G-AN6IA',
        upc: '0619659134587',
        description: 'CLASS 10 100MB/S UHS-I CARD',
        vendor: 'Sandisk Mobile',
        category: 'device storage',
        discontinued: false,
        // The sample Price and Availability answer is about other part numbers.
        price: null,
        availability: null,
      },
    ]);
    expect(page.next).not.toBeNull();
    const [token, search, prices] = fixtures.server.requests;
    expect(token!.body).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'c-1',
      client_secret: 's-123456',
    });
    expect(search!.url).toBe('/resellers/v6/catalog?pageSize=25&pageNumber=1');
    expect(prices!.url).toBe('/resellers/v6/catalog/priceandavailability?includeAvailability=true&includePricing=true');
    expect(prices!.body).toEqual({ products: [{ ingramPartNumber: '1A8249' }] });
  });

  it('maps a Price and Availability line field by field', () => {
    const [line] = readFixture(fixtures.folder, 'price-and-availability.json') as IngramPriceAndAvailability[];
    expect(adapter.models.products!.toUnified({ priceAndAvailability: line! })).toEqual({
      id: '4A0036',
      remoteId: '4A0036',
      sku: '4A0036',
      vendorPartNumber: 'E2016HV',
      upc: '0884116186519',
      description: '20IN MONITOR E2016HV 210-AGLU\u00a0 MNTR',
      vendor: 'DELL',
      category: null,
      discontinued: null,
      price: { customerPrice: 74.34, msrp: 189.99, currency: 'USD' },
      availability: {
        available: false,
        totalQuantity: 0,
        warehouses: [
          { warehouseId: '20', location: 'Fort Worth, TX', quantity: 0 },
          { warehouseId: '40', location: 'Carol Stream, IL', quantity: 0 },
          { warehouseId: '80', location: 'Jonestown, PA', quantity: 0 },
          { warehouseId: '10', location: 'Mira Loma, CA', quantity: 0 },
        ],
      },
    });
  });

  it('keeps no price for a line the multi-status answer marks as not found', () => {
    const lines = readFixture(
      fixtures.folder,
      'price-and-availability-multi-status.json',
    ) as IngramPriceAndAvailability[];
    const missing = adapter.models.products!.toUnified({ priceAndAvailability: lines[1]! }) as {
      sku: string;
      price: unknown;
      availability: unknown;
    };
    expect(missing).toMatchObject({ sku: '12351211', price: null, availability: null });
    const found = adapter.models.products!.toUnified({ priceAndAvailability: lines[0]! }) as {
      availability: { totalQuantity: number; available: boolean };
    };
    expect(found.availability).toMatchObject({ available: true, totalQuantity: 240479 });
  });
});
