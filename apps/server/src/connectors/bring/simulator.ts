import type { FastifyPluginAsync } from 'fastify';
import { CITIES, minutesBefore, person, seededRandom } from '../simulators/seeded-data';
import {
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { BringConsignment } from './adapter';

const SANDBOX_UID = 'sandbox@example.com';
const SANDBOX_KEY = 'sandbox-bring-api-key-0000';
const CUSTOMER_NUMBER = 'SANDBOX-20000';
/** Bring's statuses of a parcel's way, in order; each step adds an event. */
const JOURNEY = [
  { status: 'PRE_NOTIFIED', description: 'The sender has notified Bring of the shipment' },
  { status: 'HANDED_IN', description: 'The shipment has been handed in at terminal' },
  { status: 'IN_TRANSIT', description: 'The shipment is in transit' },
  { status: 'READY_FOR_PICKUP', description: 'The shipment can be picked up at the pickup point' },
  { status: 'DELIVERED', description: 'The shipment has been delivered' },
];

/** Consignment numbers in Bring's pattern (`70724760000000000` + index); its packages add two digits. */
export const bringConsignmentId = (index: number) => String(70724760000000000n + BigInt(index));

function consignmentsOf(seed: number, size: number, first = 0): BringConsignment[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const steps = 1 + random.int(0, JOURNEY.length - 1);
    const start = random.int(3000, 9000);
    const who = person(random, index);
    const city = random.pick(CITIES);
    return {
      consignmentId: bringConsignmentId(index),
      packageSet: [
        {
          packageNumber: `${bringConsignmentId(index)}01`,
          statusDescription: JOURNEY[steps - 1]!.description,
          productName: 'PICKUP PARCEL',
          senderAddress: { addressLine1: 'Testsvingen 12', postalCode: '0263', city: 'OSLO', countryCode: 'NO' },
          recipientAddress: {
            addressLine1: `${who.lastName}veien ${random.int(1, 99)}`,
            postalCode: String(random.int(1000, 9999)),
            city: city.toUpperCase(),
            countryCode: 'NO',
          },
          eventSet: JOURNEY.slice(0, steps)
            .map((step, at) => ({
              description: step.description,
              status: step.status,
              dateIso: minutesBefore(start - at * 600).replace('Z', '+00:00'),
              city: at === 0 ? 'OSLO' : city.toUpperCase(),
              countryCode: 'NO',
            }))
            .reverse(),
        },
      ],
    };
  });
}

/** Bring's Tracking API v2 (`tracking.json?q=`), authenticated by the `X-Mybring-API-Uid` and `-Key` headers. */
export const bringSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const consignments = new SimulatorCollection<BringConsignment>(
    consignmentsOf(options.seed ?? 1, options.size ?? 40),
    (record) => record.consignmentId,
    (fields, index) => ({
      ...consignmentsOf(index + 31, 1, index + 1000)[0]!,
      ...(fields as Partial<BringConsignment>),
    }),
  );
  registerControls(app, { consignments }, (reply, seconds) =>
    reply.code(429).header('Retry-After', String(seconds)).send({ message: 'Too many requests' }),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('/_simulator/')) return;
    if (request.headers['x-mybring-api-uid'] !== SANDBOX_UID || request.headers['x-mybring-api-key'] !== SANDBOX_KEY) {
      return reply.code(401).send({ message: 'Authentication failed: invalid X-Mybring-API-Uid or X-Mybring-API-Key' });
    }
  });
  app.get('/customer/api/customers', async () => ({
    customers: [{ customerNumber: CUSTOMER_NUMBER, name: 'Sandbox Webshop AS', countryCode: 'NO' }],
  }));
  app.get('/tracking/api/v2/tracking.json', async (request) => {
    const q = (request.query as Record<string, string>).q ?? '';
    const found = consignments.records.find(
      (consignment) =>
        consignment.consignmentId === q || consignment.packageSet?.some((item) => item.packageNumber === q),
    );
    return {
      apiVersion: '2',
      consignmentSet: [found ?? { error: { code: 404, message: `No shipment found with the number ${q}` } }],
    };
  });
};

export default {
  serviceId: 'bring',
  plugin: bringSimulatorPlugin,
  sandboxSettings: { mybringUid: SANDBOX_UID, apiKey: SANDBOX_KEY, customerNumber: CUSTOMER_NUMBER },
} satisfies VendorSimulator;
