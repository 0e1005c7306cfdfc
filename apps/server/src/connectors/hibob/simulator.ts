import type { FastifyPluginAsync } from 'fastify';
import { CITIES, daysBefore, DEPARTMENTS, JOB_TITLES, person, seededRandom } from '../simulators/seeded-data';
import {
  basicCredentials,
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { HibobPerson } from './adapter';
import { registerPeopleWrites } from './simulator-writes';

const SANDBOX_USER = 'SERVICE-SANDBOX';
const SANDBOX_TOKEN = 'sandbox-hibob-service-user-token';

function peopleOf(seed: number, size: number, firstIndex = 0): HibobPerson[] {
  const random = seededRandom(seed);
  const people: HibobPerson[] = [];
  for (let offset = 0; offset < size; offset += 1) {
    const index = firstIndex + offset;
    const who = person(random, index);
    const terminated = index > 10 && random.chance(0.08);
    const manager = index === 0 || people.length === 0 ? null : people[random.int(0, Math.min(people.length - 1, 9))]!;
    people.push({
      id: String(3_000_000_000 + index * 7919),
      firstName: who.firstName,
      surname: who.lastName,
      displayName: `${who.firstName} ${who.lastName}`,
      email: who.email,
      work: {
        title: random.pick(JOB_TITLES),
        department: random.pick(DEPARTMENTS),
        site: random.pick(CITIES),
        startDate: daysBefore(random.int(30, 3000)),
        employeeIdInCompany: 1000 + index,
        reportsTo: manager ? { id: manager.id, displayName: manager.displayName, email: manager.email } : null,
      },
      internal: {
        status: terminated ? 'Inactive' : 'Active',
        lifecycleStatus: terminated ? 'terminated' : 'employed',
        terminationDate: terminated ? daysBefore(random.int(1, 29)) : null,
      },
      payroll: {
        employment: { type: 'Permanent', contract: random.pick(['Full time', 'Full time', 'Part time', 'Contractor']) },
      },
    });
  }
  return people;
}

/** Bob's people API: search and read by id, Basic authentication with a service user's id and token. */
export const hibobSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const people = new SimulatorCollection<HibobPerson>(
    peopleOf(options.seed ?? 1, options.size ?? 120),
    (record) => record.id,
    (fields, index) => ({
      ...peopleOf(index, 1, index)[0]!,
      ...(fields as Partial<HibobPerson>),
    }),
  );
  registerControls(app, { people });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/v1/')) return;
    const credentials = basicCredentials(request);
    if (credentials?.username !== SANDBOX_USER || credentials.password !== SANDBOX_TOKEN) {
      return reply.code(401).send({ error: 'Unauthorized', message: 'Invalid service user credentials' });
    }
  });
  registerPeopleWrites(app, people);
  app.post('/v1/people/search', async (request) => {
    const showInactive = (request.body as { showInactive?: boolean } | undefined)?.showInactive === true;
    return { employees: people.records.filter((record) => showInactive || record.internal?.status === 'Active') };
  });
  app.post('/v1/people/:identifier', async (request, reply) => {
    const identifier = (request.params as { identifier: string }).identifier;
    const found = people.records.find((record) => record.id === identifier || record.email === identifier);
    return found ?? reply.code(404).send({ error: 'Not Found', message: `Employee ${identifier} not found` });
  });
  app.get('/v1/company/people/fields', async () => [
    { id: 'root.firstName', name: 'First name', category: 'root', type: 'text' },
    { id: 'work.title', name: 'Job title', category: 'work', type: 'list' },
  ]);
};

export default {
  serviceId: 'hibob',
  plugin: hibobSimulatorPlugin,
  sandboxSettings: { serviceUserId: SANDBOX_USER, serviceUserToken: SANDBOX_TOKEN },
} satisfies VendorSimulator;
