import { describe, expect, it } from 'vitest';
import { getRecord, listRecords } from '../adapters/run-adapter';
import { adapterContract } from '../testing/adapter-contract';
import { useAdapterFixtures } from '../testing/fixture-server';
import adapter, { GROUP_SELECT, USER_SELECT } from './adapter';
import simulator from './simulator';

const harness = adapterContract(
  adapter,
  simulator,
  { clientSecret: 'not-the-secret' },
  { model: 'users', total: 120, pageSize: 50, collection: 'users', create: { displayName: 'New Person' } },
  { model: 'groups', total: 12, pageSize: 5, collection: 'groups', create: { displayName: 'New group' } },
);

describe('azure directory groups against the simulator', () => {
  it('reads every member of a group, users and nested groups, each an id the unified API answers', async () => {
    const client = harness.client();
    const groups = (
      await listRecords<{ id: string; members: Array<{ id: string; type: string }> }>(adapter, 'groups', client, {
        pageSize: 12,
      })
    ).results;
    const nested = groups.find((group) => group.members.some((member) => member.type === 'GROUP'))!;
    for (const member of nested.members) {
      const model = member.type === 'USER' ? 'users' : 'groups';
      expect(await getRecord<{ id: string }>(adapter, model, client, member.id)).toMatchObject({ id: member.id });
    }
  });
});

describe('azure directory from the documentation’s sample responses', () => {
  const fixtures = useAdapterFixtures(
    adapter,
    import.meta.url,
    { tenantId: 'contoso', clientId: 'c-1', clientSecret: 's-123456' },
    [
      { method: 'POST', path: '/contoso/oauth2/v2.0/token', file: 'token.json' },
      { method: 'GET', path: '/v1.0/users', file: 'list-users.json' },
      { method: 'GET', path: '/v1.0/groups', file: 'list-groups.json' },
      {
        method: 'GET',
        path: '/v1.0/groups/45b7d2e7-b882-4a80-ba97-10b7a63b8fa4/members',
        file: 'list-group-members.json',
      },
    ],
  );

  it('obtains a Graph token for the tenant, then maps users; a disabled account is suspended', async () => {
    expect(await fixtures.onlyPage('users', { pageSize: 100 })).toEqual(fixtures.unified('list-users.unified.json'));
    const [token, list] = fixtures.server.requests;
    expect(token!.body).toMatchObject({
      grant_type: 'client_credentials',
      scope: 'https://graph.microsoft.com/.default',
    });
    const query = new URL(list!.url, 'http://x').searchParams;
    expect([query.get('$top'), query.get('$select')]).toEqual(['100', USER_SELECT]);
  });

  it('maps groups with their members (users and groups, not devices) and aliases from proxyAddresses', async () => {
    expect(await fixtures.onlyPage('groups')).toEqual(fixtures.unified('list-groups.unified.json'));
    const urls = fixtures.server.requests.map((request) => new URL(request.url, 'http://x'));
    expect(urls.find((url) => url.pathname === '/v1.0/groups')!.searchParams.get('$select')).toBe(GROUP_SELECT);
    expect(urls.some((url) => url.pathname.endsWith('/members'))).toBe(true);
  });
});
