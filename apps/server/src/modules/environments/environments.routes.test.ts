import { describe, expect, it } from 'vitest';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import type { Environment } from '@portal/shared/common/environment';
import { environmentsEndpoints } from '@portal/shared/environments/environments.endpoints';
import { integrationsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { webhooksEndpoints } from '@portal/shared/webhooks/webhooks.endpoints';
import { memberOf, newApplication } from '../../test/applications';
import { type Person, useTestApp } from '../../test/test-app';

const t = useTestApp();

const HOOK = 'https://hooks.example.com/portal';

const enable = (owner: Person, application: string, serviceId: string, environment: Environment, isEnabled = true) =>
  owner.api.call(integrationsEndpoints.update, {
    params: { serviceId },
    body: { accountId: owner.teamId, serviceId, application, isEnabled, environment },
  });

const diffOf = async (person: Person, application: string) =>
  (await person.api.call(environmentsEndpoints.diff, { query: { application } })).data;

const promote = (person: Person, application: string, changes: string[]) =>
  person.api.unchecked(environmentsEndpoints.promote, { body: { application, changes } });

/** In test: BambooHR enabled, its employees exposed for list only and mapped, a webhook; live has none of it. */
async function testSettings(owner: Person, application: string) {
  await enable(owner, application, 'bamboohr', 'test');
  const at = { params: { serviceId: 'bamboohr', app: application }, query: { account: owner.teamId } };
  const inTest = { query: { account: owner.teamId, environment: 'test' as const } };
  await owner.api.call(integrationsEndpoints.putScope, {
    params: { ...at.params, type: 'employees' },
    ...inTest,
    body: { operations: ['list'] },
  });
  await owner.api.call(integrationsEndpoints.putRemap, {
    ...at,
    ...inTest,
    body: { type: 'employees', from: 'workPhone', to: 'phone' },
  });
  await owner.api.call(webhooksEndpoints.create, {
    body: {
      application,
      environment: 'test',
      deliveryUrl: HOOK,
      unifiedApi: 'HRIS',
      events: ['hris.employee.updated', 'hris.employee.created'],
    },
  });
}

describe('promoting test settings to live', () => {
  it('lists nothing while test and live have the same settings', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    expect(await diffOf(owner, application)).toEqual([]);
    expect((await owner.api.call(environmentsEndpoints.promotions, { query: { application } })).data).toEqual([]);
  });

  it('lists what test has, applies the chosen changes to live only, and records who promoted them', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    await testSettings(owner, application);
    const diff = await diffOf(owner, application);
    expect(diff).toEqual([
      {
        id: 'integration:bamboohr',
        kind: 'integration',
        change: 'add',
        subject: 'BambooHR',
        detail: 'HRIS',
        test: ['Enabled'],
        live: ['Disabled'],
      },
      {
        id: 'scope:bamboohr:employees',
        kind: 'scope',
        change: 'change',
        subject: 'BambooHR',
        detail: 'employees',
        test: ['list'],
        live: ['create', 'get', 'list', 'update'],
      },
      {
        id: 'fieldMappings:bamboohr:employees',
        kind: 'fieldMappings',
        change: 'add',
        subject: 'BambooHR',
        detail: 'employees',
        test: ['workPhone → phone'],
        live: ['No field mappings'],
      },
      {
        id: `webhook:HRIS:${HOOK}`,
        kind: 'webhook',
        change: 'add',
        subject: HOOK,
        detail: 'HRIS',
        test: ['hris.employee.created', 'hris.employee.updated'],
        live: ['No webhook'],
      },
    ]);

    const applied = await promote(owner, application, ['integration:bamboohr', 'fieldMappings:bamboohr:employees']);
    expect(applied.status).toBe(201);
    expect(applied.data!.changes.map((change) => change.id)).toEqual([
      'integration:bamboohr',
      'fieldMappings:bamboohr:employees',
    ]);
    // Live has exactly those: BambooHR enabled and mapped, its scope and the webhooks unchanged.
    const live = (
      await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'bamboohr' }, query: { application } })
    ).data;
    expect(live.isEnabled).toBe(true);
    expect(live.scope.employees).toEqual(['list', 'get', 'create', 'update']);
    expect(live.remapInstructions).toMatchObject([{ type: 'employees', from: 'workPhone', to: 'phone', order: 0 }]);
    expect((await owner.api.call(webhooksEndpoints.list, { query: { applicationId: application } })).data).toEqual([]);
    expect((await diffOf(owner, application)).map((change) => change.id)).toEqual([
      'scope:bamboohr:employees',
      `webhook:HRIS:${HOOK}`,
    ]);

    // The rest: the webhook arrives in live like test's, and the two environments agree.
    expect((await promote(owner, application, ['scope:bamboohr:employees', `webhook:HRIS:${HOOK}`])).status).toBe(201);
    expect(await diffOf(owner, application)).toEqual([]);
    const hooks = (await owner.api.call(webhooksEndpoints.list, { query: { applicationId: application } })).data;
    expect(hooks).toMatchObject([
      { deliveryUrl: HOOK, unifiedApi: 'HRIS', events: ['hris.employee.created', 'hris.employee.updated'] },
    ]);
    expect(
      (await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'bamboohr' }, query: { application } }))
        .data.scope.employees,
    ).toEqual(['list']);

    const record = (await owner.api.call(environmentsEndpoints.promotions, { query: { application } })).data;
    expect(record.map((promotion) => promotion.changes.map((change) => change.id))).toEqual([
      ['scope:bamboohr:employees', `webhook:HRIS:${HOOK}`],
      ['integration:bamboohr', 'fieldMappings:bamboohr:employees'],
    ]);
    expect(record[0]!.by).toEqual({ id: owner.id, name: 'Ada Lovelace', email: owner.email });
  });

  it('removes from live what test lacks, and changes a webhook to test’s events', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    await enable(owner, application, 'hibob', 'live');
    const hook = (environment: Environment, events: string[]) =>
      owner.api.call(webhooksEndpoints.create, {
        body: { application, environment, deliveryUrl: HOOK, unifiedApi: 'HRIS', events },
      });
    await hook('live', ['hris.employee.created']);
    await hook('test', ['hris.employee.deleted']);
    const diff = await diffOf(owner, application);
    expect(diff.map(({ id, change, test, live }) => ({ id, change, test, live }))).toEqual([
      { id: 'integration:hibob', change: 'remove', test: ['Disabled'], live: ['Enabled'] },
      {
        id: `webhook:HRIS:${HOOK}`,
        change: 'change',
        test: ['hris.employee.deleted'],
        live: ['hris.employee.created'],
      },
    ]);
    await promote(
      owner,
      application,
      diff.map((change) => change.id),
    );
    expect(
      (await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'hibob' }, query: { application } })).data
        .isEnabled,
    ).toBe(false);
    expect(
      (await owner.api.call(webhooksEndpoints.list, { query: { applicationId: application } })).data.map(
        (webhook) => webhook.events,
      ),
    ).toEqual([['hris.employee.deleted']]);
    expect(await diffOf(owner, application)).toEqual([]);
  });

  it('refuses a change no longer in the diff with 409 and applies nothing', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    await testSettings(owner, application);
    const ids = (await diffOf(owner, application)).map((change) => change.id);
    // Test changes after the diff was read: the webhook is gone from it.
    const [testHook] = (
      await owner.api.call(webhooksEndpoints.list, { query: { applicationId: application, environment: 'test' } })
    ).data;
    await owner.api.call(webhooksEndpoints.remove, {
      params: { id: testHook!.id },
      query: { applicationId: application, environment: 'test' },
    });
    const refused = await promote(owner, application, ids);
    expect(refused.error).toEqual({
      statusCode: 409,
      code: 'PROMOTION_STALE',
      message:
        'The test or live settings changed since the differences were read: nothing was applied. Review the changes and apply again.',
    });
    expect((await promote(owner, application, ['integration:nope'])).status).toBe(409);
    const live = (
      await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'bamboohr' }, query: { application } })
    ).data;
    expect(live).toMatchObject({ isEnabled: false, remapInstructions: [] });
    expect((await owner.api.call(environmentsEndpoints.promotions, { query: { application } })).data).toEqual([]);
    const empty = await promote(owner, application, []);
    expect(empty.error).toMatchObject({ statusCode: 400 });
  });

  it('keeps live within the plan: 403 PLAN_LIMIT and nothing applied; swapping integrations fits', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    // Free allows one integration: live has BambooHR, test has HiBob instead and a field mapping of it.
    await enable(owner, application, 'bamboohr', 'live');
    await enable(owner, application, 'hibob', 'test');
    await owner.api.call(integrationsEndpoints.putRemap, {
      params: { serviceId: 'hibob', app: application },
      query: { account: owner.teamId, environment: 'test' },
      body: { type: 'employees', from: 'work.phone', to: 'phone' },
    });
    const refused = await promote(owner, application, ['fieldMappings:hibob:employees', 'integration:hibob']);
    expect(refused.error).toEqual({
      statusCode: 403,
      code: 'PLAN_LIMIT',
      message: 'The Free plan allows 1 integration. Upgrade your plan to add more.',
    });
    const hibob = (
      await owner.api.call(integrationsEndpoints.get, { params: { serviceId: 'hibob' }, query: { application } })
    ).data;
    expect(hibob).toMatchObject({ isEnabled: false, remapInstructions: [] });
    expect((await owner.api.call(environmentsEndpoints.promotions, { query: { application } })).data).toEqual([]);
    // Disabling BambooHR in the same promotion makes room.
    const swapped = await promote(owner, application, ['integration:bamboohr', 'integration:hibob']);
    expect(swapped.status).toBe(201);
    const enabled = (await owner.api.call(integrationsEndpoints.list, { query: { application } })).data
      .filter((integration) => integration.isEnabled)
      .map((integration) => integration.serviceId);
    expect(enabled).toEqual(['hibob']);
  });

  it('runs promotions at once one after the other: the second finds its changes gone or the plan full', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    await testSettings(owner, application);
    await enable(owner, application, 'hibob', 'test');
    // The same change twice, and two integrations where the Free plan allows one.
    const same = await Promise.all([1, 2].map(() => promote(owner, application, ['scope:bamboohr:employees'])));
    expect(same.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const both = await Promise.all(
      ['integration:bamboohr', 'integration:hibob'].map((id) => promote(owner, application, [id])),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 403]);
    const enabled = (await owner.api.call(integrationsEndpoints.list, { query: { application } })).data.filter(
      (integration) => integration.isEnabled,
    );
    expect(enabled).toHaveLength(1);
    expect((await owner.api.call(environmentsEndpoints.promotions, { query: { application } })).data).toHaveLength(2);
  });

  it('lets Owner and Admin promote; Developer and Viewer read the diff only; strangers see nothing', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    await testSettings(owner, application);
    for (const role of ['TEAM_DEVELOPER', 'TEAM_USER'] as const) {
      const member = await memberOf(t, owner, role);
      expect(await diffOf(member, application)).toHaveLength(4);
      const refused = await promote(member, application, ['integration:bamboohr']);
      expect(refused.error).toMatchObject({ statusCode: 403, message: "You don't have permission" });
    }
    const stranger = await t.signUp();
    expect((await stranger.api.unchecked(environmentsEndpoints.diff, { query: { application } })).status).toBe(404);
    expect((await promote(stranger, application, ['integration:bamboohr'])).status).toBe(404);
    expect((await stranger.api.unchecked(environmentsEndpoints.promotions, { query: { application } })).status).toBe(
      404,
    );
    expect((await diffOf(owner, application)).map((change) => change.id)).toContain('integration:bamboohr');
    const admin = await memberOf(t, owner, 'TEAM_ADMIN');
    expect((await promote(admin, application, ['integration:bamboohr'])).status).toBe(201);
    const [promotion] = (await owner.api.call(environmentsEndpoints.promotions, { query: { application } })).data;
    expect(promotion!.by).toMatchObject({ id: admin.id, email: admin.email });
  });

  it('never shows secrets: no connection settings, no webhook signing secret', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    await enable(owner, application, 'google-workspace', 'live');
    const saved = await owner.api.call(integrationsEndpoints.saveConnection, {
      params: { serviceId: 'google-workspace' },
      query: { application },
      body: {
        settings: { customerId: 'my_customer', clientId: 'payroll-admin@acme.se', clientSecret: 'workspace-secret-pw' },
        enabled: true,
      },
    });
    expect(saved.data.state).toBe('added');
    await testSettings(owner, application);
    const secrets = await Promise.all(
      (['live', 'test'] as const).map(
        async (environment) =>
          (
            await owner.api.call(applicationsEndpoints.webhookSecret, {
              params: { id: application },
              query: { environment },
            })
          ).data.webhookSecret,
      ),
    );
    const diff = await diffOf(owner, application);
    expect(diff.map((change) => change.id)).toContain('integration:google-workspace');
    await promote(owner, application, [`webhook:HRIS:${HOOK}`]);
    const shown = JSON.stringify([
      diff,
      (await owner.api.call(environmentsEndpoints.promotions, { query: { application } })).data,
    ]);
    for (const secret of [...secrets, 'workspace-secret-pw', 'payroll-admin@acme.se'])
      expect(shown).not.toContain(secret);
    expect(shown).not.toMatch(/whsec_|password|settings/);
  });
});
