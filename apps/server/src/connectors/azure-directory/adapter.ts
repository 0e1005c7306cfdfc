import type { DirectoryGroup, DirectoryUser, GroupMember } from '@portal/shared/unified/directory.schemas';
import { defineAdapter, type ModelAdapter } from '../adapters/adapter-types';
import { textOrNull } from '../adapters/mapping-helpers';
import { graphAll, graphPage } from '../adapters/microsoft-graph';
import type { VendorClient } from '../http/vendor-client';

/** A user of Microsoft Graph v1.0 (`microsoft.graph.user`) with the properties we select. */
export interface GraphUser {
  id: string;
  userPrincipalName: string;
  displayName?: string | null;
  givenName?: string | null;
  surname?: string | null;
  mail?: string | null;
  jobTitle?: string | null;
  department?: string | null;
  accountEnabled?: boolean | null;
}

/** A member of a group as `/groups/{id}/members` lists it: a directoryObject with its type. */
export interface GraphMember {
  '@odata.type': string;
  id: string;
  displayName?: string | null;
}

/** A group of Microsoft Graph v1.0 (`microsoft.graph.group`), with its members read beside it. */
export interface GraphGroup {
  id: string;
  displayName: string;
  description?: string | null;
  mail?: string | null;
  proxyAddresses?: string[];
  members?: GraphMember[];
}

export const USER_SELECT = 'id,userPrincipalName,displayName,givenName,surname,mail,jobTitle,department,accountEnabled';
export const GROUP_SELECT = 'id,displayName,description,mail,proxyAddresses';
const MEMBER_SELECT = 'id,displayName';

function toUser(raw: GraphUser): DirectoryUser {
  return {
    id: raw.id,
    remoteId: raw.id,
    userName: raw.userPrincipalName,
    email: textOrNull(raw.mail),
    firstName: textOrNull(raw.givenName),
    lastName: textOrNull(raw.surname),
    displayName: textOrNull(raw.displayName),
    // Graph keeps a disabled account (accountEnabled false); a deleted one leaves the list for deletedItems.
    status: raw.accountEnabled === false ? 'SUSPENDED' : raw.accountEnabled === true ? 'ACTIVE' : null,
    orgUnit: textOrNull(raw.department),
    jobTitle: textOrNull(raw.jobTitle),
    // Administrators are directory role assignments, not a property of the user.
    isAdmin: null,
  };
}

const MEMBER_TYPES: Record<string, GroupMember['type']> = {
  '#microsoft.graph.user': 'USER',
  '#microsoft.graph.group': 'GROUP',
};

function toGroup(raw: GraphGroup): DirectoryGroup {
  return {
    id: raw.id,
    remoteId: raw.id,
    name: raw.displayName,
    email: textOrNull(raw.mail),
    description: textOrNull(raw.description),
    // proxyAddresses are `SMTP:primary` and `smtp:alias`: the aliases are the lower-case ones.
    aliases: (raw.proxyAddresses ?? []).filter((one) => one.startsWith('smtp:')).map((one) => one.slice(5)),
    // Devices, service principals and contacts can be members too: a directory group lists people and groups.
    members: (raw.members ?? []).flatMap((member) => {
      const type = MEMBER_TYPES[member['@odata.type']];
      return type ? [{ id: member.id, remoteId: member.id, type, name: textOrNull(member.displayName) }] : [];
    }),
  };
}

/** A group with its members, every page of them (`GET /groups/{id}/members`, paged like any Graph list). */
async function withMembers(client: VendorClient, group: GraphGroup): Promise<GraphGroup> {
  const members = await graphAll<GraphMember>(client, `/v1.0/groups/${encodeURIComponent(group.id)}/members`, {
    $select: MEMBER_SELECT,
    $top: 999,
  });
  return { ...group, members };
}

const users: ModelAdapter<GraphUser, DirectoryUser> = {
  // Graph's users list answers at most 999 a page.
  pageSize: { default: 100, max: 999 },
  list: (client, page) => graphPage(client, '/v1.0/users', { $select: USER_SELECT, $top: page.size }, page.position),
  get: (client, remoteId) =>
    client.json<GraphUser>({ path: `/v1.0/users/${encodeURIComponent(remoteId)}`, query: { $select: USER_SELECT } }),
  toUnified: toUser,
};

const groups: ModelAdapter<GraphGroup, DirectoryGroup> = {
  // Each group costs a members call too: pages are kept smaller than Graph's 999.
  pageSize: { default: 50, max: 200 },
  async list(client, page) {
    const answer = await graphPage<GraphGroup>(
      client,
      '/v1.0/groups',
      { $select: GROUP_SELECT, $top: page.size },
      page.position,
    );
    const records: GraphGroup[] = [];
    for (const group of answer.records) records.push(await withMembers(client, group));
    return { records, next: answer.next };
  },
  async get(client, remoteId) {
    const group = await client.json<GraphGroup>({
      path: `/v1.0/groups/${encodeURIComponent(remoteId)}`,
      query: { $select: GROUP_SELECT },
    });
    return withMembers(client, group);
  },
  toUnified: toGroup,
};

export default defineAdapter({
  serviceId: 'azure-directory',
  unifiedApi: 'SSO',
  docs: [
    'https://learn.microsoft.com/en-us/graph/api/user-list',
    'https://learn.microsoft.com/en-us/graph/api/user-get',
    'https://learn.microsoft.com/en-us/graph/api/group-list',
    'https://learn.microsoft.com/en-us/graph/api/group-list-members',
    'https://learn.microsoft.com/en-us/graph/paging',
    'https://learn.microsoft.com/en-us/graph/throttling',
  ],
  models: { users, groups },
});
