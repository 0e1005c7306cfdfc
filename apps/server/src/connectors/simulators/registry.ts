import type { FastifyPluginAsync } from 'fastify';
import bamboohr from '../bamboohr/simulator';
import catalystone from '../catalystone/simulator';
import deel from '../deel/simulator';
import haileyhr from '../haileyhr/simulator';
import hibob from '../hibob/simulator';
import ingram from '../ingram/simulator';
import jamf from '../jamf/simulator';
import kandji from '../kandji/simulator';
import postnord from '../postnord/simulator';
import sapSuccessFactors from '../sap-successfactors/simulator';
import servicenow from '../servicenow/simulator';
import teamtailor from '../teamtailor/simulator';
import microsoftIntune from '../microsoft-intune/simulator';
import hexnode from '../hexnode/simulator';
import googleDevices from '../google-devices/simulator';
import bring from '../bring/simulator';
import posti from '../posti/simulator';
import fedex from '../fedex/simulator';
import azureDirectory from '../azure-directory/simulator';
import googleWorkspace from '../google-workspace/simulator';
import { connectorEnvName } from '../http/vendor-urls';
import type { SimulatorOptions, VendorSimulator } from './simulator-kit';

/** Every vendor simulator (`connectors/<serviceId>/simulator.ts`). */
export const SIMULATORS: readonly VendorSimulator[] = [
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

const BY_SERVICE_ID = new Map(SIMULATORS.map((simulator) => [simulator.serviceId, simulator]));

export function getSimulator(serviceId: string): VendorSimulator | undefined {
  return BY_SERVICE_ID.get(serviceId);
}

/**
 * Mounts every simulator below the plugin's prefix, one folder each: register it with
 * `app.register(sandboxSimulators, { prefix: '/sandbox' })` and a sandbox BambooHR answers at
 * `/sandbox/bamboohr/api/gateway.php/…`. Each keeps its own data for the life of the process.
 */
export const sandboxSimulators: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  for (const simulator of SIMULATORS) {
    await app.register(simulator.plugin, { ...options, prefix: `/${simulator.serviceId}` });
  }
};

/**
 * The environment that points a connector at its simulator mounted at `${origin}${prefix}/{serviceId}`: pass it
 * as `ctx.env` (merged over the process environment) for calls of sandbox connections, with the simulator's
 * `sandboxSettings` as the connection's settings.
 */
export function sandboxEnvironment(serviceId: string, origin: string, prefix = '/sandbox'): Record<string, string> {
  return { [connectorEnvName(serviceId, 'BASE_URL')]: `${origin.replace(/\/+$/, '')}${prefix}/${serviceId}` };
}
