import type { ConnectorAdapter } from '../adapters/adapter-types';
import { fileAdapter } from './file-adapter';
import { getFileLayout } from './file-layouts';

/** The adapters of the connectors that deliver files over the portal's FTP server (or uploaded in the portal). */
const FILE_ADAPTERS = new Map<string, ConnectorAdapter>(
  ['dustin', 'inrego', 'netset', 'velory', 'webmercs'].map((serviceId) => [
    serviceId,
    fileAdapter(serviceId, getFileLayout(serviceId)!, [`connectors/${serviceId}/file-layout.ts`]),
  ]),
);

export function getFileAdapter(serviceId: string): ConnectorAdapter | undefined {
  return FILE_ADAPTERS.get(serviceId);
}
