import type { Device } from '@portal/shared/unified/mdm.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateTimeOrNull, lookup, textOrNull } from '../adapters/mapping-helpers';

/** A device of Kandji's List Devices / Get Device answers. `user` is an object, or an empty string when unassigned. */
export interface KandjiDevice {
  device_id: string;
  device_name?: string | null;
  model?: string | null;
  serial_number?: string | null;
  platform?: string | null;
  os_version?: string | null;
  last_check_in?: string | null;
  first_enrollment?: string | null;
  last_enrollment?: string | null;
  user?: { email?: string; name?: string; id?: string | number; is_archived?: boolean } | '' | null;
  asset_tag?: string | null;
  blueprint_name?: string | null;
  mdm_enabled?: boolean;
  is_missing?: boolean;
  is_removed?: boolean;
}

const PLATFORMS: Record<string, Device['platform']> = {
  mac: 'MACOS',
  iphone: 'IOS',
  ipad: 'IPADOS',
  appletv: 'TVOS',
  vision: 'OTHER',
};

function toDevice(raw: KandjiDevice): Device {
  const user = raw.user && typeof raw.user === 'object' && raw.user.id !== undefined ? raw.user : null;
  return {
    id: raw.device_id,
    remoteId: raw.device_id,
    name: textOrNull(raw.device_name),
    platform: lookup(PLATFORMS, raw.platform?.replace(/\s/g, '')) ?? (raw.platform ? 'OTHER' : null),
    osVersion: textOrNull(raw.os_version),
    serialNumber: textOrNull(raw.serial_number),
    model: textOrNull(raw.model),
    // Kandji reports compliance per library item, not per device, in this endpoint.
    complianceState: 'UNKNOWN',
    // Every device Kandji manages is enrolled by the organisation through its MDM.
    ownership: 'COMPANY',
    assignedUser: user
      ? { id: String(user.id), remoteId: String(user.id), name: textOrNull(user.name), email: textOrNull(user.email) }
      : null,
    enrolledAt: dateTimeOrNull(raw.first_enrollment),
    lastCheckInAt: dateTimeOrNull(raw.last_check_in),
  };
}

const devices: ModelAdapter<KandjiDevice, Device> = {
  // Kandji pages with limit (at most 300) and offset, and answers a bare array.
  pageSize: { default: 300, max: 300 },
  async list(client, page) {
    const offset = Number(page.position ?? 0);
    const records = await client.json<KandjiDevice[]>({ path: '/api/v1/devices', query: { limit: page.size, offset } });
    return { records, next: records.length === page.size ? String(offset + page.size) : null };
  },
  async get(client, remoteId) {
    return client.json<KandjiDevice>({ path: `/api/v1/devices/${encodeURIComponent(remoteId)}` });
  },
  toUnified: toDevice,
};

export default defineAdapter({
  serviceId: 'kandji',
  unifiedApi: 'MDM',
  docs: ['https://api-docs.kandji.io/ (Device Information: List Devices, Get Device)'],
  models: { devices },
});
