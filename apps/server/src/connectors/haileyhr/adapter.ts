import type { Employee, Employment } from '@portal/shared/unified/hris.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateOrNull, fullName, lookup, textOrNull } from '../adapters/mapping-helpers';
import { wholeList } from '../adapters/run-adapter';
import type { VendorClient } from '../http/vendor-client';

/** Where an employee belongs in one employment (Hailey's `EmploymentOrganizationalInformation`): ids only. */
export interface HaileyOrganization {
  titleIds?: string[] | null;
  teamIds?: string[] | null;
  locationId?: string | null;
  managerEmployeeId?: string | null;
  departmentId?: string | null;
}

/** An employee of `GET /Employees` (`EmployeeListItem`): flat, calculated from the effectual employment. */
export interface HaileyListItem extends HaileyOrganization {
  employeeId: string;
  employmentStatus?: string | null;
  lastUpdated?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  companyEmail?: string | null;
  employmentNumber?: string | null;
  dateOfJoining?: string | null;
  lastDayOfEmployment?: string | null;
  employmentType?: string | null;
  scopePercentage?: number | null;
}

/** One employment of an employee read by id (`EmploymentVm`). */
export interface HaileyEmployment {
  employmentId: string;
  priority?: number;
  startDate?: string | null;
  endDate?: string | null;
  status?: string | null;
  organizationalInformation?: HaileyOrganization | null;
  terms?: { employmentType?: string | null; scopePercentage?: number | null } | null;
}

/** An employee of `GET /Employees/{employeeId}` (`Employee`): nested, with every employment. */
export interface HaileyEmployeeDetail {
  employeeId: string;
  employmentStatus?: string | null;
  lastUpdated?: string | null;
  jobData?: {
    general?: { companyEmail?: string | null; employmentNumber?: string | null } | null;
    employment?: {
      dateOfJoining?: string | null;
      lastDayOfEmployment?: string | null;
      employments?: HaileyEmployment[] | null;
    } | null;
  } | null;
  personal?: { general?: { firstName?: string | null; lastName?: string | null } | null } | null;
  organizationalBelonging?: HaileyOrganization | null;
}

interface Named {
  id?: string;
  name?: string | null;
}
/** The names of `GET /Company` the ids of an employee point to. */
export interface HaileyCompany {
  titles?: Named[] | null;
  departments?: Named[] | null;
  locations?: Named[] | null;
}

/**
 * A vendor record as the adapter keeps it: either shape, with the names of its department, location and titles
 * looked up in the company data (`resolved`, added by the adapter; field mappings may read it).
 */
export type HaileyEmployee = (HaileyListItem | HaileyEmployeeDetail) & {
  resolved: { department: string | null; location: string | null; titles: string[] };
};

/** Both shapes' `employmentStatus` ("In service" in the list, "InService" by id), spaces removed. */
const STATUSES: Record<string, Employee['employmentStatus']> = {
  beinghired: 'PENDING',
  willjoin: 'PENDING',
  inservice: 'ACTIVE',
  leaving: 'ACTIVE',
  hasleft: 'INACTIVE',
};
const OTHER_TYPES: Record<string, Employment['employmentType']> = {
  hourly: 'OTHER',
  casual: 'OTHER',
  intern: 'INTERN',
  internship: 'INTERN',
  trainee: 'INTERN',
  consultant: 'CONTRACTOR',
  contractor: 'CONTRACTOR',
  freelance: 'FREELANCE',
};

/** Permanent and fixed-term employments are full or part time by their scope; other types by name. */
function employmentType(type: unknown, scopePercentage: number | null | undefined): Employment['employmentType'] {
  const name = textOrNull(type)?.toLowerCase();
  if (!name) return null;
  if (name === 'permanent' || name === 'fixed term' || name === 'fixedterm') {
    if (scopePercentage === null || scopePercentage === undefined) return null;
    return scopePercentage >= 100 ? 'FULL_TIME' : 'PART_TIME';
  }
  return OTHER_TYPES[name] ?? 'OTHER';
}

/** The employment in effect: the active one first in priority (1 is highest), else the latest to start. */
function effectual(employments: HaileyEmployment[]): HaileyEmployment | undefined {
  const byPriority = (a: HaileyEmployment, b: HaileyEmployment) => (a.priority ?? 99) - (b.priority ?? 99);
  const active = employments.filter((employment) => employment.status === 'Active').sort(byPriority);
  return active[0] ?? [...employments].sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''))[0];
}

/** The fields both shapes hold, read from either. */
function flatten(raw: HaileyListItem | HaileyEmployeeDetail) {
  if (!('jobData' in raw || 'personal' in raw || 'organizationalBelonging' in raw)) {
    const item = raw as HaileyListItem;
    return { ...item, organization: item as HaileyOrganization, effectiveDate: item.dateOfJoining };
  }
  const detail = raw as HaileyEmployeeDetail;
  const employment = detail.jobData?.employment;
  const current = effectual(employment?.employments ?? []);
  return {
    employeeId: detail.employeeId,
    employmentStatus: detail.employmentStatus,
    firstName: detail.personal?.general?.firstName,
    lastName: detail.personal?.general?.lastName,
    companyEmail: detail.jobData?.general?.companyEmail,
    employmentNumber: detail.jobData?.general?.employmentNumber,
    dateOfJoining: employment?.dateOfJoining,
    lastDayOfEmployment: employment?.lastDayOfEmployment,
    employmentType: current?.terms?.employmentType,
    scopePercentage: current?.terms?.scopePercentage,
    organization: detail.organizationalBelonging ?? current?.organizationalInformation ?? {},
    effectiveDate: current?.startDate ?? employment?.dateOfJoining,
  };
}

function toEmployee(raw: HaileyEmployee): Employee {
  const flat = flatten(raw);
  const managerId = textOrNull(flat.organization.managerEmployeeId);
  return {
    id: flat.employeeId,
    remoteId: flat.employeeId,
    employeeNumber: textOrNull(flat.employmentNumber),
    firstName: textOrNull(flat.firstName),
    lastName: textOrNull(flat.lastName),
    displayName: fullName(flat.firstName, flat.lastName),
    workEmail: textOrNull(flat.companyEmail),
    employmentStatus: lookup(STATUSES, textOrNull(flat.employmentStatus)?.replace(/\s+/g, '')),
    startDate: dateOrNull(flat.dateOfJoining),
    terminationDate: dateOrNull(flat.lastDayOfEmployment),
    department: raw.resolved.department,
    workLocation: raw.resolved.location,
    manager: managerId ? { id: managerId, remoteId: managerId } : null,
    employments: [
      {
        jobTitle: raw.resolved.titles[0] ?? null,
        // Salaries are a separate resource (GET /Salaries) needing salary rights; not read here.
        payRate: null,
        payPeriod: null,
        payCurrency: null,
        employmentType: employmentType(flat.employmentType, flat.scopePercentage),
        effectiveDate: dateOrNull(flat.effectiveDate),
      },
    ],
  };
}

/** Adds the names the ids point to, from the company data. */
function resolver(company: HaileyCompany) {
  const names = (list: Named[] | null | undefined) =>
    new Map((list ?? []).map((entry) => [entry.id, textOrNull(entry.name)] as const));
  const [titles, departments, locations] = [
    names(company.titles),
    names(company.departments),
    names(company.locations),
  ];
  return <T extends HaileyListItem | HaileyEmployeeDetail>(record: T): T & Pick<HaileyEmployee, 'resolved'> => {
    const organization = flatten(record).organization;
    return {
      ...record,
      resolved: {
        department: departments.get(organization.departmentId ?? undefined) ?? null,
        location: locations.get(organization.locationId ?? undefined) ?? null,
        titles: (organization.titleIds ?? []).map((id) => titles.get(id)).filter((name): name is string => !!name),
      },
    };
  };
}

const companyOf = (client: VendorClient) => client.json<HaileyCompany>({ path: '/Company' });

const employees: ModelAdapter<HaileyEmployee, Employee> = {
  // GET /Employees answers every employee at once (no paging); the names come from GET /Company.
  ...wholeList(async (client) => {
    const [list, company] = await Promise.all([
      client.json<HaileyListItem[]>({ path: '/Employees' }),
      companyOf(client),
    ]);
    return (list ?? []).map(resolver(company));
  }),
  async get(client, remoteId) {
    const [detail, company] = await Promise.all([
      client.json<HaileyEmployeeDetail>({ path: `/Employees/${encodeURIComponent(remoteId)}` }),
      companyOf(client),
    ]);
    return resolver(company)(detail);
  },
  toUnified: toEmployee,
};

export default defineAdapter({
  serviceId: 'haileyhr',
  unifiedApi: 'HRIS',
  docs: ['https://api.haileyhr.app/docs/index.html', 'https://api.haileyhr.app/docs/v1/docs.json'],
  models: { employees },
});
