import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/shared/accounts/accounts.constants';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import type { CallResult } from '@portal/shared/common/endpoint-client';
import type { EndpointSpec } from '@portal/shared/common/endpoint';
import { MEMBER_MESSAGES as M } from '@portal/shared/members/members.constants';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import type { Member } from '@portal/shared/members/members.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { keyOf, uniqueEmail } from '../../test/factories';
import { ACTORS, type Actor, type TeamOfActors, inviteByMail, joinByInvitation, teamOfActors } from '../../test/teams';
import { type Person, useSmtpServer, useTestApp } from '../../test/test-app';

// Status codes per role for every endpoint are proved by route-table.test.ts; these check what the calls do.
const PUBLIC_URL = 'https://portal.example.test';

const smtp = useSmtpServer();
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL }));

/** What each actor gets from a call that manages members: allowed, refused by role, or not shown the team. */
const MANAGES: Record<Actor, 'allowed' | 'forbidden' | 'hidden'> = {
  owner: 'allowed',
  admin: 'allowed',
  developer: 'forbidden',
  viewer: 'forbidden',
  suspended: 'hidden',
  stranger: 'hidden',
};

const listAs = async (person: Person, account: string): Promise<Member[]> =>
  (await person.api.call(membersEndpoints.list, { query: { account } })).data;
const memberOf = async (team: TeamOfActors, id: string) => (await listAs(team.owner, team.id)).find((m) => m.id === id);

/** A further member of the team (added directly: a target to act on). */
async function addTarget(team: TeamOfActors, role: Role = 'TEAM_DEVELOPER'): Promise<Member> {
  const target = await t.signUp();
  const membership = await t.services.teams.addMember(team.id, target.id, role);
  return (await memberOf(team, membership.id))!;
}

function expectRefusal(answer: CallResult<EndpointSpec>, kind: 'forbidden' | 'hidden') {
  if (kind === 'forbidden') expect(answer.error).toMatchObject({ statusCode: 403, message: PERMISSION_DENIED_MESSAGE });
  else expect(answer.error).toEqual({ statusCode: 404, code: 'TEAM_NOT_FOUND', message: M.teamNotFound });
}

describe('what the members endpoints do for each role', () => {
  let team: TeamOfActors;
  beforeAll(async () => {
    team = await teamOfActors(t, smtp, 'Matrix');
  });

  describe.each(ACTORS)('as %s', (actor) => {
    const expected = MANAGES[actor];
    const as = () => team.actors[actor].api;

    it(`list: ${expected === 'hidden' ? 'not shown' : 'every member with role and status'}`, async () => {
      const answer = await as().call(membersEndpoints.list, { query: { account: team.id } });
      if (expected === 'hidden') return expectRefusal(answer, 'hidden');
      const byEmail = (email: string) => answer.data.find((m) => m.email === email);
      expect(byEmail(team.actors.owner.email)).toMatchObject({
        role: 'ADMIN',
        status: 'active',
        isSuspended: false,
        name: 'Ada Lovelace',
      });
      expect(byEmail(team.actors.admin.email)).toMatchObject({ role: 'TEAM_ADMIN', status: 'active' });
      expect(byEmail(team.actors.developer.email)).toMatchObject({ role: 'TEAM_DEVELOPER', status: 'active' });
      expect(byEmail(team.actors.viewer.email)).toMatchObject({ role: 'TEAM_USER', status: 'active' });
      expect(byEmail(team.actors.suspended.email)).toMatchObject({
        role: 'TEAM_DEVELOPER',
        status: 'suspended',
        isSuspended: true,
      });
      expect(byEmail(team.actors.stranger.email)).toBeUndefined();
      for (const member of answer.data) {
        expect(Object.keys(member).sort()).toEqual([
          'createdAt',
          'email',
          'id',
          'isSuspended',
          'name',
          'role',
          'status',
        ]);
        expect(Number.isNaN(Date.parse(member.createdAt))).toBe(false);
      }
    });

    it(`invite: ${expected}, with the mail only when allowed`, async () => {
      const email = uniqueEmail(`invitee.${actor}`);
      const answer = await as().call(membersEndpoints.invite, {
        body: { account: team.id, data: { name: 'Invitee', email, role: 'developer' } },
      });
      const listed = (await listAs(team.owner, team.id)).find((m) => m.email === email);
      if (expected !== 'allowed') {
        expectRefusal(answer, expected);
        expect(listed).toBeUndefined();
        await t.flush();
        return expect(smtp.mailsTo(email)).toEqual([]);
      }
      expect(answer.data).toMatchObject({
        name: 'Invitee',
        email,
        role: 'TEAM_DEVELOPER',
        status: 'invited',
        isSuspended: false,
      });
      expect(listed).toMatchObject({ id: answer.data.id, status: 'invited' });
      expect(keyOf((await smtp.waitForMail(email)).links[0], '/invite/')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it(`change a role: ${expected}`, async () => {
      const target = await addTarget(team);
      const answer = await as().call(membersEndpoints.changeRole, {
        params: { id: target.id },
        body: { account: team.id, role: 'user' },
      });
      const after = await memberOf(team, target.id);
      if (expected !== 'allowed') {
        expectRefusal(answer, expected);
        return expect(after?.role).toBe('TEAM_DEVELOPER');
      }
      expect(answer.data).toMatchObject({ id: target.id, role: 'TEAM_USER', status: 'active' });
      expect(after?.role).toBe('TEAM_USER');
    });

    it(`suspend and unsuspend (a toggle): ${expected}`, async () => {
      const target = await addTarget(team);
      const toggle = () =>
        as().call(membersEndpoints.toggleSuspended, { params: { id: target.id }, body: { account: team.id } });
      const first = await toggle();
      if (expected !== 'allowed') {
        expectRefusal(first, expected);
        return expect(await memberOf(team, target.id)).toMatchObject({ status: 'active', isSuspended: false });
      }
      expect(first.data).toMatchObject({ id: target.id, status: 'suspended', isSuspended: true });
      expect(await memberOf(team, target.id)).toMatchObject({ status: 'suspended', isSuspended: true });
      expect((await toggle()).data).toMatchObject({ id: target.id, status: 'active', isSuspended: false });
    });

    it(`remove a member: ${expected}`, async () => {
      const target = await addTarget(team);
      const answer = await as().call(membersEndpoints.remove, {
        params: { id: target.id },
        body: { account: team.id },
      });
      const after = await memberOf(team, target.id);
      if (expected !== 'allowed') {
        expectRefusal(answer, expected);
        return expect(after).toMatchObject({ id: target.id, status: 'active' });
      }
      expect(answer.data).toEqual({ ok: true });
      expect(after).toBeUndefined();
    });

    it(`withdraw an invitation: ${expected}`, async () => {
      const { member } = await inviteByMail(smtp, team.owner, team, {
        name: 'Withdrawn',
        email: uniqueEmail('withdrawn'),
        role: 'user',
      });
      const answer = await as().call(membersEndpoints.remove, {
        params: { id: member.id },
        body: { account: team.id },
      });
      const after = await memberOf(team, member.id);
      if (expected !== 'allowed') {
        expectRefusal(answer, expected);
        return expect(after?.status).toBe('invited');
      }
      expect(answer.data).toEqual({ ok: true });
      expect(after).toBeUndefined();
    });
  });
});

describe('nobody acts on themselves or on the Owner', () => {
  let team: TeamOfActors;
  beforeAll(async () => {
    team = await teamOfActors(t, smtp, 'Self and owner');
  });
  const idOf = async (email: string) => (await listAs(team.owner, team.id)).find((m) => m.email === email)!.id;
  const act = (person: Person, change: 'role' | 'suspend' | 'delete', id: string, role: 'admin' | 'user' = 'user') =>
    change === 'role'
      ? person.api.call(membersEndpoints.changeRole, { params: { id }, body: { account: team.id, role } })
      : change === 'suspend'
        ? person.api.call(membersEndpoints.toggleSuspended, { params: { id }, body: { account: team.id } })
        : person.api.call(membersEndpoints.remove, { params: { id }, body: { account: team.id } });

  it.each([
    ['owner', 'role', M.changeOwnRole],
    ['owner', 'suspend', M.suspendYourself],
    ['owner', 'delete', M.deleteYourself],
    ['admin', 'role', M.changeOwnRole],
    ['admin', 'suspend', M.suspendYourself],
    ['admin', 'delete', M.deleteYourself],
  ] as const)('%s: %s on themselves → 403 with a clear message', async (actor, change, message) => {
    const me = team.actors[actor];
    const id = await idOf(me.email);
    expect((await act(me, change, id)).error).toMatchObject({ statusCode: 403, code: 'NOT_ON_YOURSELF', message });
    expect(await memberOf(team, id)).toMatchObject({
      role: actor === 'owner' ? 'ADMIN' : 'TEAM_ADMIN',
      status: 'active',
    });
  });

  it.each([
    ['role', M.changeOwnerRole],
    ['suspend', M.suspendOwner],
    ['delete', M.deleteOwner],
  ] as const)('an Admin: %s on the Owner → 403 with a clear message', async (change, message) => {
    const id = team.owner.memberId;
    expect((await act(team.actors.admin, change, id, 'admin')).error).toMatchObject({
      statusCode: 403,
      code: 'OWNER_PROTECTED',
      message,
    });
    expect(await memberOf(team, id)).toMatchObject({ role: 'ADMIN', status: 'active' });
  });

  it('an Admin may change the role of another Admin; the demoted Admin loses the rights at once', async () => {
    const other = await joinByInvitation(t, smtp, team.owner, team, 'admin');
    const demoted = await team.actors.admin.api.call(membersEndpoints.changeRole, {
      params: { id: other.memberId },
      body: { account: team.id, role: 'developer' },
    });
    expect(demoted.data.role).toBe('TEAM_DEVELOPER');
    const tries = await other.api.call(membersEndpoints.invite, {
      body: { account: team.id, data: { name: 'X', email: uniqueEmail('x'), role: 'user' } },
    });
    expect(tries.error.statusCode).toBe(403);
    expect((await other.api.call(accountsEndpoints.list)).data).toContainEqual({
      id: team.id,
      name: team.name,
      role: 'TEAM_DEVELOPER',
    });
  });

  it('a Viewer acting on themselves is refused for the role, not for the target', async () => {
    const viewer = team.actors.viewer;
    const answer = await act(viewer, 'role', await idOf(viewer.email), 'admin');
    expect(answer.error).toMatchObject({ statusCode: 403, message: PERMISSION_DENIED_MESSAGE });
  });
});
