import { describe, expect, it } from 'vitest';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

adapterContract(
  adapter,
  simulator,
  { apiKey: 'wrong-key' },
  { model: 'jobs', total: 45, pageSize: 10, collection: 'jobs', create: { title: 'Created at the vendor' } },
  { model: 'candidates', total: 120, pageSize: 30, collection: 'candidates' },
);

describe('teamtailor from the documentation’s sample responses', () => {
  const fixtures = useAdapterFixtures(adapter, import.meta.url, { apiKey: 'doc-key-123' }, [
    { method: 'GET', path: '/v1/jobs', file: 'jobs.json' },
    { method: 'GET', path: '/v1/candidates/33', file: 'candidate.json' },
  ]);

  it('maps jobs with their included department, location and recruiter', async () => {
    expect(await fixtures.onlyPage('jobs')).toEqual(fixtures.unified('jobs.unified.json'));
    const sent = fixtures.server.requests[0]!;
    expect(decodeURIComponent(sent.url)).toContain('page[size]=30&page[number]=1&include=department,locations,user');
  });

  it('maps a candidate with emails, phones, tags and application ids', async () => {
    expect(await fixtures.get('candidates', '33')).toEqual({
      id: '33',
      remoteId: '33',
      firstName: 'Jane',
      lastName: 'Doe',
      company: null,
      title: null,
      emails: ['jane.doe@example.com'],
      phones: ['+46701234567'],
      tags: ['frontend', 'referral'],
      applications: ['88', '91'],
      createdAt: '2023-04-11T08:24:05.123Z',
      updatedAt: '2023-04-12T14:02:44.900Z',
    });
  });
});
