import type { Tracking, TrackingStatus } from '@portal/shared/unified/shipment.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateTimeOrNull, fullName, lookup, textOrNull } from '../adapters/mapping-helpers';
import { ConnectorError } from '../http/connector-error';

interface FedexAddress {
  streetLines?: string[];
  city?: string;
  stateOrProvinceCode?: string;
  postalCode?: string;
  countryCode?: string;
}

interface FedexScanEvent {
  date?: string;
  eventType?: string;
  eventDescription?: string;
  derivedStatusCode?: string;
  scanLocation?: FedexAddress;
}

/** One `trackResults[]` entry of FedEx's Track API answer, the fields we read. */
export interface FedexTrackResult {
  trackingNumberInfo: { trackingNumber: string; carrierCode?: string };
  latestStatusDetail?: { code?: string; derivedCode?: string; statusByLocale?: string; description?: string };
  dateAndTimes?: Array<{ type?: string; dateTime?: string }>;
  scanEvents?: FedexScanEvent[];
  shipperInformation?: { address?: FedexAddress };
  recipientInformation?: { address?: FedexAddress };
  serviceDetail?: { description?: string; type?: string };
  packageDetails?: { count?: string | number };
  error?: { code?: string; message?: string };
}

/** FedEx's derived status codes mapped to the five unified states; anything else is PROCESSING. */
const STATUSES: Record<string, TrackingStatus> = {
  oc: 'PENDING',
  in: 'PENDING',
  pu: 'IN_TRANSIT',
  ar: 'IN_TRANSIT',
  dp: 'IN_TRANSIT',
  it: 'IN_TRANSIT',
  od: 'IN_TRANSIT',
  hl: 'IN_TRANSIT',
  dy: 'IN_TRANSIT',
  dl: 'DELIVERED',
  de: 'EXCEPTION',
  se: 'EXCEPTION',
  ca: 'EXCEPTION',
  rs: 'EXCEPTION',
};

const address = (value: FedexAddress | undefined) =>
  value
    ? {
        street: fullName(...(value.streetLines ?? [])),
        postalCode: textOrNull(value.postalCode),
        city: textOrNull(value.city),
        countryCode: textOrNull(value.countryCode),
      }
    : null;

/** `City, ST, CC` of a scan location, skipping the parts FedEx left empty. */
const place = (value: FedexAddress | undefined) =>
  [value?.city, value?.stateOrProvinceCode, value?.countryCode].map(textOrNull).filter(Boolean).join(', ') || null;

const dateOf = (raw: FedexTrackResult, type: string) =>
  dateTimeOrNull(raw.dateAndTimes?.find((entry) => entry.type === type)?.dateTime);

function toTracking(raw: FedexTrackResult): Tracking {
  const number = raw.trackingNumberInfo.trackingNumber;
  const latest = raw.latestStatusDetail;
  const status = lookup(STATUSES, latest?.derivedCode ?? latest?.code) ?? 'PROCESSING';
  const events = (raw.scanEvents ?? [])
    .map((event) => ({
      occurredAt: dateTimeOrNull(event.date),
      status: lookup(STATUSES, event.derivedStatusCode),
      description: textOrNull(event.eventDescription),
      location: place(event.scanLocation),
      remoteCode: textOrNull(event.eventType),
    }))
    .sort((a, b) => (a.occurredAt ?? '').localeCompare(b.occurredAt ?? ''));
  return {
    id: number,
    remoteId: number,
    trackingNumber: number,
    status,
    statusText: textOrNull(latest?.description) ?? textOrNull(latest?.statusByLocale),
    service: textOrNull(raw.serviceDetail?.description),
    estimatedDelivery: status === 'DELIVERED' ? null : dateOf(raw, 'ESTIMATED_DELIVERY'),
    deliveredAt: status === 'DELIVERED' ? dateOf(raw, 'ACTUAL_DELIVERY') : null,
    from: address(raw.shipperInformation?.address),
    to: address(raw.recipientInformation?.address),
    packages: raw.packageDetails?.count === undefined ? null : Number(raw.packageDetails.count) || null,
    events,
  };
}

interface TrackAnswer {
  output?: { completeTrackResults?: Array<{ trackingNumber?: string; trackResults?: FedexTrackResult[] }> };
}

const trackings: ModelAdapter<FedexTrackResult, Tracking> = {
  pageSize: { default: 1, max: 1 },
  // Track by tracking number: a POST with the numbers in the body; there is no list of all shipments.
  async get(client, remoteId) {
    const answer = await client.json<TrackAnswer>({
      method: 'POST',
      path: '/track/v1/trackingnumbers',
      json: { includeDetailedScans: true, trackingInfo: [{ trackingNumberInfo: { trackingNumber: remoteId } }] },
    });
    const result = answer.output?.completeTrackResults?.[0]?.trackResults?.[0];
    // An unknown number is answered 200 with an error inside the result (TRACKING.TRACKINGNUMBER.NOTFOUND).
    if (!result || result.error) {
      const reason = result?.error?.message ? `: ${result.error.message}` : '';
      throw new ConnectorError('NOT_FOUND', `FedEx has no shipment ${remoteId}${reason}`);
    }
    return result;
  },
  toUnified: toTracking,
};

export default defineAdapter({
  serviceId: 'fedex',
  unifiedApi: 'Shipment',
  docs: [
    'https://developer.fedex.com/api/en-us/catalog/track/v1/docs.html (Track by Tracking Number)',
    'https://developer.fedex.com/api/en-us/catalog/authorization/v1/docs.html',
  ],
  models: { trackings },
});
