import type { Device } from '@portal/shared/unified/mdm.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateTimeOrNull, lookup, textOrNull } from '../adapters/mapping-helpers';
import { jamfDeviceWrites } from './writes';

/** A computer of Jamf Pro's inventory with the sections we request. */
export interface JamfComputer {
  id: string;
  udid?: string;
  general?: {
    name?: string | null;
    /** The id MDM commands address the computer by. */
    managementId?: string | null;
    platform?: string | null;
    lastContactTime?: string | null;
    lastEnrolledDate?: string | null;
    remoteManagement?: { managed?: boolean } | null;
    enrolledViaAutomatedDeviceEnrollment?: boolean | null;
  } | null;
  hardware?: { model?: string | null; serialNumber?: string | null; modelIdentifier?: string | null } | null;
  operatingSystem?: { name?: string | null; version?: string | null; build?: string | null } | null;
  userAndLocation?: { username?: string | null; realname?: string | null; email?: string | null } | null;
}

export const JAMF_SECTIONS = ['GENERAL', 'HARDWARE', 'OPERATING_SYSTEM', 'USER_AND_LOCATION'];

function toDevice(raw: JamfComputer): Device {
  const user = raw.userAndLocation;
  return {
    id: String(raw.id),
    remoteId: String(raw.id),
    name: textOrNull(raw.general?.name),
    platform: lookup({ mac: 'MACOS', macos: 'MACOS' } as const, raw.general?.platform) ?? 'MACOS',
    osVersion: textOrNull(raw.operatingSystem?.version),
    serialNumber: textOrNull(raw.hardware?.serialNumber),
    model: textOrNull(raw.hardware?.model),
    // Jamf's inventory has no compliance verdict of its own (that lives in smart groups and Jamf Protect).
    complianceState: 'UNKNOWN',
    // Devices enrolled through Automated Device Enrollment are bought by the organisation.
    ownership: raw.general?.enrolledViaAutomatedDeviceEnrollment ? 'COMPANY' : 'UNKNOWN',
    assignedUser: user?.username
      ? { id: user.username, remoteId: user.username, name: textOrNull(user.realname), email: textOrNull(user.email) }
      : null,
    enrolledAt: dateTimeOrNull(raw.general?.lastEnrolledDate),
    lastCheckInAt: dateTimeOrNull(raw.general?.lastContactTime),
  };
}

const devices: ModelAdapter<JamfComputer, Device> = {
  pageSize: { default: 100, max: 2000 },
  async list(client, page) {
    const number = Number(page.position ?? 0);
    const answer = await client.json<{ totalCount: number; results: JamfComputer[] }>({
      path: '/api/v1/computers-inventory',
      query: { section: JAMF_SECTIONS, page: number, 'page-size': page.size, sort: 'id:asc' },
    });
    const seen = (number + 1) * page.size;
    return { records: answer.results, next: seen < answer.totalCount ? String(number + 1) : null };
  },
  async get(client, remoteId) {
    return client.json<JamfComputer>({
      path: `/api/v1/computers-inventory/${encodeURIComponent(remoteId)}`,
      query: { section: JAMF_SECTIONS },
    });
  },
  toUnified: toDevice,
  writes: jamfDeviceWrites,
};

export default defineAdapter({
  serviceId: 'jamf',
  unifiedApi: 'MDM',
  docs: [
    'https://developer.jamf.com/jamf-pro/reference/get_v1-computers-inventory',
    'https://developer.jamf.com/jamf-pro/reference/get_v1-computers-inventory-id',
    'https://developer.jamf.com/jamf-pro/docs/client-credentials',
    'https://developer.jamf.com/jamf-pro/reference/post_v2-mdm-commands',
    'https://developer.jamf.com/jamf-pro/reference/get_v2-mdm-commands',
  ],
  models: { devices },
});
