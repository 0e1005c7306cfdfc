import type { FastifyPluginAsync } from 'fastify';
import { seededRandom } from '../simulators/seeded-data';
import { DIRECTORY_DOMAIN, seededGroups, seededPeople } from '../simulators/seeded-directory';
import { googleNotFound, googlePageOf, registerGoogleAdminApi, sandboxConsent } from '../simulators/google-admin';
import { SimulatorCollection, type SimulatorOptions, type VendorSimulator } from '../simulators/simulator-kit';
import type { GoogleGroup, GoogleMember, GoogleUser } from './adapter';

const CLIENT_ID = 'sandbox-google-workspace.apps.googleusercontent.com';
const CLIENT_SECRET = 'sandbox-google-workspace-secret';
const SANDBOX_REFRESH_TOKEN = 'sandbox-google-workspace-refresh-token';
const DIRECTORY = '/admin/directory/v1';

/** A group as the simulator keeps it: the Directory's group and the ids of its direct members. */
type StoredGroup = Omit<GoogleGroup, 'members'> & { memberIds: string[] };

/** Google's user and group ids are decimal numbers written as text (21 digits). */
const numericId = (random: ReturnType<typeof seededRandom>) =>
  `1${Array.from({ length: 20 }, () => random.int(0, 9)).join('')}`;

function usersOf(seed: number, size: number, first = 0): GoogleUser[] {
  const random = seededRandom(seed + 1000);
  return seededPeople(seed, size, first).map((one) => ({
    kind: 'admin#directory#user',
    id: numericId(random),
    primaryEmail: one.email,
    name: { givenName: one.firstName, familyName: one.lastName, fullName: `${one.firstName} ${one.lastName}` },
    isAdmin: one.admin,
    suspended: !one.enabled,
    archived: false,
    orgUnitPath: `/${one.department}`,
    organizations: [{ title: one.jobTitle, department: one.department, primary: true }],
  }));
}

function groupsOf(seed: number, count: number, users: GoogleUser[]): StoredGroup[] {
  const random = seededRandom(seed + 2000);
  const seeded = seededGroups(seed, count, users.length);
  // Group ids are 15 hexadecimal digits (e.g. 00meukdy0ilxglq in the reference); hex keeps them unique enough.
  const ids = seeded.map(() => `0${random.hex(14)}`);
  return seeded.map((group) => ({
    kind: 'admin#directory#group',
    id: ids[group.index]!,
    email: group.email,
    name: group.name,
    description: group.description,
    aliases: [group.email.replace('@', '.all@')],
    memberIds: [...group.people.map((at) => users[at]!.id), ...group.groups.map((at) => ids[at]!)],
  }));
}

/**
 * The Admin SDK Directory API's users, groups and members, from its reference: `users.list` and `groups.list` by
 * `customer` with `maxResults` and `pageToken`, `members.list` of a group, behind Google's OAuth token endpoint
 * (a sandbox connection holds an administrator's consent, a refresh token) and Google's 429.
 */
export const googleWorkspaceSimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const seed = options.seed ?? 1;
  const users = new SimulatorCollection<GoogleUser>(
    usersOf(seed, options.size ?? 120),
    (record) => record.id,
    (fields, index) => ({ ...usersOf(index + 37, 1, index + 1000)[0]!, ...(fields as Partial<GoogleUser>) }),
  );
  const groups = new SimulatorCollection<StoredGroup>(
    groupsOf(seed, 12, users.records),
    (record) => record.id,
    (fields, index) => ({
      kind: 'admin#directory#group',
      id: `0${seededRandom(index + 3000).hex(14)}`,
      email: `group-${index + 1}@${DIRECTORY_DOMAIN}`,
      name: `Group ${index + 1}`,
      memberIds: [],
      ...(fields as Partial<StoredGroup>),
    }),
  );
  registerGoogleAdminApi(app, {
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    refreshToken: SANDBOX_REFRESH_TOKEN,
    collections: { users, groups },
  });
  const visible = ({ memberIds: _members, ...group }: StoredGroup): GoogleGroup => group;
  const memberOf = (id: string): GoogleMember[] => {
    const user = users.find(id);
    if (user) return [{ kind: 'admin#directory#member', id, email: user.primaryEmail, role: 'MEMBER', type: 'USER' }];
    const group = groups.find(id);
    return group ? [{ kind: 'admin#directory#member', id, email: group.email, role: 'MEMBER', type: 'GROUP' }] : [];
  };
  app.get(`${DIRECTORY}/users`, async (request) => {
    const { page, nextPageToken } = googlePageOf(users.records, request.query as Record<string, string>, 500);
    return { kind: 'admin#directory#users', etag: '"sandbox"', users: page, nextPageToken };
  });
  app.get(`${DIRECTORY}/users/:key`, async (request, reply) => {
    const { key } = request.params as { key: string };
    // userKey is the id, the primary email or an alias.
    return users.find(key) ?? users.records.find((one) => one.primaryEmail === key) ?? googleNotFound(reply, key);
  });
  app.get(`${DIRECTORY}/groups`, async (request) => {
    const { page, nextPageToken } = googlePageOf(groups.records, request.query as Record<string, string>, 200);
    return { kind: 'admin#directory#groups', etag: '"sandbox"', groups: page.map(visible), nextPageToken };
  });
  app.get(`${DIRECTORY}/groups/:key`, async (request, reply) => {
    const { key } = request.params as { key: string };
    const found = groups.find(key) ?? groups.records.find((one) => one.email === key);
    return found ? visible(found) : googleNotFound(reply, key);
  });
  app.get(`${DIRECTORY}/groups/:key/members`, async (request, reply) => {
    const { key } = request.params as { key: string };
    const found = groups.find(key);
    if (!found) return googleNotFound(reply, key);
    const members = found.memberIds.flatMap(memberOf);
    const { page, nextPageToken } = googlePageOf(members, request.query as Record<string, string>, 200);
    return { kind: 'admin#directory#members', etag: '"sandbox"', members: page, nextPageToken };
  });
};

export default {
  serviceId: 'google-workspace',
  plugin: googleWorkspaceSimulatorPlugin,
  sandboxSettings: { customerId: 'my_customer', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
  sandboxAuthorization: sandboxConsent(SANDBOX_REFRESH_TOKEN),
} satisfies VendorSimulator;
