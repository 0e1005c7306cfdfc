import { describe, expect, it } from 'vitest';
import { directoryEndpoints, scimEndpoints } from '@portal/shared/directory/directory.endpoints';
import { SCIM, SCIM_CONTENT_TYPE } from '@portal/shared/directory/scim.schemas';
import { scimOnSandbox } from '../../test/directory';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const scimConnection = () => scimOnSandbox(t);

// RFC 7644 §3.3's example user.
const BJENSEN = {
  schemas: [SCIM.user],
  userName: 'bjensen',
  externalId: 'bjensen',
  name: { formatted: 'Ms. Barbara J Jensen III', familyName: 'Jensen', givenName: 'Barbara' },
};
const patch = (...Operations: Array<{ op: string; path?: string; value?: unknown }>) => ({
  schemas: [SCIM.patchOp],
  Operations,
});

describe('SCIM users (RFC 7644 examples)', () => {
  it('creates (201, Location, ETag, meta), reads, filters by userName, replaces, patches and deletes', async () => {
    const scim = await scimConnection();
    const created = await scim.raw('POST', '/Users', BJENSEN);
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toContain(SCIM_CONTENT_TYPE);
    const user = created.json<{ id: string; meta: Record<string, string> }>();
    expect(user).toMatchObject({ ...BJENSEN, meta: { resourceType: 'User', version: 'W/"1"' } });
    expect(created.headers.location).toBe(`${scim.baseUrl}/Users/${user.id}`);
    expect(created.headers.etag).toBe('W/"1"');

    const again = await scim.raw('POST', '/Users', { ...BJENSEN, userName: 'BJensen' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      schemas: [SCIM.error],
      status: '409',
      scimType: 'uniqueness',
      detail: 'A user with that userName exists',
    });

    await scim.raw('POST', '/Users', { schemas: [SCIM.user], userName: 'jsmith' });
    const filtered = await scim.raw('GET', `/Users?filter=${encodeURIComponent('userName eq "bjensen"')}`);
    expect(filtered.json()).toMatchObject({
      schemas: [SCIM.listResponse],
      totalResults: 1,
      startIndex: 1,
      itemsPerPage: 1,
      Resources: [{ id: user.id, userName: 'bjensen' }],
    });
    const paged = (await scim.raw('GET', '/Users?startIndex=2&count=1')).json();
    expect(paged).toMatchObject({
      totalResults: 2,
      startIndex: 2,
      itemsPerPage: 1,
      Resources: [{ userName: 'jsmith' }],
    });
    const bad = await scim.raw('GET', `/Users?filter=${encodeURIComponent('userName sw "b"')}`);
    expect(bad.json()).toMatchObject({ status: '400', scimType: 'invalidFilter' });

    // RFC 7644 §3.5.1: PUT replaces the whole resource.
    const replaced = await scim.raw('PUT', `/Users/${user.id}`, {
      ...BJENSEN,
      id: user.id,
      name: { ...BJENSEN.name, middleName: 'Jane' },
      roles: [],
      emails: [{ value: 'bjensen@example.com' }, { value: 'babs@jensen.org' }],
    });
    expect(replaced.json()).toMatchObject({
      name: { middleName: 'Jane' },
      emails: [{}, {}],
      meta: { version: 'W/"2"' },
    });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/scim/v2/${scim.connectionId}/Users/${user.id}`,
      headers: { ...scim.headers, 'if-match': 'W/"1"' },
      payload: BJENSEN,
    });
    expect(stale.statusCode).toBe(412);

    // RFC 7644 §3.5.2: add without a path, replace of a filtered value, remove of an attribute.
    const patched = await scim.raw(
      'PATCH',
      `/Users/${user.id}`,
      patch(
        { op: 'add', value: { emails: [{ value: 'babs@jensen.org', type: 'home' }], nickname: 'Babs' } },
        { op: 'replace', path: 'emails[value eq "bjensen@example.com"].type', value: 'work' },
        { op: 'Replace', path: 'active', value: 'False' },
        { op: 'remove', path: 'name.middleName' },
        { op: 'add', path: `${SCIM.enterpriseUser}:department`, value: 'Tour Operations' },
      ),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      nickname: 'Babs',
      active: false,
      emails: [{ value: 'bjensen@example.com', type: 'work' }, { value: 'babs@jensen.org' }],
      [SCIM.enterpriseUser]: { department: 'Tour Operations' },
      schemas: [SCIM.user, SCIM.enterpriseUser],
    });
    expect(patched.json<{ name: object }>().name).not.toHaveProperty('middleName');
    const readOnly = await scim.raw('PATCH', `/Users/${user.id}`, patch({ op: 'replace', path: 'id', value: 'x' }));
    expect(readOnly.json()).toMatchObject({ status: '400', scimType: 'mutability' });

    expect((await scim.raw('DELETE', `/Users/${user.id}`)).statusCode).toBe(204);
    const gone = await scim.raw('GET', `/Users/${user.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ schemas: [SCIM.error], status: '404', detail: `User ${user.id} not found` });
  });

  it('answers its discovery documents and refuses a body that is not a user with SCIM errors', async () => {
    const scim = await scimConnection();
    const config = (await scim.raw('GET', '/ServiceProviderConfig')).json();
    expect(config).toMatchObject({
      schemas: [SCIM.serviceProviderConfig],
      patch: { supported: true },
      filter: { supported: true },
    });
    const types = (await scim.raw('GET', '/ResourceTypes')).json<{ Resources: Array<{ id: string }> }>();
    expect(types.Resources.map((type) => type.id)).toEqual(['User', 'Group']);
    const schemas = (await scim.raw('GET', '/Schemas')).json<{ Resources: Array<{ id: string }> }>();
    expect(schemas.Resources.map((schema) => schema.id)).toEqual([SCIM.user, SCIM.group, SCIM.enterpriseUser]);
    expect((await scim.raw('POST', '/Users', { schemas: [SCIM.user] })).json()).toMatchObject({
      schemas: [SCIM.error],
      status: '400',
      scimType: 'invalidValue',
    });
    const unreadable = await t.app.inject({
      method: 'POST',
      url: `/scim/v2/${scim.connectionId}/Users`,
      headers: { ...scim.headers, 'content-type': SCIM_CONTENT_TYPE },
      payload: '{"userName":',
    });
    expect(unreadable.json()).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
    expect((await scim.raw('GET', '/Nothing')).json()).toMatchObject({ schemas: [SCIM.error], status: '404' });
  });
});

describe('SCIM groups and membership (RFC 7644 §3.5.2)', () => {
  it('adds members, removes one by a filtered path and all of them, and leaves a deleted user out', async () => {
    const scim = await scimConnection();
    const user = async (userName: string) =>
      (await scim.raw('POST', '/Users', { schemas: [SCIM.user], userName })).json<{ id: string }>().id;
    const [babs, mandy] = [await user('babs'), await user('mandy')];
    const group = (
      await scim.raw('POST', '/Groups', { schemas: [SCIM.group], displayName: 'Tour Guides', members: [] })
    ).json<{ id: string }>();
    const membersOf = async () =>
      (await scim.raw('GET', `/Groups/${group.id}`))
        .json<{ members: Array<{ value: string }> }>()
        .members.map((member) => member.value);

    await scim.raw(
      'PATCH',
      `/Groups/${group.id}`,
      patch({ op: 'add', path: 'members', value: [{ display: 'Babs Jensen', value: babs }, { value: mandy }] }),
    );
    expect(await membersOf()).toEqual([babs, mandy]);
    await scim.raw('PATCH', `/Groups/${group.id}`, patch({ op: 'remove', path: `members[value eq "${babs}"]` }));
    expect(await membersOf()).toEqual([mandy]);
    // Entra removes with a value list instead of a filter.
    await scim.raw('PATCH', `/Groups/${group.id}`, patch({ op: 'add', path: 'members', value: [{ value: babs }] }));
    await scim.raw('PATCH', `/Groups/${group.id}`, patch({ op: 'remove', path: 'members', value: [{ value: mandy }] }));
    expect(await membersOf()).toEqual([babs]);
    await scim.raw(
      'PATCH',
      `/Groups/${group.id}`,
      patch({ op: 'replace', path: 'members', value: [{ value: mandy }] }),
    );
    expect(await membersOf()).toEqual([mandy]);
    await scim.raw('DELETE', `/Users/${mandy}`);
    expect(await membersOf()).toEqual([]);

    const stranger = await scim.raw(
      'PATCH',
      `/Groups/${group.id}`,
      patch({ op: 'add', path: 'members', value: [{ value: '2819c223-7f76-453a-919d-413861904646' }] }),
    );
    expect(stranger.json()).toMatchObject({ status: '400', scimType: 'invalidValue' });
    const byName = (
      await scim.raw('GET', `/Groups?filter=${encodeURIComponent('displayName eq "tour guides"')}`)
    ).json();
    expect(byName).toMatchObject({ totalResults: 1, Resources: [{ id: group.id }] });
    await scim.raw('PATCH', `/Groups/${group.id}`, patch({ op: 'remove', path: 'members' }));
    expect((await scim.raw('GET', `/Groups/${group.id}`)).json()).not.toHaveProperty('members');
  });
});

describe('SCIM tokens', () => {
  it('refuses no token, a rotated one, a removed one, and one team’s token on another’s connection', async () => {
    const first = await scimConnection();
    const other = await scimConnection();
    const call = (connectionId: string, token: string) =>
      t.api.unchecked(scimEndpoints.listUsers, {
        params: { connectionId },
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await call(first.connectionId, first.token)).status).toBe(200);
    for (const answer of [await call(other.connectionId, first.token), await call(first.connectionId, other.token)]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ schemas: [SCIM.error], status: '401' });
    }
    const rotated = await first.owner.api.call(directoryEndpoints.createScimToken, {
      body: { application: first.application, environment: 'test', connectionId: first.connectionId },
    });
    expect((await call(first.connectionId, first.token)).status).toBe(401);
    expect((await call(first.connectionId, rotated.data.token)).status).toBe(200);
    // Only the hash is kept: the settings never answer the token again.
    const settings = await first.owner.api.call(directoryEndpoints.scimSettings, {
      query: { application: first.application, environment: 'test', connectionId: first.connectionId },
    });
    expect(JSON.stringify(settings.data)).not.toContain(rotated.data.token);
    expect(settings.data).toMatchObject({ baseUrl: `${first.baseUrl}`, tokenCreatedAt: expect.any(String) });
    await first.owner.api.call(directoryEndpoints.removeScimToken, {
      body: { application: first.application, environment: 'test', connectionId: first.connectionId },
    });
    expect((await call(first.connectionId, rotated.data.token)).status).toBe(401);
    // The other team cannot make a token for this connection either.
    const foreign = await other.owner.api.unchecked(directoryEndpoints.createScimToken, {
      body: { application: other.application, environment: 'test', connectionId: first.connectionId },
    });
    expect(foreign.status).toBe(404);
  });
});
