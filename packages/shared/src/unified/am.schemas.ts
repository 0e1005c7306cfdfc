import { z } from 'zod';
import { isoDate, moneySchema, recordRef, text, unifiedRecord } from './unified-record';

export const ASSET_STATUSES = ['IN_USE', 'IN_STOCK', 'IN_REPAIR', 'RETIRED', 'MISSING', 'ON_ORDER', 'OTHER'] as const;

export const hardwareAssetSchema = unifiedRecord('Hardware asset', {
  assetTag: text(),
  serialNumber: text(),
  model: text(),
  category: text(),
  status: z.enum(ASSET_STATUSES).nullable(),
  assignedTo: recordRef,
  location: text(),
  purchaseDate: isoDate(),
  cost: moneySchema.nullable(),
  warrantyExpiresOn: isoDate(),
  supplier: text(),
});
export type HardwareAsset = z.infer<typeof hardwareAssetSchema>;
