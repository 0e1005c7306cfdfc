import type { FastifyPluginAsync } from 'fastify';
import { daysBefore, DEPARTMENTS, CITIES, JOB_TITLES, person, seededRandom } from '../simulators/seeded-data';
import {
  basicCredentials,
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import { BAMBOO_FIELDS, type BambooEmployee } from './adapter';
import { registerEmployeeWrites } from './simulator-writes';

const SANDBOX_KEY = 'sandbox-bamboohr-api-key';

function employeesOf(seed: number, size: number): BambooEmployee[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, index) => {
    const id = String(100 + index);
    const who = person(random, index);
    const terminated = index > 10 && random.chance(0.08);
    // The first employee leads; everyone else reports to someone listed before them.
    const supervisorIndex = index === 0 ? null : random.int(0, Math.min(index - 1, 9));
    return {
      id,
      employeeNumber: `E${1000 + index}`,
      firstName: who.firstName,
      lastName: who.lastName,
      displayName: `${who.firstName} ${who.lastName}`,
      workEmail: who.email,
      status: terminated ? 'Inactive' : 'Active',
      employmentHistoryStatus: random.pick([
        'Full-Time',
        'Full-Time',
        'Full-Time',
        'Part-Time',
        'Contractor',
        'Intern',
      ]),
      hireDate: daysBefore(random.int(30, 3000)),
      terminationDate: terminated ? daysBefore(random.int(1, 29)) : '0000-00-00',
      department: random.pick(DEPARTMENTS),
      location: random.pick(CITIES),
      jobTitle: random.pick(JOB_TITLES),
      supervisorEId: supervisorIndex === null ? null : String(100 + supervisorIndex),
      supervisor: null,
      payRate: `${random.int(300, 900) * 100}.00 SEK`,
      payPer: 'Year',
    };
  });
}

/** BambooHR's shape for one employee: the requested fields only, with the supervisor's name filled in. */
function pick(
  employee: BambooEmployee,
  fields: readonly string[],
  byId: Pick<ReadonlyMap<string, BambooEmployee>, 'get'>,
): BambooEmployee {
  const supervisor = employee.supervisorEId ? byId.get(employee.supervisorEId) : undefined;
  const full: BambooEmployee = {
    ...employee,
    supervisor: supervisor ? `${supervisor.firstName} ${supervisor.lastName}` : null,
  };
  return Object.fromEntries([
    ['id', employee.id],
    ...fields.filter((field) => field !== 'id').map((field) => [field, full[field] ?? null]),
  ]) as BambooEmployee;
}

/**
 * BambooHR's API under `/api/gateway.php/{companyDomain}/v1`: custom reports, Get Employee, the directory and the
 * field list; Basic authentication with the API key as user name, refusals with `X-BambooHR-Error-Message`.
 */
export const bamboohrSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const employees = new SimulatorCollection<BambooEmployee>(
    employeesOf(options.seed ?? 1, options.size ?? 120),
    (record) => record.id,
    (fields, index) => ({
      ...employeesOf(index + 7, 1)[0]!,
      ...(fields as BambooEmployee),
      id: String(100 + index + 1000),
    }),
  );
  registerControls(app, { employees });
  // Looked up once per answer: a report of thousands of employees names each one's supervisor.
  const byId = () => new Map(employees.records.map((employee) => [employee.id, employee]));
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/api/gateway.php/')) return;
    if (basicCredentials(request)?.username !== SANDBOX_KEY) {
      return reply.code(401).header('X-BambooHR-Error-Message', 'Invalid API key').send();
    }
  });
  const base = '/api/gateway.php/:companyDomain/v1';
  app.post(`${base}/reports/custom`, async (request) => {
    const fields = ((request.body as { fields?: string[] } | undefined)?.fields ?? ['id', 'firstName', 'lastName']).map(
      String,
    );
    const supervisors = byId();
    return {
      title: (request.body as { title?: string } | undefined)?.title ?? 'Report',
      fields: fields.map((field) => ({ id: field, type: 'text', name: field })),
      employees: employees.records.map((employee) => pick(employee, fields, supervisors)),
    };
  });
  app.get(`${base}/employees/directory`, async () => {
    const supervisors = byId();
    return {
      fields: ['displayName', 'firstName', 'lastName', 'jobTitle', 'workEmail', 'department', 'location'].map((id) => ({
        id,
        type: 'text',
        name: id,
      })),
      employees: employees.records
        .filter((employee) => employee.status === 'Active')
        .map((employee) =>
          pick(
            employee,
            ['displayName', 'firstName', 'lastName', 'jobTitle', 'workEmail', 'department', 'location', 'supervisor'],
            supervisors,
          ),
        ),
    };
  });
  app.get(`${base}/employees/:id`, async (request, reply) => {
    const employee = employees.find((request.params as { id: string }).id);
    if (!employee) return reply.code(404).header('X-BambooHR-Error-Message', 'Employee not found').send();
    const fields = String((request.query as { fields?: string }).fields ?? 'firstName,lastName').split(',');
    return pick(employee, fields, { get: (id) => employees.find(id) });
  });
  registerEmployeeWrites(app, base, employees);
  app.get(`${base}/meta/fields`, async () =>
    BAMBOO_FIELDS.map((alias, index) => ({ id: index + 1, name: alias, type: 'text', alias })),
  );
};

export default {
  serviceId: 'bamboohr',
  plugin: bamboohrSimulatorPlugin,
  sandboxSettings: { companyDomain: 'sandbox', apiKey: SANDBOX_KEY },
} satisfies VendorSimulator;
