import type { DirectoryGroup, DirectoryUser, GroupMember } from '@portal/shared/unified/directory.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { textOrNull } from '../adapters/mapping-helpers';
import type { VendorClient } from '../http/vendor-client';

/** A user of the Directory API (`admin#directory#user`), the fields we read. */
export interface GoogleUser {
  kind?: 'admin#directory#user';
  id: string;
  primaryEmail: string;
  name?: { givenName?: string; familyName?: string; fullName?: string };
  isAdmin?: boolean;
  suspended?: boolean;
  archived?: boolean;
  orgUnitPath?: string;
  organizations?: Array<{ title?: string; department?: string; primary?: boolean }>;
}

/** A member of a group (`admin#directory#member`). */
export interface GoogleMember {
  kind?: 'admin#directory#member';
  id: string;
  email?: string;
  role?: string;
  type: string;
  status?: string;
}

/** A group (`admin#directory#group`), with its members read beside it. */
export interface GoogleGroup {
  kind?: 'admin#directory#group';
  id: string;
  email: string;
  name: string;
  description?: string;
  aliases?: string[];
  members?: GoogleMember[];
}

const DIRECTORY = '/admin/directory/v1';

function toUser(raw: GoogleUser): DirectoryUser {
  const organization = raw.organizations?.find((one) => one.primary) ?? raw.organizations?.[0];
  return {
    id: raw.id,
    remoteId: raw.id,
    userName: raw.primaryEmail,
    email: raw.primaryEmail,
    firstName: textOrNull(raw.name?.givenName),
    lastName: textOrNull(raw.name?.familyName),
    displayName: textOrNull(raw.name?.fullName),
    // An archived user keeps its data but no longer signs in or holds a licence: deprovisioned, not suspended.
    status: raw.archived ? 'DEPROVISIONED' : raw.suspended ? 'SUSPENDED' : 'ACTIVE',
    orgUnit: textOrNull(raw.orgUnitPath),
    jobTitle: textOrNull(organization?.title),
    isAdmin: raw.isAdmin ?? null,
  };
}

// CUSTOMER (everyone in the account) and EXTERNAL members are not directory records: only users and groups are.
const MEMBER_TYPES: Record<string, GroupMember['type']> = { USER: 'USER', GROUP: 'GROUP' };

function toGroup(raw: GoogleGroup): DirectoryGroup {
  return {
    id: raw.id,
    remoteId: raw.id,
    name: raw.name,
    email: textOrNull(raw.email),
    description: textOrNull(raw.description),
    aliases: raw.aliases ?? [],
    members: (raw.members ?? []).flatMap((member) => {
      const type = MEMBER_TYPES[member.type];
      return type ? [{ id: member.id, remoteId: member.id, type, name: textOrNull(member.email) }] : [];
    }),
  };
}

const customerQuery = (client: VendorClient) => ({ customer: String(client.settings.customerId ?? 'my_customer') });

/** A group's members, every page of them (`members.list`, at most 200 a page). */
async function withMembers(client: VendorClient, group: GoogleGroup): Promise<GoogleGroup> {
  const members: GoogleMember[] = [];
  let pageToken: string | undefined;
  do {
    const answer = await client.json<{ members?: GoogleMember[]; nextPageToken?: string }>({
      path: `${DIRECTORY}/groups/${encodeURIComponent(group.id)}/members`,
      query: { maxResults: 200, pageToken },
    });
    members.push(...(answer.members ?? []));
    pageToken = answer.nextPageToken;
  } while (pageToken);
  return { ...group, members };
}

const users: ModelAdapter<GoogleUser, DirectoryUser> = {
  // users.list answers at most 500 a page.
  pageSize: { default: 100, max: 500 },
  async list(client, page) {
    const answer = await client.json<{ users?: GoogleUser[]; nextPageToken?: string }>({
      path: `${DIRECTORY}/users`,
      query: { ...customerQuery(client), maxResults: page.size, pageToken: page.position, projection: 'basic' },
    });
    return { records: answer.users ?? [], next: answer.nextPageToken ?? null };
  },
  get: (client, remoteId) => client.json<GoogleUser>({ path: `${DIRECTORY}/users/${encodeURIComponent(remoteId)}` }),
  toUnified: toUser,
};

const groups: ModelAdapter<GoogleGroup, DirectoryGroup> = {
  // groups.list answers at most 200 a page; each group costs a members call too.
  pageSize: { default: 50, max: 200 },
  async list(client, page) {
    const answer = await client.json<{ groups?: GoogleGroup[]; nextPageToken?: string }>({
      path: `${DIRECTORY}/groups`,
      query: { ...customerQuery(client), maxResults: page.size, pageToken: page.position },
    });
    const records: GoogleGroup[] = [];
    for (const group of answer.groups ?? []) records.push(await withMembers(client, group));
    return { records, next: answer.nextPageToken ?? null };
  },
  async get(client, remoteId) {
    const group = await client.json<GoogleGroup>({ path: `${DIRECTORY}/groups/${encodeURIComponent(remoteId)}` });
    return withMembers(client, group);
  },
  toUnified: toGroup,
};

export default defineAdapter({
  serviceId: 'google-workspace',
  unifiedApi: 'SSO',
  docs: [
    'https://developers.google.com/workspace/admin/directory/reference/rest/v1/users/list',
    'https://developers.google.com/workspace/admin/directory/reference/rest/v1/users',
    'https://developers.google.com/workspace/admin/directory/reference/rest/v1/groups/list',
    'https://developers.google.com/workspace/admin/directory/reference/rest/v1/members/list',
  ],
  models: { users, groups },
});
