import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { statsEndpoints } from '@portal/shared/stats/stats.endpoints';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { plansEndpoints } from '@portal/shared/plans/plans.endpoints';
import { FREE_PLAN, UNLIMITED } from '@portal/shared/plans/plans.constants';
import { newApplication } from '../../test/applications';
import { constraintsAt } from '../../test/factories';
import { type Person, useTestApp } from '../../test/test-app';

const t = useTestApp();

const create = (person: Person, application: string, name?: string) =>
  person.api.call(consumersEndpoints.create, { body: { application, ...(name === undefined ? {} : { name }) } });
/** A page of the list as the wire has it: `{ data, meta }`. */
async function list(person: Person, applicationId: string, query: { name?: string; cursor?: string } = {}) {
  const answer = await person.api.call(consumersEndpoints.list, { query: { applicationId, ...query } });
  return answer.ok
    ? { data: { data: answer.data, meta: answer.meta }, error: undefined }
    : { data: undefined, error: answer.error };
}

async function memberOf(owner: Person, role: 'TEAM_ADMIN' | 'TEAM_DEVELOPER' | 'TEAM_USER') {
  const member = await t.signUp();
  await t.services.teams.addMember(owner.teamId, member.id, role);
  return member;
}

/**
 * Runs `body` with the team's plan allowing unlimited consumers (billing will give bigger plans; until then, tests do).
 */
async function withUnlimitedConsumers(body: () => Promise<void>) {
  vi.spyOn(t.services.plans, 'planOf').mockResolvedValue({
    ...FREE_PLAN,
    key: 'team',
    limits: { ...FREE_PLAN.limits, consumers: UNLIMITED },
  });
  try {
    await body();
  } finally {
    vi.restoreAllMocks();
  }
}

describe('creating, reading and listing consumers', () => {
  it('a Developer creates one, named or not; every member reads it with who created it', async () => {
    const owner = await t.signUp();
    const developer = await memberOf(owner, 'TEAM_DEVELOPER');
    const viewer = await memberOf(owner, 'TEAM_USER');
    const application = await newApplication(owner);
    const created = (await create(developer, application, '  Acme  ')).data!;
    expect(created).toMatchObject({
      name: 'Acme',
      application: { id: application },
      user: { name: 'Ada', lastname: 'Lovelace' },
    });
    expect(
      (
        await viewer.api.call(consumersEndpoints.get, {
          params: { id: created.id },
          query: { applicationId: application },
        })
      ).data,
    ).toEqual(created);
    expect((await list(viewer, application)).data).toEqual({ data: [created], meta: { next: null, previous: null } });
    await t.services.consumers.remove(
      await t.services.applications.requireApplication(owner.id, application, null),
      created.id,
    );
    expect((await create(developer, application)).data.name).toBe('');
  });

  it('a Viewer cannot create: 403', async () => {
    const owner = await t.signUp();
    const viewer = await memberOf(owner, 'TEAM_USER');
    const application = await newApplication(owner);
    expect((await create(viewer, application, 'Nope')).error).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: "You don't have permission",
    });
  });

  it('refuses a name over 100 characters, on the name field', async () => {
    const owner = await t.signUp();
    const answer = await create(owner, await newApplication(owner), 'x'.repeat(101));
    expect(answer.error).toMatchObject({ statusCode: 400 });
    expect(constraintsAt(answer.error, ['name'])).toBeDefined();
  });
});

describe('the plan limit', () => {
  it('Free allows one consumer: the second gets 403 PLAN_LIMIT; usage counts it', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    expect((await create(owner, application)).ok).toBe(true);
    expect((await create(owner, application)).error).toEqual({
      statusCode: 403,
      code: 'PLAN_LIMIT',
      message: 'The Free plan allows 1 consumer. Upgrade your plan to add more.',
    });
    expect((await owner.api.call(plansEndpoints.usage, { params: { id: owner.teamId } })).data.usage.consumers).toBe(1);
  });

  it('holds under concurrency: of 8 creations at once exactly one succeeds', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => create(owner, application, `Racer ${n}`)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).map((answer) => answer.status)).toEqual(Array(7).fill(403));
    expect((await list(owner, application)).data!.data).toHaveLength(1);
  });

  it('gets 404, not 400, from GET consumers/{id} without applicationId (001 §7): the consumer names its application', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    const consumer = (await create(owner, application, 'Acme')).data!;
    const viewer = await memberOf(owner, 'TEAM_USER');
    expect((await viewer.api.call(consumersEndpoints.get, { params: { id: consumer.id }, query: {} })).data).toEqual(
      consumer,
    );
    const stranger = await t.signUp();
    const suspended = await memberOf(owner, 'TEAM_ADMIN');
    await t.services.teams.updateMembership((await t.services.teams.membershipOf(suspended.id, owner.teamId))!.id, {
      isSuspended: true,
    });
    const notFound = { statusCode: 404, code: 'NOT_FOUND', message: 'Consumer not found' };
    for (const outsider of [stranger, suspended]) {
      for (const id of [consumer.id, randomUUID()])
        expect((await outsider.api.call(consumersEndpoints.get, { params: { id }, query: {} })).error).toEqual(
          notFound,
        );
    }
    // A given applicationId must be the consumer's.
    const other = await newApplication(owner, (await t.services.teams.create(owner.id, 'Other team')).id);
    expect(
      (await owner.api.call(consumersEndpoints.get, { params: { id: consumer.id }, query: { applicationId: other } }))
        .error,
    ).toEqual(notFound);
    expect(
      (
        await owner.api.call(consumersEndpoints.get, {
          params: { id: consumer.id },
          query: { applicationId: application },
        })
      ).data,
    ).toEqual(consumer);
  });
});

describe('paging', () => {
  it('10 a page, newest first, by cursor both ways; the name filter pages the same way', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    await withUnlimitedConsumers(async () => {
      const made: string[] = [];
      for (let n = 0; n < 23; n++)
        made.push((await create(owner, application, n % 2 ? `Odd ${n}` : `Even ${n}`)).data.id);
      const newestFirst = [...made].reverse();
      const first = (await list(owner, application)).data!;
      expect(first.data.map((consumer) => consumer.id)).toEqual(newestFirst.slice(0, 10));
      expect(first.meta.previous).toBeNull();
      const second = (await list(owner, application, { cursor: first.meta.next! })).data!;
      expect(second.data.map((consumer) => consumer.id)).toEqual(newestFirst.slice(10, 20));
      const third = (await list(owner, application, { cursor: second.meta.next! })).data!;
      expect(third.data.map((consumer) => consumer.id)).toEqual(newestFirst.slice(20));
      expect(third.meta.next).toBeNull();
      const back = (await list(owner, application, { cursor: third.meta.previous! })).data!;
      expect(back.data.map((consumer) => consumer.id)).toEqual(newestFirst.slice(10, 20));
      const start = (await list(owner, application, { cursor: back.meta.previous! })).data!;
      expect(start).toEqual(first);

      const odd = (await list(owner, application, { name: 'odd' })).data!;
      expect(odd.data).toHaveLength(10);
      expect(odd.data.every((consumer) => consumer.name.startsWith('Odd'))).toBe(true);
      expect((await list(owner, application, { name: 'odd', cursor: odd.meta.next! })).data!.data).toHaveLength(1);
      expect((await list(owner, application, { name: '%' })).data!.data).toEqual([]);
    });
  });

  it('a cursor that is not one of ours is 400 on the cursor field', async () => {
    const owner = await t.signUp();
    const answer = await list(owner, await newApplication(owner), { cursor: 'not-a-cursor' });
    expect(answer.error).toMatchObject({ statusCode: 400 });
    expect(constraintsAt(answer.error!, ['cursor'])).toEqual({ isCursor: 'The page cursor is not valid' });
  });
});

describe('deleting a consumer', () => {
  it('Owner and Admin delete; a Developer gets 403; then it is not found', async () => {
    const owner = await t.signUp();
    const admin = await memberOf(owner, 'TEAM_ADMIN');
    const developer = await memberOf(owner, 'TEAM_DEVELOPER');
    const application = await newApplication(owner);
    const consumer = (await create(developer, application)).data!;
    const remove = (person: Person) =>
      person.api.call(consumersEndpoints.remove, {
        params: { id: consumer.id },
        query: { applicationId: application },
      });
    expect((await remove(developer)).error).toMatchObject({ statusCode: 403 });
    expect((await remove(admin)).data).toEqual({ ok: true });
    expect((await remove(owner)).error).toMatchObject({ statusCode: 404, message: 'Consumer not found' });
    expect(
      (
        await owner.api.call(consumersEndpoints.get, {
          params: { id: consumer.id },
          query: { applicationId: application },
        })
      ).error,
    ).toMatchObject({ statusCode: 404 });
    // The slot is free again.
    expect((await create(owner, application)).ok).toBe(true);
  });
});

describe('a stranger', () => {
  it("never reads, lists or deletes another team's consumers: the same 404 as for an unknown id", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const application = await newApplication(owner);
    const strangersApplication = await newApplication(stranger);
    const consumer = (await create(owner, application)).data!;
    expect((await list(stranger, application)).error).toMatchObject({ statusCode: 404 });
    const seen = await stranger.api.call(consumersEndpoints.get, {
      params: { id: consumer.id },
      query: { applicationId: application },
    });
    expect(seen.error).toMatchObject({ statusCode: 404, code: 'APPLICATION_NOT_FOUND' });
    // Naming their own application does not reach a consumer of another.
    const viaOwn = await stranger.api.call(consumersEndpoints.get, {
      params: { id: consumer.id },
      query: { applicationId: strangersApplication },
    });
    const unknown = await stranger.api.call(consumersEndpoints.get, {
      params: { id: randomUUID() },
      query: { applicationId: strangersApplication },
    });
    expect(viaOwn.error).toEqual(unknown.error);
    expect(
      (
        await stranger.api.call(consumersEndpoints.remove, {
          params: { id: consumer.id },
          query: { applicationId: strangersApplication },
        })
      ).error,
    ).toMatchObject({ statusCode: 404 });
    expect((await list(owner, application)).data!.data).toHaveLength(1);
  });
});

describe('consumer usage', () => {
  it('answers the calls the data plane counted this month, by kind and in all', async () => {
    const owner = await t.signUp();
    const application = await newApplication(owner);
    const consumer = (await create(owner, application)).data!;
    const usage = () =>
      owner.api.call(consumersEndpoints.usage, { params: { id: consumer.id }, query: { applicationId: application } });
    expect((await usage()).data).toEqual({ connection: 0, universal: 0, total: 0 });
    // Calls the data plane admits are counted (written within a second; the flush waits for it).
    const caller = { accountId: owner.teamId, applicationId: application, consumerId: consumer.id };
    for (const kind of ['universal', 'universal', 'universal', 'connection'] as const)
      expect((await t.services.metering.admit(caller, kind)).ok).toBe(true);
    await t.services.consumers.countCalls(consumer.id, 'universal', 5, new Date(Date.UTC(2001, 0, 15)));
    await t.flush();
    expect((await usage()).data).toEqual({ connection: 1, universal: 3, total: 4 });
    // The Overview's card counts the application's consumers and this month's calls.
    await withUnlimitedConsumers(async () => void (await create(owner, application)));
    expect((await owner.api.call(statsEndpoints.application, { params: { id: application } })).data).toMatchObject({
      consumers: 2,
      apiCalls: 4,
    });
  });
});
