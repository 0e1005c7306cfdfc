import { z } from 'zod';
import { idField } from '../common/validation';
import { MAIL_STATUSES } from './mail.constants';

/** One mail of the development mailbox (GET dev/mailbox), newest first. */
export const devMailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** The links of the mail, in order: what a developer clicks. */
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type DevMailSummary = z.infer<typeof devMailSummarySchema>;

/** One mail in full (GET dev/mailbox/{id}). */
export const devMailSchema = devMailSummarySchema.extend({
  text: z.string(),
  html: z.string(),
  sentAt: z.string().nullable(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const devMailParamsSchema = z.object({ id: idField('Mail not found') });
