import type { EmployeeCreate, EmployeeTerminate, EmployeeUpdate } from '@portal/shared/unified/hris.schemas';
import type { WriteAdapter } from '../adapters/adapter-types';

/** Leaves out the fields a body does not set. */
const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** The root fields of Bob's person (its "root." category). */
const rootOf = (input: EmployeeUpdate) =>
  defined({ firstName: input.firstName, surname: input.lastName, email: input.workEmail });

/** The work fields a body sets (Bob's "work." category). */
const workOf = (input: EmployeeUpdate) =>
  defined({
    title: input.employments?.[0]?.jobTitle,
    department: input.department,
    site: input.workLocation,
  });

/**
 * Bob computes the display name and the employee id in the company; the manager and the contract are rows of the work
 * and employment history tables this adapter does not write: a body setting one is refused rather than half applied.
 */
const UNSUPPORTED = ['displayName', 'employeeNumber', 'manager', 'employments.employmentType'] as const;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Create company employee: `POST /v1/people` with `firstName`, `surname`, `email` and `work.site` and
 * `work.startDate` (Bob refuses a body without them); it answers the new employee with its `id`.
 */
const create: WriteAdapter<EmployeeCreate> = {
  docs: 'https://apidocs.hibob.com/reference/post_people',
  unsupportedFields: UNSUPPORTED,
  requests: (input) => [
    {
      method: 'POST',
      path: '/v1/people',
      json: { ...rootOf(input), work: defined({ ...workOf(input), startDate: input.startDate }) },
    },
  ],
  createdId: (answer) => {
    const id = (answer.body as { id?: unknown } | null)?.id;
    return id === undefined || id === null ? undefined : String(id);
  },
};

/**
 * Update company employee (`PUT /v1/people/{id}`) for the root fields and the start date; title, department and site
 * are historical: a new entry of the work history (`POST /v1/people/{id}/work`) effective today.
 */
const update: WriteAdapter<EmployeeUpdate> = {
  docs: 'https://apidocs.hibob.com/reference/put_people-identifier',
  unsupportedFields: UNSUPPORTED,
  requests: (input, remoteId) => {
    const path = `/v1/people/${encodeURIComponent(remoteId ?? '')}`;
    const root = { ...rootOf(input), ...(input.startDate ? { work: { startDate: input.startDate } } : {}) };
    const work = workOf(input);
    return [
      ...(Object.keys(root).length ? [{ method: 'PUT' as const, path, json: root }] : []),
      ...(Object.keys(work).length
        ? [{ method: 'POST' as const, path: `${path}/work`, json: { effectiveDate: today(), ...work } }]
        : []),
    ];
  },
};

/** Terminate employee: `POST /v1/employees/{id}/terminate` with the termination date and reason. */
const terminate: WriteAdapter<EmployeeTerminate> = {
  docs: 'https://apidocs.hibob.com/reference/post_employees-identifier-terminate',
  requests: (input, remoteId) => [
    {
      method: 'POST',
      path: `/v1/employees/${encodeURIComponent(remoteId ?? '')}/terminate`,
      json: { terminationDate: input.terminationDate, ...(input.reason ? { terminationReason: input.reason } : {}) },
    },
  ],
};

export const hibobEmployeeWrites = { create, update, terminate };
