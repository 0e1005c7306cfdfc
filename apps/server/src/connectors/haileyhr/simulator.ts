import type { FastifyPluginAsync } from 'fastify';
import { CITIES, daysBefore, DEPARTMENTS, JOB_TITLES, person, seededRandom } from '../simulators/seeded-data';
import {
  bearerToken,
  rateLimitedWith,
  registerControls,
  SimulatorCollection,
  type SimulatorOptions,
  type VendorSimulator,
} from '../simulators/simulator-kit';
import type { HaileyCompany, HaileyEmployeeDetail, HaileyListItem } from './adapter';

const SANDBOX_TOKEN = 'sandbox-haileyhr-personal-access-token';
/** ASP.NET's ProblemDetails, the error body of Hailey's OpenAPI document. */
const problem = (status: number, title: string, detail: string) => ({
  type: `https://tools.ietf.org/html/rfc9110#section-15.${status >= 500 ? 6 : 5}`,
  title,
  status,
  detail,
});

/** A uuid-shaped id of a kind and index. */
const uuid = (kind: number, index: number) =>
  `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** The company's departments, locations and titles, each with an id as `GET /Company` lists them. */
const COMPANY: { [Key in 'departments' | 'locations' | 'titles']: NonNullable<HaileyCompany[Key]> } = {
  departments: DEPARTMENTS.map((name, index) => ({ id: uuid(1, index), name })),
  locations: CITIES.map((name, index) => ({ id: uuid(2, index), name })),
  titles: JOB_TITLES.map((name, index) => ({ id: uuid(3, index), name })),
};

/** Hailey's list wording of an employment status ("In service"); read by id it is "InService". */
const LIST_STATUSES = ['In service', 'In service', 'In service', 'Will join', 'Has left'] as const;

function employeesOf(seed: number, size: number, first = 0): HaileyListItem[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const who = person(random, index);
    const status = index < 10 ? 'In service' : random.pick(LIST_STATUSES);
    const joined = status === 'Will join' ? daysBefore(-random.int(5, 60)) : daysBefore(random.int(30, 3000));
    return {
      employeeId: uuid(9, index),
      employmentStatus: status,
      lastUpdated: `${daysBefore(random.int(0, 30))}T08:00:00Z`,
      firstName: who.firstName,
      lastName: who.lastName,
      companyEmail: who.email,
      employmentNumber: String(100 + index),
      dateOfJoining: joined,
      lastDayOfEmployment: status === 'Has left' ? daysBefore(random.int(1, 29)) : null,
      employmentType: random.pick(['Permanent', 'Permanent', 'Permanent', 'Fixed term', 'Hourly']),
      scopePercentage: random.pick([100, 100, 100, 80, 50]),
      titleIds: [random.pick(COMPANY.titles).id!],
      teamIds: [],
      departmentId: random.pick(COMPANY.departments).id!,
      locationId: random.pick(COMPANY.locations).id!,
      // The first employee leads; everyone else reports to one of the first ten.
      managerEmployeeId: index === 0 ? null : uuid(9, random.int(0, Math.min(index - 1, 9))),
    };
  });
}

/** The same employee as `GET /Employees/{employeeId}` nests it, with its one employment. */
function detailOf(item: HaileyListItem): HaileyEmployeeDetail {
  const organization = {
    titleIds: item.titleIds,
    teamIds: item.teamIds,
    locationId: item.locationId,
    managerEmployeeId: item.managerEmployeeId,
    departmentId: item.departmentId,
  };
  const status = item.employmentStatus === 'Will join' ? 'WillStart' : item.lastDayOfEmployment ? 'Ended' : 'Active';
  return {
    employeeId: item.employeeId,
    employmentStatus: item.employmentStatus?.replace(/\s+(\w)/g, (_match, letter: string) => letter.toUpperCase()),
    lastUpdated: item.lastUpdated,
    jobData: {
      general: { companyEmail: item.companyEmail, employmentNumber: item.employmentNumber },
      employment: {
        dateOfJoining: item.dateOfJoining,
        lastDayOfEmployment: item.lastDayOfEmployment,
        employments: [
          {
            employmentId: item.employeeId.replace(/^00000009/, '00000008'),
            priority: 1,
            startDate: item.dateOfJoining,
            endDate: item.lastDayOfEmployment,
            status,
            organizationalInformation: organization,
            terms: { employmentType: item.employmentType, scopePercentage: item.scopePercentage },
          },
        ],
      },
    },
    personal: { general: { firstName: item.firstName, lastName: item.lastName } },
    organizationalBelonging: organization,
  };
}

/**
 * Hailey HR's API (its public OpenAPI document): `GET /Employees` (every employee, flat), `GET /Employees/{id}`
 * (one, nested with its employments), `GET /Company` (the names behind the ids); personal access tokens as bearer
 * tokens; an unauthorized call answers 401 without a body, a missing employee a ProblemDetails 404.
 */
export const haileyhrSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const employees = new SimulatorCollection<HaileyListItem>(
    employeesOf(options.seed ?? 1, options.size ?? 120),
    (record) => record.employeeId,
    (fields, index) => ({ ...employeesOf(index + 11, 1, index + 5000)[0]!, ...(fields as Partial<HaileyListItem>) }),
  );
  registerControls(app, { employees }, rateLimitedWith(problem(429, 'Too Many Requests', 'Rate limit exceeded')));
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.includes('/_simulator/')) return;
    if (bearerToken(request) !== SANDBOX_TOKEN) return reply.code(401).send();
  });
  app.get('/Company', async () => ({ ...COMPANY, teams: [], customFields: [], legalEntities: [] }));
  app.get('/Employees', async () => employees.records);
  app.get('/Employees/:employeeId', async (request, reply) => {
    const found = employees.find((request.params as { employeeId: string }).employeeId);
    return found ? detailOf(found) : reply.code(404).send(problem(404, 'Not Found', 'Employee not found'));
  });
};

export default {
  serviceId: 'haileyhr',
  plugin: haileyhrSimulatorPlugin,
  sandboxSettings: { apiUrl: 'https://api.demo.haileyhr.app', apiToken: SANDBOX_TOKEN },
} satisfies VendorSimulator;
