import type { FastifyPluginAsync } from 'fastify';
import { seededRandom } from '../simulators/seeded-data';
import { DIRECTORY_DOMAIN, seededGroups, seededPeople } from '../simulators/seeded-directory';
import { graphListAnswer, graphNotFound, guid, registerGraphApi } from '../simulators/microsoft-graph';
import { SimulatorCollection, type SimulatorOptions, type VendorSimulator } from '../simulators/simulator-kit';
import type { GraphGroup, GraphMember, GraphUser } from './adapter';

const TENANT_ID = 'sandbox-tenant';
const CLIENT_ID = 'sandbox-directory-client';
const CLIENT_SECRET = 'sandbox-directory-client-secret';

/** A group as the simulator keeps it: Graph's group and the ids of its direct members (users or groups). */
type StoredGroup = Omit<GraphGroup, 'members'> & { memberIds: string[] };

function usersOf(seed: number, size: number, first = 0): GraphUser[] {
  const random = seededRandom(seed + 1000);
  return seededPeople(seed, size, first).map((one) => ({
    id: guid(random),
    userPrincipalName: one.email,
    displayName: `${one.firstName} ${one.lastName}`,
    givenName: one.firstName,
    surname: one.lastName,
    mail: one.email,
    jobTitle: one.jobTitle,
    department: one.department,
    accountEnabled: one.enabled,
  }));
}

function groupsOf(seed: number, count: number, users: GraphUser[]): StoredGroup[] {
  const random = seededRandom(seed + 2000);
  const seeded = seededGroups(seed, count, users.length);
  const ids = seeded.map(() => guid(random));
  return seeded.map((group) => ({
    id: ids[group.index]!,
    displayName: group.name,
    description: group.description,
    mail: group.email,
    proxyAddresses: [`SMTP:${group.email}`, `smtp:${group.email.replace('@', '.all@')}`],
    memberIds: [...group.people.map((at) => users[at]!.id), ...group.groups.map((at) => ids[at]!)],
  }));
}

/**
 * Microsoft Graph's directory for an Entra tenant, from the v1.0 reference: `/users` and `/groups` paged with
 * `$top` and `@odata.nextLink`, a group's direct members at `/groups/{id}/members` (each with its `@odata.type`),
 * behind Entra's client-credentials token and Graph's 429 with Retry-After.
 */
export const azureDirectorySimulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const seed = options.seed ?? 1;
  const users = new SimulatorCollection<GraphUser>(
    usersOf(seed, options.size ?? 120),
    (record) => record.id,
    (fields, index) => ({ ...usersOf(index + 31, 1, index + 1000)[0]!, ...(fields as Partial<GraphUser>) }),
  );
  const groups = new SimulatorCollection<StoredGroup>(
    groupsOf(seed, 12, users.records),
    (record) => record.id,
    (fields, index) => ({
      id: guid(seededRandom(index + 3000)),
      displayName: `Group ${index + 1}`,
      description: null,
      mail: `group-${index + 1}@${DIRECTORY_DOMAIN}`,
      proxyAddresses: [],
      memberIds: [],
      ...(fields as Partial<StoredGroup>),
    }),
  );
  registerGraphApi(app, {
    tenantId: TENANT_ID,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    collections: { users, groups },
  });
  const visible = ({ memberIds: _members, ...group }: StoredGroup): GraphGroup => group;
  const memberOf = (id: string): GraphMember[] => {
    const user = users.find(id);
    if (user) return [{ '@odata.type': '#microsoft.graph.user', id, displayName: user.displayName ?? null }];
    const group = groups.find(id);
    return group ? [{ '@odata.type': '#microsoft.graph.group', id, displayName: group.displayName }] : [];
  };
  app.get('/v1.0/users', async (request) =>
    graphListAnswer(users.records, request.query as Record<string, string>, 'users', 999),
  );
  app.get('/v1.0/users/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    // Graph reads a user by object id or by userPrincipalName.
    return users.find(id) ?? users.records.find((user) => user.userPrincipalName === id) ?? graphNotFound(reply);
  });
  app.get('/v1.0/groups', async (request) =>
    graphListAnswer(groups.records.map(visible), request.query as Record<string, string>, 'groups', 999),
  );
  app.get('/v1.0/groups/:id', async (request, reply) => {
    const found = groups.find((request.params as { id: string }).id);
    return found ? visible(found) : graphNotFound(reply);
  });
  app.get('/v1.0/groups/:id/members', async (request, reply) => {
    const { id } = request.params as { id: string };
    const found = groups.find(id);
    if (!found) return graphNotFound(reply);
    const members = found.memberIds.flatMap(memberOf);
    return graphListAnswer(members, request.query as Record<string, string>, `groups/${id}/members`, 999);
  });
};

export default {
  serviceId: 'azure-directory',
  plugin: azureDirectorySimulatorPlugin,
  sandboxSettings: { tenantId: TENANT_ID, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
} satisfies VendorSimulator;
