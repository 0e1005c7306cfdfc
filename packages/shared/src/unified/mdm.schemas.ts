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

/** The body of `POST /mdm/devices/{id}/lock`: what the lock screen says, and for a Mac the 6-digit PIN to unlock it. */
export const deviceLockSchema = z
  .strictObject({
    message: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .meta({ examples: ['This device is locked by IT'] }),
    pin: z
      .string()
      .regex(/^\d{6}$/, 'Must be 6 digits')
      .optional()
      .meta({ examples: ['123456'] }),
  })
  .meta({ title: 'DeviceLock' });
export type DeviceLock = z.infer<typeof deviceLockSchema>;

/** The body of `POST /mdm/devices/{id}/wipe`: erasing a device cannot be undone, so it must be confirmed. */
export const deviceWipeSchema = z
  .strictObject({
    confirm: z.literal(true, 'Erasing a device cannot be undone: send confirm: true'),
    pin: z
      .string()
      .regex(/^\d{6}$/, 'Must be 6 digits')
      .optional()
      .meta({ examples: ['123456'] }),
  })
  .meta({ title: 'DeviceWipe' });
export type DeviceWipe = z.infer<typeof deviceWipeSchema>;
