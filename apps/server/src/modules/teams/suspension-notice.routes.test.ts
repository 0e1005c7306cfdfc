import { describe, expect, it } from 'vitest';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { joinByInvitation } from '../../test/teams';
import { useSmtpServer, useTestApp } from '../../test/test-app';

const smtp = useSmtpServer();
const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

/** Issue 25: a member suspended from their current team is told which team it was (users/me `suspendedFrom`). */
describe('users/me says which team suspended the user', () => {
  it('names the current team that suspended the user until another current team is saved; unsuspended, nothing', async () => {
    const owner = await t.signUp({ profile: { name: 'Alice', lastname: 'Owner' } });
    const team = { id: owner.teamId, name: "Alice's team" };
    const member = await joinByInvitation(t, smtp, owner, team, 'developer');
    const me = async () => (await member.api.call(usersEndpoints.me)).data;
    expect((await me()).meta.accountId).toBe(team.id);
    expect((await me()).suspendedFrom).toBeNull();

    const suspend = () =>
      owner.api.call(membersEndpoints.toggleSuspended, { params: { id: member.memberId }, body: { account: team.id } });
    await suspend();
    expect((await me()).suspendedFrom).toEqual({ id: team.id, name: "Alice's team" });
    // Unsuspended before the next visit: nothing to tell.
    await suspend();
    expect((await me()).suspendedFrom).toBeNull();

    await suspend();
    expect((await me()).suspendedFrom).toEqual({ id: team.id, name: "Alice's team" });
    // Told once: the web saves the team the member is in now.
    await member.api.call(usersEndpoints.updateMeta, { body: { accountId: member.teamId } });
    expect(await me()).toMatchObject({ meta: { accountId: member.teamId }, suspendedFrom: null });
  });

  it('says nothing to a member suspended from a team they were not working in', async () => {
    const owner = await t.signUp();
    const member = await joinByInvitation(t, smtp, owner, { id: owner.teamId, name: "Ada's team" }, 'user');
    await member.api.call(usersEndpoints.updateMeta, { body: { accountId: member.teamId } });
    await owner.api.call(membersEndpoints.toggleSuspended, {
      params: { id: member.memberId },
      body: { account: owner.teamId },
    });
    expect((await member.api.call(usersEndpoints.me)).data.suspendedFrom).toBeNull();
  });
});
