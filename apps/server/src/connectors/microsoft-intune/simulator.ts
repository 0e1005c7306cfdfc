import type { FastifyPluginAsync } from 'fastify';
import { minutesBefore, person, seededRandom } from '../simulators/seeded-data';
import { graphError, graphListAnswer, guid, registerGraphApi } from '../simulators/microsoft-graph';
import { SimulatorCollection, type SimulatorOptions, type VendorSimulator } from '../simulators/simulator-kit';
import type { IntuneManagedDevice } from './adapter';

const TENANT_ID = 'sandbox-tenant';
const CLIENT_ID = 'sandbox-intune-client';
const CLIENT_SECRET = 'sandbox-intune-client-secret';

const DEVICE_KINDS = [
  { operatingSystem: 'Windows', osVersion: '10.0.22631.4460', model: 'Surface Laptop 5', manufacturer: 'Microsoft' },
  { operatingSystem: 'Windows', osVersion: '10.0.26100.2314', model: 'Latitude 7440', manufacturer: 'Dell Inc.' },
  { operatingSystem: 'macOS', osVersion: '15.1', model: 'MacBook Air', manufacturer: 'Apple' },
  { operatingSystem: 'iOS', osVersion: '18.1', model: 'iPhone 15', manufacturer: 'Apple' },
  { operatingSystem: 'Android', osVersion: '14', model: 'Pixel 8', manufacturer: 'Google' },
];

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
  registerGraphApi(app, {
    tenantId: TENANT_ID,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    collections: { managedDevices: devices },
  });
  app.get('/v1.0/deviceManagement/managedDevices', async (request) =>
    graphListAnswer(devices.records, request.query as Record<string, string>, 'deviceManagement/managedDevices', 1000),
  );
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
