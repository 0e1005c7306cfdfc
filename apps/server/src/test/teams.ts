import type { FastifyInstance } from 'fastify';
import type { InviteRole } from '@portal/shared/members/members.constants';
import type { Member } from '@portal/shared/members/members.schemas';
import { invitationSubject } from '@portal/shared/mail/mail.constants';
import type { RegisterBody } from '@portal/shared/auth/auth.schemas';
import { bearer, signUp } from './factories';
import type { TestSmtpServer } from './smtp-server';

/** A signed-up person: the session, and the team sign-up created for them. */
export interface Person {
  token: string;
  email: string;
  id: string;
  /** The team created at sign-up (the person is its Owner). */
  teamId: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call with an optional session and JSON body. */
export function api(app: FastifyInstance) {
  return (method: Method, url: string, token?: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export async function person(app: FastifyInstance, overrides: Partial<RegisterBody> = {}): Promise<Person> {
  const { token, email } = await signUp(app, overrides);
  const me = (await api(app)('GET', '/api/users/me', token)).json().data as { id: string; meta: { accountId: string } };
  return { token, email, id: me.id, teamId: me.meta.accountId };
}

/** The code at the end of a mailed link `${PUBLIC_URL}/invite/<code>`. */
export function inviteCodeOf(link: string | undefined): string {
  const at = link?.indexOf('/invite/') ?? -1;
  if (!link || at === -1) throw new Error(`no /invite/ link in ${String(link)}`);
  return link.slice(at + '/invite/'.length);
}

/** Invites `email` through the API and answers the code from the mail the SMTP server received. */
export async function inviteByMail(
  app: FastifyInstance,
  smtp: TestSmtpServer,
  by: { token: string },
  team: { id: string; name: string },
  data: { name: string; email: string; role: InviteRole },
): Promise<{ code: string; member: Member }> {
  const response = await api(app)('POST', '/api/members/invite', by.token, { account: team.id, data });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  const mail = await smtp.waitForMail(data.email, { subject: invitationSubject(team.name) });
  return { code: inviteCodeOf(mail.links[0]), member: response.json().data as Member };
}

/** A new person who joins `team` with `role` the way people do: invited by mail, then accepting. */
export async function joinByInvitation(
  app: FastifyInstance,
  smtp: TestSmtpServer,
  owner: { token: string },
  team: { id: string; name: string },
  role: InviteRole,
): Promise<Person & { memberId: string }> {
  const joiner = await person(app);
  const { code } = await inviteByMail(app, smtp, owner, team, { name: `New ${role}`, email: joiner.email, role });
  const accepted = await api(app)('POST', `/api/members/invite/${code}/accept`, joiner.token);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  const members = (await api(app)('GET', `/api/members?account=${team.id}`, owner.token)).json().data as Member[];
  const member = members.find((m) => m.email === joiner.email && m.status === 'active');
  if (!member) throw new Error('the joiner is not listed as active');
  return { ...joiner, memberId: member.id };
}
