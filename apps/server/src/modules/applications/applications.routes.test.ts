import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { FREE_PLAN, UNLIMITED } from '@portal/shared/plans/plans.constants';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { plansEndpoints } from '@portal/shared/plans/plans.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { memberOf as memberOfTeam } from '../../test/applications';
import { constraintsAt } from '../../test/factories';
import { type Person, useTestApp } from '../../test/test-app';

const t = useTestApp();

const create = (person: Person, name = `App ${randomUUID().slice(0, 6)}`, account = person.teamId) =>
  person.api.call(applicationsEndpoints.create, { body: { name, account } });

const memberOf = (owner: Person, role: 'TEAM_ADMIN' | 'TEAM_DEVELOPER' | 'TEAM_USER') => memberOfTeam(t, owner, role);

describe('creating and listing applications', () => {
  it('the Owner creates one; every member of the team lists and reads it, with its team', async () => {
    const owner = await t.signUp();
    const viewer = await memberOf(owner, 'TEAM_USER');
    const created = (await create(owner, '  Billing sync  ')).data;
    expect(created).toMatchObject({ name: 'Billing sync', account: owner.teamId });
    expect((await viewer.api.call(applicationsEndpoints.list)).data).toEqual([created]);
    expect((await viewer.api.call(applicationsEndpoints.get, { params: { id: created.id } })).data).toEqual(created);
    expect((await owner.api.call(applicationsEndpoints.portalList)).data).toEqual({
      data: [{ id: created.id, name: 'Billing sync' }],
    });
  });

  it('requires a name and a team, with the messages on the fields', async () => {
    const owner = await t.signUp();
    const answer = await owner.api.unchecked(applicationsEndpoints.create, { body: { name: '  ', account: '' } });
    expect(answer.error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(constraintsAt(answer.error, ['name'])).toEqual({ isNotEmpty: 'Name is required' });
    expect(constraintsAt(answer.error, ['account'])).toEqual({ isNotEmpty: 'Team is required' });
  });

  it('refuses a name the team already has, in any case, with 409 on the name field', async () => {
    const owner = await t.signUp();
    // Billing will put teams on bigger plans; until then this test gives its team one.
    vi.spyOn(t.services.plans, 'planOf').mockResolvedValue({
      ...FREE_PLAN,
      key: 'team',
      limits: { ...FREE_PLAN.limits, applications: UNLIMITED },
    });
    try {
      await create(owner, 'Payroll');
      const again = await create(owner, 'PAYROLL ');
      expect(again.error).toMatchObject({
        statusCode: 409,
        code: 'APPLICATION_NAME_TAKEN',
        message: 'An application with this name already exists in the team',
      });
      expect(constraintsAt(again.error!, ['name'])).toEqual({
        isUnique: 'An application with this name already exists in the team',
      });
      expect((await create(owner, 'Payroll 2')).ok).toBe(true);
    } finally {
      vi.restoreAllMocks();
    }
    // Another team may use the name.
    expect((await create(await t.signUp(), 'Payroll')).ok).toBe(true);
  });

  it('only Owner and Admin create; a Developer and a Viewer get 403', async () => {
    const owner = await t.signUp();
    const admin = await memberOf(owner, 'TEAM_ADMIN');
    const developer = await memberOf(owner, 'TEAM_DEVELOPER');
    expect((await create(developer, 'Dev app', owner.teamId)).error).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    expect((await create(admin, 'Admin app', owner.teamId)).data.account).toBe(owner.teamId);
  });
});

describe('the Free plan', () => {
  it('allows one application: the second gets 403 PLAN_LIMIT naming the limit and the plan', async () => {
    const owner = await t.signUp();
    await create(owner);
    const second = await create(owner);
    expect(second.error).toEqual({
      statusCode: 403,
      code: 'PLAN_LIMIT',
      message: 'The Free plan allows 1 application. Upgrade your plan to add more.',
    });
    const usage = (await owner.api.call(plansEndpoints.usage, { params: { id: owner.teamId } })).data;
    expect(usage).toMatchObject({
      plan: { key: 'free', name: 'Free' },
      usage: { applications: 1, consumers: 0 },
      usageQuantity: 0,
    });
    expect(usage.limits).toEqual({
      unifiedApis: 1,
      applications: 1,
      integrations: 1,
      consumers: 1,
      apiCalls: 100,
      logRetention: 0,
      hasCustomFields: false,
      hasAdditionalApiCalls: false,
      hasSupport: false,
    });
  });

  it('holds under concurrency: of 8 creations at once exactly one succeeds', async () => {
    const owner = await t.signUp();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => create(owner, `Racer ${n}`)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).map((answer) => answer.status)).toEqual(Array(7).fill(403));
    expect((await owner.api.call(applicationsEndpoints.list)).data).toHaveLength(1);
  });

  it('counts per team: a second team of the same person has room of its own', async () => {
    const owner = await t.signUp();
    await create(owner);
    const other = await t.services.teams.create(owner.id, 'Side project');
    expect((await create(owner, 'Side app', other.id)).ok).toBe(true);
  });

  it('answers usage to members only', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    expect((await stranger.api.call(plansEndpoints.usage, { params: { id: owner.teamId } })).error).toMatchObject({
      statusCode: 404,
    });
  });
});

describe('a stranger', () => {
  it("never learns another team's application exists: the same 404 as for an id nobody has", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const app = (await create(owner)).data;
    const seen = await stranger.api.call(applicationsEndpoints.get, { params: { id: app.id } });
    const unknown = await stranger.api.call(applicationsEndpoints.get, { params: { id: randomUUID() } });
    expect(seen.error).toEqual(unknown.error);
    expect(seen.error).toEqual({ statusCode: 404, code: 'APPLICATION_NOT_FOUND', message: 'Application not found' });
    expect((await stranger.api.call(applicationsEndpoints.list)).data).toEqual([]);
    const removed = await stranger.api.call(applicationsEndpoints.remove, {
      params: { id: app.id },
      body: { account: stranger.teamId },
    });
    expect(removed.error).toMatchObject({ statusCode: 404 });
    expect((await stranger.api.call(statsEndpoints.application, { params: { id: app.id } })).error).toMatchObject({
      statusCode: 404,
    });
  });
});

describe('deleting an application', () => {
  it('Owner and Admin delete; the team sent must be its team; a Developer gets 403', async () => {
    const owner = await t.signUp();
    const developer = await memberOf(owner, 'TEAM_DEVELOPER');
    const app = (await create(owner)).data;
    expect(
      (
        await developer.api.call(applicationsEndpoints.remove, {
          params: { id: app.id },
          body: { account: owner.teamId },
        })
      ).error,
    ).toMatchObject({ statusCode: 403 });
    const other = await t.services.teams.create(owner.id, 'Elsewhere');
    expect(
      (await owner.api.call(applicationsEndpoints.remove, { params: { id: app.id }, body: { account: other.id } }))
        .error,
    ).toMatchObject({ statusCode: 404 });
    expect(
      (await owner.api.call(applicationsEndpoints.remove, { params: { id: app.id }, body: { account: owner.teamId } }))
        .data,
    ).toEqual({ ok: true });
    expect((await owner.api.call(applicationsEndpoints.get, { params: { id: app.id } })).error).toMatchObject({
      statusCode: 404,
    });
    // The slot is free again.
    expect((await create(owner)).ok).toBe(true);
  });
});

describe('the webhook secret', () => {
  it('is whsec_ and base64 of 32 bytes, sealed at rest, for members who may manage webhooks', async () => {
    const owner = await t.signUp();
    const viewer = await memberOf(owner, 'TEAM_USER');
    const app = (await create(owner)).data;
    const { webhookSecret } = (await owner.api.call(applicationsEndpoints.webhookSecret, { params: { id: app.id } }))
      .data;
    expect(webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(webhookSecret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(
      (await owner.api.call(applicationsEndpoints.webhookSecret, { params: { id: app.id } })).data.webhookSecret,
    ).toBe(webhookSecret);
    expect(
      (await viewer.api.call(applicationsEndpoints.webhookSecret, { params: { id: app.id } })).error,
    ).toMatchObject({ statusCode: 403 });
    const stored = await t.database.db.execute(`select webhook_secret from applications where id = '${app.id}'`);
    expect(JSON.stringify(stored)).not.toContain(webhookSecret.slice('whsec_'.length));
  });
});

describe('the current application in users/meta', () => {
  it('saves an application of one of the user’s teams, and refuses any other', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const app = (await create(owner)).data;
    expect(
      (await owner.api.call(usersEndpoints.updateMeta, { body: { applicationId: app.id } })).data.applicationId,
    ).toBe(app.id);
    const refused = await stranger.api.call(usersEndpoints.updateMeta, { body: { applicationId: app.id } });
    expect(refused.error).toMatchObject({ statusCode: 400 });
    expect(constraintsAt(refused.error, ['applicationId'])).toEqual({ isMember: 'Application not found' });
    expect(
      (await owner.api.call(usersEndpoints.updateMeta, { body: { applicationId: null } })).data.applicationId,
    ).toBeNull();
  });
});

describe('stats', () => {
  it('answer zero counts and a chart of zeros for a new application', async () => {
    const owner = await t.signUp();
    const app = (await create(owner)).data;
    expect((await owner.api.call(statsEndpoints.application, { params: { id: app.id } })).data).toEqual({
      consumers: 0,
      apiCalls: 0,
      successfulCalls: 0,
      connections: 0,
      integrations: 0,
      webhooks: 0,
    });
    const chart = (await owner.api.call(statsEndpoints.applicationChart, { params: { id: app.id }, query: {} })).data;
    expect(chart).toHaveLength(30);
    expect(chart.every((point) => point.count === 0)).toBe(true);
  });
});
