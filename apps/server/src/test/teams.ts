import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { invitationSubject } from '@portal/shared/mail/mail.constants';
import type { InviteRole } from '@portal/shared/members/members.constants';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import type { Member } from '@portal/shared/members/members.schemas';
import { keyOf } from './factories';
import type { TestSmtpServer } from './smtp-server';
import type { Person, TestApp } from './test-app';

export interface Team {
  id: string;
  name: string;
}

/** Invites `data.email` into `team` and answers the code from the mail the SMTP server received. */
export async function inviteByMail(
  smtp: TestSmtpServer,
  by: Pick<Person, 'api'>,
  team: Team,
  data: { name: string; email: string; role: InviteRole },
): Promise<{ code: string; member: Member }> {
  const member = (await by.api.call(membersEndpoints.invite, { body: { account: team.id, data } })).data;
  const mail = await smtp.waitForMail(data.email, { subject: invitationSubject(team.name) });
  return { code: keyOf(mail.links[0], '/invite/'), member };
}

/** A new person who joins `team` with `role` the way people do: invited by mail, then accepting. */
export async function joinByInvitation(
  t: Pick<TestApp, 'signUp'>,
  smtp: TestSmtpServer,
  owner: Pick<Person, 'api'>,
  team: Team,
  role: InviteRole,
): Promise<Person & { memberId: string }> {
  const joiner = await t.signUp();
  const { code } = await inviteByMail(smtp, owner, team, { name: `New ${role}`, email: joiner.email, role });
  const accepted = await joiner.api.call(membersEndpoints.accept, { params: { code } });
  if (!accepted.ok) throw new Error(`accept failed: ${accepted.status}`);
  const members = (await owner.api.call(membersEndpoints.list, { query: { account: team.id } })).data;
  const member = members.find((m) => m.email === joiner.email && m.status === 'active');
  if (!member) throw new Error('the joiner is not listed as active');
  return { ...joiner, memberId: member.id };
}

export type Actor = 'owner' | 'admin' | 'developer' | 'viewer' | 'suspended' | 'stranger';
export const ACTORS: Actor[] = ['owner', 'admin', 'developer', 'viewer', 'suspended', 'stranger'];

/**
 * A team with an Owner, an Admin, a Developer, a Viewer and a suspended Developer, all joined through invitations, and
 * a stranger.
 */
export interface TeamOfActors extends Team {
  owner: Person & { memberId: string };
  actors: Record<Actor, Person>;
}

export async function teamOfActors(
  t: Pick<TestApp, 'signUp'>,
  smtp: TestSmtpServer,
  name: string,
): Promise<TeamOfActors> {
  const owner = await t.signUp();
  const team = { id: (await owner.api.call(accountsEndpoints.create, { body: { name } })).data.id, name };
  const admin = await joinByInvitation(t, smtp, owner, team, 'admin');
  const developer = await joinByInvitation(t, smtp, owner, team, 'developer');
  const viewer = await joinByInvitation(t, smtp, owner, team, 'user');
  const suspended = await joinByInvitation(t, smtp, owner, team, 'developer');
  await owner.api.call(membersEndpoints.toggleSuspended, {
    params: { id: suspended.memberId },
    body: { account: team.id },
  });
  const stranger = await t.signUp();
  const members = (await owner.api.call(membersEndpoints.list, { query: { account: team.id } })).data;
  const ownerMemberId = members.find((m) => m.role === 'ADMIN')!.id;
  return {
    ...team,
    owner: { ...owner, memberId: ownerMemberId },
    actors: { owner, admin, developer, viewer, suspended, stranger },
  };
}
