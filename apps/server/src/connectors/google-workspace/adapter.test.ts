import { describe, expect, it } from 'vitest';
import { listRecords } from '../adapters/run-adapter';
import { MemoryTokenStore } from '../oauth/token-store';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter from './adapter';
import simulator from './simulator';

const harness = adapterContract(
  adapter,
  simulator,
  { clientSecret: 'not-the-secret' },
  { model: 'users', total: 120, pageSize: 40, collection: 'users', create: { primaryEmail: 'new@sandbox.example' } },
  { model: 'groups', total: 12, pageSize: 5, collection: 'groups', create: { name: 'New group' } },
);

describe('google workspace against the simulator', () => {
  it('refreshes the consent’s token once, and sees a member added to a group', async () => {
    const client = harness.client();
    const read = async () =>
      (await listRecords<{ id: string; members: Array<{ id: string }> }>(adapter, 'groups', client, { pageSize: 12 }))
        .results;
    const [group] = await read();
    const user = (await harness.control('POST', '/users', { primaryEmail: 'joiner@sandbox.example' })) as {
      id: string;
    };
    const memberIds = [...group!.members.map((member) => member.id), user.id];
    await harness.control('PATCH', `/groups/${group!.id}`, { memberIds });
    expect((await read())[0]!.members.map((member) => member.id)).toEqual(memberIds);
    expect(client.records.filter((record) => record.url.endsWith('/token'))).toHaveLength(1);
  });
});

describe('google workspace from the documentation’s resources', () => {
  const tokenStore = new MemoryTokenStore();
  void tokenStore.set('doc', { accessToken: 'ya29.doc-token', tokenType: 'Bearer' });
  const fixtures = useAdapterFixtures(
    adapter,
    import.meta.url,
    { customerId: 'C03az79cb', clientId: 'doc.apps.googleusercontent.com', clientSecret: 'doc-secret' },
    [
      { method: 'GET', path: '/admin/directory/v1/users', file: 'list-users.json' },
      { method: 'GET', path: '/admin/directory/v1/groups', file: 'list-groups.json' },
      { method: 'GET', path: '/admin/directory/v1/groups/00meukdy0ilxglq/members', file: 'list-members.json' },
    ],
    { tokenStore, connectionKey: 'doc' },
  );

  it('maps users by customer; suspended and archived users keep their status', async () => {
    expect(await fixtures.onlyPage('users')).toEqual(fixtures.unified('list-users.unified.json'));
    expect(fixtures.server.requests[0]!.url).toBe(
      '/admin/directory/v1/users?customer=C03az79cb&maxResults=100&projection=basic',
    );
  });

  it('maps groups with their user and group members (not the CUSTOMER member)', async () => {
    expect(await fixtures.onlyPage('groups')).toEqual(fixtures.unified('list-groups.unified.json'));
    expect(fixtures.server.requests.map((request) => request.url).slice(-2)).toEqual([
      '/admin/directory/v1/groups?customer=C03az79cb&maxResults=50',
      '/admin/directory/v1/groups/00meukdy0ilxglq/members?maxResults=200',
    ]);
  });
});
