import type { Account } from '@portal/shared/accounts/accounts.schemas';
import type { DevMailSummary } from '@portal/shared/mail/mail.schemas';
import type { InviteBody, Member } from '@portal/shared/members/members.schemas';
import type { User } from '@portal/shared/users/users.schemas';

/**
 * Test data through the real API of the test server (test-support/web-api-server.ts),
 * at happy-dom's origin, as a second browser tab or another person would make it.
 */

/** A password the registration rules accept. */
export const PASSWORD = 'Correct-Horse-9-Battery';

/** An address no other test uses (all test files share one server). */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** An answer other than 2xx: its status and the contract's error body. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: { code?: string; message?: string } } | null,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** Calls the API and answers the envelope's `data`; throws ApiCallError on any other status than 2xx. */
export async function callApi<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`/api/${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiCallError(response.status, json, `${method} /api/${path}`);
  return (json as { data: T } | null)?.data as T;
}

export interface Person {
  token: string;
  email: string;
  name: string;
  lastname: string;
  /** The team made for them at sign-up ("<name>'s team"), where they are the Owner. */
  teamId: string;
}

/** Signs a person up (POST auth/register) with a fresh address. */
export async function signUp(profile: { name?: string; lastname?: string; emailPrefix?: string } = {}): Promise<Person> {
  const { name = 'Ada', lastname = 'Lovelace', emailPrefix = name.toLowerCase() } = profile;
  const email = uniqueEmail(emailPrefix);
  const { token } = await callApi<{ token: string }>('POST', 'auth/register', {
    body: { email, password: PASSWORD, profile: { name, lastname } },
  });
  const user = await me(token);
  if (!user.meta.accountId) throw new Error('a new user has no team');
  return { token, email, name, lastname, teamId: user.meta.accountId };
}

/** GET users/me: the signed-in user, with the current team in meta.accountId. */
export const me = (token: string) => callApi<User>('GET', 'users/me', { token });

/** GET accounts/: the user's teams with their role in each. */
export const teamsOf = (token: string) => callApi<Account[]>('GET', 'accounts/', { token });

/** POST accounts/: a new team with the caller as its Owner. */
export const createTeam = (token: string, name: string) => callApi<Account>('POST', 'accounts/', { token, body: { name } });

/** GET members/?account=: the team's members, then its open invitations. */
export const membersOf = (token: string, account: string) =>
  callApi<Member[]>('GET', `members/?account=${encodeURIComponent(account)}`, { token });

/** The code of the newest invitation mailed to `email`, read from the development mailbox. */
export async function invitationCode(email: string): Promise<string> {
  const mails = await callApi<DevMailSummary[]>('GET', 'dev/mailbox');
  const link = mails
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase())
    .flatMap((mail) => mail.links)
    .find((href) => href.includes('/invite/'));
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(link.slice(link.lastIndexOf('/invite/') + '/invite/'.length));
}

/** POST members/invite, then the code the invited person received by mail. */
export async function invite(token: string, account: string, data: InviteBody['data']): Promise<{ invited: Member; code: string }> {
  const invited = await callApi<Member>('POST', 'members/invite', { token, body: { account, data } });
  return { invited, code: await invitationCode(data.email) };
}

/** POST members/invite/{code}/accept: joins the team, which becomes the current one. */
export const acceptInvite = (token: string, code: string) =>
  callApi<Account>('POST', `members/invite/${encodeURIComponent(code)}/accept`, { token });

/** Invites `person` into the team and accepts as them: answers their row in the member list. */
export async function join(ownerToken: string, account: string, person: Person, role: InviteBody['data']['role']): Promise<Member> {
  const { code } = await invite(ownerToken, account, { name: person.name, email: person.email, role });
  await acceptInvite(person.token, code);
  const row = (await membersOf(ownerToken, account)).find((member) => member.email === person.email);
  if (!row) throw new Error(`${person.email} did not join`);
  return row;
}
