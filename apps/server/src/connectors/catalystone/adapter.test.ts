import { describe, expect, it } from 'vitest';
import { getRecord } from '../adapters/run-adapter';
import { MemoryTokenStore } from '../oauth/token-store';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

const harness = adapterContract(
  adapter,
  simulator,
  { clientSecret: 'wrong-secret' },
  {
    model: 'employees',
    total: 120,
    pageSize: 50,
    collection: 'employees',
    create: { firstName: 'Grace', lastName: 'Hopper' },
  },
);

describe('catalystone against the simulator', () => {
  it('keeps its token, and takes a new one when another client’s token invalidated it', async () => {
    const store = new MemoryTokenStore();
    const client = harness.client({}, { tokenStore: store });
    await getRecord(adapter, 'employees', client, '20000');
    await getRecord(adapter, 'employees', client, '20001');
    const tokenCalls = () => client.records.filter((record) => record.url.endsWith('/oauth/token')).length;
    expect(tokenCalls()).toBe(1);
    // Another client of the same credentials asks for a token: CatalystOne invalidates the first one.
    await getRecord(adapter, 'employees', harness.client(), '20000');
    expect(await getRecord(adapter, 'employees', client, '20002')).toMatchObject({ id: '20002' });
    expect(tokenCalls()).toBe(2);
    expect(client.records.some((record) => record.status === 401)).toBe(true);
  });
});

describe('catalystone employees from the assumed sample', () => {
  const fixtures = useAdapterFixtures(
    adapter,
    import.meta.url,
    {
      apiUrl: 'https://customer.catalystone.com/api',
      tokenUrl: 'https://customer.catalystone.com/oauth/token',
      clientId: 'c',
      clientSecret: 's',
    },
    [
      { method: 'POST', path: '/oauth/token', file: 'token.json' },
      { method: 'GET', path: '/api/v1/employees', file: 'employees.json' },
    ],
  );

  it('maps an employee, a permanent employment below 100 % as part time', async () => {
    expect(await fixtures.onlyPage('employees')).toEqual([
      {
        id: '10417',
        remoteId: '10417',
        employeeNumber: '4711',
        firstName: 'Ingrid',
        lastName: 'Solberg',
        displayName: 'Ingrid Solberg',
        workEmail: 'ingrid.solberg@example.com',
        employmentStatus: 'ACTIVE',
        startDate: '2020-02-01',
        terminationDate: null,
        department: 'People',
        workLocation: 'Oslo',
        manager: { id: '10001', remoteId: '10001', name: 'Per Hansen', email: 'per.hansen@example.com' },
        employments: [
          {
            jobTitle: 'HR Business Partner',
            payRate: 52000,
            payPeriod: 'MONTH',
            payCurrency: 'NOK',
            employmentType: 'PART_TIME',
            effectiveDate: '2020-02-01',
          },
        ],
      },
    ]);
    expect(fixtures.server.requests[0]!.body).toMatchObject({ grant_type: 'client_credentials', client_id: 'c' });
    expect(fixtures.server.requests[1]!.url).toBe('/api/v1/employees?page=0&size=100&sort=id%2Casc');
  });
});
