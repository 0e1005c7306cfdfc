import bamboohr from '../bamboohr/adapter';
import catalystone from '../catalystone/adapter';
import deel from '../deel/adapter';
import haileyhr from '../haileyhr/adapter';
import hibob from '../hibob/adapter';
import ingram from '../ingram/adapter';
import jamf from '../jamf/adapter';
import kandji from '../kandji/adapter';
import postnord from '../postnord/adapter';
import sapSuccessFactors from '../sap-successfactors/adapter';
import servicenow from '../servicenow/adapter';
import teamtailor from '../teamtailor/adapter';
import microsoftIntune from '../microsoft-intune/adapter';
import hexnode from '../hexnode/adapter';
import googleDevices from '../google-devices/adapter';
import bring from '../bring/adapter';
import posti from '../posti/adapter';
import fedex from '../fedex/adapter';
import azureDirectory from '../azure-directory/adapter';
import googleWorkspace from '../google-workspace/adapter';
import { getFileAdapter } from '../files/file-adapters';
import type { ConnectorAdapter } from './adapter-types';

/** Every adapter (`connectors/<serviceId>/adapter.ts`). Connectors without one are reached through passthrough. */
export const ADAPTERS: readonly ConnectorAdapter[] = [
  bamboohr,
  catalystone,
  deel,
  haileyhr,
  hibob,
  ingram,
  jamf,
  kandji,
  postnord,
  sapSuccessFactors,
  servicenow,
  teamtailor,
  microsoftIntune,
  hexnode,
  googleDevices,
  bring,
  posti,
  fedex,
  azureDirectory,
  googleWorkspace,
];

const BY_SERVICE_ID = new Map(ADAPTERS.map((adapter) => [adapter.serviceId, adapter]));

/** The adapter of a connector: of its vendor's API, or of the files it delivers (connectors/files). */
export function getAdapter(serviceId: string): ConnectorAdapter | undefined {
  return BY_SERVICE_ID.get(serviceId) ?? getFileAdapter(serviceId);
}
