import { describe, expect, it } from 'vitest';
import { UNIFIED_WRITE_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { consumerConnectedTo, useVendorSimulators } from '../../test/gateway';
import { useTestApp } from '../../test/test-app';

// Every HRIS vendor whose adapter writes employees, against its simulator on a port.
const vendors = useVendorSimulators();
const t = useTestApp(() => ({ ...vendors.env(), UNIFIED_ROUTE_CACHE_MS: '0' }));

const writeOf = (id: string) => UNIFIED_WRITE_ENDPOINTS.find((endpoint) => endpoint.id === id)!;
const create = writeOf('unified.hris.employees.create');
const update = writeOf('unified.hris.employees.update');
const terminate = writeOf('unified.hris.employees.terminate');

/** What each vendor refuses of a body our schema accepts, and the unsupported field it names. */
const VENDORS: Array<{
  serviceId: string;
  refusedBody: Record<string, unknown>;
  refusal: string;
  unsupported: [field: string, body: Record<string, unknown>];
}> = [
  {
    serviceId: 'bamboohr',
    refusedBody: { firstName: 'Ada', lastName: 'Lovelace', employeeNumber: 'E1000' },
    refusal: 'Employee number already in use',
    unsupported: ['manager', { manager: { id: '100' } }],
  },
  {
    serviceId: 'hibob',
    // Bob needs the work email, site and start date of a new employee.
    refusedBody: { firstName: 'Ada', lastName: 'Lovelace' },
    refusal: 'Missing required fields: email, work.site, work.startDate',
    unsupported: ['employments.employmentType', { employments: [{ employmentType: 'INTERN' }] }],
  },
];

describe.each(VENDORS)('HRIS writes: $serviceId', ({ serviceId, refusedBody, refusal, unsupported }) => {
  it('creates, updates and terminates an employee, each answered as a read sees it', async () => {
    const { authorization } = await consumerConnectedTo(t, serviceId);
    const created = await t.api.unchecked(create, {
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        workEmail: `grace.${serviceId}@example.com`,
        startDate: '2024-03-01',
        department: 'Engineering',
        workLocation: 'Arlington',
        employments: [{ jobTitle: 'Rear Admiral' }],
      },
      headers: { authorization },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.data as { id: string }).id;
    expect(created.data).toMatchObject({
      remoteId: id,
      firstName: 'Grace',
      lastName: 'Hopper',
      workEmail: `grace.${serviceId}@example.com`,
      startDate: '2024-03-01',
      department: 'Engineering',
      workLocation: 'Arlington',
      employmentStatus: 'ACTIVE',
    });

    const updated = await t.api.unchecked(update, {
      params: { id },
      body: { lastName: 'Murray Hopper', department: 'Navy', employments: [{ jobTitle: 'Commodore' }] },
      headers: { authorization },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.data).toMatchObject({ lastName: 'Murray Hopper', department: 'Navy', workLocation: 'Arlington' });
    expect((updated.data as { employments: Array<{ jobTitle: string }> }).employments[0]!.jobTitle).toBe('Commodore');

    const ended = await t.api.unchecked(terminate, {
      params: { id },
      body: { terminationDate: '2025-12-31' },
      headers: { authorization },
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.data).toMatchObject({ employmentStatus: 'INACTIVE', terminationDate: '2025-12-31' });
  });

  it("maps the vendor's refusal to VENDOR_REJECTED with its reason; refuses a field it cannot write", async () => {
    const { authorization } = await consumerConnectedTo(t, serviceId);
    const refused = await t.api.unchecked(create, { body: refusedBody, headers: { authorization } });
    expect(refused.error).toMatchObject({ statusCode: 422, code: 'VENDOR_REJECTED' });
    expect(refused.error.message).toContain(refusal);
    const [field, body] = unsupported;
    const before = (await vendors.calls(serviceId)).total;
    const answer = await t.api.unchecked(update, { params: { id: '1' }, body, headers: { authorization } });
    expect(answer.error).toMatchObject({ statusCode: 400, message: expect.stringContaining(`cannot write ${field}`) });
    expect(JSON.stringify(answer.body)).toContain(`"property":"${field.split('.')[0]}"`);
    expect((await vendors.calls(serviceId)).total).toBe(before);
  });
});

describe('a vendor whose API the adapter does not write', () => {
  it.each(['deel', 'catalystone', 'haileyhr', 'sap-successfactors'])(
    '%s: every write answers 501 naming what it supports',
    async (serviceId) => {
      const { authorization } = await consumerConnectedTo(t, serviceId);
      for (const [endpoint, input] of [
        [create, { body: { firstName: 'Ada', lastName: 'Lovelace' } }],
        [update, { params: { id: '1' }, body: { department: 'Navy' } }],
        [terminate, { params: { id: '1' }, body: { terminationDate: '2025-12-31' } }],
      ] as const) {
        const answer = await t.api.unchecked(endpoint, { ...input, headers: { authorization } });
        expect(answer.error).toMatchObject({
          statusCode: 501,
          code: 'UNSUPPORTED_OPERATION',
          message: expect.stringContaining('it supports no writes of employees (use passthrough)'),
        });
      }
    },
  );
});
