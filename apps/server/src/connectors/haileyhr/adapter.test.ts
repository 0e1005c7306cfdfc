import { describe, expect, it } from 'vitest';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

adapterContract(
  adapter,
  simulator,
  { apiToken: 'wrong-token' },
  {
    model: 'employees',
    total: 120,
    pageSize: 50,
    collection: 'employees',
    create: { firstName: 'Grace', lastName: 'Hopper' },
    createdId: 'employeeId',
  },
);

const SARA = '3f2a1c9e-5b7d-4e8a-9c1f-2d3e4f5a6b7c';
const OLOF = '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908';

describe('haileyhr employees from its OpenAPI document', () => {
  const fixtures = useAdapterFixtures(
    adapter,
    import.meta.url,
    { apiUrl: 'https://api.haileyhr.app', apiToken: 'doc-token' },
    [
      { method: 'GET', path: '/Employees', file: 'employees.json' },
      { method: 'GET', path: `/Employees/${SARA}`, file: 'employee.json' },
      { method: 'GET', path: '/Company', file: 'company.json' },
    ],
  );

  const sara = {
    id: SARA,
    remoteId: SARA,
    employeeNumber: '1042',
    firstName: 'Sara',
    lastName: 'Lind',
    displayName: 'Sara Lind',
    workEmail: 'sara.lind@example.com',
    employmentStatus: 'ACTIVE',
    startDate: '2021-09-01',
    terminationDate: null,
    department: 'Finance',
    workLocation: 'Stockholm HQ',
    manager: { id: OLOF, remoteId: OLOF },
    employments: [
      {
        jobTitle: 'Payroll Specialist',
        payRate: null,
        payPeriod: null,
        payCurrency: null,
        employmentType: 'PART_TIME',
        effectiveDate: '2021-09-01',
      },
    ],
  };

  it('maps the list with the names of GET /Company, the scope deciding full or part time', async () => {
    expect(await fixtures.onlyPage('employees')).toEqual([
      sara,
      expect.objectContaining({
        id: OLOF,
        employmentStatus: 'ACTIVE',
        terminationDate: '2025-03-31',
        department: 'Finance',
        workLocation: null,
        manager: null,
        employments: [expect.objectContaining({ jobTitle: 'Head of Finance', employmentType: 'FULL_TIME' })],
      }),
    ]);
  });

  it('reads one employee by id from its nested shape, the effectual employment by priority', async () => {
    // The same person as in the list, except that the employment in effect started when it did.
    expect(await fixtures.get('employees', SARA)).toEqual({
      ...sara,
      employments: [{ ...sara.employments[0], effectiveDate: '2024-01-01' }],
    });
  });
});
