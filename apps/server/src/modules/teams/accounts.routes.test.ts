import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { constraintsAt } from '../../test/factories';
import { type Person, useTestApp } from '../../test/test-app';
import { users } from '../users/users.table';

const t = useTestApp();

const teamsOf = async (person: Person) => (await person.api.call(accountsEndpoints.list)).data;
const create = async (person: Person, name: string) =>
  (await person.api.call(accountsEndpoints.create, { body: { name } })).data;
const currentTeam = async (person: Person) => (await person.api.call(usersEndpoints.me)).data.meta.accountId;

describe('accounts (teams)', () => {
  it('lists the team created at sign-up, with the Owner role', async () => {
    const someone = await t.signUp();
    expect(await teamsOf(someone)).toEqual([{ id: someone.teamId, name: "Ada's team", role: 'ADMIN' }]);
  });

  it('creates a team with its creator as the only member, Owner; the current team stays', async () => {
    const someone = await t.signUp();
    const created = await someone.api.call(accountsEndpoints.create, { body: { name: '  Research  ' } });
    expect(created.status).toBe(201);
    const team = created.data;
    expect(team).toEqual({ id: expect.any(String), name: 'Research', role: 'ADMIN' });
    expect(await teamsOf(someone)).toEqual([
      { id: someone.teamId, name: "Ada's team", role: 'ADMIN' },
      { id: team.id, name: 'Research', role: 'ADMIN' },
    ]);
    expect(await currentTeam(someone)).toBe(someone.teamId);
    const members = (await someone.api.call(membersEndpoints.list, { query: { account: team.id } })).data;
    expect(members).toEqual([
      expect.objectContaining({ email: someone.email, role: 'ADMIN', status: 'active', isSuspended: false }),
    ]);
  });

  it('makes the new team the current one when the user has none', async () => {
    const someone = await t.signUp();
    await t.db.update(users).set({ metaAccountId: null }).where(eq(users.id, someone.id));
    const team = await create(someone, 'Fresh');
    expect(await currentTeam(someone)).toBe(team.id);
  });

  it('the team switcher: users/meta accountId moves between the teams of the user', async () => {
    const someone = await t.signUp();
    const team = await create(someone, 'Second');
    expect((await someone.api.call(usersEndpoints.updateMeta, { body: { accountId: team.id } })).data.accountId).toBe(
      team.id,
    );
    expect(await currentTeam(someone)).toBe(team.id);
  });

  it.each([
    ['no name', {}, { isType: 'Team name is required' }],
    ['an empty name', { name: '   ' }, { min: 'Team name is required' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, { max: 'Team name must be at most 100 characters' }],
  ])('refuses %s and creates nothing', async (_name, body, constraints) => {
    const someone = await t.signUp();
    const { error } = await someone.api.unchecked(accountsEndpoints.create, { body });
    expect(error.statusCode).toBe(400);
    expect(constraintsAt(error, ['name'])).toEqual(constraints);
    expect(await teamsOf(someone)).toHaveLength(1);
  });
});
