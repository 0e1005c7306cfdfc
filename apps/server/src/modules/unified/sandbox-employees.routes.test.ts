import { describe, expect, it } from 'vitest';
import { employeeSchema } from '@portal/shared/unified/hris.schemas';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { ADAPTERS } from '../../connectors/adapters/registry';
import { consumerInSandbox } from '../../test/integrations';
import { useTestApp } from '../../test/test-app';

// No vendor on a port: sandbox connections reach their simulators in-process, as in the test environment.
const t = useTestApp();

const endpointOf = (operation: 'list' | 'get') =>
  UNIFIED_MODEL_ENDPOINTS.find((endpoint) => endpoint.model === 'employees' && endpoint.operation === operation)!;

/** Every HRIS connector with an adapter, each through a consumer's sandbox connection. */
const HRIS = ADAPTERS.filter((adapter) => adapter.unifiedApi === 'HRIS').map((adapter) => adapter.serviceId);

describe('GET /unified/hris/employees through a sandbox connection', () => {
  it('covers the HRIS connectors of issue 29', () => {
    expect(HRIS).toEqual(expect.arrayContaining(['catalystone', 'deel', 'haileyhr', 'sap-successfactors']));
  });

  it.each(HRIS)('%s: employees by page and one by id, valid unified records', async (serviceId) => {
    const { authorization } = await consumerInSandbox(t, serviceId);
    const page = await t.api.unchecked(endpointOf('list'), { query: { pageSize: 3 }, headers: { authorization } });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const employees = page.data as Array<{ id: string; manager: unknown }>;
    expect(employees).toHaveLength(3);
    for (const employee of employees) employeeSchema.parse(employee);
    expect(page.meta).toEqual({ next: expect.any(String) });
    const next = await t.api.unchecked(endpointOf('list'), {
      query: { cursor: (page.meta as unknown as { next: string }).next },
      headers: { authorization },
    });
    expect((next.data as Array<{ id: string }>).map((employee) => employee.id)).not.toContain(employees[0]!.id);

    const one = await t.api.unchecked(endpointOf('get'), {
      params: { id: employees[0]!.id },
      headers: { authorization },
    });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.data).toMatchObject({ id: employees[0]!.id, remoteId: expect.any(String) });
  });
});
