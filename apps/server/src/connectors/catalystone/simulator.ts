import type { FastifyPluginAsync } from 'fastify';
import { registerClientCredentials } from '../simulators/client-credentials';
import { CITIES, daysBefore, DEPARTMENTS, JOB_TITLES, person, seededRandom } from '../simulators/seeded-data';
import {
  rateLimitedWith,
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { CatalystOneEmployee } from './adapter';

const CLIENT_ID = 'sandbox-catalystone-client';
const CLIENT_SECRET = 'sandbox-catalystone-client-secret';
const catalystOneError = (status: number, error: string, message: string, path: string) => ({
  timestamp: '2026-01-15T12:00:00.000+00:00',
  status,
  error,
  message,
  path,
});

function employeesOf(seed: number, size: number, first = 0): CatalystOneEmployee[] {
  const random = seededRandom(seed);
  const people: CatalystOneEmployee[] = [];
  for (let offset = 0; offset < size; offset += 1) {
    const index = first + offset;
    const who = person(random, index);
    const left = index > 10 && random.chance(0.08);
    // The first employee leads; everyone else reports to one of the first ten.
    const department = random.pick(DEPARTMENTS);
    const city = random.pick(CITIES);
    const manager = index === 0 || people.length === 0 ? null : people[random.int(0, Math.min(people.length - 1, 9))]!;
    people.push({
      id: String(20_000 + index),
      employeeNumber: `C1-${1000 + index}`,
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      status: left ? 'INACTIVE' : 'ACTIVE',
      startDate: daysBefore(random.int(30, 3000)),
      endDate: left ? daysBefore(random.int(1, 29)) : null,
      jobTitle: random.pick(JOB_TITLES),
      employmentType: random.pick(['PERMANENT', 'PERMANENT', 'PERMANENT', 'TEMPORARY', 'CONSULTANT']),
      employmentPercentage: random.pick([100, 100, 100, 80]),
      department: { id: `dep-${DEPARTMENTS.indexOf(department)}`, name: department },
      location: { id: `loc-${CITIES.indexOf(city)}`, name: city },
      manager: manager
        ? { id: manager.id, name: `${manager.firstName} ${manager.lastName}`, email: manager.email }
        : null,
      salary: { amount: random.int(30, 90) * 1000, currency: 'NOK', period: 'MONTHLY' },
    });
  }
  return people;
}

/**
 * CatalystOne as the adapter assumes it (README.md): the documented OAuth 2.0 client-credentials token, one valid
 * token per client at a time (a new one invalidates the last), and a paged employee resource.
 */
export const catalystoneSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const employees = new SimulatorCollection<CatalystOneEmployee>(
    employeesOf(options.seed ?? 1, options.size ?? 120),
    (record) => record.id,
    (fields, index) => ({
      ...employeesOf(index + 13, 1, index + 5000)[0]!,
      manager: null,
      ...(fields as Partial<CatalystOneEmployee>),
    }),
  );
  registerControls(
    app,
    { employees },
    rateLimitedWith(catalystOneError(429, 'Too Many Requests', 'Rate limit exceeded', '/api/v1/employees')),
  );
  const tokens = registerClientCredentials(app, {
    path: '/oauth/token',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    latestOnly: true,
    answer: (token) => ({ access_token: token, token_type: 'Bearer', expires_in: 3600 }),
    refuse: (reply) => reply.code(401).send({ error: 'invalid_client', error_description: 'Bad client credentials' }),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${app.prefix}/api/`)) return;
    if (!tokens.accepts(request))
      return reply.code(401).send(catalystOneError(401, 'Unauthorized', 'Invalid access token', request.url));
  });
  app.get('/api/v1/employees', async (request) => {
    const query = request.query as { page?: string; size?: string };
    const size = Math.min(Math.max(Number(query.size ?? 100), 1), 500);
    const number = Number(query.page ?? 0);
    const sorted = [...employees.records].sort((a, b) => Number(a.id) - Number(b.id));
    return {
      content: sorted.slice(number * size, (number + 1) * size),
      number,
      size,
      totalElements: sorted.length,
      totalPages: Math.ceil(sorted.length / size),
    };
  });
  app.get('/api/v1/employees/:id', async (request, reply) => {
    const id = (request.params as { id: string }).id;
    return (
      employees.find(id) ?? reply.code(404).send(catalystOneError(404, 'Not Found', 'Employee not found', request.url))
    );
  });
};

export default {
  serviceId: 'catalystone',
  plugin: catalystoneSimulatorPlugin,
  sandboxSettings: {
    apiUrl: 'https://sandbox.catalystone.invalid/api',
    tokenUrl: 'https://sandbox.catalystone.invalid/oauth/token',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
  },
} satisfies VendorSimulator;
