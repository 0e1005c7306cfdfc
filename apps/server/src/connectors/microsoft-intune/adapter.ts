import type { Device } from '@portal/shared/unified/mdm.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateTimeOrNull, lookup, textOrNull } from '../adapters/mapping-helpers';
import { graphPage } from '../adapters/microsoft-graph';

/** A managedDevice of Microsoft Graph v1.0 with the properties we select. */
export interface IntuneManagedDevice {
  id: string;
  deviceName?: string | null;
  operatingSystem?: string | null;
  osVersion?: string | null;
  serialNumber?: string | null;
  model?: string | null;
  manufacturer?: string | null;
  complianceState?: string | null;
  managedDeviceOwnerType?: string | null;
  userId?: string | null;
  userDisplayName?: string | null;
  userPrincipalName?: string | null;
  emailAddress?: string | null;
  enrolledDateTime?: string | null;
  lastSyncDateTime?: string | null;
}

export const INTUNE_SELECT = [
  'id',
  'deviceName',
  'operatingSystem',
  'osVersion',
  'serialNumber',
  'model',
  'manufacturer',
  'complianceState',
  'managedDeviceOwnerType',
  'userId',
  'userDisplayName',
  'userPrincipalName',
  'emailAddress',
  'enrolledDateTime',
  'lastSyncDateTime',
].join(',');

const PLATFORMS: Record<string, Device['platform']> = {
  windows: 'WINDOWS',
  macos: 'MACOS',
  ios: 'IOS',
  ipados: 'IPADOS',
  android: 'ANDROID',
  androidenterprise: 'ANDROID',
  androidforwork: 'ANDROID',
  linux: 'LINUX',
  chromeos: 'CHROMEOS',
};

/**
 * Graph's complianceState: inGracePeriod is non-compliant with enforcement postponed; conflict, error and
 * configManager are no verdict of Intune's.
 */
const COMPLIANCE: Record<string, Device['complianceState']> = {
  compliant: 'COMPLIANT',
  noncompliant: 'NON_COMPLIANT',
  ingraceperiod: 'NON_COMPLIANT',
};

const OWNERSHIP: Record<string, Device['ownership']> = { company: 'COMPANY', personal: 'PERSONAL' };

/** Graph writes an unset date-time as the year 1 (`0001-01-01T00:00:00Z`). */
const graphDateTime = (value: string | null | undefined) =>
  value && value.startsWith('0001-01-01') ? null : dateTimeOrNull(value);

function toDevice(raw: IntuneManagedDevice): Device {
  const userId = textOrNull(raw.userId);
  return {
    id: raw.id,
    remoteId: raw.id,
    name: textOrNull(raw.deviceName),
    platform: lookup(PLATFORMS, raw.operatingSystem) ?? (textOrNull(raw.operatingSystem) ? 'OTHER' : null),
    osVersion: textOrNull(raw.osVersion),
    serialNumber: textOrNull(raw.serialNumber),
    model: textOrNull(raw.model),
    complianceState: lookup(COMPLIANCE, raw.complianceState) ?? 'UNKNOWN',
    ownership: lookup(OWNERSHIP, raw.managedDeviceOwnerType) ?? 'UNKNOWN',
    assignedUser: userId
      ? {
          id: userId,
          remoteId: userId,
          name: textOrNull(raw.userDisplayName),
          email: textOrNull(raw.emailAddress) ?? textOrNull(raw.userPrincipalName),
        }
      : null,
    enrolledAt: graphDateTime(raw.enrolledDateTime),
    lastCheckInAt: graphDateTime(raw.lastSyncDateTime),
  };
}

const devices: ModelAdapter<IntuneManagedDevice, Device> = {
  // Graph pages with $top and follows with the next link's $skiptoken; Intune answers at most 1000 a page.
  pageSize: { default: 100, max: 1000 },
  list: (client, page) =>
    graphPage(
      client,
      '/v1.0/deviceManagement/managedDevices',
      { $select: INTUNE_SELECT, $top: page.size },
      page.position,
    ),
  async get(client, remoteId) {
    return client.json<IntuneManagedDevice>({
      path: `/v1.0/deviceManagement/managedDevices/${encodeURIComponent(remoteId)}`,
      query: { $select: INTUNE_SELECT },
    });
  },
  toUnified: toDevice,
};

export default defineAdapter({
  serviceId: 'microsoft-intune',
  unifiedApi: 'MDM',
  docs: [
    'https://learn.microsoft.com/en-us/graph/api/intune-devices-manageddevice-list',
    'https://learn.microsoft.com/en-us/graph/api/intune-devices-manageddevice-get',
    'https://learn.microsoft.com/en-us/graph/api/resources/intune-devices-manageddevice',
    'https://learn.microsoft.com/en-us/graph/paging',
  ],
  models: { devices },
});
