import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { USER_MESSAGES as U } from '@portal/shared/users/users.constants';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { constraintsAt } from '../../test/factories';
import { newApplication } from '../../test/applications';
import type { Person } from '../../test/test-app';
import { useTestApp } from '../../test/test-app';

// Who may call these (a session) is proved for every endpoint by route-table.test.ts.
const t = useTestApp();

const me = async (person: Person) => (await person.api.call(usersEndpoints.me)).data;

describe('users/profile', () => {
  it('answers the profile with the email', async () => {
    const person = await t.signUp({ profile: { name: 'Ada', lastname: 'Lovelace', company: 'analytical.org' } });
    const { data } = await person.api.call(usersEndpoints.getProfile);
    expect(data).toEqual({ name: 'Ada', lastname: 'Lovelace', company: 'https://analytical.org', email: person.email });
  });

  it('replaces the profile: names trimmed, company normalized, a company left out is cleared', async () => {
    const person = await t.signUp();
    const update = async (body: { name: string; lastname: string; company?: string | null }) =>
      (await person.api.call(usersEndpoints.updateProfile, { body })).data;
    expect(await update({ name: '  Grace ', lastname: 'Hopper', company: 'navy.mil/cobol' })).toEqual({
      name: 'Grace',
      lastname: 'Hopper',
      company: 'https://navy.mil/cobol',
      email: person.email,
    });
    expect((await me(person)).profile).toEqual({
      name: 'Grace',
      lastname: 'Hopper',
      company: 'https://navy.mil/cobol',
    });
    expect((await update({ name: 'Grace', lastname: 'Hopper' })).company).toBeNull();
    expect((await me(person)).profile.company).toBeNull();
    await update({ name: 'Grace', lastname: 'Hopper', company: 'navy.mil' });
    expect((await update({ name: 'Grace', lastname: 'Hopper', company: '' })).company).toBeNull();
    await update({ name: 'Grace', lastname: 'Hopper', company: 'navy.mil' });
    expect((await update({ name: 'Grace', lastname: 'Hopper', company: null })).company).toBeNull();
  });

  it('ignores an email in the body: the email is not changed here', async () => {
    const person = await t.signUp();
    const body = { name: 'A', lastname: 'B', email: 'other@example.com' };
    expect((await person.api.unchecked(usersEndpoints.updateProfile, { body })).data.email).toBe(person.email);
    expect((await me(person)).email).toBe(person.email);
  });

  const cases: Array<[string, object, string, Record<string, string>]> = [
    ['an empty first name', { name: '  ', lastname: 'L' }, 'name', { isNotEmpty: U.firstNameRequired }],
    ['no first name', { lastname: 'L' }, 'name', { isType: U.firstNameRequired }],
    ['an empty last name', { name: 'F', lastname: '' }, 'lastname', { isNotEmpty: U.lastNameRequired }],
    ['no last name', { name: 'F' }, 'lastname', { isType: U.lastNameRequired }],
    [
      'a company that is not a URL',
      { name: 'F', lastname: 'L', company: 'not a site' },
      'company',
      { isUrl: U.companyInvalid },
    ],
    ['a company of the wrong type', { name: 'F', lastname: 'L', company: 42 }, 'company', { isType: U.companyInvalid }],
    [
      'a first name over 100 characters',
      { name: 'x'.repeat(101), lastname: 'L' },
      'name',
      { maxLength: 'Must be at most 100 characters' },
    ],
  ];
  it.each(cases)('refuses %s with its message and changes nothing', async (_name, body, property, constraints) => {
    const person = await t.signUp();
    const before = await me(person);
    const { error } = await person.api.unchecked(usersEndpoints.updateProfile, { body });
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(constraintsAt(error, [property])).toEqual(constraints);
    expect((await me(person)).profile).toEqual(before.profile);
  });

  it('uses the spec texts', () => {
    expect(U.firstNameRequired).toBe('First name is required!');
    expect(U.lastNameRequired).toBe('Last name is required!');
  });
});

describe('users/settings', () => {
  it('answers the four booleans, false by default, and saves the ones given', async () => {
    const person = await t.signUp();
    const settings = async () => (await person.api.call(usersEndpoints.getSettings)).data;
    const save = async (body: object) => (await person.api.call(usersEndpoints.updateSettings, { body })).data;
    expect(await settings()).toEqual({
      hasBillingEvent: false,
      hasConnectionEvent: false,
      hasErrorEvent: false,
      hasSecurityEvent: false,
    });
    expect(await save({ hasBillingEvent: true, hasSecurityEvent: true })).toEqual({
      hasBillingEvent: true,
      hasConnectionEvent: false,
      hasErrorEvent: false,
      hasSecurityEvent: true,
    });
    const all = { hasBillingEvent: false, hasConnectionEvent: true, hasErrorEvent: true, hasSecurityEvent: true };
    expect(await save(all)).toEqual(all);
    expect(await settings()).toEqual(all);
    expect((await me(person)).settings).toEqual(all);
  });

  it('refuses a value that is not a boolean and changes nothing', async () => {
    const person = await t.signUp();
    const { error } = await person.api.unchecked(usersEndpoints.updateSettings, {
      body: { hasBillingEvent: 'yes', hasErrorEvent: true },
    });
    expect(constraintsAt(error, ['hasBillingEvent'])).toEqual({ isType: expect.any(String) });
    expect((await person.api.call(usersEndpoints.getSettings)).data.hasErrorEvent).toBe(false);
    expect((await person.api.unchecked(usersEndpoints.updateSettings, { body: [true] })).status).toBe(400);
  });
});

describe('users/guides', () => {
  it('marks the guides given and keeps the others', async () => {
    const person = await t.signUp();
    const mark = async (body: object) => (await person.api.call(usersEndpoints.updateGuides, { body })).data;
    expect(await mark({ completedDashboard: true })).toEqual({
      completedDashboard: true,
      completedCreateApplication: false,
      completedConsumer: false,
    });
    const all = { completedDashboard: true, completedCreateApplication: true, completedConsumer: true };
    expect(await mark({ completedCreateApplication: true, completedConsumer: true })).toEqual(all);
    expect((await me(person)).guides).toEqual(all);
  });

  it('refuses a value that is not a boolean', async () => {
    const person = await t.signUp();
    const { error } = await person.api.unchecked(usersEndpoints.updateGuides, { body: { completedConsumer: 1 } });
    expect(constraintsAt(error, ['completedConsumer'])).toEqual({ isType: expect.any(String) });
    expect((await me(person)).guides.completedConsumer).toBe(false);
  });
});

describe('users/meta', () => {
  const saveMeta = async (person: Person, body: object) => person.api.unchecked(usersEndpoints.updateMeta, { body });

  it('answers the meta with the first team as the current account', async () => {
    const person = await t.signUp();
    expect((await person.api.call(usersEndpoints.getMeta)).data).toEqual({
      applicationId: null,
      step: 'none',
      accountId: person.teamId,
      environment: 'live',
    });
  });

  it('moves the step forward only: an earlier step is ignored and the stored one answered', async () => {
    const person = await t.signUp();
    const step = async (value: string) => (await saveMeta(person, { step: value })).data.step;
    expect(await step('init')).toBe('init');
    expect(await step('connectors')).toBe('connectors');
    expect(await step('application_name')).toBe('connectors');
    expect(await step('none')).toBe('connectors');
    expect(await step('consumer')).toBe('consumer');
    expect((await me(person)).meta.step).toBe('consumer');
  });

  it('saves the application id (an application of one of their teams), and clears it with null', async () => {
    const person = await t.signUp();
    const id = await newApplication(person);
    expect((await saveMeta(person, { applicationId: randomUUID() })).error).toMatchObject({ statusCode: 400 });
    expect((await saveMeta(person, { applicationId: id })).data.applicationId).toBe(id);
    expect((await saveMeta(person, { step: 'init' })).data.applicationId).toBe(id);
    expect((await saveMeta(person, { applicationId: null })).data.applicationId).toBeNull();
  });

  it('switches the current team only to a team the user is a member of', async () => {
    const person = await t.signUp();
    const second = await t.services.teams.create(person.id, 'Second');
    const other = await t.signUp();

    const { error } = await saveMeta(person, { accountId: other.teamId, step: 'init' });
    expect(error).toMatchObject({ statusCode: 400, message: U.accountNotMember });
    expect(constraintsAt(error, ['accountId'])).toEqual({ isMember: U.accountNotMember });
    expect((await me(person)).meta).toMatchObject({ accountId: person.teamId, step: 'none' });

    expect((await saveMeta(person, { accountId: randomUUID() })).error.message).toBe(U.accountNotMember);
    expect((await saveMeta(person, { accountId: second.id })).data.accountId).toBe(second.id);
    expect((await me(person)).meta.accountId).toBe(second.id);
    expect((await saveMeta(person, { accountId: person.teamId })).data.accountId).toBe(person.teamId);
  });

  it('refuses a team where the user is suspended', async () => {
    const person = await t.signUp();
    const team = await t.services.teams.create(person.id, 'Suspended here');
    const membership = await t.services.teams.membershipOf(person.id, team.id);
    await t.services.teams.updateMembership(membership!.id, { isSuspended: true });
    expect((await saveMeta(person, { accountId: team.id })).error).toMatchObject({
      statusCode: 400,
      message: U.accountNotMember,
    });
    expect((await me(person)).meta.accountId).toBe(person.teamId);
  });

  it.each([
    ['a step that does not exist', { step: 'done' }, 'step', { isIn: U.stepInvalid }],
    ['an account id that is not an id', { accountId: 'abc' }, 'accountId', { isUuid: U.accountInvalid }],
    [
      'an application id that is not an id',
      { applicationId: "1' or 1=1" },
      'applicationId',
      { isUuid: U.applicationInvalid },
    ],
    ['a null account', { accountId: null }, 'accountId', { isType: U.accountInvalid }],
  ])('refuses %s', async (_name, body, property, constraints) => {
    const person = await t.signUp();
    const { error } = await saveMeta(person, body);
    expect(error.statusCode).toBe(400);
    expect(constraintsAt(error, [property])).toEqual(constraints);
  });
});
