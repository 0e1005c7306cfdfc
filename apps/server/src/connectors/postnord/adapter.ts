import type { Tracking, TrackingStatus } from '@portal/shared/unified/shipment.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateTimeOrNull, lookup, textOrNull } from '../adapters/mapping-helpers';
import { ConnectorError } from '../http/connector-error';

interface PostnordAddress {
  street1?: string;
  postCode?: string;
  city?: string;
  countryCode?: string;
}

interface PostnordEvent {
  eventTime?: string;
  eventCode?: string;
  status?: string;
  eventDescription?: string;
  location?: { displayName?: string; name?: string; city?: string; countryCode?: string };
}

/** A shipment of PostNord's Track and Trace answer (`TrackingInformationResponse.shipments[]`). */
export interface PostnordShipment {
  shipmentId: string;
  status?: string;
  statusText?: { header?: string; body?: string; estimatedTimeOfArrival?: string };
  service?: { code?: string; name?: string };
  assessedNumberOfItems?: number;
  estimatedTimeOfArrival?: string;
  deliveryDate?: string;
  consignor?: { name?: string; address?: PostnordAddress };
  consignee?: { name?: string; address?: PostnordAddress };
  items?: Array<{ itemId?: string; status?: string; events?: PostnordEvent[] }>;
}

/** PostNord's shipment and event statuses mapped to the five unified states. */
const STATUSES: Record<string, TrackingStatus> = {
  created: 'PENDING',
  informed: 'PENDING',
  en_route: 'IN_TRANSIT',
  delayed: 'IN_TRANSIT',
  expected_delay: 'IN_TRANSIT',
  available_for_delivery: 'IN_TRANSIT',
  split: 'IN_TRANSIT',
  delivered: 'DELIVERED',
  delivery_impossible: 'EXCEPTION',
  delivery_refused: 'EXCEPTION',
  returned: 'EXCEPTION',
  stopped: 'EXCEPTION',
  other: 'PROCESSING',
};

const address = (value: PostnordAddress | undefined) =>
  value
    ? {
        street: textOrNull(value.street1),
        postalCode: textOrNull(value.postCode),
        city: textOrNull(value.city),
        countryCode: textOrNull(value.countryCode),
      }
    : null;

function toTracking(raw: PostnordShipment): Tracking {
  const status = lookup(STATUSES, raw.status) ?? 'PROCESSING';
  const events = (raw.items ?? [])
    .flatMap((item) => item.events ?? [])
    .map((event) => ({
      occurredAt: dateTimeOrNull(event.eventTime),
      status: lookup(STATUSES, event.status),
      description: textOrNull(event.eventDescription),
      location: textOrNull(event.location?.displayName) ?? textOrNull(event.location?.name),
      remoteCode: textOrNull(event.eventCode),
    }))
    .sort((a, b) => (a.occurredAt ?? '').localeCompare(b.occurredAt ?? ''));
  return {
    id: raw.shipmentId,
    remoteId: raw.shipmentId,
    trackingNumber: raw.shipmentId,
    status,
    statusText: textOrNull(raw.statusText?.body) ?? textOrNull(raw.statusText?.header),
    service: textOrNull(raw.service?.name),
    estimatedDelivery: dateTimeOrNull(raw.estimatedTimeOfArrival ?? raw.statusText?.estimatedTimeOfArrival),
    deliveredAt: status === 'DELIVERED' ? dateTimeOrNull(raw.deliveryDate) : null,
    from: address(raw.consignor?.address),
    to: address(raw.consignee?.address),
    packages: raw.assessedNumberOfItems ?? raw.items?.length ?? null,
    events,
  };
}

const trackings: ModelAdapter<PostnordShipment, Tracking> = {
  pageSize: { default: 1, max: 1 },
  // Track and Trace looks shipments up by identifier (shipment or item id); it has no list of all parcels.
  async get(client, remoteId) {
    const answer = await client.json<{ TrackingInformationResponse?: { shipments?: PostnordShipment[] } }>({
      path: '/rest/shipment/v5/trackandtrace/findByIdentifier.json',
      query: { id: remoteId, locale: 'en' },
    });
    const shipment = answer.TrackingInformationResponse?.shipments?.[0];
    if (!shipment) throw new ConnectorError('NOT_FOUND', `Postnord has no shipment ${remoteId}`);
    return shipment;
  },
  toUnified: toTracking,
};

export default defineAdapter({
  serviceId: 'postnord',
  unifiedApi: 'Shipment',
  docs: ['https://developer.postnord.com/api/docs/tracking (Track and Trace v5, findByIdentifier)'],
  models: { trackings },
});
