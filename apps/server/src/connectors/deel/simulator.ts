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
import type { DeelPerson } from './adapter';

const SANDBOX_TOKEN = 'sandbox-deel-api-token';
/** Deel's error container (`ApiErrorContainer`): the request and a list of messages. */
const deelError = (request: { method: string; url: string }, message: string) => ({
  request: { method: request.method, url: request.url, status: 'error' },
  errors: [{ message }],
});

/** A uuid-shaped id from the index, so a person keeps their id between runs. */
const idOf = (index: number) => `0c1f${String(index).padStart(4, '0')}-e031-4f1e-93d4-6bc66e8c4727`;

function peopleOf(seed: number, size: number, first = 0): DeelPerson[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, offset) => {
    const index = first + offset;
    const who = person(random, index);
    const status = index > 10 && random.chance(0.08) ? 'inactive' : random.chance(0.05) ? 'onboarding' : 'active';
    const hiringType = random.pick(['eor', 'eor', 'direct_employee', 'contractor', 'global_payroll']);
    const startDate = daysBefore(random.int(30, 3000));
    // The first person leads; everyone else reports to one of the first ten.
    const managerIndex = index === 0 ? null : random.int(0, Math.min(index - 1, 9));
    const jobTitle = random.pick(JOB_TITLES);
    const contractor = hiringType === 'contractor';
    return {
      id: idOf(index),
      worker_id: 1000 + index,
      first_name: who.firstName,
      last_name: who.lastName,
      full_name: `${who.firstName} ${who.lastName}`,
      emails: [
        { type: 'primary', value: who.email },
        { type: 'work', value: who.email },
        { type: 'personal', value: null },
      ],
      start_date: startDate,
      hiring_status: status,
      hiring_type: hiringType,
      job_title: jobTitle,
      department: { id: `d-${random.hex(8)}`, name: random.pick(DEPARTMENTS) },
      work_location: random.pick(CITIES),
      // Names and email of the manager are filled in when answering (withManagers).
      direct_manager: managerIndex === null ? null : { id: idOf(managerIndex) },
      employments: [
        {
          id: random.code(7).toLowerCase(),
          name: `${contractor ? 'Fixed-Rate' : 'EOR'} ${startDate}`,
          team: { id: String(random.int(1000, 9999)), name: 'Sandbox' },
          job_title: jobTitle,
          start_date: startDate,
          work_email: who.email,
          hiring_type: hiringType,
          hiring_status: status,
          is_ended: status === 'inactive',
          termination_last_day: status === 'inactive' ? daysBefore(random.int(1, 29)) : null,
          payment: contractor
            ? { rate: random.int(40, 120), scale: 'hourly', currency: 'EUR' }
            : { rate: random.int(300, 900) * 100, scale: 'annually', currency: 'SEK' },
        },
      ],
    };
  });
}

/** Fills in what Deel says of a person's manager from the manager's own record. */
function withManagers(people: DeelPerson[]): DeelPerson[] {
  const byId = new Map(people.map((one) => [one.id, one]));
  return people.map((one) => {
    const manager = one.direct_manager?.id ? byId.get(one.direct_manager.id) : undefined;
    return {
      ...one,
      direct_manager: manager
        ? {
            id: manager.id,
            first_name: manager.first_name,
            last_name: manager.last_name,
            work_email: manager.emails?.find((email) => email.type === 'work')?.value ?? null,
          }
        : null,
    };
  });
}

/**
 * Deel's REST API v2: List of people (`offset`, `limit` 1 to 200, `sort_by`, `sort_order`, answered with `page`
 * totals) and Retrieve a single person; bearer API tokens; errors in Deel's `{ request, errors[] }` container.
 */
export const deelSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const people = new SimulatorCollection<DeelPerson>(
    peopleOf(options.seed ?? 1, options.size ?? 120),
    (record) => record.id,
    (fields, index) => ({ ...peopleOf(index + 3, 1, index + 5000)[0]!, ...(fields as Partial<DeelPerson>) }),
  );
  // Deel documents the 429 body but no rate-limit headers; the simulator adds Retry-After so the wait is testable.
  registerControls(
    app,
    { people },
    rateLimitedWith({
      error: 'Rate limit exceeded',
      status: 429,
      message: 'Too many requests. Please wait before retrying.',
    }),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/rest/v2/')) return;
    if (bearerToken(request) !== SANDBOX_TOKEN) return reply.code(401).send(deelError(request, 'Unauthorized'));
  });
  app.get('/rest/v2/people', async (request, reply) => {
    const query = request.query as { offset?: string; limit?: string };
    const limit = Number(query.limit ?? 50);
    const offset = Number(query.offset ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200)
      return reply.code(400).send(deelError(request, 'limit must be between 1 and 200'));
    const all = withManagers([...people.records].sort((a, b) => a.id.localeCompare(b.id)));
    return {
      data: all.slice(offset, offset + limit),
      page: { offset, total_rows: all.length, items_per_page: limit },
    };
  });
  app.get('/rest/v2/people/:workerId', async (request, reply) => {
    const id = (request.params as { workerId: string }).workerId;
    const found = withManagers(people.records).find((one) => one.id === id);
    return found ? { data: found } : reply.code(404).send(deelError(request, 'Person not found'));
  });
};

export default {
  serviceId: 'deel',
  plugin: deelSimulatorPlugin,
  sandboxSettings: { apiToken: SANDBOX_TOKEN },
} satisfies VendorSimulator;
