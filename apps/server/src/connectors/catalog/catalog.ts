import azureDirectory from '../azure-directory/connector';
import azureOidc from '../azure-oidc/connector';
import azureSaml from '../azure-saml/connector';
import bamboohr from '../bamboohr/connector';
import bring from '../bring/connector';
import catalystone from '../catalystone/connector';
import deel from '../deel/connector';
import dustin from '../dustin/connector';
import fedex from '../fedex/connector';
import githubOidc from '../github-oidc/connector';
import googleDevices from '../google-devices/connector';
import googleOidc from '../google-oidc/connector';
import googleSaml from '../google-saml/connector';
import googleWorkspace from '../google-workspace/connector';
import haileyhr from '../haileyhr/connector';
import hexnode from '../hexnode/connector';
import hibob from '../hibob/connector';
import ingram from '../ingram/connector';
import inrego from '../inrego/connector';
import jamf from '../jamf/connector';
import kandji from '../kandji/connector';
import microsoftIntune from '../microsoft-intune/connector';
import netset from '../netset/connector';
import oktaSaml from '../okta-saml/connector';
import posti from '../posti/connector';
import postnord from '../postnord/connector';
import sapSuccessfactors from '../sap-successfactors/connector';
import servicenow from '../servicenow/connector';
import teamtailor from '../teamtailor/connector';
import velory from '../velory/connector';
import webmercs from '../webmercs/connector';
import type { Connector } from './connector-types';

/**
 * Every connector of the catalog, one folder each (`connectors/<serviceId>/connector.ts`). Adding a connector is
 * adding its folder and its line here; a test fails when a folder is missing from this list.
 */
export const CONNECTORS: readonly Connector[] = [
  azureDirectory,
  azureOidc,
  azureSaml,
  bamboohr,
  bring,
  catalystone,
  deel,
  dustin,
  fedex,
  githubOidc,
  googleDevices,
  googleOidc,
  googleSaml,
  googleWorkspace,
  haileyhr,
  hexnode,
  hibob,
  ingram,
  inrego,
  jamf,
  kandji,
  microsoftIntune,
  netset,
  oktaSaml,
  posti,
  postnord,
  sapSuccessfactors,
  servicenow,
  teamtailor,
  velory,
  webmercs,
];

const BY_SERVICE_ID = new Map(CONNECTORS.map((connector) => [connector.serviceId, connector]));

/** All connectors, sorted by name. */
export function listConnectors(): Connector[] {
  return [...CONNECTORS].sort((a, b) => a.name.localeCompare(b.name));
}

/** The connector of a service id, or undefined. */
export function getConnector(serviceId: string): Connector | undefined {
  return BY_SERVICE_ID.get(serviceId);
}
