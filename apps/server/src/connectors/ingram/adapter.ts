import type { Product } from '@portal/shared/unified/distributor.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { numberOrNull, textOrNull } from '../adapters/mapping-helpers';
import { ConnectorError } from '../http/connector-error';
import type { VendorClient } from '../http/vendor-client';

/** An item of Search Products (`GET /resellers/v6/catalog`); its flags are text ("true"/"false"). */
export interface IngramCatalogItem {
  ingramPartNumber: string;
  vendorPartNumber?: string;
  upcCode?: string;
  description?: string;
  vendorName?: string;
  category?: string;
  subCategory?: string;
  discontinued?: string;
}

/** An answer line of Price and Availability (`POST /resellers/v6/catalog/priceandavailability`). */
export interface IngramPriceAndAvailability {
  ingramPartNumber: string;
  productStatusCode?: string;
  productStatusMessage?: string;
  vendorPartNumber?: string;
  upc?: string;
  vendorName?: string;
  description?: string;
  availability?: {
    available?: boolean;
    totalAvailability?: number;
    availabilityByWarehouse?: Array<{ warehouseId?: string | number; location?: string; quantityAvailable?: number }>;
  };
  pricing?: { currencyCode?: string; retailPrice?: number; customerPrice?: number };
}

/** Product Details (`GET /resellers/v6/catalog/details/{ingramPartNumber}`), the fields we read. */
export interface IngramProductDetails {
  ingramPartNumber: string;
  description?: string;
  upc?: string;
  vendorName?: string;
  productCategory?: string;
  indicators?: { isDiscontinuedProduct?: boolean };
}

/**
 * What the adapter keeps as the raw record: the catalog item (lists) or the product details (get), and the
 * product's price and availability.
 */
export interface IngramProduct {
  catalog?: IngramCatalogItem;
  details?: IngramProductDetails;
  priceAndAvailability: IngramPriceAndAvailability | null;
}

async function priceAndAvailability(
  client: VendorClient,
  partNumbers: string[],
): Promise<IngramPriceAndAvailability[]> {
  if (partNumbers.length === 0) return [];
  const answer = await client.json<IngramPriceAndAvailability[]>({
    method: 'POST',
    path: '/resellers/v6/catalog/priceandavailability',
    query: { includeAvailability: 'true', includePricing: 'true' },
    json: { products: partNumbers.map((ingramPartNumber) => ({ ingramPartNumber })) },
  });
  return Array.isArray(answer) ? answer : [];
}

function discontinuedOf(raw: IngramProduct): boolean | null {
  if (raw.catalog?.discontinued !== undefined) return raw.catalog.discontinued === 'true';
  return raw.details?.indicators?.isDiscontinuedProduct ?? null;
}

function toProduct(raw: IngramProduct): Product {
  const item = raw.catalog;
  const details = raw.details;
  const offer = raw.priceAndAvailability;
  const sku = item?.ingramPartNumber ?? details?.ingramPartNumber ?? offer!.ingramPartNumber;
  const found = offer && offer.productStatusCode !== 'E';
  return {
    id: sku,
    remoteId: sku,
    sku,
    vendorPartNumber: textOrNull(item?.vendorPartNumber ?? offer?.vendorPartNumber),
    upc: textOrNull(item?.upcCode ?? details?.upc ?? offer?.upc),
    description: textOrNull(item?.description ?? details?.description ?? offer?.description),
    vendor: textOrNull(item?.vendorName ?? details?.vendorName ?? offer?.vendorName),
    category: textOrNull(item?.category ?? details?.productCategory),
    discontinued: discontinuedOf(raw),
    price:
      found && offer.pricing
        ? {
            customerPrice: numberOrNull(offer.pricing.customerPrice),
            msrp: numberOrNull(offer.pricing.retailPrice),
            currency: textOrNull(offer.pricing.currencyCode),
          }
        : null,
    availability:
      found && offer.availability
        ? {
            available: offer.availability.available === true,
            totalQuantity: offer.availability.totalAvailability ?? 0,
            warehouses: (offer.availability.availabilityByWarehouse ?? []).map((warehouse) => ({
              warehouseId: String(warehouse.warehouseId ?? ''),
              location: textOrNull(warehouse.location),
              quantity: warehouse.quantityAvailable ?? 0,
            })),
          }
        : null,
  };
}

const products: ModelAdapter<IngramProduct, Product> = {
  // Price and Availability takes at most 50 products per call, so a page holds at most 50.
  pageSize: { default: 25, max: 50 },
  async list(client, page) {
    const number = Number(page.position ?? 1);
    const search = await client.json<{ recordsFound?: number; catalog?: IngramCatalogItem[]; nextPage?: string }>({
      path: '/resellers/v6/catalog',
      query: { pageSize: page.size, pageNumber: number },
    });
    const catalog = search.catalog ?? [];
    const offers = await priceAndAvailability(
      client,
      catalog.map((item) => item.ingramPartNumber),
    );
    const records = catalog.map((item): IngramProduct => ({
      catalog: item,
      priceAndAvailability: offers.find((offer) => offer.ingramPartNumber === item.ingramPartNumber) ?? null,
    }));
    const more = search.nextPage ? true : (search.recordsFound ?? 0) > number * page.size;
    return { records, next: more && catalog.length > 0 ? String(number + 1) : null };
  },
  async get(client, remoteId) {
    const details = await client.json<IngramProductDetails>({
      path: `/resellers/v6/catalog/details/${encodeURIComponent(remoteId)}`,
    });
    const [offer] = await priceAndAvailability(client, [remoteId]);
    if (offer?.productStatusCode === 'E') {
      throw new ConnectorError('NOT_FOUND', `Ingram Micro: ${offer.productStatusMessage ?? `no product ${remoteId}`}`);
    }
    return { details, priceAndAvailability: offer ?? null };
  },
  toUnified: toProduct,
};

export default defineAdapter({
  serviceId: 'ingram',
  unifiedApi: 'Distributor',
  docs: [
    'https://developer.ingrammicro.com/reseller/api-documentation/United_States#tag/Product-Catalog (Search Products, Price and Availability)',
    'https://github.com/ingrammicro-xvantage/xi-sdk-go/blob/main/api/openapi.yaml (the published OpenAPI document)',
  ],
  models: { products },
});
