import type { EmployeeCreate, EmployeeTerminate, EmployeeUpdate } from '@portal/shared/unified/hris.schemas';
import type { WriteAdapter } from '../adapters/adapter-types';

/** The unified employment types as BambooHR's `employmentHistoryStatus` names them. */
const EMPLOYMENT_TYPE_NAMES: Record<string, string> = {
  FULL_TIME: 'Full-Time',
  PART_TIME: 'Part-Time',
  CONTRACTOR: 'Contractor',
  INTERN: 'Intern',
  FREELANCE: 'Freelance',
  OTHER: 'Other',
};

/** A unified employee body as BambooHR's field names (List of field names); fields not given are left out. */
function bambooFields(input: EmployeeUpdate): Record<string, string> {
  const employment = input.employments?.[0];
  const fields: Record<string, string | undefined> = {
    firstName: input.firstName,
    lastName: input.lastName,
    employeeNumber: input.employeeNumber,
    workEmail: input.workEmail,
    hireDate: input.startDate,
    department: input.department,
    location: input.workLocation,
    jobTitle: employment?.jobTitle,
    employmentHistoryStatus: employment?.employmentType && EMPLOYMENT_TYPE_NAMES[employment.employmentType],
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}

/**
 * BambooHR computes `displayName`, and the manager is a row of the job information table (not a field of Add or
 * Update Employee): a body that sets either is refused rather than half applied.
 */
const UNSUPPORTED = ['displayName', 'manager'] as const;

const employeePath = (remoteId: string | undefined) => `/v1/employees/${encodeURIComponent(remoteId ?? '')}`;

/** Add Employee: `POST /v1/employees` with the fields; 201 with the new employee's URL in `Location`. */
const create: WriteAdapter<EmployeeCreate> = {
  docs: 'https://documentation.bamboohr.com/reference/add-employee',
  unsupportedFields: UNSUPPORTED,
  requests: (input) => [{ method: 'POST', path: '/v1/employees', json: bambooFields(input) }],
  createdId: (answer) => /\/employees\/([^/?#]+)\/?$/.exec(answer.headers.get('location') ?? '')?.[1],
};

/** Update Employee: `POST /v1/employees/{id}` with the fields to change; 200 without a body. */
const update: WriteAdapter<EmployeeUpdate> = {
  docs: 'https://documentation.bamboohr.com/reference/update-employee',
  unsupportedFields: UNSUPPORTED,
  requests: (input, remoteId) => [{ method: 'POST', path: employeePath(remoteId), json: bambooFields(input) }],
};

/**
 * Termination is a row of the employment status table (Add Table Row):
 * `POST /v1/employees/{id}/tables/employmentStatus`
 * with the date and the status `Terminated`; BambooHR then shows the employee as Inactive with that termination date.
 */
const terminate: WriteAdapter<EmployeeTerminate> = {
  docs: 'https://documentation.bamboohr.com/reference/add-employee-table-row-v1',
  requests: (input, remoteId) => [
    {
      method: 'POST',
      path: `${employeePath(remoteId)}/tables/employmentStatus`,
      json: {
        date: input.terminationDate,
        employmentStatus: 'Terminated',
        ...(input.reason ? { comment: input.reason } : {}),
      },
    },
  ],
};

export const bambooEmployeeWrites = { create, update, terminate };
