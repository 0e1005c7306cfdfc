import { z } from 'zod';
import { text, unifiedRecord } from './unified-record';

export const priceSchema = z.object({
  customerPrice: z.number().nullable(),
  msrp: z.number().nullable(),
  currency: text(),
});

export const warehouseStockSchema = z.object({
  warehouseId: z.string(),
  location: text(),
  quantity: z.number().int(),
});

export const availabilitySchema = z.object({
  available: z.boolean(),
  totalQuantity: z.number().int(),
  warehouses: z.array(warehouseStockSchema),
});

export const productSchema = unifiedRecord('Product', {
  sku: z.string(),
  vendorPartNumber: text(),
  upc: text(),
  description: text(),
  vendor: text(),
  category: text(),
  discontinued: z.boolean().nullable(),
  /** Null when the product was listed without pricing (lists fetch price and availability per page). */
  price: priceSchema.nullable(),
  availability: availabilitySchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;
