import { z } from 'zod';
import { isoDateTime, recordRef, text, unifiedRecord } from './unified-record';

export const DEVICE_PLATFORMS = [
  'MACOS',
  'IOS',
  'IPADOS',
  'TVOS',
  'WINDOWS',
  'ANDROID',
  'CHROMEOS',
  'LINUX',
  'OTHER',
] as const;
export const COMPLIANCE_STATES = ['COMPLIANT', 'NON_COMPLIANT', 'UNKNOWN'] as const;
export const DEVICE_OWNERSHIPS = ['COMPANY', 'PERSONAL', 'UNKNOWN'] as const;

export const deviceSchema = unifiedRecord('Device', {
  name: text(),
  platform: z.enum(DEVICE_PLATFORMS).nullable(),
  osVersion: text(),
  serialNumber: text(),
  model: text(),
  complianceState: z.enum(COMPLIANCE_STATES),
  ownership: z.enum(DEVICE_OWNERSHIPS),
  assignedUser: recordRef,
  enrolledAt: isoDateTime(),
  lastCheckInAt: isoDateTime(),
});
export type Device = z.infer<typeof deviceSchema>;
