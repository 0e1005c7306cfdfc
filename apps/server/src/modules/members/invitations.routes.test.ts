import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES as M } from '@portal/shared/members/members.constants';
import type { Member } from '@portal/shared/members/members.schemas';
import { hashToken } from '../../lib/tokens';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { type TestSmtpServer, startSmtpServer } from '../../test/smtp-server';
import { type Person, api, inviteByMail, inviteCodeOf, person } from '../../test/teams';
import { createAccountsService } from '../accounts/accounts.service';
import { invitations } from './members.table';

const PUBLIC_URL = 'https://portal.example.test';
const MAIL_FROM = 'Portal Team <team@portal.example.test>';

let smtp: TestSmtpServer;
let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM });
  call = api(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const newEmail = (prefix = 'invitee') => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
const info = (code: string, token: string) => call('POST', `/api/members/invite/${encodeURIComponent(code)}/info`, token);
const accept = (code: string, token: string) => call('POST', `/api/members/invite/${encodeURIComponent(code)}/accept`, token);
const listAs = async (token: string, account: string) => (await call('GET', `/api/members?account=${account}`, token)).json().data as Member[];

function expectInviteNotFound(response: { statusCode: number; json(): { error: { message: string; code: string } } }) {
  expect(response.statusCode).toBe(404);
  expect(response.json().error).toMatchObject({ code: 'INVITE_NOT_FOUND', message: M.inviteNotFound });
}

/** A team with a name of its own, owned by a new person. */
async function newTeam(name = `Team ${randomBytes(3).toString('hex')}`): Promise<{ owner: Person; team: { id: string; name: string } }> {
  const owner = await person(t.app, { profile: { name: 'Grace', lastname: 'Hopper' } });
  const created = await call('POST', '/api/accounts', owner.token, { name });
  return { owner, team: { id: created.json().data.id, name } };
}

describe('the life of an invitation', () => {
  it('mails a link to /invite/{code}; the invitee signs up, sees the team, accepts and is an active member of it', async () => {
    const { owner, team } = await newTeam('Analytical Engines');
    const email = newEmail('Grace.Invitee');
    const invited = await call('POST', '/api/members/invite', owner.token, { account: team.id, data: { name: 'Ada', email, role: 'developer' } });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({ name: 'Ada', email, role: 'TEAM_DEVELOPER', status: 'invited', isSuspended: false });

    const mail = await smtp.waitForMail(email);
    expect(mail.from).toBe('team@portal.example.test');
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe('You have been invited to join Analytical Engines');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('Grace Hopper invited you to join the team Analytical Engines on the Developer Portal as Developer.');
    expect(mail.links).toHaveLength(1);
    const code = inviteCodeOf(mail.links[0]);
    expect(mail.links[0]).toBe(`${PUBLIC_URL}/invite/${code}`);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/invite/${code}"`);

    // The invitee signs up with the address (in another case) and opens the link.
    const invitee = await person(t.app, { email: email.toUpperCase() });
    const shown = await info(code, invitee.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ data: { name: 'Analytical Engines', isMember: true } });

    const accepted = await accept(code, invitee.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ data: { id: team.id, name: 'Analytical Engines', role: 'TEAM_DEVELOPER' } });

    // A member now: the team is the current one, listed with the role; the owner sees them active.
    expect((await call('GET', '/api/users/me', invitee.token)).json().data.meta.accountId).toBe(team.id);
    expect((await call('GET', '/api/accounts', invitee.token)).json().data).toEqual([
      { id: invitee.teamId, name: "Ada's team", role: 'ADMIN' },
      { id: team.id, name: 'Analytical Engines', role: 'TEAM_DEVELOPER' },
    ]);
    const members = await listAs(owner.token, team.id);
    expect(members.map(({ name, email: address, role, status }) => ({ name, email: address, role, status }))).toEqual([
      { name: 'Grace Hopper', email: owner.email, role: 'ADMIN', status: 'active' },
      { name: 'Ada Lovelace', email: email.toUpperCase(), role: 'TEAM_DEVELOPER', status: 'active' },
    ]);
    expect((await call('GET', `/api/members?account=${team.id}`, invitee.token)).statusCode).toBe(200);

    // Single use.
    expectInviteNotFound(await accept(code, invitee.token));
    expectInviteNotFound(await info(code, invitee.token));
  });

  it('stores only the SHA-256 of the code, valid for 7 days', async () => {
    const { owner, team } = await newTeam();
    const { code, member } = await inviteByMail(t.app, smtp, owner, team, { name: 'H', email: newEmail(), role: 'user' });
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, member.id));
    expect(row?.codeHash).toBe(hashToken(code));
    const all = await t.database.db.select().from(invitations);
    expect(JSON.stringify(all)).not.toContain(code);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000).toBeCloseTo(7, 5);
    expect(row?.invitedBy).toBe(owner.id);
  });

  it('an expired invitation is not found, not listed and cannot be accepted', async () => {
    const { owner, team } = await newTeam();
    const email = newEmail();
    const { code, member } = await inviteByMail(t.app, smtp, owner, team, { name: 'Late', email, role: 'admin' });
    const invitee = await person(t.app, { email });
    await t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'`, createdAt: sql`now() - interval '7 days 1 second'` })
      .where(eq(invitations.id, member.id));
    expectInviteNotFound(await info(code, invitee.token));
    expectInviteNotFound(await accept(code, invitee.token));
    expect((await listAs(owner.token, team.id)).map((m) => m.email)).toEqual([owner.email]);
    expect((await call('GET', '/api/accounts', invitee.token)).json().data.map((a: { id: string }) => a.id)).toEqual([invitee.teamId]);

    // Inviting again gives a new, working code.
    const again = await inviteByMail(t.app, smtp, owner, team, { name: 'Late', email, role: 'admin' });
    expect((await accept(again.code, invitee.token)).json().data.role).toBe('TEAM_ADMIN');
  });

  it('inviting the same address again replaces the invitation and its code', async () => {
    const { owner, team } = await newTeam();
    const email = newEmail();
    const first = await inviteByMail(t.app, smtp, owner, team, { name: 'First', email, role: 'admin' });
    const second = await inviteByMail(t.app, smtp, owner, team, { name: 'Second', email: email.toUpperCase(), role: 'user' });
    expect(second.code).not.toBe(first.code);
    const invitee = await person(t.app, { email });

    expectInviteNotFound(await info(first.code, invitee.token));
    expectInviteNotFound(await accept(first.code, invitee.token));
    const pending = (await listAs(owner.token, team.id)).filter((m) => m.status === 'invited');
    expect(pending).toEqual([expect.objectContaining({ id: second.member.id, name: 'Second', role: 'TEAM_USER' })]);

    expect((await accept(second.code, invitee.token)).json().data).toEqual({ id: team.id, name: team.name, role: 'TEAM_USER' });
  });

  it("another person's invitation: info says so and accepting is refused with a clear message", async () => {
    const { owner, team } = await newTeam();
    const email = newEmail();
    const { code } = await inviteByMail(t.app, smtp, owner, team, { name: 'Rightful', email, role: 'developer' });
    const other = await person(t.app);

    expect((await info(code, other.token)).json()).toEqual({ data: { name: team.name, isMember: false } });
    const refused = await accept(code, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'INVITE_OTHER_EMAIL', message: M.inviteOtherEmail });
    expect((await call('GET', '/api/accounts', other.token)).json().data.map((a: { id: string }) => a.id)).toEqual([other.teamId]);
    expect((await call('GET', '/api/members?account=' + team.id, other.token)).statusCode).toBe(404);

    // The invitation still works for the person it was sent to.
    const rightful = await person(t.app, { email });
    expect((await accept(code, rightful.token)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown code', () => randomBytes(32).toString('base64url')],
    ['a code of one letter', () => 'x'],
    ['a blank code', () => ' '],
    ['a code with odd characters', () => "'; drop table invitations; --"],
  ])('%s is not found', async (_name, makeCode) => {
    const someone = await person(t.app);
    expectInviteNotFound(await info(makeCode(), someone.token));
    expectInviteNotFound(await accept(makeCode(), someone.token));
  });

  it('a withdrawn invitation is not found', async () => {
    const { owner, team } = await newTeam();
    const email = newEmail();
    const { code, member } = await inviteByMail(t.app, smtp, owner, team, { name: 'W', email, role: 'user' });
    expect((await call('DELETE', `/api/members/${member.id}`, owner.token, { account: team.id })).statusCode).toBe(200);
    const invitee = await person(t.app, { email });
    expectInviteNotFound(await info(code, invitee.token));
    expectInviteNotFound(await accept(code, invitee.token));
  });

  it('the role of an open invitation can be changed before it is accepted', async () => {
    const { owner, team } = await newTeam();
    const email = newEmail();
    const { code, member } = await inviteByMail(t.app, smtp, owner, team, { name: 'R', email, role: 'user' });
    const changed = await call('POST', `/api/members/role/${member.id}`, owner.token, { account: team.id, role: 'admin' });
    expect(changed.json().data).toMatchObject({ id: member.id, role: 'TEAM_ADMIN', status: 'invited' });
    const invitee = await person(t.app, { email });
    expect((await accept(code, invitee.token)).json().data.role).toBe('TEAM_ADMIN');
  });

  it('a person who is already a member cannot accept again', async () => {
    const { owner, team } = await newTeam();
    const email = newEmail();
    const { code } = await inviteByMail(t.app, smtp, owner, team, { name: 'Twice', email, role: 'user' });
    const invitee = await person(t.app, { email });
    // Joined some other way meanwhile (e.g. a concurrent accept of an earlier code).
    await createAccountsService(t.database.db).addMember(team.id, invitee.id, 'TEAM_DEVELOPER');
    const response = await accept(code, invitee.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(M.inviteAlreadyMember);
  });

  it('two accepts at once: exactly one joins', async () => {
    const { owner, team } = await newTeam();
    const email = newEmail();
    const { code } = await inviteByMail(t.app, smtp, owner, team, { name: 'Race', email, role: 'developer' });
    const invitee = await person(t.app, { email });
    const answers = await Promise.all([accept(code, invitee.token), accept(code, invitee.token), accept(code, invitee.token)]);
    expect(answers.map((a) => a.statusCode).filter((s) => s === 200)).toHaveLength(1);
    for (const answer of answers) expect([200, 404, 409]).toContain(answer.statusCode);
    expect((await listAs(owner.token, team.id)).filter((m) => m.email === email)).toHaveLength(1);
  });

  it('a mail that could not be delivered at first is retried', async () => {
    const { owner, team } = await newTeam();
    const email = newEmail();
    smtp.failNext(1);
    const response = await call('POST', '/api/members/invite', owner.token, { account: team.id, data: { name: 'Retry', email, role: 'user' } });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitForMail(email);
    expect(inviteCodeOf(mail.links[0])).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('info and accept of an invitation id (not a code) are not found', async () => {
    const { owner, team } = await newTeam();
    const { member } = await inviteByMail(t.app, smtp, owner, team, { name: 'Id', email: newEmail(), role: 'user' });
    expectInviteNotFound(await info(member.id, owner.token));
    expectInviteNotFound(await accept(randomUUID(), owner.token));
  });
});
