import type { Device } from '@portal/shared/unified/mdm.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateTimeOrNull, lookup, textOrNull } from '../adapters/mapping-helpers';
import { ConnectorError } from '../http/connector-error';
import type { VendorClient } from '../http/vendor-client';

/** A mobile device of the Directory API (`admin#directory#mobiledevice`), the fields we read. */
export interface GoogleMobileDevice {
  kind: 'admin#directory#mobiledevice';
  resourceId: string;
  deviceId?: string;
  serialNumber?: string;
  model?: string;
  os?: string;
  type?: string;
  status?: string;
  deviceCompromisedStatus?: string;
  name?: string[];
  email?: string[];
  firstSync?: string;
  lastSync?: string;
}

/** A ChromeOS device of the Directory API (`admin#directory#chromeosdevice`), the fields we read. */
export interface GoogleChromeOsDevice {
  kind: 'admin#directory#chromeosdevice';
  deviceId: string;
  serialNumber?: string;
  model?: string;
  osVersion?: string;
  status?: string;
  annotatedUser?: string;
  annotatedAssetId?: string;
  lastSync?: string;
  lastEnrollmentTime?: string;
  recentUsers?: Array<{ type?: string; email?: string }>;
}

export type GoogleDevice = GoogleMobileDevice | GoogleChromeOsDevice;

/** The two Directory collections read as one list of devices, mobile first; ids carry their collection. */
const SOURCES = {
  mobile: { path: 'devices/mobile', items: 'mobiledevices', kind: 'admin#directory#mobiledevice' },
  chromeos: { path: 'devices/chromeos', items: 'chromeosdevices', kind: 'admin#directory#chromeosdevice' },
} as const;
type Source = keyof typeof SOURCES;

/** A record with the `kind` of its collection, so the mapping knows which one it is whatever the answer held. */
const tagged = (source: Source, record: object) => ({ ...record, kind: SOURCES[source].kind }) as GoogleDevice;

const MOBILE_TYPES: Record<string, Device['platform']> = {
  android: 'ANDROID',
  ios_sync: 'IOS',
  windows: 'WINDOWS',
  chrome_os: 'CHROMEOS',
  linux: 'LINUX',
  mac: 'MACOS',
};

/** `os` is free text such as `Android 14` or `iOS 17.1.2`: the version is what follows the name. */
const versionOf = (os: string | undefined) => textOrNull(/\d[\w.]*$/.exec(os ?? '')?.[0]);

function mobileCompliance(raw: GoogleMobileDevice): Device['complianceState'] {
  if (raw.deviceCompromisedStatus === 'Compromised' || raw.status === 'BLOCKED') return 'NON_COMPLIANT';
  if (raw.status === 'APPROVED' && raw.deviceCompromisedStatus === 'No compromise detected') return 'COMPLIANT';
  return 'UNKNOWN';
}

const userByEmail = (email: string | null | undefined, name: string | null | undefined) => {
  const address = textOrNull(email);
  return address ? { id: address, remoteId: address, name: textOrNull(name), email: address } : null;
};

function toDevice(raw: GoogleDevice): Device {
  if (raw.kind === 'admin#directory#chromeosdevice') {
    const id = `chromeos:${raw.deviceId}`;
    // annotatedUser is the administrator's free text: an address when it is one, else the name of the user.
    const annotated = textOrNull(raw.annotatedUser);
    const annotatedEmail = annotated?.includes('@') ? annotated : null;
    const email = annotatedEmail ?? raw.recentUsers?.find((one) => one.email)?.email;
    return {
      id,
      remoteId: id,
      name: textOrNull(raw.annotatedAssetId) ?? textOrNull(raw.serialNumber),
      platform: 'CHROMEOS',
      osVersion: textOrNull(raw.osVersion),
      serialNumber: textOrNull(raw.serialNumber),
      model: textOrNull(raw.model),
      // The Directory API states no compliance verdict for ChromeOS devices.
      complianceState: 'UNKNOWN',
      // A ChromeOS device is enrolled into the organisation's domain: it is the organisation's.
      ownership: 'COMPANY',
      assignedUser: userByEmail(email, annotatedEmail ? null : annotated),
      enrolledAt: dateTimeOrNull(raw.lastEnrollmentTime),
      lastCheckInAt: dateTimeOrNull(raw.lastSync),
    };
  }
  const id = `mobile:${raw.resourceId}`;
  return {
    id,
    remoteId: id,
    // A mobile device has no name of its own in the Directory API: its model names it.
    name: textOrNull(raw.model),
    platform: lookup(MOBILE_TYPES, raw.type) ?? (textOrNull(raw.type) ? 'OTHER' : null),
    osVersion: versionOf(raw.os),
    serialNumber: textOrNull(raw.serialNumber),
    model: textOrNull(raw.model),
    complianceState: mobileCompliance(raw),
    // Mobile devices are the users' own unless the organisation says otherwise; the API does not tell.
    ownership: 'UNKNOWN',
    assignedUser: userByEmail(raw.email?.[0], raw.name?.[0]),
    enrolledAt: dateTimeOrNull(raw.firstSync),
    lastCheckInAt: dateTimeOrNull(raw.lastSync),
  };
}

/** Our position: the collection being read and Google's page token in it (empty: its first page). */
function positionOf(position: string | undefined): { source: Source; pageToken: string | undefined } {
  const [source, pageToken] = (position ?? 'mobile|').split('|', 2) as [string, string | undefined];
  return { source: source === 'chromeos' ? 'chromeos' : 'mobile', pageToken: pageToken || undefined };
}

const customerPath = (client: VendorClient, rest: string) =>
  `/admin/directory/v1/customer/${encodeURIComponent(String(client.settings.customerId ?? 'my_customer'))}/${rest}`;

const devices: ModelAdapter<GoogleDevice, Device> = {
  // mobiledevices.list answers at most 100 a page (chromeosdevices 300): one size for both.
  pageSize: { default: 100, max: 100 },
  async list(client, page) {
    const { source, pageToken } = positionOf(page.position);
    const { path, items } = SOURCES[source];
    const answer = await client.json<Record<string, unknown> & { nextPageToken?: string }>({
      path: customerPath(client, path),
      query: { maxResults: page.size, pageToken, projection: 'FULL' },
    });
    const records = ((answer[items] as object[] | undefined) ?? []).map((record) => tagged(source, record));
    if (answer.nextPageToken) return { records, next: `${source}|${answer.nextPageToken}` };
    return { records, next: source === 'mobile' ? 'chromeos|' : null };
  },
  async get(client, remoteId) {
    const [source, id] = remoteId.split(':', 2) as [string, string | undefined];
    if (!id || (source !== 'mobile' && source !== 'chromeos'))
      throw new ConnectorError('NOT_FOUND', `Google has no device ${remoteId}`);
    const record = await client.json<object>({
      path: customerPath(client, `${SOURCES[source].path}/${encodeURIComponent(id)}`),
      query: { projection: 'FULL' },
    });
    return tagged(source, record);
  },
  toUnified: toDevice,
};

export default defineAdapter({
  serviceId: 'google-devices',
  unifiedApi: 'MDM',
  docs: [
    'https://developers.google.com/workspace/admin/directory/reference/rest/v1/mobiledevices/list',
    'https://developers.google.com/workspace/admin/directory/reference/rest/v1/mobiledevices#MobileDevice',
    'https://developers.google.com/workspace/admin/directory/reference/rest/v1/chromeosdevices/list',
    'https://developers.google.com/workspace/admin/directory/reference/rest/v1/chromeosdevices#ChromeOsDevice',
  ],
  models: { devices },
});
