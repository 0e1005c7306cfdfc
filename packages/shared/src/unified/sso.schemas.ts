import { z } from 'zod';
import { text, unifiedRecord } from './unified-record';

export const USER_STATUSES = ['ACTIVE', 'SUSPENDED', 'DEPROVISIONED'] as const;

/** A person of the identity provider's directory (research notes, SSO User). */
export const ssoUserSchema = unifiedRecord('User', {
  email: text(),
  firstName: text(),
  lastName: text(),
  status: z.enum(USER_STATUSES).nullable(),
  orgUnit: text(),
  isAdmin: z.boolean().nullable(),
});
export type SsoUser = z.infer<typeof ssoUserSchema>;
