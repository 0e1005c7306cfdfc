import { describe, expect, it } from 'vitest';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { UNIFIED_MODEL_ENDPOINTS, UNIFIED_WRITE_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { consumerConnectedTo, useVendorSimulators } from '../../test/gateway';
import { useTestApp } from '../../test/test-app';
import type { Person } from '../../test/test-app';

const vendors = useVendorSimulators();
const t = useTestApp(() => ({ ...vendors.env(), VENDOR_TIMEOUT_MS: '2000', UNIFIED_ROUTE_CACHE_MS: '0' }));

const writeOf = (id: string) => UNIFIED_WRITE_ENDPOINTS.find((endpoint) => endpoint.id === id)!;
const create = writeOf('unified.hris.employees.create');
const update = writeOf('unified.hris.employees.update');
const terminate = writeOf('unified.hris.employees.terminate');
const getEmployee = UNIFIED_MODEL_ENDPOINTS.find((e) => e.model === 'employees' && e.operation === 'get')!;

type Employee = Record<string, unknown> & { id: string; employments: Array<Record<string, unknown>> };

async function eventsOf(owner: Person, application: string) {
  const answer = await owner.api.call(eventsEndpoints.list, { query: { applicationId: application, limit: 100 } });
  return answer.data.filter((event) => !event.eventType.startsWith('connection.'));
}

describe('HRIS writes through BambooHR (its simulator on a port)', () => {
  it('creates, updates and terminates an employee: each answered as a read sees it, with its event at once', async () => {
    const { owner, application, authorization } = await consumerConnectedTo(t, 'bamboohr');
    const created = await t.api.unchecked(create, {
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        workEmail: 'grace@example.com',
        startDate: '2024-03-01',
        department: 'Engineering',
        employments: [{ jobTitle: 'Rear Admiral', employmentType: 'FULL_TIME' }],
      },
      headers: { authorization },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const employee = created.data as Employee;
    expect(employee).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      displayName: 'Grace Hopper',
      workEmail: 'grace@example.com',
      startDate: '2024-03-01',
      department: 'Engineering',
      employmentStatus: 'ACTIVE',
      remoteId: employee.id,
    });
    expect(employee.employments[0]).toMatchObject({ jobTitle: 'Rear Admiral', employmentType: 'FULL_TIME' });
    const read = await t.api.unchecked(getEmployee, { params: { id: employee.id }, headers: { authorization } });
    expect(read.data).toEqual(employee);

    const updated = await t.api.unchecked(update, {
      params: { id: employee.id },
      body: { department: 'Navy', employments: [{ jobTitle: 'Commodore' }] },
      headers: { authorization },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.data).toMatchObject({ department: 'Navy', firstName: 'Grace' });
    expect((updated.data as Employee).employments[0]).toMatchObject({ jobTitle: 'Commodore' });

    const ended = await t.api.unchecked(terminate, {
      params: { id: employee.id },
      body: { terminationDate: '2025-12-31', reason: 'Retired' },
      headers: { authorization },
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.data).toMatchObject({ employmentStatus: 'INACTIVE', terminationDate: '2025-12-31' });

    const events = await eventsOf(owner, application);
    expect(events.map((event) => [event.eventType, event.entityId]).reverse()).toEqual([
      ['hris.employee.created', employee.id],
      ['hris.employee.updated', employee.id],
      ['hris.employee.updated', employee.id],
    ]);
  });

  it('names the field of a body that fails validation, and the field the vendor cannot write; calls no vendor', async () => {
    const { authorization } = await consumerConnectedTo(t, 'bamboohr');
    const before = (await vendors.calls('bamboohr')).total;
    const missing = await t.api.unchecked(create, { body: { firstName: 'Ada' }, headers: { authorization } });
    expect(missing.error).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(missing.body)).toContain('"property":"lastName"');
    const badDate = await t.api.unchecked(terminate, {
      params: { id: '101' },
      body: { terminationDate: '31.12.2025' },
      headers: { authorization },
    });
    expect(badDate.error).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(badDate.body)).toContain('"property":"terminationDate"');
    const empty = await t.api.unchecked(update, { params: { id: '101' }, body: {}, headers: { authorization } });
    expect(empty.error).toMatchObject({ statusCode: 400 });
    const unwritable = await t.api.unchecked(create, {
      body: { firstName: 'Ada', lastName: 'Lovelace', displayName: 'Countess' },
      headers: { authorization },
    });
    expect(unwritable.error).toMatchObject({ statusCode: 400, message: 'BambooHR cannot write displayName' });
    expect(JSON.stringify(unwritable.body)).toContain('"property":"displayName"');
    expect((await vendors.calls('bamboohr')).total).toBe(before);
  });

  it("maps the vendor's refusals to clear unified errors", async () => {
    const { authorization } = await consumerConnectedTo(t, 'bamboohr');
    const taken = await t.api.unchecked(create, {
      body: { firstName: 'Ada', lastName: 'Lovelace', employeeNumber: 'E1000' },
      headers: { authorization },
    });
    expect(taken.error).toMatchObject({
      statusCode: 422,
      code: 'VENDOR_REJECTED',
      message: expect.stringContaining('Employee number already in use'),
    });
    const early = await t.api.unchecked(terminate, {
      params: { id: '100' },
      body: { terminationDate: '1990-01-01' },
      headers: { authorization },
    });
    expect(early.error).toMatchObject({ statusCode: 422, message: expect.stringContaining('before the hire date') });
    const unknown = await t.api.unchecked(update, {
      params: { id: '999999' },
      body: { department: 'Nowhere' },
      headers: { authorization },
    });
    expect(unknown.error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('answers 501 naming what a vendor supports when it does not offer the write', async () => {
    const { authorization } = await consumerConnectedTo(t, 'catalystone');
    const answer = await t.api.unchecked(create, {
      body: { firstName: 'Ada', lastName: 'Lovelace' },
      headers: { authorization },
    });
    expect(answer.error).toMatchObject({
      statusCode: 501,
      code: 'UNSUPPORTED_OPERATION',
      message: expect.stringContaining('CatalystOne does not support create of employees'),
    });
  });

  it('dryRun=true answers the vendor request it would send, secrets masked, and never reaches the vendor', async () => {
    const { authorization } = await consumerConnectedTo(t, 'bamboohr');
    const before = await vendors.calls('bamboohr');
    const answer = await t.api.unchecked(create, {
      query: { dryRun: 'true' },
      body: { firstName: 'Ada', lastName: 'Lovelace', startDate: '2025-01-06', workLocation: 'London' },
      headers: { authorization },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.data).toEqual({
      dryRun: true,
      serviceId: 'bamboohr',
      requests: [
        {
          method: 'POST',
          url: expect.stringMatching(/\/api\/gateway\.php\/sandbox\/v1\/employees$/),
          headers: expect.objectContaining({ authorization: 'Basic [redacted]', 'content-type': 'application/json' }),
          body: { firstName: 'Ada', lastName: 'Lovelace', hireDate: '2025-01-06', location: 'London' },
        },
      ],
    });
    expect(JSON.stringify(answer.body)).not.toContain('sandbox-bamboohr-api-key');
    expect(await vendors.calls('bamboohr')).toEqual(before);
  });
});
