import type { ConnectorAdapter } from '../adapters/adapter-types';
import { fileAdapter } from './file-adapter';
import { getFileLayout } from './file-layouts';

/**
 * The adapters of the distributors that deliver files over the portal's FTP server. Velory has a layout but no
 * adapter yet: its catalog entry is still an API connector without FTP (docs/decisions.md, files).
 */
const FILE_ADAPTERS = new Map<string, ConnectorAdapter>(
  ['dustin', 'inrego', 'netset', 'webmercs'].map((serviceId) => [
    serviceId,
    fileAdapter(serviceId, getFileLayout(serviceId)!, [`connectors/${serviceId}/file-layout.ts`]),
  ]),
);

export function getFileAdapter(serviceId: string): ConnectorAdapter | undefined {
  return FILE_ADAPTERS.get(serviceId);
}
