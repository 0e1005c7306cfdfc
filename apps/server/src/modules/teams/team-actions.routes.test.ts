import { describe, expect, it } from 'vitest';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { invitationSubject } from '@portal/shared/mail/mail.constants';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { keyOf, uniqueEmail } from '../../test/factories';
import { inviteByMail, joinByInvitation } from '../../test/teams';
import { type Person, useSmtpServer, useTestApp } from '../../test/test-app';

// Leaving a team, sending an invitation again and renaming a team (issue 7).
const smtp = useSmtpServer();
const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

async function teamWithOwner(name = `Team ${uniqueEmail('t').slice(5, 13)}`) {
  const owner = await t.signUp();
  const team = { id: (await owner.api.call(accountsEndpoints.create, { body: { name } })).data.id, name };
  return { owner, team };
}
const teamIdsOf = async (person: Person) => (await person.api.call(accountsEndpoints.list)).data.map((team) => team.id);

describe('leaving a team', () => {
  it('a member leaves: the team is gone from their list and their current team falls back', async () => {
    const { owner, team } = await teamWithOwner();
    const member = await joinByInvitation(t, smtp, owner, team, 'developer');
    expect((await member.api.call(usersEndpoints.me)).data.meta.accountId).toBe(team.id);
    expect((await member.api.call(membersEndpoints.leave, { body: { account: team.id } })).data).toEqual({ ok: true });
    expect(await teamIdsOf(member)).not.toContain(team.id);
    expect((await member.api.call(usersEndpoints.me)).data.meta.accountId).toBe(member.teamId);
    const emails = (await owner.api.call(membersEndpoints.list, { query: { account: team.id } })).data.map(
      (m) => m.email,
    );
    expect(emails).not.toContain(member.email);
  });

  it('the Owner cannot leave', async () => {
    const { owner, team } = await teamWithOwner();
    expect((await owner.api.call(membersEndpoints.leave, { body: { account: team.id } })).error).toMatchObject({
      statusCode: 403,
    });
    expect(await teamIdsOf(owner)).toContain(team.id);
  });
});

describe('sending an invitation again', () => {
  it('mails a new code valid for 7 days; the old one stops working', async () => {
    const { owner, team } = await teamWithOwner();
    const email = uniqueEmail('again');
    const { code: first, member } = await inviteByMail(smtp, owner, team, { name: 'Again', email, role: 'developer' });
    const resent = await owner.api.call(membersEndpoints.resend, {
      params: { id: member.id },
      body: { account: team.id },
    });
    expect(resent.data).toMatchObject({ id: member.id, email, status: 'invited', role: 'TEAM_DEVELOPER' });
    await t.flush();
    const mails = smtp.mailsTo(email).filter((mail) => mail.subject === invitationSubject(team.name));
    expect(mails).toHaveLength(2);
    const second = keyOf(mails[1]!.links[0], '/invite/');
    expect(second).not.toBe(first);
    const invitee = await t.signUp({ email });
    expect((await invitee.api.call(membersEndpoints.accept, { params: { code: first } })).status).toBe(404);
    expect((await invitee.api.call(membersEndpoints.accept, { params: { code: second } })).data.id).toBe(team.id);
  });

  it('is for Owners and Admins, and only for open invitations', async () => {
    const { owner, team } = await teamWithOwner();
    const developer = await joinByInvitation(t, smtp, owner, team, 'developer');
    const { member } = await inviteByMail(smtp, owner, team, { name: 'X', email: uniqueEmail('x'), role: 'user' });
    expect(
      (await developer.api.call(membersEndpoints.resend, { params: { id: member.id }, body: { account: team.id } }))
        .status,
    ).toBe(403);
    expect(
      (
        await owner.api.call(membersEndpoints.resend, {
          params: { id: developer.memberId },
          body: { account: team.id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('renaming a team', () => {
  it('the Owner renames it; members see the new name; an Admin cannot', async () => {
    const { owner, team } = await teamWithOwner();
    const admin = await joinByInvitation(t, smtp, owner, team, 'admin');
    const name = `Renamed ${'x'.repeat(20)} 🚀`;
    expect(
      (await owner.api.call(accountsEndpoints.rename, { params: { id: team.id }, body: { name: `  ${name}  ` } })).data,
    ).toEqual({ id: team.id, name, role: 'ADMIN' });
    expect((await admin.api.call(accountsEndpoints.list)).data.find((a) => a.id === team.id)?.name).toBe(name);
    expect(
      (await admin.api.call(accountsEndpoints.rename, { params: { id: team.id }, body: { name: 'Mine' } })).status,
    ).toBe(403);
    expect(
      (await owner.api.call(accountsEndpoints.rename, { params: { id: team.id }, body: { name: ' ' } })).status,
    ).toBe(400);
  });
});
