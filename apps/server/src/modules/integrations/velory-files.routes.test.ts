import { describe, expect, it, vi } from 'vitest';
import { connectionsEndpoints, connectorsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { hardwareAssetSchema } from '@portal/shared/unified/am.schemas';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { consumerBearer, consumerInSandbox, ownerWithIntegration } from '../../test/integrations';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({ UNIFIED_ROUTE_CACHE_MS: '0' });

const assets = UNIFIED_MODEL_ENDPOINTS.find(
  (endpoint) => endpoint.unifiedApi === 'AM' && endpoint.model === 'hardware-assets' && endpoint.operation === 'list',
)!;
const oneAsset = UNIFIED_MODEL_ENDPOINTS.find(
  (endpoint) => endpoint.unifiedApi === 'AM' && endpoint.model === 'hardware-assets' && endpoint.operation === 'get',
)!;

type Asset = { id: string; serialNumber: string; model: string; status: string; assignedTo: unknown };

describe('Velory answers the AM API from delivered files', () => {
  it('answers hardware assets through a sandbox connection, from a generated sample file', async () => {
    const { authorization } = await consumerInSandbox(t, 'velory');
    const answer = await t.api.unchecked(assets, { query: { pageSize: 100 }, headers: { authorization } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const records = (answer.body as { data: Asset[] }).data;
    expect(records.length).toBeGreaterThan(10);
    for (const record of records) hardwareAssetSchema.parse(record);
    expect(records[0]).toMatchObject({ serialNumber: expect.any(String), model: expect.any(String) });
  });

  it('answers the device register a consumer delivered: serial, model, assignee and status', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'velory');
    const { consumer, authorization } = await consumerBearer(t, owner, application);
    const register = [
      'Serial number;Model;Employee email;Employee;Lifecycle status',
      'C02XK1;MacBook Pro 14;ada@acme.se;Ada Lovelace;In use',
      'PF3K9Z;ThinkPad T14;;;In stock',
    ].join('\n');
    await owner.api.call(connectorsEndpoints.consumerUploadFile, {
      params: { consumerId: consumer, serviceId: 'velory' },
      query: { application },
      body: { name: 'devices.csv', contentBase64: Buffer.from(register).toString('base64') },
    });
    await vi.waitFor(
      async () => {
        const connection = await t.api.call(connectionsEndpoints.get, {
          params: { unifiedApi: 'AM', serviceId: 'velory' },
          headers: { authorization },
        });
        expect(connection.data.files[0]).toMatchObject({ import: 'applied', records: 2 });
      },
      { timeout: 15_000, interval: 50 },
    );
    const answer = await t.api.unchecked(assets, { query: { pageSize: 10 }, headers: { authorization } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const records = (answer.body as { data: Asset[] }).data;
    expect(records.map(({ serialNumber, model, status }) => ({ serialNumber, model, status }))).toEqual([
      { serialNumber: 'C02XK1', model: 'MacBook Pro 14', status: 'IN_USE' },
      { serialNumber: 'PF3K9Z', model: 'ThinkPad T14', status: 'IN_STOCK' },
    ]);
    expect(JSON.stringify(records[0]!.assignedTo)).toContain('ada@acme.se');
    const one = await t.api.unchecked(oneAsset, { params: { id: records[0]!.id }, headers: { authorization } });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ data: { serialNumber: 'C02XK1' } });
  });
});
