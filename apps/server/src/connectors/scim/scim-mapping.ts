import type { DirectoryGroup, DirectoryUser } from '@portal/shared/unified/directory.schemas';
import { SCIM } from '@portal/shared/directory/scim.schemas';

/** A resource as the portal keeps it: what the identity provider sent (attributes) and what we give it. */
export interface StoredScimResource {
  id: string;
  resourceType: 'User' | 'Group';
  attributes: Record<string, unknown>;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

type Attributes = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const objectAt = (value: unknown): Attributes => (value && typeof value === 'object' ? (value as Attributes) : {});
/** An attribute by name, whatever its case (RFC 7643 §2.1: names are case-insensitive). */
const at = (object: Attributes, name: string) =>
  object[Object.keys(object).find((key) => key.toLowerCase() === name.toLowerCase()) ?? name];

/** A weak ETag of a resource's version (RFC 7644 §3.14). */
export const scimEtag = (resource: Pick<StoredScimResource, 'version'>) => `W/"${resource.version}"`;

/** The resource as SCIM answers it: the attributes sent, with `schemas`, `id` and `meta`. */
export function scimAnswer(resource: StoredScimResource, baseUrl: string): Attributes {
  const core = resource.resourceType === 'User' ? SCIM.user : SCIM.group;
  const extensions = Object.keys(resource.attributes).filter((key) => key.toLowerCase().startsWith('urn:'));
  return {
    ...resource.attributes,
    schemas: [core, ...extensions],
    id: resource.id,
    meta: {
      resourceType: resource.resourceType,
      created: resource.createdAt.toISOString(),
      lastModified: resource.updatedAt.toISOString(),
      location: `${baseUrl}/${resource.resourceType}s/${resource.id}`,
      version: scimEtag(resource),
    },
  };
}

/** The primary email, else the first (RFC 7643 §4.1.2). */
function emailOf(attributes: Attributes): string | null {
  const emails = at(attributes, 'emails');
  if (!Array.isArray(emails)) return null;
  const list = emails.map(objectAt);
  return text((list.find((one) => one.primary === true) ?? list[0])?.value);
}

/** A pushed User as the unified API answers it (`directory/users`). */
export function scimUserToUnified(resource: StoredScimResource): DirectoryUser {
  const attributes = resource.attributes;
  const name = objectAt(at(attributes, 'name'));
  const enterprise = objectAt(at(attributes, SCIM.enterpriseUser));
  const active = at(attributes, 'active');
  return {
    id: resource.id,
    remoteId: text(at(attributes, 'externalId')) ?? resource.id,
    userName: String(at(attributes, 'userName') ?? ''),
    email: emailOf(attributes),
    firstName: text(at(name, 'givenName')),
    lastName: text(at(name, 'familyName')),
    displayName: text(at(attributes, 'displayName')) ?? text(at(name, 'formatted')),
    // An identity provider deactivates (active false) before it deletes.
    status: active === false ? 'SUSPENDED' : 'ACTIVE',
    orgUnit: text(at(enterprise, 'department')),
    jobTitle: text(at(attributes, 'title')),
    isAdmin: null,
  };
}

/** A pushed Group as the unified API answers it (`directory/groups`); members keep the type given when added. */
export function scimGroupToUnified(resource: StoredScimResource): DirectoryGroup {
  const attributes = resource.attributes;
  const members = at(attributes, 'members');
  return {
    id: resource.id,
    remoteId: text(at(attributes, 'externalId')) ?? resource.id,
    name: String(at(attributes, 'displayName') ?? ''),
    email: null,
    description: null,
    aliases: [],
    members: (Array.isArray(members) ? members.map(objectAt) : []).map((member) => ({
      id: String(member.value),
      remoteId: String(member.value),
      type: String(member.type ?? '').toLowerCase() === 'group' ? 'GROUP' : 'USER',
      name: text(member.display),
    })),
  };
}

export const scimToUnified = (resource: StoredScimResource) =>
  resource.resourceType === 'User' ? scimUserToUnified(resource) : scimGroupToUnified(resource);
