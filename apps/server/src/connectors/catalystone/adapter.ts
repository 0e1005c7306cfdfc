import type { Employee, Employment } from '@portal/shared/unified/hris.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateOrNull, fullName, lookup, numberOrNull, textOrNull } from '../adapters/mapping-helpers';

interface CatalystOneReference {
  id?: string | number | null;
  name?: string | null;
  email?: string | null;
}

/**
 * An employee as the adapter assumes CatalystOne's employee resource answers it (the reference is given to customers
 * at onboarding, not published: see README.md).
 */
export interface CatalystOneEmployee {
  id: string;
  employeeNumber?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  status?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  jobTitle?: string | null;
  employmentType?: string | null;
  employmentPercentage?: number | null;
  department?: CatalystOneReference | null;
  location?: CatalystOneReference | null;
  manager?: CatalystOneReference | null;
  salary?: { amount?: number | string | null; currency?: string | null; period?: string | null } | null;
}

/** A page of the resource, Spring Data style (`page` from 0, `size`). */
interface CatalystOnePage {
  content?: CatalystOneEmployee[];
  number?: number;
  totalPages?: number;
}

const STATUSES: Record<string, Employee['employmentStatus']> = {
  active: 'ACTIVE',
  inactive: 'INACTIVE',
  terminated: 'INACTIVE',
  pending: 'PENDING',
  future: 'PENDING',
};
const TYPES: Record<string, Employment['employmentType']> = {
  permanent: 'FULL_TIME',
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  temporary: 'OTHER',
  contractor: 'CONTRACTOR',
  consultant: 'CONTRACTOR',
  intern: 'INTERN',
  apprentice: 'INTERN',
};
const PERIODS: Record<string, Employment['payPeriod']> = {
  hour: 'HOUR',
  hourly: 'HOUR',
  month: 'MONTH',
  monthly: 'MONTH',
  year: 'YEAR',
  yearly: 'YEAR',
  annual: 'YEAR',
};

/** A permanent employment below 100 % is part time. */
function employmentType(raw: CatalystOneEmployee): Employment['employmentType'] {
  const type = lookup(TYPES, raw.employmentType);
  const percentage = raw.employmentPercentage;
  return type === 'FULL_TIME' && typeof percentage === 'number' && percentage < 100 ? 'PART_TIME' : type;
}

function toEmployee(raw: CatalystOneEmployee): Employee {
  const id = String(raw.id);
  const managerId = textOrNull(raw.manager?.id);
  return {
    id,
    remoteId: id,
    employeeNumber: textOrNull(raw.employeeNumber),
    firstName: textOrNull(raw.firstName),
    lastName: textOrNull(raw.lastName),
    displayName: fullName(raw.firstName, raw.lastName),
    workEmail: textOrNull(raw.email),
    employmentStatus: lookup(STATUSES, raw.status),
    startDate: dateOrNull(raw.startDate),
    terminationDate: dateOrNull(raw.endDate),
    department: textOrNull(raw.department?.name),
    workLocation: textOrNull(raw.location?.name),
    manager: managerId
      ? {
          id: managerId,
          remoteId: managerId,
          name: textOrNull(raw.manager?.name),
          email: textOrNull(raw.manager?.email),
        }
      : null,
    employments: [
      {
        jobTitle: textOrNull(raw.jobTitle),
        payRate: numberOrNull(raw.salary?.amount ?? null),
        payPeriod: lookup(PERIODS, raw.salary?.period),
        payCurrency: textOrNull(raw.salary?.currency),
        employmentType: employmentType(raw),
        effectiveDate: dateOrNull(raw.startDate),
      },
    ],
  };
}

const employees: ModelAdapter<CatalystOneEmployee, Employee> = {
  pageSize: { default: 100, max: 500 },
  async list(client, page) {
    const number = Number(page.position ?? 0);
    const answer = await client.json<CatalystOnePage>({
      path: '/v1/employees',
      query: { page: number, size: page.size, sort: 'id,asc' },
    });
    const records = answer.content ?? [];
    const more = answer.totalPages === undefined ? records.length === page.size : number + 1 < answer.totalPages;
    return { records, next: more && records.length > 0 ? String(number + 1) : null };
  },
  async get(client, remoteId) {
    return client.json<CatalystOneEmployee>({ path: `/v1/employees/${encodeURIComponent(remoteId)}` });
  },
  toUnified: toEmployee,
};

export default defineAdapter({
  serviceId: 'catalystone',
  unifiedApi: 'HRIS',
  // Only authentication is documented publicly; the employee resource is assumed (README.md).
  docs: ['https://developer.catalystone.com/authentication', 'https://developer.demo.catalystone.com/authentication'],
  models: { employees },
});
