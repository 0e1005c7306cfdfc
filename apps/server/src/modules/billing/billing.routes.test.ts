import { describe, expect, it } from 'vitest';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { billingEndpoints } from '@portal/shared/billing/billing.endpoints';
import { BILLING_MESSAGES } from '@portal/shared/billing/billing.schemas';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({ BILLING_ADMIN_EMAIL: 'billing@operator.test' });

const subscription = async (person: Awaited<ReturnType<typeof t.signUp>>) =>
  (await person.api.call(billingEndpoints.subscription, { query: { account: person.teamId } })).data;
const switchTo = (person: Awaited<ReturnType<typeof t.signUp>>, plan: string) =>
  person.api.call(billingEndpoints.switchSubscription, { body: { account: person.teamId, plan } });
const createApplication = (person: Awaited<ReturnType<typeof t.signUp>>, name: string) =>
  person.api.call(applicationsEndpoints.create, { body: { name, account: person.teamId } });

describe('plans and billing without Stripe (the embedded default)', () => {
  it('puts a new team on Free and offers only virtual plans', async () => {
    const owner = await t.signUp();
    const current = await subscription(owner);
    expect(current.plan).toMatchObject({
      id: 'free',
      name: 'Free',
      isBasePlan: true,
      price: 0,
      limits: { applications: 1, apiCalls: 100, logRetention: 0 },
    });
    expect(current.plans.map((plan) => plan.id)).toEqual(['free', 'startup', 'scale', 'startup-yearly']);
    expect(current).toMatchObject({
      state: 'active',
      cancelAt: null,
      scheduled: null,
      stripe: false,
      used: { apiCalls: 0 },
    });
    expect(new Date(current.periodEnd).getTime()).toBeGreaterThan(new Date(current.periodStart).getTime());
    expect(current.plans[0]).not.toHaveProperty('stripe');
    expect((await owner.api.call(billingEndpoints.plans, { query: {} })).data.map((plan) => plan.id)).toEqual([
      'free',
      'startup',
      'scale',
      'startup-yearly',
    ]);
    const stranger = await t.signUp();
    expect((await stranger.api.call(billingEndpoints.plans, { query: { account: owner.teamId } })).error).toMatchObject(
      { statusCode: 404 },
    );
  });

  it('switches a virtual plan at once: the new limits apply, and the refusal names the plan', async () => {
    const owner = await t.signUp();
    await createApplication(owner, 'First');
    expect((await createApplication(owner, 'Second')).error).toEqual({
      statusCode: 403,
      code: 'PLAN_LIMIT',
      message: 'The Free plan allows 1 application. Upgrade your plan to add more.',
    });
    const switched = (await switchTo(owner, 'startup')).data;
    expect(switched.plan.id).toBe('startup');
    expect(switched.since).not.toBeNull();
    expect((await createApplication(owner, 'Second')).ok).toBe(true);
    expect((await switchTo(owner, 'startup')).error).toMatchObject({
      statusCode: 409,
      message: BILLING_MESSAGES.samePlan,
    });
  });

  it('refuses a downgrade while the team has more applications than the lower plan allows, saying what to remove', async () => {
    const owner = await t.signUp();
    await switchTo(owner, 'startup');
    await createApplication(owner, 'One');
    await createApplication(owner, 'Two');
    const refused = await switchTo(owner, 'free');
    expect(refused.error).toEqual({
      statusCode: 409,
      code: 'PLAN_DOWNGRADE',
      message:
        'The Free plan allows 1 application; your team has 2 applications. Remove 1 application to switch to it.',
    });
    expect((await subscription(owner)).plan.id).toBe('startup');
    const apps = (await owner.api.call(applicationsEndpoints.list, {})).data.filter((app) => app.name === 'Two');
    await owner.api.call(applicationsEndpoints.remove, {
      params: { id: apps[0]!.id },
      body: { account: owner.teamId },
    });
    expect((await switchTo(owner, 'free')).data.plan.id).toBe('free');
  });

  it('refuses paid Stripe plans and yearly switches without Stripe', async () => {
    const owner = await t.signUp();
    expect((await switchTo(owner, 'growth-monthly')).error).toMatchObject({
      statusCode: 409,
      message: BILLING_MESSAGES.stripeOff,
    });
    expect((await switchTo(owner, 'growth-yearly')).error).toMatchObject({
      statusCode: 409,
      message: BILLING_MESSAGES.yearlyIsRequested,
    });
    expect((await switchTo(owner, 'no-such-plan')).error).toMatchObject({
      statusCode: 404,
      message: 'This plan does not exist.',
    });
    expect(
      (
        await owner.api.call(billingEndpoints.checkoutSession, {
          body: { account: owner.teamId, plan: 'growth-monthly' },
        })
      ).error,
    ).toMatchObject({
      statusCode: 409,
      message: BILLING_MESSAGES.stripeOff,
    });
  });

  it('mails the operator an annual request with the team and the plan', async () => {
    const owner = await t.signUp();
    expect(
      (
        await owner.api.call(billingEndpoints.requestSubscription, {
          body: { account: owner.teamId, plan: 'growth-yearly' },
        })
      ).data,
    ).toEqual({ ok: true });
    expect(
      (await owner.api.call(billingEndpoints.requestSubscription, { body: { account: owner.teamId, plan: 'startup' } }))
        .error,
    ).toMatchObject({
      statusCode: 409,
      message: BILLING_MESSAGES.notYearly,
    });
    await t.flush();
    const mail = (await t.services.mail.list(200)).find(
      (each) => each.to === 'billing@operator.test' && each.subject.startsWith('Annual plan requested'),
    );
    const full = await t.services.mail.get(mail!.id);
    expect(full!.text).toContain(owner.teamId);
    expect(full!.text).toContain('Growth yearly');
    expect(full!.text).toContain(owner.email);
  });

  it('mails members who turned on billing events when the plan changes', async () => {
    const owner = await t.signUp();
    await owner.api.call(usersEndpoints.updateSettings, { body: { hasBillingEvent: true } });
    await switchTo(owner, 'startup');
    await t.flush();
    const subjects = (await t.services.mail.list(200))
      .filter((mail) => mail.to === owner.email)
      .map((mail) => mail.subject);
    expect(subjects).toContainEqual(expect.stringMatching(/is now on the Startup plan$/));
  });
});

describe('GET billing/subscription without ?account (001 §7 "optional ?account")', () => {
  const current = async (person: Awaited<ReturnType<typeof t.signUp>>) =>
    (await person.api.call(billingEndpoints.subscription, { query: {} })).data;

  it("answers the current team's, as users/meta names it; a team the caller was suspended from is no longer theirs", async () => {
    const owner = await t.signUp();
    await switchTo(owner, 'startup');
    const member = await t.signUp();
    const membership = await t.services.teams.addMember(owner.teamId, member.id, 'TEAM_DEVELOPER');
    // Their own team (Free) is current until they choose the owner's.
    expect((await current(member)).plan.id).toBe('free');
    await member.api.call(usersEndpoints.updateMeta, { body: { accountId: owner.teamId } });
    expect(await current(member)).toEqual(await subscription(owner));
    await t.services.teams.updateMembership(membership.id, { isSuspended: true });
    expect((await current(member)).plan.id).toBe('free');
    expect(
      (await member.api.call(billingEndpoints.subscription, { query: { account: owner.teamId } })).error,
    ).toMatchObject({ statusCode: 404 });
  });
});
