import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import type { CallResult } from '@portal/shared/common/endpoint-client';
import { MEMBER_MESSAGES as M } from '@portal/shared/members/members.constants';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { hashToken } from '../../lib/tokens';
import { keyOf, uniqueEmail } from '../../test/factories';
import { inviteByMail } from '../../test/teams';
import { type Person, useSmtpServer, useTestApp } from '../../test/test-app';
import { invitations } from './teams.table';

const PUBLIC_URL = 'https://portal.example.test';
const MAIL_FROM = 'Portal Team <team@portal.example.test>';

const smtp = useSmtpServer();
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM }));

const info = (code: string, person: Person) => person.api.call(membersEndpoints.inviteInfo, { params: { code } });
const accept = (code: string, person: Person) => person.api.call(membersEndpoints.accept, { params: { code } });
const listAs = async (person: Person, account: string) =>
  (await person.api.call(membersEndpoints.list, { query: { account } })).data;
const teamIdsOf = async (person: Person) => (await person.api.call(accountsEndpoints.list)).data.map((team) => team.id);

function expectInviteNotFound(answer: CallResult<typeof membersEndpoints.accept | typeof membersEndpoints.inviteInfo>) {
  expect(answer.error).toMatchObject({ statusCode: 404, code: 'INVITE_NOT_FOUND', message: M.inviteNotFound });
}

/** A team with a name of its own, owned by a new person. */
async function newTeam(
  name = `Team ${randomBytes(3).toString('hex')}`,
): Promise<{ owner: Person; team: { id: string; name: string } }> {
  const owner = await t.signUp({ profile: { name: 'Grace', lastname: 'Hopper' } });
  const team = (await owner.api.call(accountsEndpoints.create, { body: { name } })).data;
  return { owner, team: { id: team.id, name } };
}

describe('the life of an invitation', () => {
  it('mails a link to /invite/{code}; the invitee signs up, sees the team, accepts and is an active member of it', async () => {
    const { owner, team } = await newTeam('Analytical Engines');
    const email = uniqueEmail('Grace.Invitee');
    const invited = await owner.api.call(membersEndpoints.invite, {
      body: { account: team.id, data: { name: 'Ada', email, role: 'developer' } },
    });
    expect(invited.status).toBe(201);
    expect(invited.data).toMatchObject({
      name: 'Ada',
      email,
      role: 'TEAM_DEVELOPER',
      status: 'invited',
      isSuspended: false,
    });

    const mail = await smtp.waitForMail(email);
    expect(mail.from).toBe('team@portal.example.test');
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe('You have been invited to join Analytical Engines');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(
      'Grace Hopper invited you to join the team Analytical Engines on the Developer Portal as Developer.',
    );
    expect(mail.links).toHaveLength(1);
    const code = keyOf(mail.links[0], '/invite/');
    expect(mail.links[0]).toBe(`${PUBLIC_URL}/invite/${code}`);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/invite/${code}"`);

    // Signed out, the link's holder sees who invited them to which team, and the address to sign up with.
    expect((await t.api.call(membersEndpoints.invitePreview, { params: { code } })).data).toEqual({
      teamName: 'Analytical Engines',
      inviterName: 'Grace Hopper',
      email,
    });
    expect(
      (await t.api.call(membersEndpoints.invitePreview, { params: { code: 'not-a-live-code' } })).error,
    ).toMatchObject({ statusCode: 404, code: 'INVITE_NOT_FOUND' });

    // The invitee signs up with the address (in another case) and opens the link.
    const invitee = await t.signUp({ email: email.toUpperCase() });
    expect((await info(code, invitee)).data).toEqual({
      name: 'Analytical Engines',
      isMember: true,
      inviterName: 'Grace Hopper',
      role: 'TEAM_DEVELOPER',
    });
    expect((await accept(code, invitee)).data).toEqual({
      id: team.id,
      name: 'Analytical Engines',
      role: 'TEAM_DEVELOPER',
    });

    // A member now: the team is the current one, listed with the role; the owner sees them active.
    expect((await invitee.api.call(usersEndpoints.me)).data.meta.accountId).toBe(team.id);
    expect((await invitee.api.call(accountsEndpoints.list)).data).toEqual([
      { id: invitee.teamId, name: "Ada's team", role: 'ADMIN' },
      { id: team.id, name: 'Analytical Engines', role: 'TEAM_DEVELOPER' },
    ]);
    const members = await listAs(owner, team.id);
    expect(members.map(({ name, email: address, role, status }) => ({ name, email: address, role, status }))).toEqual([
      { name: 'Grace Hopper', email: owner.email, role: 'ADMIN', status: 'active' },
      { name: 'Ada Lovelace', email: email.toUpperCase(), role: 'TEAM_DEVELOPER', status: 'active' },
    ]);
    expect(await listAs(invitee, team.id)).toEqual(members);

    // Single use.
    expectInviteNotFound(await accept(code, invitee));
    expectInviteNotFound(await info(code, invitee));
  });

  it('stores only the SHA-256 of the code, valid for 7 days', async () => {
    const { owner, team } = await newTeam();
    const { code, member } = await inviteByMail(smtp, owner, team, { name: 'H', email: uniqueEmail(), role: 'user' });
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, member.id));
    expect(row?.codeHash).toBe(hashToken(code));
    expect(JSON.stringify(await t.db.select().from(invitations))).not.toContain(code);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000).toBeCloseTo(7, 5);
    expect(row?.invitedBy).toBe(owner.id);
  });

  it('an expired invitation is not found, not listed and cannot be accepted', async () => {
    const { owner, team } = await newTeam();
    const email = uniqueEmail();
    const { code, member } = await inviteByMail(smtp, owner, team, { name: 'Late', email, role: 'admin' });
    const invitee = await t.signUp({ email });
    await t.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'`, createdAt: sql`now() - interval '7 days 1 second'` })
      .where(eq(invitations.id, member.id));
    expectInviteNotFound(await info(code, invitee));
    expectInviteNotFound(await accept(code, invitee));
    expect((await listAs(owner, team.id)).map((m) => m.email)).toEqual([owner.email]);
    expect(await teamIdsOf(invitee)).toEqual([invitee.teamId]);

    // Inviting again gives a new, working code.
    const again = await inviteByMail(smtp, owner, team, { name: 'Late', email, role: 'admin' });
    expect((await accept(again.code, invitee)).data.role).toBe('TEAM_ADMIN');
  });

  it('inviting the same address again replaces the invitation and its code', async () => {
    const { owner, team } = await newTeam();
    const email = uniqueEmail();
    const first = await inviteByMail(smtp, owner, team, { name: 'First', email, role: 'admin' });
    const second = await inviteByMail(smtp, owner, team, { name: 'Second', email: email.toUpperCase(), role: 'user' });
    expect(second.code).not.toBe(first.code);
    const invitee = await t.signUp({ email });

    expectInviteNotFound(await info(first.code, invitee));
    expectInviteNotFound(await accept(first.code, invitee));
    const pending = (await listAs(owner, team.id)).filter((m) => m.status === 'invited');
    expect(pending).toEqual([expect.objectContaining({ id: second.member.id, name: 'Second', role: 'TEAM_USER' })]);
    expect((await accept(second.code, invitee)).data).toEqual({ id: team.id, name: team.name, role: 'TEAM_USER' });
  });

  it("another person's invitation: info says so and accepting is refused with a clear message", async () => {
    const { owner, team } = await newTeam();
    const email = uniqueEmail();
    const { code } = await inviteByMail(smtp, owner, team, { name: 'Rightful', email, role: 'developer' });
    const other = await t.signUp();

    expect((await info(code, other)).data).toEqual({
      name: team.name,
      isMember: false,
      inviterName: 'Grace Hopper',
      role: expect.any(String),
    });
    expect((await accept(code, other)).error).toMatchObject({
      statusCode: 403,
      code: 'INVITE_OTHER_EMAIL',
      message: M.inviteOtherEmail,
    });
    expect(await teamIdsOf(other)).toEqual([other.teamId]);
    expect((await other.api.call(membersEndpoints.list, { query: { account: team.id } })).status).toBe(404);

    // The invitation still works for the person it was sent to.
    const rightful = await t.signUp({ email });
    expect((await accept(code, rightful)).data.id).toBe(team.id);
  });

  it.each([
    ['an unknown code', () => randomBytes(32).toString('base64url')],
    ['a code of one letter', () => 'x'],
    ['a blank code', () => ' '],
    ['a code with odd characters', () => "'; drop table invitations; --"],
  ])('%s is not found', async (_name, makeCode) => {
    const someone = await t.signUp();
    expectInviteNotFound(await info(makeCode(), someone));
    expectInviteNotFound(await accept(makeCode(), someone));
  });

  it('a withdrawn invitation is not found', async () => {
    const { owner, team } = await newTeam();
    const email = uniqueEmail();
    const { code, member } = await inviteByMail(smtp, owner, team, { name: 'W', email, role: 'user' });
    expect(
      (await owner.api.call(membersEndpoints.remove, { params: { id: member.id }, body: { account: team.id } })).data,
    ).toEqual({ ok: true });
    const invitee = await t.signUp({ email });
    expectInviteNotFound(await info(code, invitee));
    expectInviteNotFound(await accept(code, invitee));
  });

  it('the role of an open invitation can be changed before it is accepted', async () => {
    const { owner, team } = await newTeam();
    const email = uniqueEmail();
    const { code, member } = await inviteByMail(smtp, owner, team, { name: 'R', email, role: 'user' });
    const changed = await owner.api.call(membersEndpoints.changeRole, {
      params: { id: member.id },
      body: { account: team.id, role: 'admin' },
    });
    expect(changed.data).toMatchObject({ id: member.id, role: 'TEAM_ADMIN', status: 'invited' });
    const invitee = await t.signUp({ email });
    expect((await accept(code, invitee)).data.role).toBe('TEAM_ADMIN');
  });

  it('a person who is already a member cannot accept again', async () => {
    const { owner, team } = await newTeam();
    const email = uniqueEmail();
    const { code } = await inviteByMail(smtp, owner, team, { name: 'Twice', email, role: 'user' });
    const invitee = await t.signUp({ email });
    // Joined some other way meanwhile (e.g. a concurrent accept of an earlier code).
    await t.services.teams.addMember(team.id, invitee.id, 'TEAM_DEVELOPER');
    expect((await accept(code, invitee)).error).toMatchObject({ statusCode: 409, message: M.inviteAlreadyMember });
  });

  it('two accepts at once: exactly one joins', async () => {
    const { owner, team } = await newTeam();
    const email = uniqueEmail();
    const { code } = await inviteByMail(smtp, owner, team, { name: 'Race', email, role: 'developer' });
    const invitee = await t.signUp({ email });
    const answers = await Promise.all([accept(code, invitee), accept(code, invitee), accept(code, invitee)]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const answer of answers) expect([200, 404, 409]).toContain(answer.status);
    expect((await listAs(owner, team.id)).filter((m) => m.email === email)).toHaveLength(1);
  });

  it('a mail that could not be delivered at first is retried', async () => {
    const { owner, team } = await newTeam();
    const email = uniqueEmail();
    smtp.failNext(1);
    expect(
      (
        await owner.api.call(membersEndpoints.invite, {
          body: { account: team.id, data: { name: 'Retry', email, role: 'user' } },
        })
      ).status,
    ).toBe(201);
    expect(keyOf((await smtp.waitForMail(email)).links[0], '/invite/')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('info and accept of an invitation id (not a code) are not found', async () => {
    const { owner, team } = await newTeam();
    const { member } = await inviteByMail(smtp, owner, team, { name: 'Id', email: uniqueEmail(), role: 'user' });
    expectInviteNotFound(await info(member.id, owner));
    expectInviteNotFound(await accept(randomUUID(), owner));
  });
});
