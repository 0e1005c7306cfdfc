import type { ConnectorAnswer } from '@portal/shared/connectors/connectors.schemas';
import { getAdapter } from '../adapters/registry';
import { getSimulator } from '../simulators/registry';
import { isDirectoryConnector } from '../scim/scim-adapter';
import type { Connector } from './connector-types';

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
    hasSimulator: getSimulator(connector.serviceId) !== undefined,
    takesScim: isDirectoryConnector(connector.serviceId),
  };
}
