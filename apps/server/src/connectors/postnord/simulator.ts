import type { FastifyPluginAsync } from 'fastify';
import { CITIES, minutesBefore, person, seededRandom } from '../simulators/seeded-data';
import {
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { PostnordShipment } from './adapter';

const SANDBOX_KEY = 'sandbox0postnord0api0key00000000';
const JOURNEY = [
  {
    status: 'INFORMED',
    eventCode: 'EDI_RECEIVED',
    eventDescription: 'The shipment has been pre-advised by the sender',
  },
  { status: 'EN_ROUTE', eventCode: 'PICKED_UP', eventDescription: 'The shipment has been picked up' },
  {
    status: 'EN_ROUTE',
    eventCode: 'ARRIVED_AT_TERMINAL',
    eventDescription: 'The shipment has arrived at the terminal',
  },
  {
    status: 'AVAILABLE_FOR_DELIVERY',
    eventCode: 'OUT_FOR_DELIVERY',
    eventDescription: 'The shipment is out for delivery',
  },
  { status: 'DELIVERED', eventCode: 'DELIVERED', eventDescription: 'The shipment has been delivered' },
];

/** Shipment ids follow PostNord's pattern of numeric shipment ids; the first is `00370712345678900000`. */
export const postnordShipmentId = (index: number) => `0037071${String(2345678900000 + index).padStart(13, '0')}`;

function shipmentsOf(seed: number, size: number, first = 0): PostnordShipment[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const steps = 1 + random.int(0, JOURNEY.length - 1);
    const start = random.int(3000, 9000);
    const last = JOURNEY[steps - 1]!;
    const who = person(random, index);
    return {
      shipmentId: postnordShipmentId(index),
      status: last.status,
      statusText: { header: last.eventDescription, body: last.eventDescription },
      service: { code: '19', name: 'MyPack Collect' },
      assessedNumberOfItems: 1,
      estimatedTimeOfArrival: last.status === 'DELIVERED' ? undefined : minutesBefore(-1440),
      deliveryDate: last.status === 'DELIVERED' ? minutesBefore(start - steps * 600) : undefined,
      consignor: { name: 'Sandbox Webshop AB', address: { postCode: '11122', city: 'Stockholm', countryCode: 'SE' } },
      consignee: {
        name: `${who.firstName} ${who.lastName}`,
        address: { postCode: String(random.int(10000, 98999)), city: random.pick(CITIES), countryCode: 'SE' },
      },
      items: [
        {
          itemId: `${postnordShipmentId(index)}01`,
          status: last.status,
          events: JOURNEY.slice(0, steps).map((step, at) => ({
            eventTime: minutesBefore(start - at * 600),
            eventCode: step.eventCode,
            status: step.status,
            eventDescription: step.eventDescription,
            location: { displayName: random.pick(CITIES), countryCode: 'SE' },
          })),
        },
      ],
    };
  });
}

/** PostNord's Track and Trace v5 findByIdentifier, authenticated by the `apikey` query parameter. */
export const postnordSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const shipments = new SimulatorCollection<PostnordShipment>(
    shipmentsOf(options.seed ?? 1, options.size ?? 40),
    (record) => record.shipmentId,
    (fields, index) => ({
      ...shipmentsOf(index + 13, 1, index + 1000)[0]!,
      ...(fields as Partial<PostnordShipment>),
    }),
  );
  registerControls(app, { shipments }, (reply, seconds) =>
    reply.code(429).header('Retry-After', String(seconds)).send({ message: 'Too Many Requests' }),
  );
  app.get('/rest/shipment/v5/trackandtrace/findByIdentifier.json', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.apikey !== SANDBOX_KEY) {
      return reply.code(401).send({ message: 'Unauthorized. Missing or invalid API key.' });
    }
    const id = query.id ?? '';
    const found = shipments.records.filter(
      (shipment) => shipment.shipmentId === id || shipment.items?.some((item) => item.itemId === id),
    );
    return { TrackingInformationResponse: { shipments: found } };
  });
};

export default {
  serviceId: 'postnord',
  plugin: postnordSimulatorPlugin,
  sandboxSettings: { apiKey: SANDBOX_KEY },
} satisfies VendorSimulator;
