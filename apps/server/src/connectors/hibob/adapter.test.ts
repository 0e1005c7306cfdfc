import { describe, expect, it } from 'vitest';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter, { HIBOB_FIELDS } from './adapter';
import simulator from './simulator';

adapterContract(
  adapter,
  simulator,
  { serviceUserToken: 'wrong-token' },
  {
    model: 'employees',
    total: 120,
    pageSize: 50,
    collection: 'people',
    create: { firstName: 'Ada', surname: 'Lovelace' },
  },
);

describe('hibob employees from the documentation’s sample response', () => {
  const fixtures = useAdapterFixtures(
    adapter,
    import.meta.url,
    { serviceUserId: 'SERVICE-1', serviceUserToken: 't-123456' },
    [{ method: 'POST', path: '/v1/people/search', file: 'people-search.json' }],
  );

  it('maps people field by field, the manager from work.reportsTo', async () => {
    const page = await fixtures.list('employees');
    expect(page.results).toEqual([
      {
        id: '3332883884017713238',
        remoteId: '3332883884017713238',
        employeeNumber: '42',
        firstName: 'Mike',
        lastName: 'Smith',
        displayName: 'Mike Smith',
        workEmail: 'mike.smith@example.com',
        employmentStatus: 'ACTIVE',
        startDate: '2021-04-01',
        terminationDate: null,
        department: 'Product',
        workLocation: 'New York Office',
        manager: {
          id: '3332883804594373380',
          remoteId: '3332883804594373380',
          name: 'Sarah Connor',
          email: 'sarah.connor@example.com',
        },
        employments: [
          {
            jobTitle: 'Product Manager',
            payRate: null,
            payPeriod: null,
            payCurrency: null,
            employmentType: 'FULL_TIME',
            effectiveDate: '2021-04-01',
          },
        ],
      },
      expect.objectContaining({
        id: '3332883804594373380',
        employmentStatus: 'INACTIVE',
        terminationDate: '2024-06-30',
        manager: null,
      }),
    ]);
    expect(fixtures.server.requests[0]!.body).toEqual({
      fields: [...HIBOB_FIELDS],
      showInactive: true,
      humanReadable: 'REPLACE',
    });
  });
});
