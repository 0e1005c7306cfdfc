import { defineAdapter, type ConnectorAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { ConnectorError } from '../http/connector-error';
import type { VendorClient } from '../http/vendor-client';
import { getAdapter } from '../adapters/registry';
import { scimGroupToUnified, scimUserToUnified, type StoredScimResource } from './scim-mapping';

/** Where a SCIM connection's pushed users and groups are read: the portal's store (modules/directory). */
export interface ScimRecordSource {
  /** Up to `size` resources of a type after the position (their order is stable), and the position of the next. */
  page(
    type: 'User' | 'Group',
    position: string | undefined,
    size: number,
  ): Promise<{ records: StoredScimResource[]; next: string | null }>;
  get(type: 'User' | 'Group', id: string): Promise<StoredScimResource | undefined>;
}

// As for delivered files (files/file-adapter.ts), the "vendor" is the portal's store, attached to the call's client.
const SOURCES = new WeakMap<VendorClient, ScimRecordSource>();

/** The client of one call, answering the SCIM adapter from `source`. */
export function withScimRecords(client: VendorClient, source: ScimRecordSource): VendorClient {
  SOURCES.set(client, source);
  return client;
}

function sourceOf(client: VendorClient): ScimRecordSource {
  const source = SOURCES.get(client);
  if (!source) throw new ConnectorError('NEEDS_CONFIGURATION', 'This connection answers from SCIM pushes only');
  return source;
}

function model<T extends object>(type: 'User' | 'Group', toUnified: (resource: StoredScimResource) => T) {
  const adapter: ModelAdapter<StoredScimResource, T> = {
    pageSize: { default: 100, max: 500 },
    list: (client, page) => sourceOf(client).page(type, page.position, page.size),
    async get(client, remoteId) {
      const found = await sourceOf(client).get(type, remoteId);
      if (!found) throw new ConnectorError('NOT_FOUND', `No ${type.toLowerCase()} ${remoteId} was pushed by SCIM`);
      return found;
    },
    toUnified,
  };
  return adapter;
}

/**
 * The adapter of a directory connection whose identity provider pushes by SCIM: users and groups are read from what
 * was pushed, mapped to the same unified models as the vendor's adapter answers (the raw record is the SCIM one).
 */
export function scimAdapter(serviceId: string): ConnectorAdapter {
  return defineAdapter({
    serviceId,
    unifiedApi: 'SSO',
    docs: ['https://datatracker.ietf.org/doc/html/rfc7643', 'https://datatracker.ietf.org/doc/html/rfc7644'],
    models: { users: model('User', scimUserToUnified), groups: model('Group', scimGroupToUnified) },
  });
}

/** Whether a connector's connections can take SCIM pushes: the directory connectors (users and groups). */
export function isDirectoryConnector(serviceId: string): boolean {
  const adapter = getAdapter(serviceId);
  return adapter?.unifiedApi === 'SSO' && adapter.models.users !== undefined && adapter.models.groups !== undefined;
}
