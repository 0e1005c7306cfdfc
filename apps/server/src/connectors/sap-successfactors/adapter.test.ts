import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listRecords } from '../adapters/run-adapter';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter, { odataDate } from './adapter';
import simulator from './simulator';

const harness = adapterContract(
  adapter,
  simulator,
  { userId: 'someone-else' },
  {
    model: 'employees',
    total: 120,
    pageSize: 50,
    collection: 'users',
    create: { firstName: 'Grace', lastName: 'Hopper' },
    createdId: 'userId',
  },
);

describe('sap-successfactors against the simulator', () => {
  it('obtains a token for a signed SAML assertion once, and is refused for an assertion signed with another key', async () => {
    const client = harness.client();
    await listRecords(adapter, 'employees', client, { pageSize: 2 });
    await listRecords(adapter, 'employees', client, { pageSize: 2 });
    const tokenRequests = client.records.filter((record) => record.url.endsWith('/oauth/token'));
    expect(tokenRequests).toHaveLength(1);
    // The assertion is a credential for its lifetime: never kept in the record.
    expect(JSON.stringify(tokenRequests)).not.toMatch(/PHNhbWwy|saml2:Assertion/);

    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    await expect(
      listRecords(adapter, 'employees', harness.client({ privateKey: otherKey }), { pageSize: 2 }),
    ).rejects.toMatchObject({ code: 'CONNECTION_INVALID', message: expect.stringMatching(/validate SAML assertion/) });
  });

  it('reads OData dates as calendar dates', () => {
    expect(odataDate('/Date(1420070400000)/')).toBe('2015-01-01');
    expect(odataDate('/Date(1420070400000+0000)/')).toBe('2015-01-01');
    expect(odataDate(null)).toBeNull();
  });
});

describe('sap-successfactors users from the documentation’s sample response', () => {
  const settings = {
    apiServer: 'https://api4.successfactors.com',
    companyId: 'ACME',
    clientId: 'key-of-the-client',
    userId: 'sfapi',
    privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  };
  const fixtures = useAdapterFixtures(adapter, import.meta.url, settings, [
    { method: 'POST', path: '/oauth/token', file: 'token.json' },
    { method: 'GET', path: '/odata/v2/User', file: 'user.json' },
  ]);

  it('asks for a token with a signed assertion for the API user, then maps users field by field', async () => {
    expect(await fixtures.onlyPage('employees')).toEqual([
      {
        id: 'cgrant',
        remoteId: 'cgrant',
        employeeNumber: '103019',
        firstName: 'Carla',
        lastName: 'Grant',
        displayName: 'Carla Grant',
        workEmail: 'cgrant@bestrunsap.com',
        employmentStatus: 'ACTIVE',
        startDate: '2008-01-01',
        terminationDate: null,
        department: 'Human Resources (50150001)',
        workLocation: 'Philadelphia (1710-2001)',
        manager: { id: 'admin', remoteId: 'admin', name: 'Emily Clark', email: 'eclark@bestrunsap.com' },
        employments: [
          {
            jobTitle: 'Chief Human Resources Officer',
            payRate: null,
            payPeriod: null,
            payCurrency: null,
            employmentType: null,
            effectiveDate: '2008-01-01',
          },
        ],
      },
      expect.objectContaining({ id: 'rsmith', employmentStatus: 'INACTIVE', startDate: '2010-01-01', manager: null }),
    ]);
    const [token, users] = fixtures.server.requests;
    const form = token!.body as Record<string, string>;
    expect(form).toMatchObject({
      grant_type: 'urn:ietf:params:oauth:grant-type:saml2-bearer',
      client_id: 'key-of-the-client',
      company_id: 'ACME',
    });
    const assertion = Buffer.from(form.assertion!, 'base64').toString('utf8');
    expect(assertion).toContain('<saml2:Issuer>key-of-the-client</saml2:Issuer>');
    expect(assertion).toContain('>sfapi</saml2:NameID>');
    expect(assertion).toContain('<saml2:Audience>www.successfactors.com</saml2:Audience>');
    expect(assertion).toContain('Recipient="http://127.0.0.1');
    expect(assertion).toMatch(/<SignatureValue>[A-Za-z0-9+/=\s]{100,}<\/SignatureValue>/);
    expect(decodeURIComponent(users!.url)).toContain(
      '/odata/v2/User?$format=json&$select=userId,username,empId,firstName',
    );
  });
});
