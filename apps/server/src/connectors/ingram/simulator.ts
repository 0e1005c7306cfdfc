import type { FastifyPluginAsync } from 'fastify';
import { CITIES, seededRandom } from '../simulators/seeded-data';
import { registerClientCredentials } from '../simulators/client-credentials';
import {
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { IngramCatalogItem, IngramPriceAndAvailability } from './adapter';

const CLIENT_ID = 'sandbox-ingram-client';
const CLIENT_SECRET = 'sandbox-ingram-client-secret';

/** One simulated product: its catalog entry plus the price and stock that Price and Availability reports. */
interface SimulatedProduct extends IngramCatalogItem {
  price: number;
  msrp: number;
  stock: Array<{ warehouseId: string; location: string; quantityAvailable: number }>;
}

const VENDORS = [
  {
    vendorName: 'LENOVO',
    category: 'Computer Systems',
    subCategory: 'Notebooks',
    item: 'THINKPAD T14 G4 I5 16GB 512GB',
  },
  { vendorName: 'DELL', category: 'Displays', subCategory: 'Monitors', item: '27IN MONITOR P2723DE QHD USB-C' },
  {
    vendorName: 'APPLE',
    category: 'Computer Systems',
    subCategory: 'Notebooks',
    item: 'MACBOOK AIR 13IN M3 8C CPU 16GB',
  },
  {
    vendorName: 'LOGITECH',
    category: 'Accessories',
    subCategory: 'Keyboards & Mice',
    item: 'MX KEYS S COMBO GRAPHITE',
  },
  { vendorName: 'CISCO', category: 'Networking', subCategory: 'Switches', item: 'CATALYST 9200L 24-PORT DATA' },
] as const;

function productsOf(seed: number, size: number, first = 0): SimulatedProduct[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const vendor = random.pick(VENDORS);
    const msrp = random.int(20, 2500);
    return {
      ingramPartNumber: `${random.int(1, 9)}${random.code(5)}`,
      vendorPartNumber: `${vendor.vendorName.slice(0, 2)}-${random.code(7)}`,
      upcCode: String(random.int(100_000_000, 999_999_999)).padStart(12, '0'),
      description: `${vendor.item} ${index}`,
      vendorName: vendor.vendorName,
      category: vendor.category,
      subCategory: vendor.subCategory,
      discontinued: random.chance(0.05) ? 'true' : 'false',
      price: Math.round(msrp * 0.82 * 100) / 100,
      msrp,
      stock: [10, 20, 40].map((warehouseId) => ({
        warehouseId: String(warehouseId),
        location: random.pick(CITIES),
        quantityAvailable: random.chance(0.2) ? 0 : random.int(1, 500),
      })),
    };
  });
}

function priceAndAvailabilityOf(product: SimulatedProduct | undefined, partNumber: string): IngramPriceAndAvailability {
  if (!product)
    return {
      productStatusCode: 'E',
      productStatusMessage: `Product not found for IngramPartNumber:  ${partNumber}`,
      ingramPartNumber: partNumber,
    };
  const total = product.stock.reduce((sum, warehouse) => sum + warehouse.quantityAvailable, 0);
  return {
    productStatusMessage: 'ACOPS ARE AVAILABLE FOR THIS CUSTOMER AND SKU',
    ingramPartNumber: product.ingramPartNumber,
    vendorPartNumber: product.vendorPartNumber,
    upc: product.upcCode,
    vendorName: product.vendorName,
    description: product.description,
    availability: { available: total > 0, totalAvailability: total, availabilityByWarehouse: product.stock },
    pricing: { currencyCode: 'USD', retailPrice: product.msrp, customerPrice: product.price },
  };
}

const catalogEntry = ({ price: _price, msrp: _msrp, stock: _stock, ...item }: SimulatedProduct): IngramCatalogItem =>
  item;

/**
 * Ingram Micro's reseller API v6: client-credentials token, Search Products, Product Details, Price and Availability.
 */
export const ingramSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const products = new SimulatorCollection<SimulatedProduct>(
    productsOf(options.seed ?? 1, options.size ?? 120),
    (record) => record.ingramPartNumber,
    (fields, index) => ({
      ...productsOf(index + 17, 1, index + 1000)[0]!,
      ...(fields as Partial<SimulatedProduct>),
    }),
  );
  registerControls(app, { products });
  const tokens = registerClientCredentials(app, {
    path: '/oauth/oauth20/token',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    answer: (token) => ({ access_token: token, token_type: 'Bearer', expires_in: '86399' }),
    refuse: (reply) => reply.code(401).send({ error: 'invalid_client', error_description: 'ClientId is Invalid' }),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/resellers/v6/')) return;
    if (!tokens.accepts(request)) {
      return reply.code(401).send({
        fault: {
          faultstring: 'Invalid Access Token',
          detail: { errorcode: 'keymanagement.service.invalid_access_token' },
        },
      });
    }
    for (const header of ['im-customernumber', 'im-countrycode', 'im-correlationid']) {
      if (!request.headers[header]) {
        return reply.code(400).send({
          errors: [
            {
              id: 'sandbox',
              type: '/errors/validation-failed',
              message: 'Validation failed',
              fields: [{ field: header, value: '', message: `${header} cannot be blank` }],
            },
          ],
        });
      }
    }
  });
  app.get('/resellers/v6/catalog', async (request) => {
    const query = request.query as Record<string, string>;
    const size = Math.min(Number(query.pageSize ?? 25), 100);
    const number = Math.max(Number(query.pageNumber ?? 1), 1);
    const page = products.records.slice((number - 1) * size, number * size).map(catalogEntry);
    const more = number * size < products.records.length;
    return {
      recordsFound: products.records.length,
      pageSize: size,
      pageNumber: number,
      catalog: page,
      ...(more ? { nextPage: `/resellers/v6/catalog?pageSize=${size}&pageNumber=${number + 1}` } : {}),
      ...(number > 1 ? { previousPage: `/resellers/v6/catalog?pageSize=${size}&pageNumber=${number - 1}` } : {}),
    };
  });
  app.get('/resellers/v6/catalog/details/:partNumber', async (request, reply) => {
    const product = products.find((request.params as { partNumber: string }).partNumber);
    if (!product)
      return reply
        .code(404)
        .send({ errors: [{ id: 'sandbox', type: '/errors/not-found', message: 'Product not found' }] });
    return {
      ingramPartNumber: product.ingramPartNumber,
      description: product.description,
      upc: product.upcCode,
      vendorName: product.vendorName,
      productCategory: product.category,
      productSubCategory: product.subCategory,
      indicators: { isDiscontinuedProduct: product.discontinued === 'true' },
    };
  });
  app.post('/resellers/v6/catalog/priceandavailability', async (request) => {
    const wanted = (
      (request.body as { products?: Array<{ ingramPartNumber?: string }> } | undefined)?.products ?? []
    ).slice(0, 50);
    return wanted.map(({ ingramPartNumber = '' }) =>
      priceAndAvailabilityOf(products.find(ingramPartNumber), ingramPartNumber),
    );
  });
};

export default {
  serviceId: 'ingram',
  plugin: ingramSimulatorPlugin,
  sandboxSettings: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, customerNumber: '20-222222', countryCode: 'US' },
} satisfies VendorSimulator;
