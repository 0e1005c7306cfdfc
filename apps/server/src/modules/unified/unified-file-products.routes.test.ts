import { describe, expect, it } from 'vitest';
import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { consumerBearer, ownerWithIntegration } from '../../test/integrations';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({ UNIFIED_ROUTE_CACHE_MS: '0' });

const endpointOf = (operation: 'list' | 'get') =>
  UNIFIED_MODEL_ENDPOINTS.find((endpoint) => endpoint.model === 'products' && endpoint.operation === operation)!;

/** A consumer of an application in its test environment, with a sandbox connection of `serviceId` saved. */
async function consumerInSandboxOf(serviceId: string) {
  const { owner, application } = await ownerWithIntegration(t, serviceId, 'test');
  const { authorization } = await consumerBearer(t, owner, application, 'test');
  const saved = await t.api.call(connectionsEndpoints.save, {
    params: { unifiedApi: 'Distributor', serviceId },
    body: { settings: {}, sandbox: true },
    headers: { authorization },
  });
  return { authorization, connection: saved.data };
}

describe('distributors that deliver files answer GET /unified/distributor/products', () => {
  it.each(['dustin', 'inrego', 'netset', 'webmercs'])(
    '%s: a sandbox connection pages through its generated sample file, and gets one product',
    async (serviceId) => {
      const { authorization, connection } = await consumerInSandboxOf(serviceId);
      expect(connection.state).toBe('callable');
      const skus: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await t.api.unchecked(endpointOf('list'), {
          query: { pageSize: 25, ...(cursor && { cursor }) },
          headers: { authorization },
        });
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        skus.push(...(page.data as Array<{ sku: string }>).map((product) => product.sku));
        cursor = (page.meta as unknown as { next: string | null }).next ?? undefined;
      } while (cursor);
      expect(skus).toHaveLength(60);
      expect(new Set(skus).size).toBe(60);

      const one = await t.api.unchecked(endpointOf('get'), {
        params: { id: skus[1]! },
        query: { includeRemoteData: true },
        headers: { authorization },
      });
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      expect(one.data).toMatchObject({
        id: skus[1],
        sku: skus[1],
        price: { customerPrice: expect.any(Number), currency: 'SEK' },
        availability: { available: expect.any(Boolean), totalQuantity: expect.any(Number) },
        remoteData: expect.objectContaining({}),
      });
      const missing = await t.api.unchecked(endpointOf('get'), {
        params: { id: 'NO-SUCH' },
        headers: { authorization },
      });
      expect(missing.status).toBe(404);
    },
  );
});
