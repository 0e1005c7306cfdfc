import { SCIM, SCIM_MAX_RESULTS } from '@portal/shared/directory/scim.schemas';

/** RFC 7643 §5: what this service provider supports. */
export const serviceProviderConfig = (baseUrl: string) => ({
  schemas: [SCIM.serviceProviderConfig],
  documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: true },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: "The directory connection's SCIM token, made in the portal",
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
});

/** RFC 7643 §6: the resource types. */
export const resourceTypes = (baseUrl: string) => ({
  schemas: [SCIM.listResponse],
  totalResults: 2,
  startIndex: 1,
  itemsPerPage: 2,
  Resources: [
    {
      schemas: [SCIM.resourceType],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      schema: SCIM.user,
      schemaExtensions: [{ schema: SCIM.enterpriseUser, required: false }],
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: [SCIM.resourceType],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      schema: SCIM.group,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
    },
  ],
});

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});
const subAttributes = (...names: string[]) => names.map((name) => attribute(name, 'string'));

/** RFC 7643 §7: the attributes of the schemas this endpoint reads (others are kept as sent). */
export const schemas = (baseUrl: string) => {
  const resources = [
    {
      id: SCIM.user,
      name: 'User',
      description: 'User Account',
      attributes: [
        attribute('userName', 'string', { required: true, uniqueness: 'server' }),
        attribute('name', 'complex', { subAttributes: subAttributes('formatted', 'familyName', 'givenName') }),
        attribute('displayName', 'string'),
        attribute('title', 'string'),
        attribute('active', 'boolean'),
        attribute('emails', 'complex', { multiValued: true, subAttributes: subAttributes('value', 'type', 'primary') }),
        attribute('externalId', 'string', { caseExact: true }),
      ],
    },
    {
      id: SCIM.group,
      name: 'Group',
      description: 'Group',
      attributes: [
        attribute('displayName', 'string', { required: true }),
        attribute('members', 'complex', {
          multiValued: true,
          subAttributes: subAttributes('value', 'display', 'type'),
        }),
        attribute('externalId', 'string', { caseExact: true }),
      ],
    },
    {
      id: SCIM.enterpriseUser,
      name: 'EnterpriseUser',
      description: 'Enterprise User',
      attributes: [attribute('department', 'string'), attribute('employeeNumber', 'string')],
    },
  ];
  return {
    schemas: [SCIM.listResponse],
    totalResults: resources.length,
    startIndex: 1,
    itemsPerPage: resources.length,
    Resources: resources.map((resource) => ({
      schemas: [SCIM.schema],
      ...resource,
      meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${resource.id}` },
    })),
  };
};
