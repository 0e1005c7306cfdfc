import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { MEMBER_MESSAGES as M } from '@portal/shared/members/members.constants';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import type { Member } from '@portal/shared/members/members.schemas';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { constraintsAt, uniqueEmail } from '../../test/factories';
import { type Team, type TeamOfActors, inviteByMail, joinByInvitation, teamOfActors } from '../../test/teams';
import { type Person, useSmtpServer, useTestApp } from '../../test/test-app';

const smtp = useSmtpServer();
const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

const TEAM_NOT_FOUND = { statusCode: 404, code: 'TEAM_NOT_FOUND', message: M.teamNotFound };
const listAs = async (person: Person, account: string): Promise<Member[]> =>
  (await person.api.call(membersEndpoints.list, { query: { account } })).data;
const teamIdsOf = async (person: Person) => (await person.api.call(accountsEndpoints.list)).data.map((team) => team.id);
const toggleSuspended = (by: Person, team: Team, id: string) =>
  by.api.call(membersEndpoints.toggleSuspended, { params: { id }, body: { account: team.id } });
const remove = (by: Person, team: Team, id: string) =>
  by.api.call(membersEndpoints.remove, { params: { id }, body: { account: team.id } });
/** A new Owner and their first team. */
const ownTeam = async () => {
  const owner = await t.signUp();
  return { owner, team: { id: owner.teamId, name: "Ada's team" } };
};

describe('suspension', () => {
  it('takes the team away at once and gives it back on unsuspend', async () => {
    const { owner, team } = await ownTeam();
    const member = await joinByInvitation(t, smtp, owner, team, 'developer');
    expect(await teamIdsOf(member)).toContain(team.id);

    await toggleSuspended(owner, team, member.memberId);
    expect((await member.api.call(membersEndpoints.list, { query: { account: team.id } })).error).toEqual(
      TEAM_NOT_FOUND,
    );
    expect(await teamIdsOf(member)).not.toContain(team.id);
    expect((await member.api.call(usersEndpoints.updateMeta, { body: { accountId: team.id } })).status).toBe(400);

    await toggleSuspended(owner, team, member.memberId);
    expect((await listAs(member, team.id)).map((m) => m.email)).toContain(member.email);
    expect((await member.api.call(accountsEndpoints.list)).data).toContainEqual({
      id: team.id,
      name: team.name,
      role: 'TEAM_DEVELOPER',
    });
  });

  it('a suspended Admin can no longer manage members', async () => {
    const { owner, team } = await ownTeam();
    const admin = await joinByInvitation(t, smtp, owner, team, 'admin');
    const target = await joinByInvitation(t, smtp, owner, team, 'user');
    await toggleSuspended(owner, team, admin.memberId);
    expect((await remove(admin, team, target.memberId)).error).toEqual(TEAM_NOT_FOUND);
    expect((await listAs(owner, team.id)).find((m) => m.id === target.memberId)?.status).toBe('active');
  });

  it('a pending invitation cannot be suspended', async () => {
    const { owner, team } = await ownTeam();
    const { member } = await inviteByMail(smtp, owner, team, { name: 'P', email: uniqueEmail('p'), role: 'user' });
    expect((await toggleSuspended(owner, team, member.id)).error).toMatchObject({
      statusCode: 400,
      message: M.suspendInvitation,
    });
    expect((await listAs(owner, team.id)).find((m) => m.id === member.id)?.status).toBe('invited');
  });
});

describe('removal', () => {
  it('takes the team away; the removed member falls back to another of their teams', async () => {
    const { owner, team } = await ownTeam();
    const member = await joinByInvitation(t, smtp, owner, team, 'developer');
    expect((await member.api.call(usersEndpoints.me)).data.meta.accountId).toBe(team.id);

    expect((await remove(owner, team, member.memberId)).data).toEqual({ ok: true });
    expect((await member.api.call(membersEndpoints.list, { query: { account: team.id } })).error).toEqual(
      TEAM_NOT_FOUND,
    );
    expect((await member.api.call(accountsEndpoints.list)).data).toEqual([
      { id: member.teamId, name: "Ada's team", role: 'ADMIN' },
    ]);
    expect((await member.api.call(usersEndpoints.me)).data.meta.accountId).toBe(member.teamId);
    // Deleting again: gone.
    expect((await remove(owner, team, member.memberId)).error).toMatchObject({
      statusCode: 404,
      message: M.memberNotFound,
    });
  });
});

describe('isolation between teams', () => {
  let a: TeamOfActors;
  let b: Person;
  let invitationId: string;
  let adminId: string;
  beforeAll(async () => {
    a = await teamOfActors(t, smtp, 'Team A');
    b = await t.signUp();
    invitationId = (
      await inviteByMail(smtp, a.owner, a, { name: 'Pending', email: uniqueEmail('pending'), role: 'user' })
    ).member.id;
    adminId = (await listAs(a.owner, a.id)).find((m) => m.email === a.actors.admin.email)!.id;
  });

  it('the accounts list of another team’s Owner shows only their own team', async () => {
    expect(await teamIdsOf(b)).toEqual([b.teamId]);
  });

  it('answers exactly the same for a team that exists and one that does not', async () => {
    const existing = await b.api.call(membersEndpoints.list, { query: { account: a.id } });
    const missing = await b.api.call(membersEndpoints.list, { query: { account: randomUUID() } });
    expect(existing.error).toEqual(TEAM_NOT_FOUND);
    expect(existing.body).toEqual(missing.body);
  });

  it('cannot invite into, change, suspend or remove anything of the team', async () => {
    const before = await listAs(a.owner, a.id);
    const account = a.id;
    const answers = [
      await b.api.call(membersEndpoints.invite, {
        body: { account, data: { name: 'N', email: 'n@example.com', role: 'admin' } },
      }),
      await b.api.call(membersEndpoints.changeRole, { params: { id: adminId }, body: { account, role: 'user' } }),
      await toggleSuspended(b, a, adminId),
      await remove(b, a, adminId),
      await b.api.call(membersEndpoints.changeRole, { params: { id: invitationId }, body: { account, role: 'admin' } }),
      await remove(b, a, invitationId),
    ];
    for (const answer of answers) expect(answer.error).toEqual(TEAM_NOT_FOUND);
    expect(await listAs(a.owner, a.id)).toEqual(before);
  });

  it("cannot reach the team's members or invitations through their own team either", async () => {
    const before = await listAs(a.owner, a.id);
    const own = { id: b.teamId, name: "Ada's team" };
    const answers = [
      await b.api.call(membersEndpoints.changeRole, {
        params: { id: adminId },
        body: { account: own.id, role: 'user' },
      }),
      await toggleSuspended(b, own, adminId),
      await remove(b, own, adminId),
      await b.api.call(membersEndpoints.changeRole, {
        params: { id: invitationId },
        body: { account: own.id, role: 'admin' },
      }),
      await remove(b, own, invitationId),
    ];
    for (const answer of answers) expect(answer.error).toMatchObject({ statusCode: 404, message: M.memberNotFound });
    expect(await listAs(a.owner, a.id)).toEqual(before);
    expect((await listAs(b, own.id)).map((m) => m.email)).toEqual([b.email]);
  });
});

describe('validation of the members endpoints', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await t.signUp();
  });

  it('listing needs the team', async () => {
    const missing = await owner.api.unchecked(membersEndpoints.list, {});
    expect(constraintsAt(missing.error, ['account'])).toEqual({ isType: M.accountRequired });
    const malformed = await owner.api.unchecked(membersEndpoints.list, { query: { account: "1' or 1=1" } });
    expect(constraintsAt(malformed.error, ['account'])).toEqual({ isUuid: M.accountInvalid });
  });

  it.each([
    ['no name', { email: 'a@example.com', role: 'user' }, ['data', 'name'], M.nameRequired],
    ['an empty name', { name: ' ', email: 'a@example.com', role: 'user' }, ['data', 'name'], M.nameRequired],
    ['no email', { name: 'A', role: 'user' }, ['data', 'email'], 'Email is required'],
    ['an invalid email', { name: 'A', email: 'a@', role: 'user' }, ['data', 'email'], 'Must be a valid email address'],
    ['no role', { name: 'A', email: 'a@example.com' }, ['data', 'role'], M.roleRequired],
    ['the owner role', { name: 'A', email: 'a@example.com', role: 'ADMIN' }, ['data', 'role'], M.roleInvalid],
  ])('invite refuses %s with its message, stores nothing and mails nothing', async (_name, data, path, message) => {
    await t.flush();
    const before = smtp.messages.length;
    const { error } = await owner.api.unchecked(membersEndpoints.invite, { body: { account: owner.teamId, data } });
    expect(error.statusCode).toBe(400);
    expect(Object.values(constraintsAt(error, path) ?? {})).toEqual([message]);
    expect((await listAs(owner, owner.teamId)).filter((m) => m.status === 'invited')).toEqual([]);
    await t.flush();
    expect(smtp.messages.length).toBe(before);
  });

  it('role change refuses a role outside admin, developer, user', async () => {
    const other = await t.signUp();
    const member = await t.services.teams.addMember(owner.teamId, other.id, 'TEAM_USER');
    const { error } = await owner.api.unchecked(membersEndpoints.changeRole, {
      params: { id: member.id },
      body: { account: owner.teamId, role: 'owner' },
    });
    expect(constraintsAt(error, ['role'])).toEqual({ isIn: M.roleInvalid });
  });

  it('an unknown member id is 404 for a member of the team', async () => {
    const answer = await toggleSuspended(owner, { id: owner.teamId, name: '' }, randomUUID());
    expect(answer.error).toMatchObject({ statusCode: 404, message: M.memberNotFound });
  });

  it('inviting a member of the team is a conflict with a clear message', async () => {
    const joined = await joinByInvitation(t, smtp, owner, { id: owner.teamId, name: "Ada's team" }, 'user');
    for (const email of [joined.email, joined.email.toUpperCase(), owner.email]) {
      const { error } = await owner.api.call(membersEndpoints.invite, {
        body: { account: owner.teamId, data: { name: 'Again', email, role: 'admin' } },
      });
      expect(error).toMatchObject({ statusCode: 409, message: M.alreadyMember });
      expect(constraintsAt(error, ['data', 'email'])).toEqual({ isUnique: M.alreadyMember });
    }
  });
});
