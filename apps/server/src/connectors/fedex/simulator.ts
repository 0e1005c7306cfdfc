import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { minutesBefore, seededRandom } from '../simulators/seeded-data';
import { registerClientCredentials } from '../simulators/client-credentials';
import {
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { FedexTrackResult } from './adapter';

const CLIENT_ID = 'sandbox-fedex-api-key';
const CLIENT_SECRET = 'sandbox-fedex-secret-key';
/** FedEx's error body (`{ transactionId, errors: [{ code, message }] }`). */
const fedexError = (code: string, message: string) => ({ transactionId: randomUUID(), errors: [{ code, message }] });
const JOURNEY = [
  { code: 'OC', eventType: 'OC', description: 'Shipment information sent to FedEx' },
  { code: 'PU', eventType: 'PU', description: 'Picked up' },
  { code: 'IT', eventType: 'AR', description: 'Arrived at FedEx location' },
  { code: 'IT', eventType: 'OD', description: 'On FedEx vehicle for delivery' },
  { code: 'DL', eventType: 'DL', description: 'Delivered' },
];
const HUBS = [
  { city: 'MEMPHIS', stateOrProvinceCode: 'TN', countryCode: 'US', postalCode: '38118' },
  { city: 'INDIANAPOLIS', stateOrProvinceCode: 'IN', countryCode: 'US', postalCode: '46241' },
  { city: 'NEWARK', stateOrProvinceCode: 'NJ', countryCode: 'US', postalCode: '07114' },
];

/** Twelve-digit FedEx Express tracking numbers, the first `794600000000`. */
export const fedexTrackingNumber = (index: number) => String(794600000000 + index);

function resultsOf(seed: number, size: number, first = 0): FedexTrackResult[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const steps = 1 + random.int(0, JOURNEY.length - 1);
    const start = random.int(3000, 9000);
    const last = JOURNEY[steps - 1]!;
    const destination = random.pick(HUBS);
    const deliveredAt = minutesBefore(start - (steps - 1) * 600);
    return {
      trackingNumberInfo: { trackingNumber: fedexTrackingNumber(index), carrierCode: 'FDXE' },
      latestStatusDetail: { code: last.code, derivedCode: last.code, statusByLocale: last.description },
      dateAndTimes:
        last.code === 'DL'
          ? [{ type: 'ACTUAL_DELIVERY', dateTime: deliveredAt }]
          : [{ type: 'ESTIMATED_DELIVERY', dateTime: minutesBefore(-1440) }],
      scanEvents: JOURNEY.slice(0, steps)
        .map((step, at) => ({
          date: minutesBefore(start - at * 600),
          eventType: step.eventType,
          eventDescription: step.description,
          derivedStatusCode: step.code,
          scanLocation: at === 0 ? HUBS[0] : destination,
        }))
        .reverse(),
      shipperInformation: { address: { city: 'MEMPHIS', stateOrProvinceCode: 'TN', countryCode: 'US' } },
      recipientInformation: { address: { ...destination, streetLines: [] } },
      serviceDetail: { description: 'FedEx Priority Overnight', type: 'PRIORITY_OVERNIGHT' },
      packageDetails: { count: '1' },
    };
  });
}

/**
 * FedEx's OAuth token endpoint (client credentials, tokens of 60 minutes) and Track API
 * (`POST /track/v1/trackingnumbers`), where an unknown number is an error inside a 200 answer.
 */
export const fedexSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const shipments = new SimulatorCollection<FedexTrackResult>(
    resultsOf(options.seed ?? 1, options.size ?? 40),
    (record) => record.trackingNumberInfo.trackingNumber,
    (fields, index) => ({ ...resultsOf(index + 41, 1, index + 1000)[0]!, ...(fields as Partial<FedexTrackResult>) }),
  );
  registerControls(app, { shipments }, (reply, seconds) =>
    reply
      .code(429)
      .header('Retry-After', String(seconds))
      .send(fedexError('TOO.MANY.REQUESTS', 'We have received too many requests in a short duration.')),
  );
  const tokens = registerClientCredentials(app, {
    path: '/oauth/token',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    answer: (token) => ({ access_token: token, token_type: 'bearer', expires_in: 3599, scope: 'CXS' }),
    refuse: (reply) =>
      reply
        .code(401)
        .send(fedexError('NOT.AUTHORIZED.ERROR', 'The given client credentials were not valid. Please modify.')),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/track/')) return;
    if (!tokens.accepts(request)) {
      return reply
        .code(401)
        .send(fedexError('NOT.AUTHORIZED.ERROR', 'Access token expired. Please modify your request and try again.'));
    }
  });
  app.post('/track/v1/trackingnumbers', async (request) => {
    const body = (request.body ?? {}) as {
      trackingInfo?: Array<{ trackingNumberInfo?: { trackingNumber?: string } }>;
    };
    const completeTrackResults = (body.trackingInfo ?? []).map((info) => {
      const number = info.trackingNumberInfo?.trackingNumber ?? '';
      const found = shipments.find(number);
      return {
        trackingNumber: number,
        trackResults: [
          found ?? {
            trackingNumberInfo: { trackingNumber: number, carrierCode: '' },
            error: {
              code: 'TRACKING.TRACKINGNUMBER.NOTFOUND',
              message: 'Tracking number cannot be found. Please correct the tracking number and try again.',
            },
          },
        ],
      };
    });
    return { transactionId: randomUUID(), output: { completeTrackResults } };
  });
};

export default {
  serviceId: 'fedex',
  plugin: fedexSimulatorPlugin,
  sandboxSettings: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, accountNumber: '740561073' },
} satisfies VendorSimulator;
