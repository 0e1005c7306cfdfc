import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, vi } from 'vitest';
import {
  connectionsEndpoints,
  connectorsEndpoints,
  integrationsEndpoints,
} from '@portal/shared/integrations/integrations.endpoints';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { getConnector } from '../../connectors/catalog/catalog';
import { getFileLayout } from '../../connectors/files/file-layouts';
import type { StoredRow } from '../../connectors/files/file-adapter';
import { sampleCsvFile } from '../../connectors/files/sample-file';
import { fileAdapterContract } from '../../connectors/testing/file-adapter-contract';
import { consumerBearer, ownerWithIntegration } from '../../test/integrations';
import type { Person } from '../../test/test-app';
import { useTestApp } from '../../test/test-app';

// The shared contract of file adapters, run for every file connector against the records the portal stored from a
// delivered file: on PGlite by default, on PostgreSQL with TEST_DATABASE_URL (both engines).
const t = useTestApp({ UNIFIED_ROUTE_CACHE_MS: '0' });

const FILE_CONNECTORS = ['dustin', 'inrego', 'netset', 'webmercs', 'velory'];
const TOTAL = 25;

const endpointOf = (unifiedApi: string, model: string, operation: 'list' | 'get') =>
  UNIFIED_MODEL_ENDPOINTS.find(
    (endpoint) => endpoint.unifiedApi === unifiedApi && endpoint.model === model && endpoint.operation === operation,
  )!;

for (const serviceId of FILE_CONNECTORS) {
  describe(serviceId, () => {
    const layout = getFileLayout(serviceId)!;
    const unifiedApi = getConnector(serviceId)!.unifiedApi;
    const state = {} as { owner: Person; application: string; authorization: string; connectionId: string };

    // A consumer of a live application delivers a generated file of TOTAL records, imported into the store.
    beforeAll(async () => {
      const { owner, application } = await ownerWithIntegration(t, serviceId);
      const { consumer, authorization } = await consumerBearer(t, owner, application);
      const file = await buffer(sampleCsvFile(layout, TOTAL));
      await owner.api.call(connectorsEndpoints.consumerUploadFile, {
        params: { consumerId: consumer, serviceId },
        query: { application },
        body: { name: 'delivered.csv', contentBase64: file.toString('base64') },
      });
      const connection = await vi.waitFor(
        async () => {
          const answer = await t.api.call(connectionsEndpoints.get, {
            params: { unifiedApi, serviceId },
            headers: { authorization },
          });
          expect(answer.data.files[0]).toMatchObject({ import: 'applied', records: TOTAL });
          return answer.data;
        },
        { timeout: 20_000, interval: 50 },
      );
      Object.assign(state, { owner, application, authorization, connectionId: connection.id! });
    });

    fileAdapterContract(serviceId, () => ({
      total: TOTAL,
      source: {
        page: async (afterLine, size) =>
          (await t.services.fileImports.listRecords(state.connectionId, { afterLine, size })) as StoredRow[],
        get: async (entityId) =>
          (await t.services.fileImports.getRecord(state.connectionId, entityId)) as StoredRow | undefined,
      },
      async scoped(operations) {
        const { owner, application, authorization } = state;
        await owner.api.call(integrationsEndpoints.putScope, {
          params: { serviceId, app: application, type: layout.model },
          query: { account: owner.teamId },
          body: { operations },
        });
        const [first] = await t.services.fileImports.listRecords(state.connectionId, { afterLine: 0, size: 1 });
        const list = await t.api.unchecked(endpointOf(unifiedApi, layout.model, 'list'), {
          query: { pageSize: 5 },
          headers: { authorization },
        });
        const get = await t.api.unchecked(endpointOf(unifiedApi, layout.model, 'get'), {
          params: { id: first!.entityId },
          headers: { authorization },
        });
        return { list: list.status, get: get.status };
      },
    }));
  });
}
