import type { Employee } from '@portal/shared/unified/hris.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { fullName, lookup, textOrNull } from '../adapters/mapping-helpers';

/** A user of SuccessFactors' OData v2 `User` entity, with the fields we select and the manager expanded. */
export interface SuccessFactorsUser {
  userId: string;
  username?: string | null;
  empId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  defaultFullName?: string | null;
  email?: string | null;
  status?: string | null;
  hireDate?: string | null;
  department?: string | null;
  division?: string | null;
  location?: string | null;
  title?: string | null;
  manager?: {
    userId?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
  } | null;
}

/** The `$select` of every read; `manager/...` with `$expand=manager`. */
export const SF_USER_FIELDS = [
  'userId',
  'username',
  'empId',
  'firstName',
  'lastName',
  'defaultFullName',
  'email',
  'status',
  'hireDate',
  'department',
  'division',
  'location',
  'title',
  'manager/userId',
  'manager/firstName',
  'manager/lastName',
  'manager/email',
];

/** User `status`: t / active and T (external) active, f / inactive and F inactive, e (onboardee) pending. */
const STATUSES: Record<string, Employee['employmentStatus']> = {
  t: 'ACTIVE',
  active: 'ACTIVE',
  f: 'INACTIVE',
  inactive: 'INACTIVE',
  e: 'PENDING',
};

/** An OData v2 JSON date (`/Date(1420070400000)/`, milliseconds since 1970, UTC) as `YYYY-MM-DD`. */
export function odataDate(value: unknown): string | null {
  const millis = /\/Date\((-?\d+)(?:[+-]\d+)?\)\//.exec(String(value ?? ''))?.[1];
  return millis === undefined ? null : new Date(Number(millis)).toISOString().slice(0, 10);
}

function toEmployee(raw: SuccessFactorsUser): Employee {
  const manager = raw.manager;
  const managerId = textOrNull(manager?.userId);
  const hireDate = odataDate(raw.hireDate);
  return {
    id: raw.userId,
    remoteId: raw.userId,
    employeeNumber: textOrNull(raw.empId),
    firstName: textOrNull(raw.firstName),
    lastName: textOrNull(raw.lastName),
    displayName: textOrNull(raw.defaultFullName) ?? fullName(raw.firstName, raw.lastName),
    workEmail: textOrNull(raw.email),
    // Lower-cased by lookup, so the external T and F read as t and f.
    employmentStatus: lookup(STATUSES, raw.status),
    startDate: hireDate,
    // The User entity has no end date (EmpEmployment has): not read here.
    terminationDate: null,
    department: textOrNull(raw.department),
    workLocation: textOrNull(raw.location),
    manager: managerId
      ? {
          id: managerId,
          remoteId: managerId,
          name: fullName(manager?.firstName, manager?.lastName),
          email: textOrNull(manager?.email),
        }
      : null,
    employments: [
      {
        jobTitle: textOrNull(raw.title),
        payRate: null,
        payPeriod: null,
        payCurrency: null,
        employmentType: null,
        effectiveDate: hireDate,
      },
    ],
  };
}

const READ = { $format: 'json', $select: SF_USER_FIELDS.join(','), $expand: 'manager' };

const employees: ModelAdapter<SuccessFactorsUser, Employee> = {
  // OData client paging: $top (at most 1000) and $skip in a stable order, $inlinecount for the total.
  pageSize: { default: 100, max: 1000 },
  async list(client, page) {
    const skip = Number(page.position ?? 0);
    const answer = await client.json<{ d: { results: SuccessFactorsUser[]; __count?: string } }>({
      path: '/odata/v2/User',
      query: { ...READ, $orderby: 'userId asc', $top: page.size, $skip: skip, $inlinecount: 'allpages' },
    });
    const records = answer.d?.results ?? [];
    const seen = skip + records.length;
    const total = answer.d?.__count === undefined ? undefined : Number(answer.d.__count);
    const more = total === undefined ? records.length === page.size : seen < total;
    return { records, next: more && records.length > 0 ? String(seen) : null };
  },
  async get(client, remoteId) {
    // An OData key is a quoted string literal; a quote inside is doubled.
    const key = `'${remoteId.replace(/'/g, "''")}'`;
    const answer = await client.json<{ d: SuccessFactorsUser }>({
      path: `/odata/v2/User(${encodeURIComponent(key)})`,
      query: READ,
    });
    return answer.d;
  },
  toUnified: toEmployee,
};

export default defineAdapter({
  serviceId: 'sap-successfactors',
  unifiedApi: 'HRIS',
  docs: [
    'https://help.sap.com/docs/SAP_SUCCESSFACTORS_PLATFORM/d599f15995d348a1b45ba5603e2aba9b/d9a9545305004187986c866de2b66987.html',
    'https://api.sap.com/api/PLTUserManagement/overview',
  ],
  models: { employees },
});
