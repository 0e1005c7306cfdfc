import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { SCIM } from '@portal/shared/directory/scim.schemas';
import { eventTypesOf } from '@portal/shared/events/event-types';
import { type SandboxChange, syncEndpoints } from '@portal/shared/sync/sync.endpoints';
import { directoryGroupSchema, directoryUserSchema } from '@portal/shared/unified/directory.schemas';
import { UNIFIED_MODEL_ENDPOINTS } from '@portal/shared/unified/unified.endpoints';
import { loadConfig } from '../../config';
import { scimOnSandbox } from '../../test/directory';
import { environmentRowOf } from '../../test/integrations';
import { fullLogs } from '../../test/request-logs';
import { TEST_SECRET_KEY, type Person, useTestApp } from '../../test/test-app';
import { createSyncService } from '../sync/sync.service';

// The background worker is off: the test runs syncs itself, on a clock of its own.
const t = useTestApp({ SYNC_TICK_SECONDS: '0' });

const endpointOf = (model: 'users' | 'groups', operation: 'list' | 'get') =>
  UNIFIED_MODEL_ENDPOINTS.find((endpoint) => endpoint.id === `unified.directory.${model}.${operation}`)!;

const entityEvents = async (owner: Person, application: string) =>
  (
    await owner.api.call(eventsEndpoints.list, {
      query: { applicationId: application, environment: 'test', limit: 100 },
    })
  ).data
    .filter((event) => !event.eventType.startsWith('connection.'))
    .map((event) => [event.eventType, event.entityId]);

describe('directory models', () => {
  it('are served at /unified/directory/users and /groups, with directory.* event types', () => {
    expect([endpointOf('users', 'list').path, endpointOf('groups', 'get').path]).toEqual([
      '/directory/users',
      '/directory/groups/:id',
    ]);
    expect(eventTypesOf('SSO')).toEqual(
      expect.arrayContaining([
        'directory.user.created',
        'directory.user.updated',
        'directory.user.deleted',
        'directory.group.created',
        'directory.group.updated',
        'directory.group.deleted',
      ]),
    );
  });

  it.each(['azure-directory', 'google-workspace'])(
    '%s: a sandbox connection answers users and groups with their members',
    async (serviceId) => {
      const { authorization } = await scimOnSandbox(t, serviceId, { token: false });
      const users = await t.api.unchecked(endpointOf('users', 'list'), {
        query: { pageSize: 5 },
        headers: { authorization },
      });
      expect(users.status, JSON.stringify(users.body)).toBe(200);
      for (const user of users.data as object[]) directoryUserSchema.parse(user);
      const groups = await t.api.unchecked(endpointOf('groups', 'list'), { query: {}, headers: { authorization } });
      const first = (groups.data as Array<{ id: string; members: Array<{ id: string; type: string }> }>)[0]!;
      directoryGroupSchema.parse(first);
      const member = first.members.find((one) => one.type === 'USER')!;
      const one = await t.api.unchecked(endpointOf('users', 'get'), {
        params: { id: member.id },
        headers: { authorization },
      });
      expect(one.data).toMatchObject({ id: member.id });
    },
  );
});

describe('directory change detection', () => {
  it('records directory.user.* and a member change as directory.group.updated', async () => {
    const { owner, application, connectionId } = await scimOnSandbox(t, 'azure-directory', { token: false });
    let clock = new Date();
    const sync = createSyncService({
      ...t.services,
      config: loadConfig({ NODE_ENV: 'test', SECRET_KEY: TEST_SECRET_KEY, SYNC_INTERVAL_SECONDS: '60' }),
      log: pino({ level: 'silent' }),
      now: () => clock,
    });
    const change = async (collection: string, body: SandboxChange) =>
      (await t.api.call(syncEndpoints.changeSandbox, { params: { connectionId, collection }, body })).data.record as {
        id: string;
        memberIds?: string[];
      };
    await sync.runDue();
    expect(await entityEvents(owner, application)).toEqual([]);

    const joiner = await change('users', { action: 'create', fields: { displayName: 'Grace Hopper' } });
    const groups = (await t.services.connections.byId(connectionId))!;
    expect(groups.serviceId).toBe('azure-directory');
    const group = await change('groups', { action: 'create', fields: { displayName: 'Navigators' } });
    clock = new Date(clock.getTime() + 61_000);
    await sync.runDue();
    expect((await entityEvents(owner, application)).sort()).toEqual(
      [
        ['directory.group.created', group.id],
        ['directory.user.created', joiner.id],
      ].sort(),
    );
    await change('groups', { action: 'update', id: group.id, fields: { memberIds: [joiner.id] } });
    await change('users', { action: 'update', id: joiner.id, fields: { jobTitle: 'Rear Admiral' } });
    clock = new Date(clock.getTime() + 61_000);
    await sync.runDue();
    expect((await entityEvents(owner, application)).slice(0, 2).sort()).toEqual(
      [
        ['directory.group.updated', group.id],
        ['directory.user.updated', joiner.id],
      ].sort(),
    );
    await change('users', { action: 'delete', id: joiner.id });
    clock = new Date(clock.getTime() + 61_000);
    await sync.runDue();
    // The user is gone, and with it the group's only member.
    expect((await entityEvents(owner, application)).slice(0, 2).sort()).toEqual(
      [
        ['directory.group.updated', group.id],
        ['directory.user.deleted', joiner.id],
      ].sort(),
    );
  });
});

describe('SCIM pushes', () => {
  it('become the users and groups the unified API answers, with the same events, and the connection is not polled', async () => {
    const scim = await scimOnSandbox(t);
    let clock = new Date();
    const sync = createSyncService({
      ...t.services,
      config: loadConfig({ NODE_ENV: 'test', SECRET_KEY: TEST_SECRET_KEY, SYNC_INTERVAL_SECONDS: '60' }),
      log: pino({ level: 'silent' }),
      now: () => clock,
    });
    const user = (
      await scim.raw('POST', '/Users', {
        schemas: [SCIM.user],
        userName: 'bjensen@example.com',
        externalId: '00u1esetxrHD3JUM1357',
        name: { givenName: 'Barbara', familyName: 'Jensen' },
        emails: [{ value: 'bjensen@example.com', primary: true, type: 'work' }],
        active: true,
      })
    ).json<{ id: string }>();
    const group = (
      await scim.raw('POST', '/Groups', {
        schemas: [SCIM.group],
        displayName: 'Tour Guides',
        members: [{ value: user.id }],
      })
    ).json<{ id: string }>();
    await scim.raw('PATCH', `/Users/${user.id}`, {
      schemas: [SCIM.patchOp],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    await scim.raw('PATCH', `/Groups/${group.id}`, {
      schemas: [SCIM.patchOp],
      Operations: [{ op: 'remove', path: `members[value eq "${user.id}"]` }],
    });

    const users = await t.api.unchecked(endpointOf('users', 'list'), {
      headers: { authorization: scim.authorization },
    });
    expect(users.data).toEqual([
      {
        id: user.id,
        remoteId: '00u1esetxrHD3JUM1357',
        userName: 'bjensen@example.com',
        email: 'bjensen@example.com',
        firstName: 'Barbara',
        lastName: 'Jensen',
        displayName: null,
        status: 'SUSPENDED',
        orgUnit: null,
        jobTitle: null,
        isAdmin: null,
      },
    ]);
    const one = await t.api.unchecked(endpointOf('groups', 'get'), {
      params: { id: group.id },
      headers: { authorization: scim.authorization },
    });
    expect(one.data).toMatchObject({ id: group.id, name: 'Tour Guides', members: [] });

    await scim.raw('DELETE', `/Groups/${group.id}`);
    expect((await entityEvents(scim.owner, scim.application)).reverse()).toEqual([
      ['directory.user.created', user.id],
      ['directory.group.created', group.id],
      ['directory.user.updated', user.id],
      ['directory.group.updated', group.id],
      ['directory.group.deleted', group.id],
    ]);
    const recorded = await scim.owner.api.call(eventsEndpoints.list, {
      query: { applicationId: scim.application, environment: 'test', limit: 10 },
    });
    expect(recorded.data.find((event) => event.eventType === 'directory.user.updated')).toMatchObject({
      consumerId: scim.consumer,
      serviceId: 'azure-directory',
      entityType: 'user',
    });

    // Each push is in the connection's request log (a platform call), without the token or the person's data.
    await t.flush();
    const logs = await fullLogs(t.services, {
      accountId: scim.owner.teamId,
      applicationId: await environmentRowOf(t, scim.owner, scim.application, 'test'),
      limit: 100,
      syncs: 'shown',
    });
    const pushes = logs.filter((log) => log.request.url.endsWith('(SCIM)'));
    expect(pushes.map((log) => `${log.request.method} ${log.request.url} ${log.response.status}`)).toContain(
      'POST /scim/v2/:connectionId/Users (SCIM) 201',
    );
    expect(JSON.stringify(pushes)).not.toContain(scim.token);
    expect(JSON.stringify(pushes)).not.toContain('bjensen');

    // A pushing connection is not polled: a user added at the vendor never becomes an event.
    await sync.runDue();
    await t.api.call(syncEndpoints.changeSandbox, {
      params: { connectionId: scim.connectionId, collection: 'users' },
      body: { action: 'create', fields: { displayName: 'Polled Person' } },
    });
    clock = new Date(clock.getTime() + 61_000);
    await sync.runDue();
    expect(await entityEvents(scim.owner, scim.application)).toHaveLength(5);
  });
});
