import { z } from 'zod';
import { isoDate, recordRef, text, unifiedRecord } from './unified-record';

export const EMPLOYMENT_STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'FREELANCE', 'OTHER'] as const;
export const PAY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

/** One position an employee holds or held (research notes, HRIS Employment). */
export const employmentSchema = z.object({
  jobTitle: text(),
  payRate: z.number().nullable(),
  payPeriod: z.enum(PAY_PERIODS).nullable(),
  payCurrency: text(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  effectiveDate: isoDate(),
});
export type Employment = z.infer<typeof employmentSchema>;

export const employeeSchema = unifiedRecord('Employee', {
  employeeNumber: text(),
  firstName: text(),
  lastName: text(),
  displayName: text(),
  workEmail: text(),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES).nullable(),
  startDate: isoDate(),
  terminationDate: isoDate(),
  department: text(),
  workLocation: text(),
  manager: recordRef,
  employments: z.array(employmentSchema),
});
export type Employee = z.infer<typeof employeeSchema>;
