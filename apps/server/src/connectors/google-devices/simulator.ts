import type { FastifyPluginAsync } from 'fastify';
import { minutesBefore, person, seededRandom } from '../simulators/seeded-data';
import { googleError, googlePageOf, registerGoogleAdminApi, sandboxConsent } from '../simulators/google-admin';
import { SimulatorCollection, type SimulatorOptions, type VendorSimulator } from '../simulators/simulator-kit';
import type { GoogleChromeOsDevice, GoogleMobileDevice } from './adapter';

const CLIENT_ID = 'sandbox-google-devices.apps.googleusercontent.com';
const CLIENT_SECRET = 'sandbox-google-devices-secret';
/** The refresh token of the administrator's consent a sandbox connection starts with. */
const SANDBOX_REFRESH_TOKEN = 'sandbox-google-devices-refresh-token';
const DIRECTORY = '/admin/directory/v1/customer/:customerId';

function mobileOf(seed: number, size: number, first = 0): GoogleMobileDevice[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const who = person(random, index);
    const android = random.chance(0.6);
    return {
      kind: 'admin#directory#mobiledevice',
      resourceId: `AFiQxQ8${random.code(20)}`,
      deviceId: random.hex(16),
      serialNumber: random.code(11),
      model: android ? random.pick(['Pixel 8', 'Galaxy S23']) : random.pick(['iPhone 15', 'iPhone 14']),
      os: android ? `Android ${random.pick(['13', '14'])}` : `iOS ${random.pick(['17.6.1', '18.1'])}`,
      type: android ? 'ANDROID' : 'IOS_SYNC',
      status: random.pick(['APPROVED', 'APPROVED', 'APPROVED', 'PENDING', 'BLOCKED']),
      deviceCompromisedStatus: random.chance(0.9) ? 'No compromise detected' : 'Compromised',
      name: [`${who.firstName} ${who.lastName}`],
      email: [who.email],
      firstSync: minutesBefore(random.int(50_000, 900_000)),
      lastSync: minutesBefore(random.int(1, 20_000)),
    };
  });
}

function chromeOsOf(seed: number, size: number, first = 0): GoogleChromeOsDevice[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const who = person(random, index);
    return {
      kind: 'admin#directory#chromeosdevice',
      deviceId: `${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}`,
      serialNumber: random.code(10),
      model: random.pick(['HP Chromebook 14 G7', 'Acer Chromebook Spin 714', 'ASUS Chromebox 5']),
      osVersion: random.pick(['129.0.6668.110', '130.0.6723.132']),
      status: 'ACTIVE',
      annotatedUser: random.chance(0.7) ? who.email : undefined,
      annotatedAssetId: `CB-${1000 + index}`,
      lastSync: minutesBefore(random.int(1, 20_000)),
      lastEnrollmentTime: minutesBefore(random.int(50_000, 900_000)),
      recentUsers: [{ type: 'USER_TYPE_MANAGED', email: who.email }],
    };
  });
}

/**
 * The Admin SDK Directory API's device collections behind Google's OAuth token endpoint: a sandbox connection holds
 * an administrator's consent (a refresh token) and its first call refreshes it, as a real connection's does.
 */
export const googleDevicesSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const size = options.size ?? 120;
  const mobile = new SimulatorCollection<GoogleMobileDevice>(
    mobileOf(options.seed ?? 1, Math.ceil(size / 2)),
    (record) => record.resourceId,
    (fields, index) => ({ ...mobileOf(index + 23, 1, index + 1000)[0]!, ...(fields as Partial<GoogleMobileDevice>) }),
  );
  const chromeos = new SimulatorCollection<GoogleChromeOsDevice>(
    chromeOsOf((options.seed ?? 1) + 100, Math.floor(size / 2), 500),
    (record) => record.deviceId,
    (fields, index) => ({
      ...chromeOsOf(index + 29, 1, index + 2000)[0]!,
      ...(fields as Partial<GoogleChromeOsDevice>),
    }),
  );
  registerGoogleAdminApi(app, {
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    refreshToken: SANDBOX_REFRESH_TOKEN,
    collections: { mobiledevices: mobile, chromeosdevices: chromeos },
  });
  app.get(`${DIRECTORY}/devices/mobile`, async (request) => {
    const { page, nextPageToken } = googlePageOf(mobile.records, request.query as Record<string, string>, 100);
    return { kind: 'admin#directory#mobiledevices', etag: '"sandbox"', mobiledevices: page, nextPageToken };
  });
  app.get(`${DIRECTORY}/devices/mobile/:id`, async (request, reply) => {
    const found = mobile.find((request.params as { id: string }).id);
    return found ?? reply.code(404).send(googleError(404, 'NOT_FOUND', 'Resource Not Found: resourceId'));
  });
  app.get(`${DIRECTORY}/devices/chromeos`, async (request) => {
    const { page, nextPageToken } = googlePageOf(chromeos.records, request.query as Record<string, string>, 300);
    return { kind: 'admin#directory#chromeosdevices', etag: '"sandbox"', chromeosdevices: page, nextPageToken };
  });
  app.get(`${DIRECTORY}/devices/chromeos/:id`, async (request, reply) => {
    const found = chromeos.find((request.params as { id: string }).id);
    return found ?? reply.code(404).send(googleError(404, 'NOT_FOUND', 'Resource Not Found: deviceId'));
  });
};

export default {
  serviceId: 'google-devices',
  plugin: googleDevicesSimulatorPlugin,
  sandboxSettings: { customerId: 'my_customer', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
  // An access token already expired: the first call refreshes it with the refresh token, as after a real consent.
  sandboxAuthorization: sandboxConsent(SANDBOX_REFRESH_TOKEN),
} satisfies VendorSimulator;
