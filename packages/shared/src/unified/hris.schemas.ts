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

/** A calendar date as a write takes it. */
const writeDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date, YYYY-MM-DD');
/** A field with the example the explorer fills in. */
const example = <T extends z.ZodType>(schema: T, value: string) => schema.meta({ examples: [value] });
const writeText = (max: number) => z.string().trim().min(1, 'Must not be empty').max(max);

/** The current position as a write sets it (the first of `employments`). */
const employmentWriteSchema = z.object({
  jobTitle: writeText(200).optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
});

/**
 * The fields of an employee a write sets, in the unified model's shape: no ids (the vendor gives them), no status or
 * termination date (terminate sets those), the manager by its unified id, the current position as `employments[0]`.
 */
const employeeWriteFields = {
  employeeNumber: writeText(50).optional(),
  firstName: example(writeText(100), 'Ada'),
  lastName: example(writeText(100), 'Lovelace'),
  displayName: writeText(200).optional(),
  workEmail: example(z.email('Must be an email address').max(254), 'ada@example.com').optional(),
  startDate: example(writeDate(), '2026-01-05').optional(),
  department: example(writeText(200), 'Engineering').optional(),
  workLocation: example(writeText(200), 'London').optional(),
  manager: z.object({ id: writeText(100) }).optional(),
  employments: z.array(employmentWriteSchema).max(1, 'Only the current position can be written').optional(),
};

/** The body of `POST /hris/employees`: first and last name at least. */
export const employeeCreateSchema = z.strictObject(employeeWriteFields).meta({ title: 'EmployeeCreate' });
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;

/** The body of `PATCH /hris/employees/{id}`: the fields to change, at least one. */
export const employeeUpdateSchema = z
  .strictObject(employeeCreateSchema.partial().shape)
  .refine((body) => Object.keys(body).length > 0, 'Name at least one field to change')
  .meta({ title: 'EmployeeUpdate' });
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

/** The body of `POST /hris/employees/{id}/terminate`: the last day of employment, and why. */
export const employeeTerminateSchema = z
  .strictObject({
    terminationDate: example(writeDate(), '2026-12-31'),
    reason: example(writeText(500), 'Resignation').optional(),
  })
  .meta({ title: 'EmployeeTerminate' });
export type EmployeeTerminate = z.infer<typeof employeeTerminateSchema>;
