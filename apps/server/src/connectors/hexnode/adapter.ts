import type { Device } from '@portal/shared/unified/mdm.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateTimeOrNull, lookup, textOrNull } from '../adapters/mapping-helpers';

/** A device of Hexnode's List all Devices / Retrieve Device Details answers (fields we read; see README). */
export interface HexnodeDevice {
  id: number;
  device_name?: string | null;
  model_name?: string | null;
  os_name?: string | null;
  os_version?: string | null;
  serial_number?: string | null;
  enrolled_time?: string | null;
  last_reported?: string | null;
  compliant?: boolean | null;
  ownership?: string | null;
  enrollment_status?: string | null;
  user?: { id?: number | string; name?: string | null; email?: string | null } | null;
}

/** Hexnode's page: Django REST framework style, `next` the URL of the next page or null. */
export interface HexnodePage {
  count: number;
  next: string | null;
  previous: string | null;
  results: HexnodeDevice[];
}

const PLATFORMS: Record<string, Device['platform']> = {
  ios: 'IOS',
  ipados: 'IPADOS',
  macos: 'MACOS',
  'mac os': 'MACOS',
  tvos: 'TVOS',
  android: 'ANDROID',
  windows: 'WINDOWS',
  chromeos: 'CHROMEOS',
  'chrome os': 'CHROMEOS',
  linux: 'LINUX',
};

const OWNERSHIP: Record<string, Device['ownership']> = {
  corporate: 'COMPANY',
  company: 'COMPANY',
  personal: 'PERSONAL',
  byod: 'PERSONAL',
};

function toDevice(raw: HexnodeDevice): Device {
  const user = raw.user && raw.user.id !== undefined && raw.user.id !== null ? raw.user : null;
  const compliance = raw.compliant === true ? 'COMPLIANT' : raw.compliant === false ? 'NON_COMPLIANT' : 'UNKNOWN';
  return {
    id: String(raw.id),
    remoteId: String(raw.id),
    name: textOrNull(raw.device_name),
    platform: lookup(PLATFORMS, raw.os_name) ?? (textOrNull(raw.os_name) ? 'OTHER' : null),
    osVersion: textOrNull(raw.os_version),
    serialNumber: textOrNull(raw.serial_number),
    model: textOrNull(raw.model_name),
    complianceState: compliance,
    ownership: lookup(OWNERSHIP, raw.ownership) ?? 'UNKNOWN',
    assignedUser: user
      ? { id: String(user.id), remoteId: String(user.id), name: textOrNull(user.name), email: textOrNull(user.email) }
      : null,
    enrolledAt: dateTimeOrNull(raw.enrolled_time),
    lastCheckInAt: dateTimeOrNull(raw.last_reported),
  };
}

const devices: ModelAdapter<HexnodeDevice, Device> = {
  // Hexnode pages with `page` (from 1) and `per_page`; `next` is null on the last page.
  pageSize: { default: 100, max: 100 },
  async list(client, page) {
    const number = Number(page.position ?? 1);
    const answer = await client.json<HexnodePage>({
      path: '/api/v1/devices/',
      query: { page: number, per_page: page.size },
    });
    return { records: answer.results, next: answer.next ? String(number + 1) : null };
  },
  async get(client, remoteId) {
    return client.json<HexnodeDevice>({ path: `/api/v1/devices/${encodeURIComponent(remoteId)}/` });
  },
  toUnified: toDevice,
};

export default defineAdapter({
  serviceId: 'hexnode',
  unifiedApi: 'MDM',
  docs: [
    'https://www.hexnode.com/mobile-device-management/help/hexnode-mdm-api-documentation/ (List all Devices)',
    'https://www.hexnode.com/mobile-device-management/help/hexnode-mdm-api-documentation/ (Retrieve Device Details)',
  ],
  models: { devices },
});
