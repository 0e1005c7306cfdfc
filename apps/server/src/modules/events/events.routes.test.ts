import { describe, expect, it } from 'vitest';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { eventTypesOf } from '@portal/shared/events/event-types';
import { connectionsEndpoints, integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { memberOf } from '../../test/applications';
import {
  consumerBearer,
  consumerInSandbox as consumerInSandboxOf,
  ownerWithIntegration,
} from '../../test/integrations';
import { type Person, useTestApp } from '../../test/test-app';

const t = useTestApp();

async function page(person: Person, query: Record<string, string>) {
  const answer = await person.api.unchecked(eventsEndpoints.list, { query });
  if (!answer.ok) throw new Error(`${answer.status}: ${answer.error.message}`);
  return { data: answer.data, meta: answer.meta };
}

const consumerInSandbox = () => consumerInSandboxOf(t);

describe('events of a connection', () => {
  it("records the lifecycle in order (added, callable, reset) and lists it newest first with the spec's fields", async () => {
    const { owner, application, consumer, authorization } = await consumerInSandbox();
    await t.api.unchecked(connectionsEndpoints.remove, {
      params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
      headers: { authorization },
    });
    const { data, meta } = await page(owner, { applicationId: application, environment: 'test' });
    expect(data.map((event) => event.eventType)).toEqual([
      'connection.reset',
      'connection.callable',
      'connection.added',
    ]);
    expect(data[0]).toEqual({
      eventId: expect.any(String),
      occuredAt: expect.any(String),
      eventType: 'connection.reset',
      serviceId: 'bamboohr',
      unifiedApi: 'HRIS',
      entityType: null,
      entityId: null,
      consumerId: consumer,
    });
    expect(meta).toEqual({ next: null, previous: null });
  });

  it("records an application's own connection too, and nothing twice for a save that changes no state", async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr', 'test');
    const save = () =>
      owner.api.call(integrationsEndpoints.saveConnection, {
        params: { serviceId: 'bamboohr' },
        query: { application, environment: 'test' },
        body: { settings: {}, sandbox: true },
      });
    await save();
    await save();
    const { data } = await page(owner, { applicationId: application, environment: 'test' });
    expect(data.map((event) => [event.eventType, event.consumerId])).toEqual([
      ['connection.callable', null],
      ['connection.added', null],
    ]);
  });

  it('records a vendor refusal as connection.invalid once, however often it is refused', async () => {
    const { owner, application, consumer } = await consumerInSandbox();
    const scope = await t.services.applications.requireApplication(owner.id, application, null, {
      environment: 'test',
    });
    const row = (
      await t.services.connections.rowsOf(
        { applicationId: scope.applicationId, accountId: scope.accountId, consumerId: consumer },
        ['bamboohr'],
      )
    ).get('bamboohr')!;
    await t.services.connections.markInvalid(row.id, 'The vendor refused the token');
    await t.services.connections.markInvalid(row.id, 'The vendor refused the token');
    const { data } = await page(owner, { applicationId: application, environment: 'test' });
    expect(data.map((event) => event.eventType)).toEqual([
      'connection.invalid',
      'connection.callable',
      'connection.added',
    ]);
  });

  it('mails the members who want connection events once when a connection breaks and once when it works again', async () => {
    const { owner, application, consumer, authorization } = await consumerInSandbox();
    await owner.api.call(usersEndpoints.updateSettings, { body: { hasConnectionEvent: true } });
    const quiet = await memberOf(t, owner, 'TEAM_DEVELOPER');
    const scope = await t.services.applications.requireApplication(owner.id, application, null, {
      environment: 'test',
    });
    const row = (
      await t.services.connections.rowsOf(
        { applicationId: scope.applicationId, accountId: scope.accountId, consumerId: consumer },
        ['bamboohr'],
      )
    ).get('bamboohr')!;
    await t.services.connections.markInvalid(row.id, 'The vendor refused the token');
    await t.services.connections.markInvalid(row.id, 'The vendor refused the token');
    await t.api.call(connectionsEndpoints.save, {
      params: { unifiedApi: 'HRIS', serviceId: 'bamboohr' },
      body: { settings: {}, sandbox: true },
      headers: { authorization },
    });
    const subjects = async (email: string) =>
      (await t.services.mail.list(200))
        .filter((mail) => mail.to === email && mail.subject.startsWith('Connection to'))
        .map((mail) => mail.subject);
    expect(await subjects(owner.email)).toEqual([
      'Connection to bamboohr works again',
      'Connection to bamboohr stopped working',
    ]);
    expect(await subjects(quiet.email)).toEqual([]);
  });
});

describe('GET /api/events', () => {
  it('pages both ways by cursor, 10 a page, and filters by service, unified API, consumer and dates', async () => {
    const { owner, application } = await ownerWithIntegration(t, 'bamboohr');
    const { consumer } = await consumerBearer(t, owner, application);
    const scope = await t.services.applications.requireApplication(owner.id, application, null);
    const start = Date.now() - 60 * 60 * 1000;
    for (let i = 0; i < 12; i += 1) {
      await t.services.events.record(t.services.db, {
        accountId: scope.accountId,
        applicationId: application,
        consumerId: i % 2 === 0 ? consumer : null,
        serviceId: i % 3 === 0 ? 'hibob' : 'personio',
        unifiedApi: i % 4 === 0 ? 'ATS' : 'HRIS',
        eventType: 'hris.employee.updated',
        entityType: 'employee',
        entityId: `e${i}`,
        occuredAt: new Date(start + i * 1000),
      });
    }
    const first = await page(owner, { applicationId: application });
    expect(first.data).toHaveLength(10);
    expect(first.meta.previous).toBeNull();
    const second = await page(owner, { applicationId: application, cursor: first.meta.next! });
    expect(first.data.map((event) => event.entityId)).toEqual([
      'e11',
      'e10',
      'e9',
      'e8',
      'e7',
      'e6',
      'e5',
      'e4',
      'e3',
      'e2',
    ]);
    expect(second.data.map((event) => event.entityId)).toEqual(['e1', 'e0']);
    expect(second.meta.next).toBeNull();
    const back = await page(owner, { applicationId: application, cursor: second.meta.previous! });
    expect(back.data.map((event) => event.eventId)).toEqual(first.data.map((event) => event.eventId));

    const hibob = await page(owner, { applicationId: application, serviceId: 'hibob' });
    expect(hibob.data.map((event) => event.entityId)).toEqual(['e9', 'e6', 'e3', 'e0']);
    const ats = await page(owner, { applicationId: application, unifiedApi: 'ATS' });
    expect(ats.data.map((event) => event.entityId)).toEqual(['e8', 'e4', 'e0']);
    const ofConsumer = await page(owner, { applicationId: application, consumerId: consumer, serviceId: 'personio' });
    expect(ofConsumer.data.map((event) => event.entityId)).toEqual(['e10', 'e8', 'e4', 'e2']);
    const dated = await page(owner, {
      applicationId: application,
      dateFrom: new Date(start + 4500).toISOString(),
      dateTo: new Date(start + 6500).toISOString(),
    });
    expect(dated.data.map((event) => event.entityId)).toEqual(['e6', 'e5']);
  });

  it("answers 404 to a stranger and for another application's consumer; 400 for a bad filter", async () => {
    const { owner, application } = await consumerInSandbox();
    const other = await consumerInSandbox();
    const stranger = await t.signUp();
    expect((await stranger.api.unchecked(eventsEndpoints.list, { query: { applicationId: application } })).status).toBe(
      404,
    );
    const foreign = await owner.api.unchecked(eventsEndpoints.list, {
      query: { applicationId: application, consumerId: other.consumer },
    });
    expect(foreign.error).toMatchObject({ statusCode: 404, message: 'Consumer not found' });
    expect(
      (await owner.api.unchecked(eventsEndpoints.list, { query: { applicationId: application, unifiedApi: 'CRM' } }))
        .status,
    ).toBe(400);
    expect(
      (await owner.api.unchecked(eventsEndpoints.list, { query: { applicationId: application, cursor: 'nope' } }))
        .status,
    ).toBe(400);
  });
});

describe('event types', () => {
  it("lists each model's created, updated and deleted, then the connection events", () => {
    expect(eventTypesOf('AM')).toEqual([
      'am.hardware_asset.created',
      'am.hardware_asset.updated',
      'am.hardware_asset.deleted',
      'connection.added',
      'connection.authorized',
      'connection.callable',
      'connection.invalid',
      'connection.reset',
    ]);
    expect(eventTypesOf('ATS')).toContain('ats.candidate.deleted');
    expect(eventTypesOf('CRM')).toEqual([]);
  });
});
