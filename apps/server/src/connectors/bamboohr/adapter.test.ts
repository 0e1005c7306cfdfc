import { describe, expect, it } from 'vitest';
import { listRecords } from '../adapters/run-adapter';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

const harness = adapterContract(
  adapter,
  simulator,
  { apiKey: 'not-the-key' },
  {
    model: 'employees',
    total: 120,
    pageSize: 25,
    collection: 'employees',
    create: { firstName: 'Grace', lastName: 'Hopper' },
  },
);

describe('bamboohr employees against the simulator', () => {
  it('links each employee to a manager who is also an employee', async () => {
    const page = await listRecords<{ id: string; manager: { id: string } | null }>(
      adapter,
      'employees',
      harness.client(),
      { pageSize: 120 },
    );
    const ids = new Set(page.results.map((employee) => employee.id));
    const managed = page.results.filter((employee) => employee.manager);
    expect(managed.length).toBe(119);
    for (const employee of managed) expect(ids.has(employee.manager!.id)).toBe(true);
  });

  it('applies field mappings to unified and custom fields', async () => {
    const page = await listRecords<{ department: string | null; customFields?: Record<string, unknown> }>(
      adapter,
      'employees',
      harness.client(),
      {
        pageSize: 1,
        fieldMappings: [
          { from: 'location', to: 'department' },
          { from: 'employeeNumber', to: 'customFields.badge' },
        ],
        includeRemoteData: true,
      },
    );
    const [employee] = page.results as Array<{
      department: string;
      customFields: Record<string, unknown>;
      remoteData: Record<string, string>;
    }>;
    expect(employee!.department).toBe(employee!.remoteData.location);
    expect(employee!.customFields).toEqual({ badge: employee!.remoteData.employeeNumber });
  });
});

describe('bamboohr employees from the documentation’s sample responses', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, { companyDomain: 'acme', apiKey: 'doc-key' }, [
    { method: 'POST', path: '/api/gateway.php/acme/v1/reports/custom', file: 'custom-report.json' },
    { method: 'GET', path: '/api/gateway.php/acme/v1/employees/124', file: 'get-employee.json' },
  ]);

  it('maps the custom report field by field', async () => {
    expect(await fixtures.onlyPage('employees')).toEqual(fixtures.unified('custom-report.unified.json'));
    const sent = fixtures.server.requests.find((request) => request.url.includes('/reports/custom'))!;
    expect(sent.url).toContain('format=JSON');
    expect((sent.body as { fields: string[] }).fields).toContain('supervisorEId');
  });

  it('maps Get Employee and asks for the fields it needs', async () => {
    const employee = await fixtures.get('employees', '124');
    expect(employee).toMatchObject({
      id: '124',
      firstName: 'Jane',
      lastName: 'Smith',
      workEmail: 'jsmith@efficientoffice.com',
      manager: { id: '123' },
    });
    expect(fixtures.server.requests.at(-1)!.url).toMatch(/\/v1\/employees\/124\?fields=employeeNumber%2CfirstName/);
  });
});
