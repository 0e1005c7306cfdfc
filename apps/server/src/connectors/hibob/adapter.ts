import type { Employee, Employment } from '@portal/shared/unified/hris.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateOrNull, fullName, lookup, numberOrNull, textOrNull } from '../adapters/mapping-helpers';
import { wholeList } from '../adapters/run-adapter';
import { hibobEmployeeWrites } from './writes';

interface HibobReference {
  id?: string;
  displayName?: string;
  email?: string;
}

/** A person as Bob's people search and read-by-id answer it (nested by field category). */
export interface HibobPerson {
  id: string;
  firstName?: string;
  surname?: string;
  displayName?: string;
  email?: string;
  work?: {
    title?: string | null;
    department?: string | null;
    site?: string | null;
    startDate?: string | null;
    employeeIdInCompany?: number | string | null;
    reportsTo?: HibobReference | null;
  };
  internal?: { status?: string; terminationDate?: string | null; lifecycleStatus?: string };
  payroll?: {
    employment?: { type?: string | null; contract?: string | null };
    salary?: { payment?: { value?: number; currency?: string } | null; payFrequency?: string | null };
  };
}

/** Field paths requested from Bob (its "root.", "work.", "internal." categories). */
export const HIBOB_FIELDS = [
  'root.id',
  'root.firstName',
  'root.surname',
  'root.displayName',
  'root.email',
  'work.title',
  'work.department',
  'work.site',
  'work.startDate',
  'work.employeeIdInCompany',
  'work.reportsTo',
  'internal.status',
  'internal.terminationDate',
  'internal.lifecycleStatus',
  'payroll.employment.type',
  'payroll.employment.contract',
] as const;

const CONTRACTS: Record<string, Employment['employmentType']> = {
  'full time': 'FULL_TIME',
  'part time': 'PART_TIME',
  contractor: 'CONTRACTOR',
  intern: 'INTERN',
  freelance: 'FREELANCE',
};
const LIFECYCLE: Record<string, Employee['employmentStatus']> = {
  employed: 'ACTIVE',
  hired: 'PENDING',
  terminated: 'INACTIVE',
  garden_leave: 'ACTIVE',
  leave: 'ACTIVE',
};

function toEmployee(raw: HibobPerson): Employee {
  const manager = raw.work?.reportsTo;
  return {
    id: raw.id,
    remoteId: raw.id,
    employeeNumber: textOrNull(raw.work?.employeeIdInCompany),
    firstName: textOrNull(raw.firstName),
    lastName: textOrNull(raw.surname),
    displayName: textOrNull(raw.displayName) ?? fullName(raw.firstName, raw.surname),
    workEmail: textOrNull(raw.email),
    employmentStatus:
      lookup(LIFECYCLE, raw.internal?.lifecycleStatus) ??
      lookup({ active: 'ACTIVE', inactive: 'INACTIVE' } as const, raw.internal?.status),
    startDate: dateOrNull(raw.work?.startDate),
    terminationDate: dateOrNull(raw.internal?.terminationDate),
    department: textOrNull(raw.work?.department),
    workLocation: textOrNull(raw.work?.site),
    manager: manager?.id
      ? {
          id: manager.id,
          remoteId: manager.id,
          name: textOrNull(manager.displayName),
          email: textOrNull(manager.email),
        }
      : null,
    employments: [
      {
        jobTitle: textOrNull(raw.work?.title),
        payRate: numberOrNull(raw.payroll?.salary?.payment?.value ?? null),
        payPeriod: null,
        payCurrency: textOrNull(raw.payroll?.salary?.payment?.currency),
        employmentType: lookup(CONTRACTS, raw.payroll?.employment?.contract),
        effectiveDate: dateOrNull(raw.work?.startDate),
      },
    ],
  };
}

const employees: ModelAdapter<HibobPerson, Employee> = {
  // Bob's people search has no pagination (its "People read API contract").
  ...wholeList(async (client) => {
    const answer = await client.json<{ employees: HibobPerson[] }>({
      method: 'POST',
      path: '/v1/people/search',
      json: { fields: HIBOB_FIELDS, showInactive: true, humanReadable: 'REPLACE' },
    });
    return answer.employees ?? [];
  }),
  async get(client, remoteId) {
    return client.json<HibobPerson>({
      method: 'POST',
      path: `/v1/people/${encodeURIComponent(remoteId)}`,
      json: { fields: HIBOB_FIELDS, humanReadable: 'REPLACE' },
    });
  },
  toUnified: toEmployee,
  writes: hibobEmployeeWrites,
};

export default defineAdapter({
  serviceId: 'hibob',
  unifiedApi: 'HRIS',
  docs: [
    'https://apidocs.hibob.com/reference/post_people-search',
    'https://apidocs.hibob.com/reference/post_people-identifier',
    'https://apidocs.hibob.com/docs/people-read-api-contract',
    'https://apidocs.hibob.com/reference/post_people',
    'https://apidocs.hibob.com/reference/put_people-identifier',
    'https://apidocs.hibob.com/reference/post_employees-identifier-terminate',
  ],
  models: { employees },
});
