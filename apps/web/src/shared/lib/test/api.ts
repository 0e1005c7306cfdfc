import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { createApiClient, fetchTransport } from '@portal/shared/common/endpoint-client';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import type { InviteBody, Member } from '@portal/shared/members/members.schemas';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import type { Environment } from '@portal/shared/common/environment';
import * as data from '../../../../../../test-support/portal-data';

/**
 * The component tests' side of the real test server (test-support/web-api-server.ts), at
 * happy-dom's origin: the typed client, and the data helpers of test-support/portal-data.ts
 * bound to it.
 */
export const api = createApiClient(fetchTransport(window.location.origin));

export { TEST_PASSWORD, uniqueEmail, type Person } from '../../../../../../test-support/portal-data';

export const signUp = (profile?: Parameters<typeof data.signUp>[1]) => data.signUp(api, profile);
export const invitationCode = (email: string) => data.mailedInvitationCode(api, email);
export const membersOf = (token: string, account: string) => data.membersOf(api, token, account);
export const teamsOf = (token: string) => data.teamsOf(api, token);
export const acceptInvite = (token: string, code: string) => data.acceptInvitation(api, token, code);
export const createApplication = (token: string, account: string, name: string) =>
  data.createApplication(api, token, account, name);
export const addCredential = (token: string, application: string, environment: Environment = 'live') =>
  data.addCredential(api, token, application, environment);

/** Makes `environment` the user's current one (users/meta), as the header's switch does. */
export const chooseEnvironment = async (token: string, environment: Environment) =>
  (await api.call(usersEndpoints.updateMeta, { token, body: { environment } })).data;

/** The signed-in user, with the current team in meta.accountId. */
export const me = async (token: string) => (await api.call(usersEndpoints.me, { token })).data;

/** A new team with the caller as its Owner. */
export const createTeam = async (token: string, name: string) =>
  (await api.call(accountsEndpoints.create, { token, body: { name } })).data;

/** Invites a person, then answers the code they received by mail. */
export async function invite(
  token: string,
  account: string,
  person: InviteBody['data'],
): Promise<{ invited: Member; code: string }> {
  const invited = await data.invite(api, token, account, person);
  return { invited, code: await invitationCode(person.email) };
}

/** Invites `person` into the team and accepts as them: answers their row in the member list. */
export async function join(
  ownerToken: string,
  account: string,
  person: data.Person,
  role: InviteBody['data']['role'],
): Promise<Member> {
  const { code } = await invite(ownerToken, account, { name: person.name, email: person.email, role });
  await acceptInvite(person.token, code);
  const row = (await membersOf(ownerToken, account)).find((member) => member.email === person.email);
  if (!row) throw new Error(`${person.email} did not join`);
  return row;
}

/** Suspends a member (or unsuspends a suspended one). */
export const toggleSuspended = async (token: string, account: string, id: string) =>
  (await api.call(membersEndpoints.toggleSuspended, { token, params: { id }, body: { account } })).data;
