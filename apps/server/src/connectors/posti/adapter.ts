import type { Tracking, TrackingStatus } from '@portal/shared/unified/shipment.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateTimeOrNull, lookup, textOrNull } from '../adapters/mapping-helpers';
import { ConnectorError } from '../http/connector-error';

interface PostiPlace {
  city?: string;
  postcode?: string;
  country?: string;
}

interface PostiEvent {
  eventCode?: string;
  eventDescription?: string;
  timestamp?: string;
  locationName?: string;
}

/** A shipment of Posti's Tracking API answer (`shipments[]`), the fields we read (see README). */
export interface PostiShipment {
  trackingNumber: string;
  /** The shipment's phase: WAITING, RECEIVED, IN_TRANSPORT, READY_FOR_PICKUP, DELIVERED or RETURNED_TO_SENDER. */
  phase?: string;
  product?: { name?: string };
  parcelCount?: number;
  estimatedDeliveryTime?: string;
  departure?: PostiPlace;
  destination?: PostiPlace;
  events?: PostiEvent[];
}

const PHASES: Record<string, TrackingStatus> = {
  waiting: 'PENDING',
  received: 'PROCESSING',
  in_transport: 'IN_TRANSIT',
  ready_for_pickup: 'IN_TRANSIT',
  delivered: 'DELIVERED',
  returned_to_sender: 'EXCEPTION',
};

const place = (value: PostiPlace | undefined) =>
  value
    ? {
        street: null,
        postalCode: textOrNull(value.postcode),
        city: textOrNull(value.city),
        countryCode: textOrNull(value.country),
      }
    : null;

function toTracking(raw: PostiShipment): Tracking {
  const status = lookup(PHASES, raw.phase) ?? 'PROCESSING';
  const events = (raw.events ?? [])
    .map((event) => ({
      occurredAt: dateTimeOrNull(event.timestamp),
      // Posti's events carry codes and words, not phases: the shipment's phase is its status.
      status: null,
      description: textOrNull(event.eventDescription),
      location: textOrNull(event.locationName),
      remoteCode: textOrNull(event.eventCode),
    }))
    .sort((a, b) => (a.occurredAt ?? '').localeCompare(b.occurredAt ?? ''));
  return {
    id: raw.trackingNumber,
    remoteId: raw.trackingNumber,
    trackingNumber: raw.trackingNumber,
    status,
    statusText: events.at(-1)?.description ?? null,
    service: textOrNull(raw.product?.name),
    estimatedDelivery: status === 'DELIVERED' ? null : dateTimeOrNull(raw.estimatedDeliveryTime),
    deliveredAt: status === 'DELIVERED' ? (events.at(-1)?.occurredAt ?? null) : null,
    from: place(raw.departure),
    to: place(raw.destination),
    packages: raw.parcelCount ?? null,
    events,
  };
}

const trackings: ModelAdapter<PostiShipment, Tracking> = {
  pageSize: { default: 1, max: 1 },
  // Tracking looks a shipment up by its tracking number; there is no list of all shipments.
  async get(client, remoteId) {
    const answer = await client.json<{ shipments?: PostiShipment[] }>({
      path: `/tracking/5/shipments/trackingnumbers/${encodeURIComponent(remoteId)}`,
      acceptStatuses: [404],
    });
    const shipment = answer?.shipments?.[0];
    if (!shipment) throw new ConnectorError('NOT_FOUND', `Posti has no shipment ${remoteId}`);
    return shipment;
  },
  toUnified: toTracking,
};

export default defineAdapter({
  serviceId: 'posti',
  unifiedApi: 'Shipment',
  docs: ['https://api.posti.fi/api-tracking.html (Tracking API)', 'https://api.posti.fi/api-authentication.html'],
  models: { trackings },
});
