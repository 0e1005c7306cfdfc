import type { Employee, Employment } from '@portal/shared/unified/hris.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateOrNull, fullName, lookup, numberOrNull, textOrNull } from '../adapters/mapping-helpers';

interface DeelReference {
  id?: string | null;
  name?: string | null;
}

/** One contract of a person (Deel's `employments[]`). */
export interface DeelEmployment {
  id: string;
  name?: string | null;
  team?: DeelReference | null;
  job_title?: string | null;
  start_date?: string | null;
  work_email?: string | null;
  hiring_type?: string | null;
  hiring_status?: string | null;
  is_ended?: boolean | null;
  termination_last_day?: string | null;
  payment?: { rate?: number | string | null; scale?: string | null; currency?: string | null } | null;
}

/** A person as Deel's List of people and Retrieve a single person answer it (`/rest/v2/people`). */
export interface DeelPerson {
  id: string;
  worker_id?: number | string | null;
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  emails?: Array<{ type?: string | null; value?: string | null }> | null;
  start_date?: string | null;
  hiring_status?: string | null;
  hiring_type?: string | null;
  job_title?: string | null;
  department?: DeelReference | null;
  work_location?: string | null;
  direct_manager?: {
    id?: string | null;
    first_name?: string | null;
    last_name?: string | null;
    work_email?: string | null;
  } | null;
  direct_employee_termination_last_day?: string | null;
  employments?: DeelEmployment[] | null;
}

/** Deel's `hiring_status` (active, onboarding, offboarding, inactive). */
const STATUSES: Record<string, Employee['employmentStatus']> = {
  active: 'ACTIVE',
  offboarding: 'ACTIVE',
  onboarding: 'PENDING',
  inactive: 'INACTIVE',
};
/** Only a contractor's hiring type says how they work; EOR, direct and payroll hires may be full or part time. */
const HIRING_TYPES: Record<string, Employment['employmentType']> = { contractor: 'CONTRACTOR' };
/** Deel's payment `scale` of a contract. */
const SCALES: Record<string, Employment['payPeriod']> = {
  hourly: 'HOUR',
  daily: 'DAY',
  weekly: 'WEEK',
  monthly: 'MONTH',
  annually: 'YEAR',
  yearly: 'YEAR',
};

const emailOf = (raw: DeelPerson, type: string) => textOrNull(raw.emails?.find((email) => email.type === type)?.value);

function toEmployment(contract: DeelEmployment): Employment {
  return {
    jobTitle: textOrNull(contract.job_title),
    payRate: numberOrNull(contract.payment?.rate ?? null),
    payPeriod: lookup(SCALES, contract.payment?.scale),
    payCurrency: textOrNull(contract.payment?.currency),
    employmentType: lookup(HIRING_TYPES, contract.hiring_type),
    effectiveDate: dateOrNull(contract.start_date),
  };
}

function toEmployee(raw: DeelPerson): Employee {
  const contracts = raw.employments ?? [];
  const manager = raw.direct_manager;
  const ended = contracts.map((contract) => dateOrNull(contract.termination_last_day)).filter(Boolean);
  return {
    id: raw.id,
    remoteId: raw.id,
    employeeNumber: textOrNull(raw.worker_id),
    firstName: textOrNull(raw.first_name),
    lastName: textOrNull(raw.last_name),
    displayName: textOrNull(raw.full_name) ?? fullName(raw.first_name, raw.last_name),
    workEmail: emailOf(raw, 'work') ?? textOrNull(contracts.find((contract) => contract.work_email)?.work_email),
    employmentStatus: lookup(STATUSES, raw.hiring_status),
    startDate: dateOrNull(raw.start_date),
    // A person has left when every contract has: the last day of the latest one.
    terminationDate:
      dateOrNull(raw.direct_employee_termination_last_day) ??
      (contracts.length > 0 && contracts.every((contract) => contract.is_ended) ? (ended.sort().at(-1) ?? null) : null),
    department: textOrNull(raw.department?.name),
    workLocation: textOrNull(raw.work_location),
    manager: manager?.id
      ? {
          id: manager.id,
          remoteId: manager.id,
          name: fullName(manager.first_name, manager.last_name),
          email: textOrNull(manager.work_email),
        }
      : null,
    employments: contracts.map(toEmployment),
  };
}

const employees: ModelAdapter<DeelPerson, Employee> = {
  // Deel pages with offset and limit (1 to 200) and says how many rows there are in `page.total_rows`.
  pageSize: { default: 50, max: 200 },
  async list(client, page) {
    const offset = Number(page.position ?? 0);
    const answer = await client.json<{ data: DeelPerson[]; page?: { total_rows?: number } }>({
      path: '/rest/v2/people',
      query: { offset, limit: page.size, sort_by: 'id', sort_order: 'asc' },
    });
    const records = answer.data ?? [];
    const seen = offset + records.length;
    const total = answer.page?.total_rows;
    const more = total === undefined ? records.length === page.size : seen < total;
    return { records, next: more && records.length > 0 ? String(seen) : null };
  },
  async get(client, remoteId) {
    return (await client.json<{ data: DeelPerson }>({ path: `/rest/v2/people/${encodeURIComponent(remoteId)}` })).data;
  },
  toUnified: toEmployee,
};

export default defineAdapter({
  serviceId: 'deel',
  unifiedApi: 'HRIS',
  docs: [
    'https://developer.deel.com/api/endpoints/people/get-people',
    'https://developer.deel.com/docs/people',
    'https://developer.deel.com/api/rate-limits',
  ],
  models: { employees },
});
