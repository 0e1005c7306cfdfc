import { z } from 'zod';
import { isoDateTime, text, texts, unifiedRecord } from './unified-record';

export const JOB_STATUSES = ['OPEN', 'CLOSED', 'DRAFT', 'ARCHIVED', 'PENDING'] as const;

export const jobSchema = unifiedRecord('Job', {
  name: text(),
  code: text(),
  status: z.enum(JOB_STATUSES).nullable(),
  description: text(),
  departments: texts(),
  offices: texts(),
  hiringManagers: texts(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});
export type Job = z.infer<typeof jobSchema>;

export const candidateSchema = unifiedRecord('Candidate', {
  firstName: text(),
  lastName: text(),
  company: text(),
  title: text(),
  emails: texts(),
  phones: texts(),
  tags: texts(),
  /** Remote ids of the candidate's applications. */
  applications: texts(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});
export type Candidate = z.infer<typeof candidateSchema>;
