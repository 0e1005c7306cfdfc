import { describe, expect, it } from 'vitest';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { MEMBER_MESSAGES as M } from '@portal/shared/members/members.constants';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { uniqueEmail } from '../../test/factories';
import { inviteByMail, joinByInvitation } from '../../test/teams';
import { type Person, useSmtpServer, useTestApp } from '../../test/test-app';

// An invitation is only as good as its inviter's rights at the moment it is accepted.
const smtp = useSmtpServer();
const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

const accept = (code: string, person: Person) => person.api.call(membersEndpoints.accept, { params: { code } });
const info = (code: string, person: Person) => person.api.call(membersEndpoints.inviteInfo, { params: { code } });

/** A team whose Admin invited an address (as Admin) that a new person then signs up with. */
async function invitedByAnAdmin() {
  const owner = await t.signUp({ profile: { name: 'Grace', lastname: 'Hopper' } });
  const name = `Team ${uniqueEmail('t').slice(5, 13)}`;
  const team = { id: (await owner.api.call(accountsEndpoints.create, { body: { name } })).data.id, name };
  const admin = await joinByInvitation(t, smtp, owner, team, 'admin');
  const email = uniqueEmail('accomplice');
  const { code } = await inviteByMail(smtp, admin, team, { name: 'Accomplice', email, role: 'admin' });
  const invitee = await t.signUp({ email, profile: { name: 'Acc', lastname: 'Omplice' } });
  const change = (endpoint: typeof membersEndpoints.remove | typeof membersEndpoints.toggleSuspended) =>
    owner.api.call(endpoint, { params: { id: admin.memberId }, body: { account: team.id } });
  return { owner, team, admin, code, invitee, change };
}

describe("accepting checks the inviter's rights", () => {
  it('shows who invited and with which role while the inviter may still invite, and accepting then works', async () => {
    const { code, invitee } = await invitedByAnAdmin();
    expect((await info(code, invitee)).data).toMatchObject({
      isMember: true,
      inviterName: 'Ada Lovelace',
      role: 'TEAM_ADMIN',
    });
    expect((await accept(code, invitee)).data.role).toBe('TEAM_ADMIN');
  });

  it.each([
    ['removed from the team', (c: Awaited<ReturnType<typeof invitedByAnAdmin>>) => c.change(membersEndpoints.remove)],
    ['suspended', (c: Awaited<ReturnType<typeof invitedByAnAdmin>>) => c.change(membersEndpoints.toggleSuspended)],
    [
      'made a Developer',
      (c: Awaited<ReturnType<typeof invitedByAnAdmin>>) =>
        c.owner.api.call(membersEndpoints.changeRole, {
          params: { id: c.admin.memberId },
          body: { account: c.team.id, role: 'developer' },
        }),
    ],
  ])('voids the invitation of an Admin since %s: the not-found answer, and no membership', async (_name, demote) => {
    const context = await invitedByAnAdmin();
    expect((await demote(context)).ok).toBe(true);
    for (const answer of [await info(context.code, context.invitee), await accept(context.code, context.invitee)]) {
      expect(answer.error).toMatchObject({ statusCode: 404, code: 'INVITE_NOT_FOUND', message: M.inviteNotFound });
    }
    expect((await context.invitee.api.call(accountsEndpoints.list)).data.map((team) => team.id)).not.toContain(
      context.team.id,
    );
  });
});
