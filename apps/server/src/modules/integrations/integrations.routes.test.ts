import { describe, expect, it } from 'vitest';
import {
  connectorsEndpoints,
  integrationsEndpoints,
  unifyApiEndpoints,
} from '@portal/shared/integrations/integrations.endpoints';
import { UNIFIED_APIS } from '@portal/shared/connectors/connectors.constants';
import { newApplication } from '../../test/applications';
import { type Person, useTestApp } from '../../test/test-app';

const t = useTestApp();

/** The owner's application and a member with `role` in the owner's team. */
async function teamWith(role: 'TEAM_ADMIN' | 'TEAM_DEVELOPER' | 'TEAM_USER') {
  const owner = await t.signUp();
  const application = await newApplication(owner);
  const member = await t.signUp();
  await t.services.teams.addMember(owner.teamId, member.id, role);
  return { owner, application, member };
}

const enable = (person: Person, application: string, serviceId: string, isEnabled = true) =>
  person.api.unchecked(integrationsEndpoints.update, {
    params: { serviceId },
    body: { accountId: person.teamId, serviceId, application, isEnabled },
  });

describe('the catalog', () => {
  it('lists the 31 connectors with their settings schema, secrets marked writeOnly, and the file connectors', async () => {
    const owner = await t.signUp();
    const connectors = (await owner.api.call(connectorsEndpoints.list)).data;
    expect(connectors).toHaveLength(31);
    const bamboo = connectors.find((connector) => connector.serviceId === 'bamboohr')!;
    expect(bamboo).toMatchObject({
      name: 'BambooHR',
      unifiedApi: 'HRIS',
      authType: 'basic',
      docUrl: expect.stringMatching(/^https:\/\//),
      secretSettings: ['apiKey'],
    });
    expect((bamboo.settingsSchema.properties as Record<string, { writeOnly?: boolean }>).apiKey!.writeOnly).toBe(true);
    expect(bamboo.logo).toMatch(/^data:image\/svg\+xml/);
    expect(
      connectors
        .filter((connector) => connector.receivesFiles)
        .map((connector) => connector.serviceId)
        .sort(),
    ).toEqual(['dustin', 'inrego', 'netset', 'velory', 'webmercs']);
    expect(new Set(connectors.map((connector) => connector.unifiedApi))).toEqual(new Set(UNIFIED_APIS));
  });

  it('lists the unified APIs with their models and endpoints, and a model schema per connector', async () => {
    const owner = await t.signUp();
    const apis = (await owner.api.call(unifyApiEndpoints.list)).data;
    expect(apis.map((api) => api.unifiedApi)).toEqual([...UNIFIED_APIS]);
    expect(apis.find((api) => api.unifiedApi === 'HRIS')!.models[0]).toMatchObject({
      key: 'employees',
      endpoints: [
        { method: 'GET', path: '/hris/employees' },
        { method: 'GET', path: '/hris/employees/{id}' },
        { method: 'POST', path: '/hris/employees', operation: 'create' },
        { method: 'PATCH', path: '/hris/employees/{id}', operation: 'update' },
        { method: 'POST', path: '/hris/employees/{id}/terminate', operation: 'update', action: 'terminate' },
      ],
    });
    const schema = (
      await owner.api.call(integrationsEndpoints.schema, { params: { serviceId: 'bamboohr', type: 'employees' } })
    ).data;
    // BambooHR's adapter writes employees too (terminate is allowed by `update`).
    expect(schema).toMatchObject({
      unifiedApi: 'HRIS',
      name: 'Employee',
      operations: ['list', 'get', 'create', 'update'],
    });
    expect(Object.keys(schema.schema.properties as object)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'workEmail']),
    );
    const unknown = await owner.api.unchecked(integrationsEndpoints.schema, {
      params: { serviceId: 'bamboohr', type: 'devices' },
    });
    expect(unknown.error).toMatchObject({ statusCode: 404, message: 'This connector has no such model' });
    expect((await t.api.unchecked(connectorsEndpoints.list)).status).toBe(401);
  });
});

describe('integrations of an application', () => {
  it('starts with every connector disabled, then enabled needs configuration, then configured once saved', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    const list = (await owner.api.call(integrationsEndpoints.list, { query: { application } })).data;
    expect(list).toHaveLength(31);
    expect(new Set(list.map((item) => item.state))).toEqual(new Set(['disabled']));
    expect(list.find((item) => item.serviceId === 'dustin')!.connection).toMatchObject({
      state: 'available',
      id: null,
      settings: {},
    });

    const enabled = (await enable(owner, application, 'dustin')).data!;
    expect(enabled).toMatchObject({
      isEnabled: true,
      state: 'needs_configuration',
      application,
      accountId: owner.teamId,
    });
    const saved = (
      await owner.api.call(integrationsEndpoints.saveConnection, {
        params: { serviceId: 'dustin' },
        query: { application },
        body: { settings: {}, enabled: true },
      })
    ).data;
    expect(saved.state).toBe('added');
    expect(
      (await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'dustin' }, query: { application } }))
        .data.state,
    ).toBe('configured');

    const disabled = (await enable(owner, application, 'dustin', false)).data!;
    expect(disabled).toMatchObject({ isEnabled: false, state: 'disabled' });
  });

  it('refuses a second integration on the Free plan, and many enabled at once never pass the limit', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    expect((await enable(owner, application, 'bamboohr')).ok).toBe(true);
    const second = await enable(owner, application, 'hibob');
    expect(second.error).toEqual({
      statusCode: 403,
      code: 'PLAN_LIMIT',
      message: 'The Free plan allows 1 integration. Upgrade your plan to add more.',
    });
    // Enabling the one enabled again is no new integration.
    expect((await enable(owner, application, 'bamboohr')).ok).toBe(true);

    const other = await t.signUp();
    const otherApplication = await newApplication(other);
    const services = [
      'bamboohr',
      'hibob',
      'deel',
      'kandji',
      'jamf',
      'servicenow',
      'teamtailor',
      'postnord',
      'ingram',
      'dustin',
    ];
    const answers = await Promise.all(services.map((serviceId) => enable(other, otherApplication, serviceId)));
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual(
      [200, ...services.slice(1).map(() => 403)],
    );
    const enabled = (
      await other.api.call(integrationsEndpoints.list, { query: { application: otherApplication } })
    ).data.filter((item) => item.isEnabled);
    expect(enabled).toHaveLength(1);
  });

  it('lets Owner and Admin enable, not a Developer or Viewer; strangers see nothing', async () => {
    for (const role of ['TEAM_DEVELOPER', 'TEAM_USER'] as const) {
      const { owner, application, member } = await teamWith(role);
      const refused = await enable({ ...member, teamId: owner.teamId }, application, 'dustin');
      expect(refused.error).toMatchObject({ statusCode: 403, message: "You don't have permission" });
      expect((await member.api.call(integrationsEndpoints.list, { query: { application } })).data).toHaveLength(31);
    }
    const { owner, application, member } = await teamWith('TEAM_ADMIN');
    expect((await enable({ ...member, teamId: owner.teamId }, application, 'dustin')).data).toMatchObject({
      isEnabled: true,
    });
    const stranger = await t.signUp();
    expect((await stranger.api.unchecked(integrationsEndpoints.list, { query: { application } })).status).toBe(404);
    expect((await enable(stranger, application, 'dustin')).status).toBe(404);
    // The team in the body must be the application's.
    expect(
      (
        await owner.api.unchecked(integrationsEndpoints.update, {
          params: { serviceId: 'dustin' },
          body: { accountId: stranger.teamId, serviceId: 'dustin', application, isEnabled: true },
        })
      ).status,
    ).toBe(404);
  });

  it('answers 404 for a service the catalog does not have', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    const answer = await owner.api.unchecked(integrationsEndpoints.get, {
      params: { serviceId: 'nope' },
      query: { application },
    });
    expect(answer.error).toMatchObject({
      statusCode: 404,
      code: 'CONNECTOR_NOT_FOUND',
      message: 'Connector not found',
    });
  });
});

describe('scope and field mappings', () => {
  it('exposes every model and operation by default, and changes them one by one', async () => {
    const owner = await t.signUp();
    const app = await newApplication(owner);
    const account = owner.teamId;
    const at = (type: string) => ({ params: { serviceId: 'teamtailor', app, type }, query: { account } });
    const initial = (
      await owner.api.call(integrationsEndpoints.get, {
        params: { serviceId: 'teamtailor' },
        query: { application: app },
      })
    ).data;
    expect(initial.scope).toEqual({ jobs: ['list', 'get'], candidates: ['list', 'get'] });
    expect(
      (await owner.api.call(integrationsEndpoints.putScope, { ...at('jobs'), body: { operations: ['list'] } })).data
        .scope.jobs,
    ).toEqual(['list']);
    expect(
      (
        await owner.api.call(integrationsEndpoints.patchScope, {
          ...at('jobs'),
          body: { operation: 'get', enabled: true },
        })
      ).data.scope.jobs,
    ).toEqual(['list', 'get']);
    expect(
      (
        await owner.api.call(integrationsEndpoints.patchScope, {
          ...at('jobs'),
          body: { operation: 'list', enabled: false },
        })
      ).data.scope.jobs,
    ).toEqual(['get']);
    const removed = (await owner.api.call(integrationsEndpoints.deleteScope, at('candidates'))).data;
    expect(removed.scope).toEqual({ jobs: ['get'], candidates: [] });
    // What the unified API will apply.
    expect(await t.services.integrations.rulesFor(app, 'teamtailor', 'jobs')).toEqual({
      operations: ['get'],
      fieldMappings: [],
    });
    expect(
      (await owner.api.unchecked(integrationsEndpoints.putScope, { ...at('devices'), body: { operations: ['list'] } }))
        .status,
    ).toBe(404);
    expect(
      (
        await owner.api.unchecked(integrationsEndpoints.putScope, {
          params: { serviceId: 'teamtailor', app, type: 'jobs' },
          query: { account: 'another' },
          body: { operations: [] },
        })
      ).status,
    ).toBe(404);
  });

  it('adds, changes, orders, replaces and removes field mappings; custom fields need a plan that has them', async () => {
    const owner = await t.signUp();
    const app = await newApplication(owner);
    const where = { params: { serviceId: 'bamboohr', app }, query: { account: owner.teamId } };
    const first = (
      await owner.api.call(integrationsEndpoints.putRemap, {
        ...where,
        body: { type: 'employees', from: 'customEmployeeNumber', to: 'employeeNumber' },
      })
    ).data;
    const second = (
      await owner.api.call(integrationsEndpoints.putRemap, {
        ...where,
        body: { type: 'employees', from: 'workPhone', to: 'workPhone' },
      })
    ).data;
    const [a, b] = second.remapInstructions;
    expect(first.remapInstructions).toHaveLength(1);
    expect([a, b]).toMatchObject([
      { type: 'employees', from: 'customEmployeeNumber', to: 'employeeNumber', order: 0 },
      { from: 'workPhone', order: 1 },
    ]);
    const changed = (
      await owner.api.call(integrationsEndpoints.putRemap, {
        ...where,
        body: { type: 'employees', id: a!.id, from: 'employeeId', to: 'employeeNumber' },
      })
    ).data;
    expect(changed.remapInstructions[0]).toMatchObject({ id: a!.id, from: 'employeeId' });
    const ordered = (
      await owner.api.call(integrationsEndpoints.orderRemap, {
        ...where,
        body: { type: 'employees', ids: [b!.id, a!.id] },
      })
    ).data;
    expect(ordered.remapInstructions.map((remap) => remap.id)).toEqual([b!.id, a!.id]);
    expect(await t.services.integrations.rulesFor(app, 'bamboohr', 'employees')).toEqual({
      operations: ['list', 'get', 'create', 'update'],
      fieldMappings: [
        { from: 'workPhone', to: 'workPhone' },
        { from: 'employeeId', to: 'employeeNumber' },
      ],
    });
    const custom = await owner.api.unchecked(integrationsEndpoints.putRemap, {
      ...where,
      body: { type: 'employees', from: 'costCenter', to: 'customFields.costCenter' },
    });
    expect(custom.error).toMatchObject({
      statusCode: 403,
      code: 'PLAN_LIMIT',
      message: 'The Free plan does not include custom field mapping. Upgrade your plan to map custom fields.',
    });
    const badPath = await owner.api.unchecked(integrationsEndpoints.putRemap, {
      ...where,
      body: { type: 'employees', from: 'a b', to: 'x' },
    });
    expect(badPath.status).toBe(400);
    const replaced = (
      await owner.api.call(integrationsEndpoints.patchFields, {
        params: { ...where.params, type: 'employees' },
        query: where.query,
        body: { fields: [{ from: 'nickname', to: 'displayFullName' }] },
      })
    ).data;
    expect(replaced.remapInstructions).toMatchObject([{ from: 'nickname', to: 'displayFullName', order: 0 }]);
    const gone = (
      await owner.api.call(integrationsEndpoints.deleteRemap, {
        params: { ...where.params, id: replaced.remapInstructions[0]!.id },
        query: where.query,
      })
    ).data;
    expect(gone.remapInstructions).toEqual([]);
    expect(
      (
        await owner.api.unchecked(integrationsEndpoints.deleteRemap, {
          params: { ...where.params, id: a!.id },
          query: where.query,
        })
      ).status,
    ).toBe(404);
  });

  it('keeps scope and mappings to Owner and Admin', async () => {
    const { owner, application, member } = await teamWith('TEAM_DEVELOPER');
    const answer = await member.api.unchecked(integrationsEndpoints.putScope, {
      params: { serviceId: 'bamboohr', app: application, type: 'employees' },
      query: { account: owner.teamId },
      body: { operations: [] },
    });
    expect(answer.status).toBe(403);
  });
});
