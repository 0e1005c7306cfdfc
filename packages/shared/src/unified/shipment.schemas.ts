import { z } from 'zod';
import { addressSchema, isoDateTime, text, unifiedRecord } from './unified-record';

/** The unified tracking states (research notes, Shipment Tracking). */
export const TRACKING_STATUSES = ['PENDING', 'PROCESSING', 'IN_TRANSIT', 'DELIVERED', 'EXCEPTION'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export const trackingEventSchema = z.object({
  occurredAt: isoDateTime(),
  status: z.enum(TRACKING_STATUSES).nullable(),
  description: text(),
  location: text(),
  /** The vendor's own event code, as it sent it. */
  remoteCode: text(),
});

export const trackingSchema = unifiedRecord('Tracking', {
  trackingNumber: z.string(),
  status: z.enum(TRACKING_STATUSES),
  statusText: text(),
  service: text(),
  estimatedDelivery: isoDateTime(),
  deliveredAt: isoDateTime(),
  from: addressSchema.nullable(),
  to: addressSchema.nullable(),
  packages: z.number().int().nullable(),
  events: z.array(trackingEventSchema),
});
export type Tracking = z.infer<typeof trackingSchema>;
