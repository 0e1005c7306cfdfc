import type { FastifyPluginAsync } from 'fastify';
import { minutesBefore, person, seededRandom } from '../simulators/seeded-data';
import {
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { HexnodeDevice } from './adapter';

const SANDBOX_KEY = 'sandbox-hexnode-api-key';
const PORTAL = 'sandbox';

const KINDS = [
  { os_name: 'iOS', os_version: '18.1', model_name: 'iPhone 15' },
  { os_name: 'Android', os_version: '14', model_name: 'Galaxy Tab Active5' },
  { os_name: 'Android', os_version: '13', model_name: 'Zebra TC58' },
  { os_name: 'Windows', os_version: '10.0.22631', model_name: 'ThinkPad T14' },
  { os_name: 'macOS', os_version: '15.1', model_name: 'MacBook Air (M2)' },
];

function devicesOf(seed: number, size: number, first = 0): HexnodeDevice[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const who = person(random, index);
    const kind = random.pick(KINDS);
    const assigned = random.chance(0.8);
    return {
      id: index + 1,
      device_name: assigned ? `${who.firstName}'s ${kind.model_name}` : `Kiosk ${index + 1}`,
      ...kind,
      serial_number: random.code(11),
      enrolled_time: minutesBefore(random.int(50_000, 900_000)),
      last_reported: minutesBefore(random.int(1, 20_000)),
      compliant: random.chance(0.85),
      ownership: random.pick(['Corporate', 'Corporate', 'Personal']),
      enrollment_status: 'Enrolled',
      user: assigned ? { id: 500 + index, name: `${who.firstName} ${who.lastName}`, email: who.email } : null,
    };
  });
}

/** Hexnode's REST API: the bare API key in `Authorization`, `page`/`per_page` paging with a `next` link. */
export const hexnodeSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const devices = new SimulatorCollection<HexnodeDevice>(
    devicesOf(options.seed ?? 1, options.size ?? 120),
    (record) => String(record.id),
    (fields, index) => ({ ...devicesOf(index + 21, 1, index + 1000)[0]!, ...(fields as Partial<HexnodeDevice>) }),
  );
  registerControls(app, { devices }, (reply, seconds) =>
    reply.code(429).header('Retry-After', String(seconds)).send({ detail: 'Request was throttled.' }),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/api/v1/')) return;
    if (request.headers.authorization !== SANDBOX_KEY) {
      return reply.code(401).send({ detail: 'Invalid token.' });
    }
  });
  app.get('/api/v1/devices/', async (request) => {
    const query = request.query as Record<string, string>;
    const perPage = Math.min(Number(query.per_page ?? 25), 100);
    const number = Math.max(1, Number(query.page ?? 1));
    const start = (number - 1) * perPage;
    const pageOf = (n: number) => `https://${PORTAL}.hexnodemdm.com/api/v1/devices/?page=${n}&per_page=${perPage}`;
    return {
      count: devices.records.length,
      next: start + perPage < devices.records.length ? pageOf(number + 1) : null,
      previous: number > 1 ? pageOf(number - 1) : null,
      results: devices.records.slice(start, start + perPage),
    };
  });
  app.get('/api/v1/devices/:id/', async (request, reply) => {
    const found = devices.find((request.params as { id: string }).id);
    return found ?? reply.code(404).send({ detail: 'Not found.' });
  });
};

export default {
  serviceId: 'hexnode',
  plugin: hexnodeSimulatorPlugin,
  sandboxSettings: { portalName: PORTAL, apiKey: SANDBOX_KEY },
} satisfies VendorSimulator;
