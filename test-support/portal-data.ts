import type { Environment } from '@portal/shared/common/environment';
import type { ApiClient } from '@portal/shared/common/endpoint-client';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import { authEndpoints } from '@portal/shared/auth/auth.endpoints';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { mailEndpoints } from '@portal/shared/mail/mail.endpoints';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import type { InviteBody, Member } from '@portal/shared/members/members.schemas';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';

/**
 * Test data made through the real API with the typed client, for the web component
 * tests (fetch at happy-dom's origin) and the browser journeys (fetch to the built
 * server) alike: as another person or a second browser tab would make it.
 * No Node-only APIs here: the component tests run it in happy-dom.
 */

/** The password of every test person: one the registration rules accept. */
export const TEST_PASSWORD = 'Correct-Horse-9-Battery';

/** An address no other test uses (tests share one server and its database). */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export interface Person {
  token: string;
  email: string;
  name: string;
  lastname: string;
  /** The team made for them at sign-up ("<name>'s team"), where they are the Owner. */
  teamId: string;
}

/** Signs a person up through the API with a fresh address (or the given one). */
export async function signUp(
  api: ApiClient,
  profile: { name?: string; lastname?: string; email?: string } = {},
): Promise<Person> {
  const { name = 'Ada', lastname = 'Lovelace' } = profile;
  const email = profile.email ?? uniqueEmail(name.toLowerCase());
  const { token } = (
    await api.call(authEndpoints.register, { body: { email, password: TEST_PASSWORD, profile: { name, lastname } } })
  ).data;
  const teamId = (await api.call(usersEndpoints.me, { token })).data.meta.accountId;
  if (!teamId) throw new Error('a new user has no team');
  return { token, email, name, lastname, teamId };
}

/** The code of the newest invitation mailed to `email`, read from the development mailbox. */
export async function mailedInvitationCode(api: ApiClient, email: string): Promise<string> {
  const mails = (await api.call(mailEndpoints.devList)).data;
  const link = mails
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase())
    .flatMap((mail) => mail.links)
    .find((href) => href.includes('/invite/'));
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(link.slice(link.lastIndexOf('/invite/') + '/invite/'.length));
}

/** Invites a person into a team; answers the invitation's row. */
export async function invite(
  api: ApiClient,
  token: string,
  account: string,
  data: InviteBody['data'],
): Promise<Member> {
  return (await api.call(membersEndpoints.invite, { token, body: { account, data } })).data;
}

/** Accepts an invitation as `token`: the team becomes their current one. */
export async function acceptInvitation(api: ApiClient, token: string, code: string) {
  return (await api.call(membersEndpoints.accept, { token, params: { code } })).data;
}

/** The team's members, then its open invitations. */
export async function membersOf(api: ApiClient, token: string, account: string): Promise<Member[]> {
  return (await api.call(membersEndpoints.list, { token, query: { account } })).data;
}

/** The signed-in user's teams, with their role in each. */
export async function teamsOf(api: ApiClient, token: string) {
  return (await api.call(accountsEndpoints.list, { token })).data;
}

/** A new application of a team (the caller must be its Owner or Admin). */
export async function createApplication(api: ApiClient, token: string, account: string, name: string) {
  return (await api.call(applicationsEndpoints.create, { token, body: { account, name } })).data;
}

/** A new API key of an application; answers its (masked) row. */
export async function addCredential(
  api: ApiClient,
  token: string,
  application: string,
  environment: Environment = 'live',
) {
  return (await api.call(credentialsEndpoints.create, { token, body: { application, environment } })).data;
}
