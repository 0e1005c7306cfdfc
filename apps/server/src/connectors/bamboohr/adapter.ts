import type { Employee, Employment } from '@portal/shared/unified/hris.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateOrNull, lookup, numberOrNull, textOrNull } from '../adapters/mapping-helpers';
import { wholeList } from '../adapters/run-adapter';
import { bambooEmployeeWrites } from './writes';

/** An employee as BambooHR's custom report and Get Employee answer it: every value is text. */
export type BambooEmployee = Record<string, string | null | undefined> & { id: string };

/** The fields we ask for (field names of BambooHR's "List of field names"). */
export const BAMBOO_FIELDS = [
  'employeeNumber',
  'firstName',
  'lastName',
  'displayName',
  'workEmail',
  'status',
  'employmentHistoryStatus',
  'hireDate',
  'terminationDate',
  'department',
  'location',
  'jobTitle',
  'supervisorEId',
  'supervisor',
  'payRate',
  'payPer',
] as const;

const EMPLOYMENT_TYPES: Record<string, Employment['employmentType']> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contractor: 'CONTRACTOR',
  intern: 'INTERN',
  freelance: 'FREELANCE',
};
const PAY_PERIODS: Record<string, Employment['payPeriod']> = {
  hour: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

const STATUSES = { active: 'ACTIVE', inactive: 'INACTIVE' } as const;

/** Today (UTC, YYYY-MM-DD), worked out again only when the day may have changed: a list asks it once per employee. */
let today = { date: '', until: 0 };
function todayUtc(now = Date.now()): string {
  if (now >= today.until)
    today = { date: new Date(now).toISOString().slice(0, 10), until: now - (now % 86_400_000) + 86_400_000 };
  return today.date;
}

function employmentStatus(raw: BambooEmployee, hireDate: string | null): Employee['employmentStatus'] {
  if (hireDate && hireDate > todayUtc()) return 'PENDING';
  return lookup(STATUSES, raw.status);
}

function toEmployee(raw: BambooEmployee): Employee {
  const id = String(raw.id);
  const managerId = textOrNull(raw.supervisorEId);
  const hireDate = dateOrNull(raw.hireDate);
  return {
    id,
    remoteId: id,
    employeeNumber: textOrNull(raw.employeeNumber),
    firstName: textOrNull(raw.firstName),
    lastName: textOrNull(raw.lastName),
    displayName: textOrNull(raw.displayName),
    workEmail: textOrNull(raw.workEmail),
    employmentStatus: employmentStatus(raw, hireDate),
    startDate: hireDate,
    terminationDate: dateOrNull(raw.terminationDate),
    department: textOrNull(raw.department),
    workLocation: textOrNull(raw.location),
    manager: managerId ? { id: managerId, remoteId: managerId, name: textOrNull(raw.supervisor) } : null,
    employments: [
      {
        jobTitle: textOrNull(raw.jobTitle),
        payRate: numberOrNull(raw.payRate),
        // BambooHR writes the currency after the amount: "85000.00 USD".
        payCurrency: /\b([A-Z]{3})\b/.exec(raw.payRate ?? '')?.[1] ?? null,
        payPeriod: lookup(PAY_PERIODS, raw.payPer),
        employmentType: lookup(EMPLOYMENT_TYPES, raw.employmentHistoryStatus),
        effectiveDate: hireDate,
      },
    ],
  };
}

const employees: ModelAdapter<BambooEmployee, Employee> = {
  // The custom report answers every employee at once.
  ...wholeList(async (client) => {
    const report = await client.json<{ employees: BambooEmployee[] }>({
      method: 'POST',
      path: '/v1/reports/custom',
      query: { format: 'JSON', onlyCurrent: 'true' },
      json: { title: 'Unified employees', fields: ['id', ...BAMBOO_FIELDS] },
    });
    return report.employees ?? [];
  }),
  async get(client, remoteId) {
    const employee = await client.json<BambooEmployee>({
      path: `/v1/employees/${encodeURIComponent(remoteId)}`,
      query: { fields: BAMBOO_FIELDS.join(',') },
    });
    return { ...employee, id: String(employee.id ?? remoteId) };
  },
  toUnified: toEmployee,
  writes: bambooEmployeeWrites,
};

export default defineAdapter({
  serviceId: 'bamboohr',
  unifiedApi: 'HRIS',
  docs: [
    'https://documentation.bamboohr.com/reference/request-custom-report',
    'https://documentation.bamboohr.com/reference/get-employee',
    'https://documentation.bamboohr.com/docs/list-of-field-names',
    'https://documentation.bamboohr.com/reference/add-employee',
    'https://documentation.bamboohr.com/reference/update-employee',
    'https://documentation.bamboohr.com/reference/add-employee-table-row-v1',
  ],
  models: { employees },
});
