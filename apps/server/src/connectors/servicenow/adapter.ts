import type { HardwareAsset } from '@portal/shared/unified/am.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { dateOrNull, lookup, numberOrNull, textOrNull } from '../adapters/mapping-helpers';

/** A field of the Table API with `sysparm_display_value=all`: the stored value and its display text. */
export interface FieldValue {
  value: string;
  display_value: string | null;
}

/** An alm_hardware record as the Table API answers it with `sysparm_display_value=all`. */
export type AlmHardware = Record<string, FieldValue | undefined> & { sys_id: FieldValue };

export const ALM_HARDWARE_FIELDS = [
  'sys_id',
  'asset_tag',
  'serial_number',
  'model',
  'model_category',
  'install_status',
  'assigned_to',
  'location',
  'purchase_date',
  'cost',
  'warranty_expiration',
  'vendor',
  'display_name',
] as const;

/** install_status choices of alm_asset (ServiceNow's asset lifecycle states). */
const INSTALL_STATUSES: Record<string, HardwareAsset['status']> = {
  '1': 'IN_USE',
  '2': 'ON_ORDER',
  '3': 'IN_REPAIR',
  '6': 'IN_STOCK',
  '7': 'RETIRED',
  '8': 'MISSING',
  '9': 'ON_ORDER',
};

const value = (field: FieldValue | undefined) => textOrNull(field?.value);
const display = (field: FieldValue | undefined) => textOrNull(field?.display_value) ?? value(field);

function toAsset(raw: AlmHardware): HardwareAsset {
  const assignee = value(raw.assigned_to);
  const cost = numberOrNull(raw.cost?.value);
  return {
    id: raw.sys_id.value,
    remoteId: raw.sys_id.value,
    assetTag: value(raw.asset_tag),
    serialNumber: value(raw.serial_number),
    model: display(raw.model),
    category: display(raw.model_category),
    status: lookup(INSTALL_STATUSES, raw.install_status?.value) ?? (value(raw.install_status) ? 'OTHER' : null),
    assignedTo: assignee ? { id: assignee, remoteId: assignee, name: display(raw.assigned_to) } : null,
    location: display(raw.location),
    purchaseDate: dateOrNull(raw.purchase_date?.value),
    // The Table API gives the amount in `value` and the currency only in the display text ("$1,299.00").
    cost:
      cost === null
        ? null
        : { amount: cost, currency: /\b([A-Z]{3})\b/.exec(raw.cost?.display_value ?? '')?.[1] ?? null },
    warrantyExpiresOn: dateOrNull(raw.warranty_expiration?.value),
    supplier: display(raw.vendor),
  };
}

const query = {
  sysparm_display_value: 'all',
  sysparm_exclude_reference_link: 'true',
  sysparm_fields: ALM_HARDWARE_FIELDS.join(','),
};

const hardwareAssets: ModelAdapter<AlmHardware, HardwareAsset> = {
  pageSize: { default: 100, max: 1000 },
  async list(client, page) {
    const offset = Number(page.position ?? 0);
    const answer = await client.request<{ result: AlmHardware[] }>({
      path: '/api/now/table/alm_hardware',
      query: { ...query, sysparm_limit: page.size, sysparm_offset: offset, sysparm_query: 'ORDERBYsys_created_on' },
    });
    // X-Total-Count is the size of the whole result set; without it, a full page means there may be more.
    const total = Number(answer.headers.get('x-total-count') ?? NaN);
    const more = Number.isNaN(total) ? answer.body.result.length === page.size : offset + page.size < total;
    return { records: answer.body.result, next: more ? String(offset + page.size) : null };
  },
  async get(client, remoteId) {
    return (
      await client.json<{ result: AlmHardware }>({
        path: `/api/now/table/alm_hardware/${encodeURIComponent(remoteId)}`,
        query,
      })
    ).result;
  },
  toUnified: toAsset,
};

export default defineAdapter({
  serviceId: 'servicenow',
  unifiedApi: 'AM',
  docs: [
    'https://www.servicenow.com/docs/bundle/zurich-api-reference/page/integrate/inbound-rest/concept/c_TableAPI.html',
    'https://www.servicenow.com/docs/bundle/zurich-it-asset-management/page/product/asset-management/reference/r_AssetStates.html',
  ],
  models: { 'hardware-assets': hardwareAssets },
});
