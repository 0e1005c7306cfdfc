import { describe, expect, it } from 'vitest';
import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { getConnector } from '../../connectors/catalog/catalog';
import { bringConsignmentId } from '../../connectors/bring/simulator';
import { fedexTrackingNumber } from '../../connectors/fedex/simulator';
import { postiTrackingNumber } from '../../connectors/posti/simulator';
import { consumerBearer, ownerWithIntegration } from '../../test/integrations';
import { useTestApp } from '../../test/test-app';

// No CONNECTOR_*_BASE_URL and no simulator on a port: sandbox connections reach their simulators in-process only.
const t = useTestApp({ UNIFIED_ROUTE_CACHE_MS: '0' });

const endpointOf = (model: string, operation: 'list' | 'get') =>
  UNIFIED_MODEL_ENDPOINTS.find((endpoint) => endpoint.model === model && endpoint.operation === operation)!;

/** The MDM and Shipment connectors given a data plane with their simulators, and for trackings a known number. */
const CONNECTORS: Array<[serviceId: string, model: string, knownId?: string]> = [
  ['microsoft-intune', 'devices'],
  ['hexnode', 'devices'],
  ['google-devices', 'devices'],
  ['bring', 'trackings', bringConsignmentId(0)],
  ['posti', 'trackings', postiTrackingNumber(0)],
  ['fedex', 'trackings', fedexTrackingNumber(0)],
];

/** A consumer of an application in its test environment, with a sandbox connection of `serviceId` saved. */
async function consumerInSandboxOf(serviceId: string) {
  const { owner, application } = await ownerWithIntegration(t, serviceId, 'test');
  const { authorization } = await consumerBearer(t, owner, application, 'test');
  const saved = await t.api.call(connectionsEndpoints.save, {
    params: { unifiedApi: getConnector(serviceId)!.unifiedApi, serviceId },
    body: { settings: {}, sandbox: true },
    headers: { authorization },
  });
  return { authorization, connection: saved.data };
}

describe('MDM devices and shipment trackings through a sandbox connection in the test environment', () => {
  it.each(CONNECTORS)('%s: GET /unified %s answers from its simulator', async (serviceId, model, knownId) => {
    const { authorization, connection } = await consumerInSandboxOf(serviceId);
    // Google's sandbox connection holds its simulator's consent: callable like the others without a sign-in.
    expect(connection.state).toBe('callable');
    let id = knownId;
    if (!id) {
      const page = await t.api.unchecked(endpointOf(model, 'list'), {
        query: { pageSize: 3 },
        headers: { authorization },
      });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.data).toHaveLength(3);
      expect(page.meta).toEqual({ next: expect.any(String) });
      id = (page.data as Array<{ id: string }>)[0]!.id;
    }
    const one = await t.api.unchecked(endpointOf(model, 'get'), { params: { id }, headers: { authorization } });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.data).toMatchObject({ id, remoteId: id });
  });
});
