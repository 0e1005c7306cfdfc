import { describe, expect, it } from 'vitest';
import { listRecords } from '../adapters/run-adapter';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

const harness = adapterContract(
  adapter,
  simulator,
  { apiToken: 'wrong-token' },
  {
    model: 'employees',
    total: 120,
    pageSize: 50,
    collection: 'people',
    create: { first_name: 'Grace', last_name: 'Hopper' },
  },
);

describe('deel people against the simulator', () => {
  it('links each person to a manager who is also listed', async () => {
    const page = await listRecords<{ id: string; manager: { id: string; name: string } | null }>(
      adapter,
      'employees',
      harness.client(),
      { pageSize: 200 },
    );
    const ids = new Set(page.results.map((employee) => employee.id));
    const managed = page.results.filter((employee) => employee.manager);
    expect(managed.length).toBe(119);
    for (const employee of managed) {
      expect(ids.has(employee.manager!.id)).toBe(true);
      expect(employee.manager!.name).toEqual(expect.any(String));
    }
  });
});

describe('deel people from the documentation’s sample responses', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, { apiToken: 'doc-token' }, [
    { method: 'GET', path: '/rest/v2/people', file: 'people.json' },
    { method: 'GET', path: '/rest/v2/people/0123abcd-e031-4f1e-93d4-6bc66e8c4727', file: 'person.json' },
  ]);

  it('maps people field by field: contracts as employments, the manager, department and location', async () => {
    expect(await fixtures.onlyPage('employees')).toEqual([
      {
        id: 'a4f91c16-2104-4841-ba4e-77fdcb5bc6ee',
        remoteId: 'a4f91c16-2104-4841-ba4e-77fdcb5bc6ee',
        employeeNumber: '1032',
        firstName: 'Whitney',
        lastName: 'Houston',
        displayName: 'Whitney Houston',
        workEmail: null,
        employmentStatus: 'INACTIVE',
        startDate: '2023-08-05',
        terminationDate: null,
        department: null,
        workLocation: null,
        manager: null,
        employments: [
          {
            jobTitle: 'QA Engineer',
            payRate: null,
            payPeriod: null,
            payCurrency: null,
            employmentType: 'CONTRACTOR',
            effectiveDate: '2023-08-05',
          },
        ],
      },
      {
        id: '0123abcd-e031-4f1e-93d4-6bc66e8c4727',
        remoteId: '0123abcd-e031-4f1e-93d4-6bc66e8c4727',
        employeeNumber: '1044',
        firstName: 'Kim',
        lastName: 'Lindqvist',
        displayName: 'Kim Lindqvist',
        workEmail: 'kim.lindqvist@example.com',
        employmentStatus: 'ACTIVE',
        startDate: '2022-03-01',
        terminationDate: null,
        department: 'Engineering',
        workLocation: 'Stockholm',
        manager: {
          id: '9d2f4b7a-0c1e-4a55-8d7b-2f7d3c1e9a10',
          remoteId: '9d2f4b7a-0c1e-4a55-8d7b-2f7d3c1e9a10',
          name: 'Ana Reyes',
          email: 'ana.reyes@example.com',
        },
        employments: [
          {
            jobTitle: 'Software Engineer',
            payRate: 540000,
            payPeriod: 'YEAR',
            payCurrency: 'SEK',
            employmentType: null,
            effectiveDate: '2022-03-01',
          },
        ],
      },
    ]);
    expect(fixtures.server.requests[0]!.url).toBe('/rest/v2/people?offset=0&limit=50&sort_by=id&sort_order=asc');
  });

  it('reads one person from under data', async () => {
    expect(await fixtures.get('employees', '0123abcd-e031-4f1e-93d4-6bc66e8c4727')).toMatchObject({
      id: '0123abcd-e031-4f1e-93d4-6bc66e8c4727',
      workEmail: 'kim.lindqvist@example.com',
      department: 'Engineering',
      employments: [],
    });
  });
});
