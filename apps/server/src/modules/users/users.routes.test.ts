import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES as U } from '@portal/shared/users/users.constants';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { bearer, constraintsAt, signUp } from '../../test/factories';
import { createAccountsService } from '../accounts/accounts.service';
import { memberships } from '../accounts/accounts.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const me = async (token: string) => (await call('GET', '/api/users/me', token)).json().data;

describe('authorization', () => {
  it.each([
    ['GET', '/api/users/profile'],
    ['PUT', '/api/users/profile'],
    ['GET', '/api/users/settings'],
    ['PUT', '/api/users/settings'],
    ['PUT', '/api/users/guides'],
    ['GET', '/api/users/meta'],
    ['PUT', '/api/users/meta'],
    ['GET', '/api/users/mfa'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const response = await call(method, url, undefined, method === 'PUT' ? {} : undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('users/profile', () => {
  it('answers the profile with the email', async () => {
    const { token, email } = await signUp(t.app, { profile: { name: 'Ada', lastname: 'Lovelace', company: 'analytical.org' } });
    const response = await call('GET', '/api/users/profile', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Ada', lastname: 'Lovelace', company: 'https://analytical.org', email } });
  });

  it('replaces the profile: names trimmed, company normalized, a company left out is cleared', async () => {
    const { token, email } = await signUp(t.app);
    const saved = await call('PUT', '/api/users/profile', token, { name: '  Grace ', lastname: 'Hopper', company: 'navy.mil/cobol' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ name: 'Grace', lastname: 'Hopper', company: 'https://navy.mil/cobol', email });
    expect((await me(token)).profile).toEqual({ name: 'Grace', lastname: 'Hopper', company: 'https://navy.mil/cobol' });

    const cleared = await call('PUT', '/api/users/profile', token, { name: 'Grace', lastname: 'Hopper' });
    expect(cleared.json().data.company).toBeNull();
    expect((await call('PUT', '/api/users/profile', token, { name: 'Grace', lastname: 'Hopper', company: '' })).json().data.company).toBeNull();
    expect((await call('PUT', '/api/users/profile', token, { name: 'Grace', lastname: 'Hopper', company: null })).json().data.company).toBeNull();
  });

  it('ignores an email in the body: the email is not changed here', async () => {
    const { token, email } = await signUp(t.app);
    const response = await call('PUT', '/api/users/profile', token, { name: 'A', lastname: 'B', email: 'other@example.com' });
    expect(response.statusCode).toBe(200);
    expect((await me(token)).email).toBe(email);
  });

  const cases: Array<[string, object, string, Record<string, string>]> = [
    ['an empty first name', { name: '  ', lastname: 'L' }, 'name', { isNotEmpty: U.firstNameRequired }],
    ['no first name', { lastname: 'L' }, 'name', { isType: U.firstNameRequired }],
    ['an empty last name', { name: 'F', lastname: '' }, 'lastname', { isNotEmpty: U.lastNameRequired }],
    ['no last name', { name: 'F' }, 'lastname', { isType: U.lastNameRequired }],
    ['a company that is not a URL', { name: 'F', lastname: 'L', company: 'not a site' }, 'company', { isUrl: U.companyInvalid }],
    ['a company of the wrong type', { name: 'F', lastname: 'L', company: 42 }, 'company', { isType: U.companyInvalid }],
    ['a first name over 100 characters', { name: 'x'.repeat(101), lastname: 'L' }, 'name', { maxLength: 'Must be at most 100 characters' }],
  ];
  it.each(cases)('refuses %s with its message and changes nothing', async (_name, body, property, constraints) => {
    const { token } = await signUp(t.app);
    const before = await me(token);
    const response = await call('PUT', '/api/users/profile', token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(constraintsAt(response.json(), [property])).toEqual(constraints);
    expect((await me(token)).profile).toEqual(before.profile);
  });

  it('uses the spec texts', () => {
    expect(U.firstNameRequired).toBe('First name is required!');
    expect(U.lastNameRequired).toBe('Last name is required!');
  });
});

describe('users/settings', () => {
  it('answers the four booleans, false by default, and saves the ones given', async () => {
    const { token } = await signUp(t.app);
    const initial = await call('GET', '/api/users/settings', token);
    expect(initial.json()).toEqual({
      data: { hasBillingEvent: false, hasConnectionEvent: false, hasErrorEvent: false, hasSecurityEvent: false },
    });
    const saved = await call('PUT', '/api/users/settings', token, { hasBillingEvent: true, hasSecurityEvent: true });
    expect(saved.json().data).toEqual({ hasBillingEvent: true, hasConnectionEvent: false, hasErrorEvent: false, hasSecurityEvent: true });
    const all = { hasBillingEvent: false, hasConnectionEvent: true, hasErrorEvent: true, hasSecurityEvent: true };
    expect((await call('PUT', '/api/users/settings', token, all)).json().data).toEqual(all);
    expect((await call('GET', '/api/users/settings', token)).json().data).toEqual(all);
    expect((await me(token)).settings).toEqual(all);
  });

  it('refuses a value that is not a boolean and changes nothing', async () => {
    const { token } = await signUp(t.app);
    const response = await call('PUT', '/api/users/settings', token, { hasBillingEvent: 'yes', hasErrorEvent: true });
    expect(response.statusCode).toBe(400);
    expect(constraintsAt(response.json(), ['hasBillingEvent'])).toBeDefined();
    expect((await call('GET', '/api/users/settings', token)).json().data.hasErrorEvent).toBe(false);
    expect((await call('PUT', '/api/users/settings', token, [true])).statusCode).toBe(400);
  });
});

describe('users/guides', () => {
  it('marks the guides given and keeps the others', async () => {
    const { token } = await signUp(t.app);
    const first = await call('PUT', '/api/users/guides', token, { completedDashboard: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ completedDashboard: true, completedCreateApplication: false, completedConsumer: false });
    const second = await call('PUT', '/api/users/guides', token, { completedCreateApplication: true, completedConsumer: true });
    expect(second.json().data).toEqual({ completedDashboard: true, completedCreateApplication: true, completedConsumer: true });
    expect((await me(token)).guides).toEqual(second.json().data);
  });

  it('refuses a value that is not a boolean', async () => {
    const { token } = await signUp(t.app);
    const response = await call('PUT', '/api/users/guides', token, { completedConsumer: 1 });
    expect(response.statusCode).toBe(400);
    expect(constraintsAt(response.json(), ['completedConsumer'])).toBeDefined();
  });
});

describe('users/meta', () => {
  it('answers the meta with the first team as the current account', async () => {
    const { token } = await signUp(t.app);
    const user = await me(token);
    const response = await call('GET', '/api/users/meta', token);
    expect(response.json()).toEqual({ data: { applicationId: null, step: 'none', accountId: user.meta.accountId } });
  });

  it('moves the step forward only: an earlier step is ignored and the stored one answered', async () => {
    const { token } = await signUp(t.app);
    const step = async (value: string) => (await call('PUT', '/api/users/meta', token, { step: value })).json().data.step;
    expect(await step('init')).toBe('init');
    expect(await step('connectors')).toBe('connectors');
    expect(await step('application_name')).toBe('connectors');
    expect(await step('none')).toBe('connectors');
    expect(await step('consumer')).toBe('consumer');
    expect((await me(token)).meta.step).toBe('consumer');
  });

  it('saves the application id, and clears it with null', async () => {
    const { token } = await signUp(t.app);
    const id = randomUUID();
    expect((await call('PUT', '/api/users/meta', token, { applicationId: id })).json().data.applicationId).toBe(id);
    expect((await call('PUT', '/api/users/meta', token, { step: 'init' })).json().data.applicationId).toBe(id);
    expect((await call('PUT', '/api/users/meta', token, { applicationId: null })).json().data.applicationId).toBeNull();
  });

  it('switches the current team only to a team the user is a member of', async () => {
    const { token } = await signUp(t.app);
    const user = await me(token);
    const mine = user.meta.accountId;
    const second = await createAccountsService(t.database.db).createTeam(user.id, 'Second');
    const other = await signUp(t.app);
    const theirs = (await me(other.token)).meta.accountId;

    const refused = await call('PUT', '/api/users/meta', token, { accountId: theirs, step: 'init' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(U.accountNotMember);
    expect(constraintsAt(refused.json(), ['accountId'])).toEqual({ isMember: U.accountNotMember });
    expect((await me(token)).meta).toMatchObject({ accountId: mine, step: 'none' });

    expect((await call('PUT', '/api/users/meta', token, { accountId: randomUUID() })).statusCode).toBe(400);
    expect((await call('PUT', '/api/users/meta', token, { accountId: second.id })).json().data.accountId).toBe(second.id);
    expect((await call('PUT', '/api/users/meta', token, { accountId: mine })).json().data.accountId).toBe(mine);
  });

  it('refuses a team where the user is suspended', async () => {
    const { token } = await signUp(t.app);
    const user = await me(token);
    const team = await createAccountsService(t.database.db).createTeam(user.id, 'Suspended here');
    await t.database.db.update(memberships).set({ isSuspended: true }).where(eq(memberships.accountId, team.id));
    const response = await call('PUT', '/api/users/meta', token, { accountId: team.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(U.accountNotMember);
  });

  it.each([
    ['a step that does not exist', { step: 'done' }, 'step', { isIn: U.stepInvalid }],
    ['an account id that is not an id', { accountId: 'abc' }, 'accountId', { isUuid: U.accountInvalid }],
    ['an application id that is not an id', { applicationId: "1' or 1=1" }, 'applicationId', { isUuid: U.applicationInvalid }],
    ['a null account', { accountId: null }, 'accountId', { isType: U.accountInvalid }],
  ])('refuses %s', async (_name, body, property, constraints) => {
    const { token } = await signUp(t.app);
    const response = await call('PUT', '/api/users/meta', token, body);
    expect(response.statusCode).toBe(400);
    expect(constraintsAt(response.json(), [property])).toEqual(constraints);
  });
});
