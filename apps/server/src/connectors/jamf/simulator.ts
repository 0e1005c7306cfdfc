import type { FastifyPluginAsync } from 'fastify';
import { minutesBefore, person, seededRandom } from '../simulators/seeded-data';
import { registerClientCredentials } from '../simulators/client-credentials';
import {
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { JamfComputer } from './adapter';
import { registerMdmCommands } from './simulator-commands';

const CLIENT_ID = 'sandbox-jamf-client';
const CLIENT_SECRET = 'sandbox-jamf-client-secret';
const jamfError = (status: number, code: string, description: string) => ({
  httpStatus: status,
  errors: [{ code, field: null, description, id: '0' }],
});

function computersOf(seed: number, size: number, first = 0): JamfComputer[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const who = person(random, index);
    const model = random.pick([
      'MacBook Pro (14-inch, 2023)',
      'MacBook Air (M2, 2022)',
      'Mac mini (2023)',
      'iMac (24-inch, 2021)',
    ]);
    return {
      id: String(index + 1),
      udid: `${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}`.toUpperCase(),
      general: {
        name: `${who.firstName}'s ${model.split(' (')[0]}`,
        managementId: `${random.hex(8)}-${random.hex(4)}-4${random.hex(3)}-a${random.hex(3)}-${random.hex(12)}`,
        platform: 'Mac',
        lastContactTime: minutesBefore(random.int(1, 20_000)),
        lastEnrolledDate: minutesBefore(random.int(50_000, 900_000)),
        remoteManagement: { managed: true },
        enrolledViaAutomatedDeviceEnrollment: random.chance(0.8),
      },
      hardware: { model, serialNumber: `C02${random.code(9)}`, modelIdentifier: 'Mac14,9' },
      operatingSystem: { name: 'macOS', version: random.pick(['14.6.1', '15.1', '15.2']), build: '24C101' },
      userAndLocation: {
        username: who.email.split('@')[0]!,
        realname: `${who.firstName} ${who.lastName}`,
        email: who.email,
      },
    };
  });
}

/** Jamf Pro API: OAuth client credentials at /api/oauth/token, the computers inventory with sections and paging. */
export const jamfSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const computers = new SimulatorCollection<JamfComputer>(
    computersOf(options.seed ?? 1, options.size ?? 120),
    (record) => record.id,
    (fields, index) => ({
      ...computersOf(index + 5, 1, index + 1000)[0]!,
      ...(fields as Partial<JamfComputer>),
    }),
  );
  registerControls(app, { computers }, (reply, seconds) =>
    reply
      .code(429)
      .header('Retry-After', String(seconds))
      .send(jamfError(429, 'TOO_MANY_REQUESTS', 'Too many requests')),
  );
  const tokens = registerClientCredentials(app, {
    path: '/api/oauth/token',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    answer: (token) => ({ access_token: token, scope: 'api-role:1', token_type: 'Bearer', expires_in: 299 }),
    refuse: (reply) => reply.code(401).send({ error: 'invalid_client' }),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${app.prefix}/api/v1/`) && !request.url.startsWith(`${app.prefix}/api/v2/`)) return;
    if (!tokens.accepts(request)) return reply.code(401).send(jamfError(401, 'INVALID_TOKEN', 'Unauthorized'));
  });
  registerMdmCommands(app, computers);
  app.get('/api/v1/jamf-pro-version', async () => ({ version: '11.12.0-t1726826515' }));
  app.get('/api/v1/computers-inventory', async (request) => {
    const query = request.query as Record<string, string>;
    const size = Math.min(Number(query['page-size'] ?? 100), 2000);
    const number = Number(query.page ?? 0);
    const sorted = [...computers.records].sort((a, b) => Number(a.id) - Number(b.id));
    return { totalCount: sorted.length, results: sorted.slice(number * size, (number + 1) * size) };
  });
  app.get('/api/v1/computers-inventory/:id', async (request, reply) => {
    const found = computers.find((request.params as { id: string }).id);
    return found ?? reply.code(404).send(jamfError(404, 'INVALID_ID', 'Computer not found'));
  });
};

export default {
  serviceId: 'jamf',
  plugin: jamfSimulatorPlugin,
  sandboxSettings: { instanceName: 'sandbox', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
} satisfies VendorSimulator;
