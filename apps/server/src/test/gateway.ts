import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { getConnector } from '../connectors/catalog/catalog';
import type { ConnectorSettings } from '../connectors/catalog/connector-types';
import { connectorEnvName } from '../connectors/http/vendor-urls';
import { SIMULATORS, getSimulator } from '../connectors/simulators/registry';
import { type LocalServer, startLocalServer } from '../connectors/testing/local-server';
import { consumerBearer, ownerWithIntegration } from './integrations';
import type { Person, TestApp } from './test-app';

/**
 * Every vendor simulator on its own loopback port for the test file, and the environment pointing connectors at them.
 */
export function useVendorSimulators() {
  const servers = new Map<string, LocalServer>();
  /** Vendors that refuse every call now, as when the customer revokes the key. */
  const refusing = new Set<string>();
  beforeAll(async () => {
    for (const simulator of SIMULATORS) {
      const { serviceId } = simulator;
      const vendor: FastifyPluginAsync<{ seed: number }> = async (app, options) => {
        app.addHook('onRequest', async (request, reply) => {
          if (refusing.has(serviceId) && !request.url.includes('/_simulator/'))
            await reply.code(401).send({ message: 'The API key was revoked' });
        });
        await app.register(simulator.plugin, options);
      };
      servers.set(serviceId, await startLocalServer(vendor, { seed: 1 }));
    }
  });
  afterAll(async () => {
    for (const server of servers.values()) await server.close();
  });
  return {
    env: () =>
      Object.fromEntries(
        [...servers].map(([serviceId, server]) => [connectorEnvName(serviceId, 'BASE_URL'), server.url]),
      ),
    /** Makes a vendor refuse every call (401), or accept them again. */
    refuse(serviceId: string, on: boolean) {
      if (on) refusing.add(serviceId);
      else refusing.delete(serviceId);
    },
    /** The vendor calls a simulator answered, by `METHOD path` (its `GET /_simulator/calls`). */
    async calls(serviceId: string): Promise<{ total: number; byRoute: Record<string, number> }> {
      const response = await fetch(`${servers.get(serviceId)!.url}/_simulator/calls`);
      return (await response.json()) as { total: number; byRoute: Record<string, number> };
    },
    /** Calls a control route of a simulator (`/_simulator/rate-limit`, `/_simulator/delay`). */
    async control(serviceId: string, path: string, body: unknown) {
      const response = await fetch(`${servers.get(serviceId)!.url}/_simulator${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${serviceId} ${path}: ${response.status}`);
    },
  };
}

/**
 * An Owner's application with `serviceId` enabled, a consumer of it, and the consumer's connection to the simulator
 * saved.
 */
export async function consumerConnectedTo(
  t: TestApp,
  serviceId: string,
  settings: ConnectorSettings = getSimulator(serviceId)!.sandboxSettings,
) {
  const { owner, application } = await ownerWithIntegration(t, serviceId);
  const { consumer, authorization } = await consumerBearer(t, owner, application);
  const connection = await saveConnection(t, authorization, serviceId, settings);
  return { owner, application, consumer, authorization, connection };
}

/** Saves the token owner's connection to a service (checked with the vendor). */
export async function saveConnection(
  t: TestApp,
  authorization: string,
  serviceId: string,
  settings: ConnectorSettings,
) {
  const unifiedApi = getConnector(serviceId)!.unifiedApi;
  return (
    await t.api.call(connectionsEndpoints.save, {
      params: { unifiedApi, serviceId },
      body: { settings },
      headers: { authorization },
    })
  ).data;
}

export type { Person };
