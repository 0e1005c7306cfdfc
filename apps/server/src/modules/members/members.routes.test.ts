import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M } from '@portal/shared/members/members.constants';
import type { Member } from '@portal/shared/members/members.schemas';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import type { Role } from '@portal/shared/accounts/accounts.constants';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { constraintsAt } from '../../test/factories';
import { type TestSmtpServer, startSmtpServer } from '../../test/smtp-server';
import { type Person, api, inviteByMail, joinByInvitation, person } from '../../test/teams';
import { createAccountsService } from '../accounts/accounts.service';

const PUBLIC_URL = 'https://portal.example.test';

let smtp: TestSmtpServer;
let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  call = api(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Actor = 'owner' | 'admin' | 'developer' | 'viewer' | 'suspended' | 'stranger';
const ACTORS: Actor[] = ['owner', 'admin', 'developer', 'viewer', 'suspended', 'stranger'];

/** What each actor gets from a call that manages members: allowed, refused by role, or not shown the team. */
const MANAGES: Record<Actor, 'allowed' | 'forbidden' | 'hidden'> = {
  owner: 'allowed',
  admin: 'allowed',
  developer: 'forbidden',
  viewer: 'forbidden',
  suspended: 'hidden',
  stranger: 'hidden',
};

interface Team {
  id: string;
  name: string;
  owner: Person & { memberId: string };
  actors: Record<Actor, Person>;
}

const listAs = async (token: string, accountId: string): Promise<Member[]> => {
  const response = await call('GET', `/api/members?account=${accountId}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** A team with an Owner, an Admin, a Developer, a Viewer and a suspended Developer, all joined through invitations. */
async function buildTeam(name: string): Promise<Team> {
  const owner = await person(t.app);
  const created = await call('POST', '/api/accounts', owner.token, { name });
  expect(created.statusCode).toBe(201);
  const team = { id: created.json().data.id as string, name };
  const admin = await joinByInvitation(t.app, smtp, owner, team, 'admin');
  const developer = await joinByInvitation(t.app, smtp, owner, team, 'developer');
  const viewer = await joinByInvitation(t.app, smtp, owner, team, 'user');
  const suspended = await joinByInvitation(t.app, smtp, owner, team, 'developer');
  expect((await call('POST', `/api/members/suspend/${suspended.memberId}`, owner.token, { account: team.id })).statusCode).toBe(200);
  const stranger = await person(t.app);
  const ownerMember = (await listAs(owner.token, team.id)).find((m) => m.role === 'ADMIN')!;
  return { ...team, owner: { ...owner, memberId: ownerMember.id }, actors: { owner, admin, developer, viewer, suspended, stranger } };
}

/** A further member of the team (added directly: a target to act on). */
async function addTarget(team: Team, role: Role = 'TEAM_DEVELOPER'): Promise<Member> {
  const target = await person(t.app);
  const membership = await createAccountsService(t.database.db).addMember(team.id, target.id, role);
  return (await listAs(team.owner.token, team.id)).find((m) => m.id === membership.id)!;
}

function expectRefusal(response: { statusCode: number; json(): { error: { message: string; code: string } } }, kind: 'forbidden' | 'hidden') {
  if (kind === 'forbidden') {
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(PERMISSION_DENIED_MESSAGE);
  } else {
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ statusCode: 404, code: 'TEAM_NOT_FOUND', message: M.teamNotFound });
  }
}

describe('the role matrix of the members endpoints', () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildTeam('Matrix');
  });

  describe.each(ACTORS)('as %s', (actor) => {
    const expected = MANAGES[actor];
    const token = () => team.actors[actor].token;

    it(`GET members: ${actor === 'suspended' || actor === 'stranger' ? '404' : '200 with every member and status'}`, async () => {
      const response = await call('GET', `/api/members?account=${team.id}`, token());
      if (expected === 'hidden') return expectRefusal(response, 'hidden');
      expect(response.statusCode).toBe(200);
      const members = response.json().data as Member[];
      const byEmail = (email: string) => members.find((m) => m.email === email);
      expect(byEmail(team.actors.owner.email)).toMatchObject({ role: 'ADMIN', status: 'active', isSuspended: false, name: 'Ada Lovelace' });
      expect(byEmail(team.actors.admin.email)).toMatchObject({ role: 'TEAM_ADMIN', status: 'active' });
      expect(byEmail(team.actors.developer.email)).toMatchObject({ role: 'TEAM_DEVELOPER', status: 'active' });
      expect(byEmail(team.actors.viewer.email)).toMatchObject({ role: 'TEAM_USER', status: 'active' });
      expect(byEmail(team.actors.suspended.email)).toMatchObject({ role: 'TEAM_DEVELOPER', status: 'suspended', isSuspended: true });
      expect(byEmail(team.actors.stranger.email)).toBeUndefined();
      for (const member of members) {
        expect(Object.keys(member).sort()).toEqual(['createdAt', 'email', 'id', 'isSuspended', 'name', 'role', 'status']);
        expect(Number.isNaN(Date.parse(member.createdAt))).toBe(false);
      }
    });

    it(`POST members/invite: ${expected}`, async () => {
      const email = `invitee.${actor}.${randomUUID().slice(0, 8)}@example.com`;
      const response = await call('POST', '/api/members/invite', token(), { account: team.id, data: { name: 'Invitee', email, role: 'developer' } });
      const listed = (await listAs(team.owner.token, team.id)).find((m) => m.email === email);
      if (expected !== 'allowed') {
        expectRefusal(response, expected);
        expect(listed).toBeUndefined();
        return;
      }
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ name: 'Invitee', email, role: 'TEAM_DEVELOPER', status: 'invited', isSuspended: false });
      expect(listed).toMatchObject({ id: response.json().data.id, status: 'invited' });
      expect((await smtp.waitForMail(email)).links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/invite/[A-Za-z0-9_-]{43}$`));
    });

    it(`POST members/role/{id}: ${expected}`, async () => {
      const target = await addTarget(team);
      const response = await call('POST', `/api/members/role/${target.id}`, token(), { account: team.id, role: 'user' });
      const after = (await listAs(team.owner.token, team.id)).find((m) => m.id === target.id);
      if (expected !== 'allowed') {
        expectRefusal(response, expected);
        expect(after?.role).toBe('TEAM_DEVELOPER');
        return;
      }
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: target.id, role: 'TEAM_USER', status: 'active' });
      expect(after?.role).toBe('TEAM_USER');
    });

    it(`POST members/suspend/{id}: ${expected} (a toggle)`, async () => {
      const target = await addTarget(team);
      const first = await call('POST', `/api/members/suspend/${target.id}`, token(), { account: team.id });
      const after = (await listAs(team.owner.token, team.id)).find((m) => m.id === target.id);
      if (expected !== 'allowed') {
        expectRefusal(first, expected);
        expect(after).toMatchObject({ status: 'active', isSuspended: false });
        return;
      }
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ id: target.id, status: 'suspended', isSuspended: true });
      expect(after).toMatchObject({ status: 'suspended', isSuspended: true });
      const second = await call('POST', `/api/members/suspend/${target.id}`, token(), { account: team.id });
      expect(second.json().data).toMatchObject({ id: target.id, status: 'active', isSuspended: false });
    });

    it(`DELETE members/{id}: ${expected}`, async () => {
      const target = await addTarget(team);
      const response = await call('DELETE', `/api/members/${target.id}`, token(), { account: team.id });
      const after = (await listAs(team.owner.token, team.id)).find((m) => m.id === target.id);
      if (expected !== 'allowed') {
        expectRefusal(response, expected);
        expect(after).toBeDefined();
        return;
      }
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
      expect(after).toBeUndefined();
    });

    it(`DELETE members/{invitation id}: ${expected}`, async () => {
      const email = `withdrawn.${randomUUID().slice(0, 8)}@example.com`;
      const { member } = await inviteByMail(t.app, smtp, team.owner, team, { name: 'Withdrawn', email, role: 'user' });
      const response = await call('DELETE', `/api/members/${member.id}`, token(), { account: team.id });
      const after = (await listAs(team.owner.token, team.id)).find((m) => m.id === member.id);
      if (expected !== 'allowed') {
        expectRefusal(response, expected);
        expect(after?.status).toBe('invited');
        return;
      }
      expect(response.statusCode).toBe(200);
      expect(after).toBeUndefined();
    });
  });
});

describe('nobody acts on themselves or on the Owner', () => {
  let team: Team;
  beforeAll(async () => {
    team = await buildTeam('Self and owner');
  });
  const idOf = async (email: string) => (await listAs(team.owner.token, team.id)).find((m) => m.email === email)!.id;

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
    const response =
      change === 'role'
        ? await call('POST', `/api/members/role/${id}`, me.token, { account: team.id, role: 'user' })
        : change === 'suspend'
          ? await call('POST', `/api/members/suspend/${id}`, me.token, { account: team.id })
          : await call('DELETE', `/api/members/${id}`, me.token, { account: team.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(message);
    const after = (await listAs(team.owner.token, team.id)).find((m) => m.id === id);
    expect(after).toMatchObject({ role: actor === 'owner' ? 'ADMIN' : 'TEAM_ADMIN', status: 'active' });
  });

  it.each([
    ['role', M.changeOwnerRole],
    ['suspend', M.suspendOwner],
    ['delete', M.deleteOwner],
  ] as const)('an Admin: %s on the Owner → 403 with a clear message', async (change, message) => {
    const admin = team.actors.admin;
    const id = team.owner.memberId;
    const response =
      change === 'role'
        ? await call('POST', `/api/members/role/${id}`, admin.token, { account: team.id, role: 'admin' })
        : change === 'suspend'
          ? await call('POST', `/api/members/suspend/${id}`, admin.token, { account: team.id })
          : await call('DELETE', `/api/members/${id}`, admin.token, { account: team.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(message);
    expect((await listAs(team.owner.token, team.id)).find((m) => m.id === id)).toMatchObject({ role: 'ADMIN', status: 'active' });
  });

  it('an Admin may change the role of another Admin; the demoted Admin loses the rights at once', async () => {
    const other = await joinByInvitation(t.app, smtp, team.owner, team, 'admin');
    const demoted = await call('POST', `/api/members/role/${other.memberId}`, team.actors.admin.token, { account: team.id, role: 'developer' });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().data.role).toBe('TEAM_DEVELOPER');
    const tries = await call('POST', '/api/members/invite', other.token, {
      account: team.id,
      data: { name: 'X', email: `x.${randomUUID().slice(0, 8)}@example.com`, role: 'user' },
    });
    expect(tries.statusCode).toBe(403);
    expect((await call('GET', '/api/accounts', other.token)).json().data).toContainEqual({ id: team.id, name: team.name, role: 'TEAM_DEVELOPER' });
  });

  it('a Viewer acting on themselves is refused for the role, not for the target', async () => {
    const viewer = team.actors.viewer;
    const id = await idOf(viewer.email);
    const response = await call('POST', `/api/members/role/${id}`, viewer.token, { account: team.id, role: 'admin' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(PERMISSION_DENIED_MESSAGE);
  });
});

describe('suspension', () => {
  it('takes the team away at once and gives it back on unsuspend', async () => {
    const owner = await person(t.app);
    const team = { id: owner.teamId, name: "Ada's team" };
    const member = await joinByInvitation(t.app, smtp, owner, team, 'developer');
    expect((await call('GET', '/api/accounts', member.token)).json().data.map((a: { id: string }) => a.id)).toContain(team.id);

    await call('POST', `/api/members/suspend/${member.memberId}`, owner.token, { account: team.id });
    expectRefusal(await call('GET', `/api/members?account=${team.id}`, member.token), 'hidden');
    expect((await call('GET', '/api/accounts', member.token)).json().data.map((a: { id: string }) => a.id)).not.toContain(team.id);
    expect((await call('PUT', '/api/users/meta', member.token, { accountId: team.id })).statusCode).toBe(400);

    await call('POST', `/api/members/suspend/${member.memberId}`, owner.token, { account: team.id });
    expect((await call('GET', `/api/members?account=${team.id}`, member.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/accounts', member.token)).json().data).toContainEqual({ id: team.id, name: team.name, role: 'TEAM_DEVELOPER' });
  });

  it('a suspended Admin can no longer manage members', async () => {
    const owner = await person(t.app);
    const team = { id: owner.teamId, name: "Ada's team" };
    const admin = await joinByInvitation(t.app, smtp, owner, team, 'admin');
    const target = await joinByInvitation(t.app, smtp, owner, team, 'user');
    await call('POST', `/api/members/suspend/${admin.memberId}`, owner.token, { account: team.id });
    expectRefusal(await call('DELETE', `/api/members/${target.memberId}`, admin.token, { account: team.id }), 'hidden');
    expect((await listAs(owner.token, team.id)).find((m) => m.id === target.memberId)?.status).toBe('active');
  });

  it('a pending invitation cannot be suspended', async () => {
    const owner = await person(t.app);
    const team = { id: owner.teamId, name: "Ada's team" };
    const { member } = await inviteByMail(t.app, smtp, owner, team, { name: 'P', email: `p.${randomUUID().slice(0, 8)}@example.com`, role: 'user' });
    const response = await call('POST', `/api/members/suspend/${member.id}`, owner.token, { account: team.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(M.suspendInvitation);
  });
});

describe('removal', () => {
  it('takes the team away; the removed member falls back to another of their teams', async () => {
    const owner = await person(t.app);
    const team = { id: owner.teamId, name: "Ada's team" };
    const member = await joinByInvitation(t.app, smtp, owner, team, 'developer');
    expect((await call('GET', '/api/users/me', member.token)).json().data.meta.accountId).toBe(team.id);

    expect((await call('DELETE', `/api/members/${member.memberId}`, owner.token, { account: team.id })).statusCode).toBe(200);
    expectRefusal(await call('GET', `/api/members?account=${team.id}`, member.token), 'hidden');
    const accounts = (await call('GET', '/api/accounts', member.token)).json().data;
    expect(accounts).toEqual([{ id: member.teamId, name: "Ada's team", role: 'ADMIN' }]);
    expect((await call('GET', '/api/users/me', member.token)).json().data.meta.accountId).toBe(member.teamId);
    // Deleting again: gone.
    const again = await call('DELETE', `/api/members/${member.memberId}`, owner.token, { account: team.id });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(M.memberNotFound);
  });
});

describe('isolation between teams', () => {
  let a: Team;
  let b: Person;
  let invitationId: string;
  beforeAll(async () => {
    a = await buildTeam('Team A');
    b = await person(t.app);
    ({ member: { id: invitationId } } = await inviteByMail(t.app, smtp, a.owner, a, {
      name: 'Pending',
      email: `pending.${randomUUID().slice(0, 8)}@example.com`,
      role: 'user',
    }));
  });

  it('the accounts list of another team’s Owner shows only their own team', async () => {
    const accounts = (await call('GET', '/api/accounts', b.token)).json().data as Array<{ id: string }>;
    expect(accounts.map((account) => account.id)).toEqual([b.teamId]);
  });

  it('answers exactly the same for a team that exists and one that does not', async () => {
    const existing = await call('GET', `/api/members?account=${a.id}`, b.token);
    const missing = await call('GET', `/api/members?account=${randomUUID()}`, b.token);
    expect(existing.statusCode).toBe(404);
    expect(existing.body).toBe(missing.body);
  });

  it('cannot invite into, change, suspend or remove anything of the team', async () => {
    const admin = (await listAs(a.owner.token, a.id)).find((m) => m.email === a.actors.admin.email)!;
    const before = await listAs(a.owner.token, a.id);
    const responses = [
      await call('POST', '/api/members/invite', b.token, { account: a.id, data: { name: 'N', email: 'n@example.com', role: 'admin' } }),
      await call('POST', `/api/members/role/${admin.id}`, b.token, { account: a.id, role: 'user' }),
      await call('POST', `/api/members/suspend/${admin.id}`, b.token, { account: a.id }),
      await call('DELETE', `/api/members/${admin.id}`, b.token, { account: a.id }),
      await call('POST', `/api/members/role/${invitationId}`, b.token, { account: a.id, role: 'admin' }),
      await call('DELETE', `/api/members/${invitationId}`, b.token, { account: a.id }),
    ];
    for (const response of responses) expectRefusal(response, 'hidden');
    expect(await listAs(a.owner.token, a.id)).toEqual(before);
  });

  it("cannot reach the team's members or invitations through their own team either", async () => {
    const admin = (await listAs(a.owner.token, a.id)).find((m) => m.email === a.actors.admin.email)!;
    const before = await listAs(a.owner.token, a.id);
    const own = b.teamId;
    const responses = [
      await call('POST', `/api/members/role/${admin.id}`, b.token, { account: own, role: 'user' }),
      await call('POST', `/api/members/suspend/${admin.id}`, b.token, { account: own }),
      await call('DELETE', `/api/members/${admin.id}`, b.token, { account: own }),
      await call('POST', `/api/members/role/${invitationId}`, b.token, { account: own, role: 'admin' }),
      await call('DELETE', `/api/members/${invitationId}`, b.token, { account: own }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(M.memberNotFound);
    }
    expect(await listAs(a.owner.token, a.id)).toEqual(before);
    expect((await listAs(b.token, own)).map((m) => m.email)).toEqual([b.email]);
  });
});

describe('validation of the members endpoints', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await person(t.app);
  });

  it.each([
    ['GET', '/api/members'],
    ['POST', '/api/members/invite'],
    ['POST', `/api/members/role/${randomUUID()}`],
    ['POST', `/api/members/suspend/${randomUUID()}`],
    ['DELETE', `/api/members/${randomUUID()}`],
    ['POST', '/api/members/invite/abc/info'],
    ['POST', '/api/members/invite/abc/accept'],
    ['GET', '/api/accounts'],
    ['POST', '/api/accounts'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const response = await call(method, url, undefined, method === 'GET' || url.includes('/invite/abc') ? undefined : {});
    expect(response.statusCode).toBe(401);
  });

  it('GET members needs the team', async () => {
    const response = await call('GET', '/api/members', owner.token);
    expect(response.statusCode).toBe(400);
    expect(constraintsAt(response.json(), ['account'])).toEqual({ isType: M.accountRequired });
    const malformed = await call('GET', '/api/members?account=1%27%20or%201%3D1', owner.token);
    expect(malformed.statusCode).toBe(400);
    expect(constraintsAt(malformed.json(), ['account'])).toEqual({ isUuid: M.accountInvalid });
  });

  it.each([
    ['no name', { email: 'a@example.com', role: 'user' }, ['data', 'name'], M.nameRequired],
    ['an empty name', { name: ' ', email: 'a@example.com', role: 'user' }, ['data', 'name'], M.nameRequired],
    ['no email', { name: 'A', role: 'user' }, ['data', 'email'], 'Email is required'],
    ['an invalid email', { name: 'A', email: 'a@', role: 'user' }, ['data', 'email'], 'Must be a valid email address'],
    ['no role', { name: 'A', email: 'a@example.com' }, ['data', 'role'], M.roleRequired],
    ['the owner role', { name: 'A', email: 'a@example.com', role: 'ADMIN' }, ['data', 'role'], M.roleInvalid],
  ])('invite refuses %s with its message, stores nothing and mails nothing', async (_name, data, path, message) => {
    await t.app.mail.flush();
    const before = smtp.messages.length;
    const response = await call('POST', '/api/members/invite', owner.token, { account: owner.teamId, data });
    expect(response.statusCode).toBe(400);
    expect(Object.values(constraintsAt(response.json(), path) ?? {})).toEqual([message]);
    expect((await listAs(owner.token, owner.teamId)).filter((m) => m.status === 'invited')).toEqual([]);
    await t.app.mail.flush();
    expect(smtp.messages.length).toBe(before);
  });

  it('role change refuses a role outside admin, developer, user', async () => {
    const other = await person(t.app);
    const member = await createAccountsService(t.database.db).addMember(owner.teamId, other.id, 'TEAM_USER');
    const response = await call('POST', `/api/members/role/${member.id}`, owner.token, { account: owner.teamId, role: 'owner' });
    expect(response.statusCode).toBe(400);
    expect(constraintsAt(response.json(), ['role'])).toEqual({ isIn: M.roleInvalid });
  });

  it('an unknown member id is 404 for a member of the team', async () => {
    const response = await call('POST', `/api/members/suspend/${randomUUID()}`, owner.token, { account: owner.teamId });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(M.memberNotFound);
  });

  it('inviting a member of the team is a conflict with a clear message', async () => {
    const joined = await joinByInvitation(t.app, smtp, owner, { id: owner.teamId, name: "Ada's team" }, 'user');
    for (const email of [joined.email, joined.email.toUpperCase(), owner.email]) {
      const response = await call('POST', '/api/members/invite', owner.token, { account: owner.teamId, data: { name: 'Again', email, role: 'admin' } });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(M.alreadyMember);
      expect(constraintsAt(response.json(), ['data', 'email'])).toEqual({ isUnique: M.alreadyMember });
    }
  });
});
