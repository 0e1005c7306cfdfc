import type { FastifyPluginAsync } from 'fastify';
import { minutesBefore, person, seededRandom } from '../simulators/seeded-data';
import {
  bearerToken,
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { KandjiDevice } from './adapter';

const SANDBOX_TOKEN = 'sandbox-kandji-api-token';

function devicesOf(seed: number, size: number, first = 0): KandjiDevice[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const who = person(random, index);
    const platform = random.pick(['Mac', 'Mac', 'Mac', 'iPhone', 'iPad']);
    const assigned = random.chance(0.85);
    return {
      device_id: `${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}`,
      device_name: `${who.firstName}'s ${platform}`,
      model:
        platform === 'Mac'
          ? 'MacBook Pro (14-inch, M3, 2023)'
          : platform === 'iPhone'
            ? 'iPhone 15'
            : 'iPad Air (5th generation)',
      serial_number: random.code(10),
      platform,
      os_version: platform === 'Mac' ? random.pick(['14.6', '15.1']) : random.pick(['17.6', '18.1']),
      last_check_in: minutesBefore(random.int(1, 10_000)),
      first_enrollment: minutesBefore(random.int(100_000, 900_000)),
      last_enrollment: minutesBefore(random.int(20_000, 99_000)),
      user: assigned
        ? { email: who.email, name: `${who.firstName} ${who.lastName}`, id: 200 + index, is_archived: false }
        : '',
      asset_tag: random.chance(0.5) ? `KJ-${1000 + index}` : '',
      blueprint_name: 'Sandbox blueprint',
      mdm_enabled: true,
      is_missing: false,
      is_removed: false,
    };
  });
}

/** Kandji's device API: bearer token, `limit` (≤ 300) and `offset` paging over a bare JSON array. */
export const kandjiSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const devices = new SimulatorCollection<KandjiDevice>(
    devicesOf(options.seed ?? 1, options.size ?? 120),
    (record) => record.device_id,
    (fields, index) => ({
      ...devicesOf(index + 9, 1, index + 1000)[0]!,
      ...(fields as Partial<KandjiDevice>),
    }),
  );
  registerControls(app, { devices }, (reply, seconds) =>
    reply.code(429).header('Retry-After', String(seconds)).send({ detail: 'Request was throttled.' }),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/api/v1/')) return;
    if (bearerToken(request) !== SANDBOX_TOKEN) return reply.code(401).send({ detail: 'Invalid token.' });
  });
  app.get('/api/v1/devices', async (request) => {
    const query = request.query as Record<string, string>;
    const limit = Math.min(Number(query.limit ?? 300), 300);
    const offset = Number(query.offset ?? 0);
    return devices.records.slice(offset, offset + limit);
  });
  app.get('/api/v1/devices/:id', async (request, reply) => {
    const found = devices.find((request.params as { id: string }).id);
    return found ?? reply.code(404).send({ detail: 'Not found.' });
  });
};

export default {
  serviceId: 'kandji',
  plugin: kandjiSimulatorPlugin,
  sandboxSettings: { subdomain: 'sandbox', region: 'us', apiToken: SANDBOX_TOKEN },
} satisfies VendorSimulator;
