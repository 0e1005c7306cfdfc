import type { Tracking, TrackingStatus } from '@portal/shared/unified/shipment.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateTimeOrNull, fullName, lookup, textOrNull } from '../adapters/mapping-helpers';
import { ConnectorError } from '../http/connector-error';

interface BringAddress {
  addressLine1?: string;
  addressLine2?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
}

interface BringEvent {
  description?: string;
  status?: string;
  dateIso?: string;
  city?: string;
  postalCode?: string;
  countryCode?: string;
}

/** A consignment of Bring's Tracking API answer (`consignmentSet[]`), the fields we read. */
export interface BringConsignment {
  consignmentId: string;
  packageSet?: Array<{
    packageNumber?: string;
    statusDescription?: string;
    productName?: string;
    senderAddress?: BringAddress;
    recipientAddress?: BringAddress;
    /** Newest first, as Bring lists them. */
    eventSet?: BringEvent[];
  }>;
  error?: { code?: number; message?: string };
}

/** Bring's event statuses mapped to the five unified states; anything else is PROCESSING. */
const STATUSES: Record<string, TrackingStatus> = {
  pre_notified: 'PENDING',
  handed_in: 'PROCESSING',
  collected: 'IN_TRANSIT',
  in_transit: 'IN_TRANSIT',
  international: 'IN_TRANSIT',
  customs: 'IN_TRANSIT',
  transport_to_recipient: 'IN_TRANSIT',
  delivery_ordered: 'IN_TRANSIT',
  delivery_changed: 'IN_TRANSIT',
  notification_sent: 'IN_TRANSIT',
  ready_for_pickup: 'IN_TRANSIT',
  delivered: 'DELIVERED',
  attempted_delivery: 'EXCEPTION',
  deviation: 'EXCEPTION',
  return: 'EXCEPTION',
  delivered_sender: 'EXCEPTION',
  delivery_cancelled: 'EXCEPTION',
};

const address = (value: BringAddress | undefined) =>
  value
    ? {
        street: fullName(value.addressLine1, value.addressLine2),
        postalCode: textOrNull(value.postalCode),
        city: textOrNull(value.city),
        countryCode: textOrNull(value.countryCode),
      }
    : null;

function toTracking(raw: BringConsignment): Tracking {
  const packages = raw.packageSet ?? [];
  const events = packages
    .flatMap((item) => item.eventSet ?? [])
    .map((event) => ({
      occurredAt: dateTimeOrNull(event.dateIso),
      status: lookup(STATUSES, event.status),
      description: textOrNull(event.description),
      location: textOrNull(event.city),
      remoteCode: textOrNull(event.status),
    }))
    .sort((a, b) => (a.occurredAt ?? '').localeCompare(b.occurredAt ?? ''));
  const latest = events.at(-1);
  const status = latest ? (latest.status ?? 'PROCESSING') : 'PENDING';
  const first = packages[0];
  return {
    id: raw.consignmentId,
    remoteId: raw.consignmentId,
    trackingNumber: raw.consignmentId,
    status,
    statusText: textOrNull(first?.statusDescription) ?? latest?.description ?? null,
    service: textOrNull(first?.productName),
    // The Tracking API answers no estimated delivery for a consignment.
    estimatedDelivery: null,
    deliveredAt: status === 'DELIVERED' ? (latest?.occurredAt ?? null) : null,
    from: address(first?.senderAddress),
    to: address(first?.recipientAddress),
    packages: packages.length,
    events,
  };
}

const trackings: ModelAdapter<BringConsignment, Tracking> = {
  pageSize: { default: 1, max: 1 },
  // The Tracking API looks a consignment up by consignment or package number; it has no list of all of them.
  async get(client, remoteId) {
    const answer = await client.json<{ consignmentSet?: BringConsignment[] }>({
      path: '/tracking/api/v2/tracking.json',
      query: { q: remoteId, lang: 'en' },
    });
    const consignment = answer.consignmentSet?.[0];
    // An unknown number is answered 200 with an error inside the consignment.
    if (!consignment || consignment.error || !consignment.consignmentId)
      throw new ConnectorError('NOT_FOUND', `Bring has no shipment ${remoteId}`);
    return consignment;
  },
  toUnified: toTracking,
};

export default defineAdapter({
  serviceId: 'bring',
  unifiedApi: 'Shipment',
  docs: ['https://developer.bring.com/api/tracking/ (Tracking API v2, tracking.json)'],
  models: { trackings },
});
