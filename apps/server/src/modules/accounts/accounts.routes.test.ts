import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { constraintsAt } from '../../test/factories';
import { api, person } from '../../test/teams';
import { users } from '../users/users.table';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await buildTestApp();
  call = api(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('accounts (teams)', () => {
  it('lists the team created at sign-up, with the Owner role', async () => {
    const someone = await person(t.app);
    const response = await call('GET', '/api/accounts/', someone.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [{ id: someone.teamId, name: "Ada's team", role: 'ADMIN' }] });
  });

  it('creates a team with its creator as the only member, Owner; the current team stays', async () => {
    const someone = await person(t.app);
    const created = await call('POST', '/api/accounts/', someone.token, { name: '  Research  ' });
    expect(created.statusCode).toBe(201);
    const team = created.json().data;
    expect(team).toEqual({ id: expect.any(String), name: 'Research', role: 'ADMIN' });
    expect((await call('GET', '/api/accounts', someone.token)).json().data).toEqual([
      { id: someone.teamId, name: "Ada's team", role: 'ADMIN' },
      { id: team.id, name: 'Research', role: 'ADMIN' },
    ]);
    expect((await call('GET', '/api/users/me', someone.token)).json().data.meta.accountId).toBe(someone.teamId);
    const members = (await call('GET', `/api/members?account=${team.id}`, someone.token)).json().data;
    expect(members).toEqual([expect.objectContaining({ email: someone.email, role: 'ADMIN', status: 'active', isSuspended: false })]);
  });

  it('makes the new team the current one when the user has none', async () => {
    const someone = await person(t.app);
    await t.database.db.update(users).set({ metaAccountId: null }).where(eq(users.id, someone.id));
    const team = (await call('POST', '/api/accounts', someone.token, { name: 'Fresh' })).json().data;
    expect((await call('GET', '/api/users/me', someone.token)).json().data.meta.accountId).toBe(team.id);
  });

  it('the team switcher: users/meta accountId moves between the teams of the user', async () => {
    const someone = await person(t.app);
    const team = (await call('POST', '/api/accounts', someone.token, { name: 'Second' })).json().data;
    expect((await call('PUT', '/api/users/meta', someone.token, { accountId: team.id })).json().data.accountId).toBe(team.id);
    expect((await call('GET', '/api/users/me', someone.token)).json().data.meta.accountId).toBe(team.id);
  });

  it.each([
    ['no name', {}, { isType: 'Team name is required' }],
    ['an empty name', { name: '   ' }, { min: 'Team name is required' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, { max: 'Team name must be at most 100 characters' }],
  ])('refuses %s and creates nothing', async (_name, body, constraints) => {
    const someone = await person(t.app);
    const response = await call('POST', '/api/accounts', someone.token, body);
    expect(response.statusCode).toBe(400);
    expect(constraintsAt(response.json(), ['name'])).toEqual(constraints);
    expect((await call('GET', '/api/accounts', someone.token)).json().data).toHaveLength(1);
  });
});
