import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { CITIES, minutesBefore, seededRandom } from '../simulators/seeded-data';
import {
  acceptForms,
  basicCredentials,
  bearerToken,
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { PostiShipment } from './adapter';

const CLIENT_ID = 'sandbox-posti-client';
const CLIENT_SECRET = 'sandbox-posti-client-secret';
const JOURNEY = [
  { phase: 'WAITING', eventCode: '10', eventDescription: 'Electronic advance information received' },
  { phase: 'RECEIVED', eventCode: '20', eventDescription: 'Item received by Posti' },
  { phase: 'IN_TRANSPORT', eventCode: '30', eventDescription: 'Item in transport' },
  { phase: 'READY_FOR_PICKUP', eventCode: '40', eventDescription: 'Item can be picked up at the pickup point' },
  { phase: 'DELIVERED', eventCode: '50', eventDescription: 'Item delivered' },
];

/** Tracking numbers in Posti's pattern for parcels (`JJFI` + digits). */
export const postiTrackingNumber = (index: number) => `JJFI6000${String(10000000 + index)}`;

function shipmentsOf(seed: number, size: number, first = 0): PostiShipment[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const steps = 1 + random.int(0, JOURNEY.length - 1);
    const start = random.int(3000, 9000);
    const city = random.pick(CITIES);
    return {
      trackingNumber: postiTrackingNumber(index),
      phase: JOURNEY[steps - 1]!.phase,
      product: { name: 'Postipaketti' },
      parcelCount: 1,
      estimatedDeliveryTime: minutesBefore(-1440),
      departure: { city: 'Helsinki', postcode: '00230', country: 'FI' },
      destination: { city, postcode: String(random.int(10000, 99999)), country: 'FI' },
      events: JOURNEY.slice(0, steps).map((step, at) => ({
        eventCode: step.eventCode,
        eventDescription: step.eventDescription,
        timestamp: minutesBefore(start - at * 600),
        locationName: at === 0 ? 'Helsinki' : city,
      })),
    };
  });
}

/**
 * Posti's OAuth token endpoint (client id and secret in HTTP Basic, client credentials grant) and its Tracking API
 * lookup by tracking number.
 */
export const postiSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const shipments = new SimulatorCollection<PostiShipment>(
    shipmentsOf(options.seed ?? 1, options.size ?? 40),
    (record) => record.trackingNumber,
    (fields, index) => ({ ...shipmentsOf(index + 37, 1, index + 1000)[0]!, ...(fields as Partial<PostiShipment>) }),
  );
  registerControls(app, { shipments }, (reply, seconds) =>
    reply.code(429).header('Retry-After', String(seconds)).send({ message: 'Too Many Requests' }),
  );
  const issued = new Set<string>();
  acceptForms(app);
  app.post('/oauth/token', async (request, reply) => {
    // RFC 6749 §2.3.1: id and secret are form-urlencoded before they are joined into HTTP Basic.
    const client = basicCredentials(request);
    const form = (request.body ?? {}) as Record<string, string>;
    const id = decodeURIComponent(client?.username ?? '');
    if (id !== CLIENT_ID || decodeURIComponent(client?.password ?? '') !== CLIENT_SECRET) {
      return reply.code(401).send({ error: 'unauthorized', error_description: 'Bad credentials' });
    }
    if (form.grant_type !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
    const token = randomBytes(24).toString('base64url');
    issued.add(token);
    return { access_token: token, token_type: 'bearer', expires_in: 3599 };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/tracking/')) return;
    const token = bearerToken(request);
    if (!token || !issued.has(token)) return reply.code(401).send({ message: 'Unauthorized' });
  });
  app.get('/tracking/5/shipments/trackingnumbers/:trackingNumber', async (request, reply) => {
    const found = shipments.find((request.params as { trackingNumber: string }).trackingNumber);
    return found ? { shipments: [found] } : reply.code(404).send({ message: 'Shipment not found' });
  });
};

export default {
  serviceId: 'posti',
  plugin: postiSimulatorPlugin,
  sandboxSettings: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
} satisfies VendorSimulator;
