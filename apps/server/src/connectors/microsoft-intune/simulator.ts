import type { FastifyPluginAsync } from 'fastify';
import { minutesBefore, person, seededRandom } from '../simulators/seeded-data';
import { registerClientCredentials } from '../simulators/client-credentials';
import {
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { IntuneManagedDevice } from './adapter';

const TENANT_ID = 'sandbox-tenant';
const CLIENT_ID = 'sandbox-intune-client';
const CLIENT_SECRET = 'sandbox-intune-client-secret';
/** Graph's error body (`{ error: { code, message, innerError } }`). */
const graphError = (code: string, message: string) => ({
  error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': 'sandbox' } },
});

const DEVICE_KINDS = [
  { operatingSystem: 'Windows', osVersion: '10.0.22631.4460', model: 'Surface Laptop 5', manufacturer: 'Microsoft' },
  { operatingSystem: 'Windows', osVersion: '10.0.26100.2314', model: 'Latitude 7440', manufacturer: 'Dell Inc.' },
  { operatingSystem: 'macOS', osVersion: '15.1', model: 'MacBook Air', manufacturer: 'Apple' },
  { operatingSystem: 'iOS', osVersion: '18.1', model: 'iPhone 15', manufacturer: 'Apple' },
  { operatingSystem: 'Android', osVersion: '14', model: 'Pixel 8', manufacturer: 'Google' },
];

const guid = (random: ReturnType<typeof seededRandom>) =>
  `${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}`;

function devicesOf(seed: number, size: number, first = 0): IntuneManagedDevice[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const who = person(random, index);
    const kind = random.pick(DEVICE_KINDS);
    const personal = kind.operatingSystem === 'Android' && random.chance(0.5);
    return {
      id: guid(random),
      deviceName: `${who.firstName.toUpperCase()}-${kind.model.replace(/\W/g, '').slice(0, 8)}`,
      operatingSystem: kind.operatingSystem,
      osVersion: kind.osVersion,
      serialNumber: random.code(12),
      model: kind.model,
      manufacturer: kind.manufacturer,
      complianceState: random.pick(['compliant', 'compliant', 'compliant', 'noncompliant', 'inGracePeriod']),
      managedDeviceOwnerType: personal ? 'personal' : 'company',
      userId: guid(random),
      userDisplayName: `${who.firstName} ${who.lastName}`,
      userPrincipalName: who.email,
      emailAddress: who.email,
      enrolledDateTime: minutesBefore(random.int(50_000, 900_000)),
      lastSyncDateTime: minutesBefore(random.int(1, 20_000)),
    };
  });
}

/**
 * Microsoft Graph for Intune: Entra's client-credentials token at `/{tenant}/oauth2/v2.0/token` (the login host is
 * mapped below the same base URL) and `deviceManagement/managedDevices` paged with `$top` and `$skiptoken`.
 */
export const intuneSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const devices = new SimulatorCollection<IntuneManagedDevice>(
    devicesOf(options.seed ?? 1, options.size ?? 120),
    (record) => record.id,
    (fields, index) => ({ ...devicesOf(index + 17, 1, index + 1000)[0]!, ...(fields as Partial<IntuneManagedDevice>) }),
  );
  registerControls(app, { managedDevices: devices }, (reply, seconds) =>
    reply
      .code(429)
      .header('Retry-After', String(seconds))
      .send(graphError('TooManyRequests', 'Too many requests, retry after the time in the Retry-After header.')),
  );
  const tokens = registerClientCredentials(app, {
    path: `/${TENANT_ID}/oauth2/v2.0/token`,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    answer: (token) => ({ token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: token }),
    refuse: (reply) =>
      reply.code(401).send({
        error: 'invalid_client',
        error_description: 'AADSTS7000215: Invalid client secret provided.',
        error_codes: [7000215],
      }),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${app.prefix}/v1.0/`)) return;
    if (!tokens.accepts(request)) {
      return reply.code(401).send(graphError('InvalidAuthenticationToken', 'Access token is empty or invalid.'));
    }
  });
  app.get('/v1.0/deviceManagement/managedDevices', async (request) => {
    const query = request.query as Record<string, string>;
    const top = Math.min(Number(query.$top ?? 1000), 1000);
    // The skip token is opaque to clients; here it is the offset of the next page.
    const offset = Number(query.$skiptoken ?? 0);
    const value = devices.records.slice(offset, offset + top);
    const next = offset + top < devices.records.length ? offset + top : null;
    const self = `https://graph.microsoft.com/v1.0/deviceManagement/managedDevices`;
    return {
      '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#deviceManagement/managedDevices',
      value,
      ...(next !== null && { '@odata.nextLink': `${self}?$top=${top}&$skiptoken=${next}` }),
    };
  });
  app.get('/v1.0/deviceManagement/managedDevices/:id', async (request, reply) => {
    const found = devices.find((request.params as { id: string }).id);
    return found ?? reply.code(404).send(graphError('ResourceNotFound', 'Resource not found'));
  });
};

export default {
  serviceId: 'microsoft-intune',
  plugin: intuneSimulatorPlugin,
  sandboxSettings: { tenantId: TENANT_ID, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
} satisfies VendorSimulator;
