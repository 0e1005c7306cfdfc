import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import { getAdapter } from '../adapters/registry';
import { getFileAdapter } from '../files/file-adapters';
import { getSimulator } from '../simulators/registry';
import { isDirectoryConnector } from '../scim/scim-adapter';
import type { Connector } from './connector-types';

/**
 * Whether the test environment can connect it without vendor credentials: a simulator answers it, or, for a connector
 * that answers from delivered files, a generated sample file.
 */
export const hasSandbox = (serviceId: string) =>
  getSimulator(serviceId) !== undefined || getFileAdapter(serviceId) !== undefined;

/** A connector as the portal answers it (`GET /api/connectors/`): the shared schema, without zod or functions. */
export function connectorAnswer(connector: Connector): ConnectorAnswer {
  return {
    id: connector.id,
    serviceId: connector.serviceId,
    name: connector.name,
    description: connector.description,
    docUrl: connector.docUrl,
    unifiedApi: connector.unifiedApi,
    authType: connector.authType,
    authKind: connector.authKind,
    settingsSchema: connector.settingsSchema,
    secretSettings: connector.secretSettings,
    receivesFiles: connector.receivesFiles,
    notes: connector.notes,
    logo: connector.logo,
    hasAdapter: getAdapter(connector.serviceId) !== undefined,
    hasSimulator: hasSandbox(connector.serviceId),
    takesScim: isDirectoryConnector(connector.serviceId),
  };
}
