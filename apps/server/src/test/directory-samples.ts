import { randomUUID } from 'node:crypto';
import type { SampleContext } from './sample-context.types';

const SCIM_PATCH = {
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations: [{ op: 'replace', path: 'externalId', value: 'sample' }],
};
/** A SCIM call on the sample directory connection with a fresh token (and `more` of its input). */
const scimCall =
  (more: () => { body?: unknown } = () => ({})) =>
  async ({ scimToken }: SampleContext) => {
    const { connectionId, token } = await scimToken();
    return { params: { connectionId }, headers: { authorization: `Bearer ${token}` }, ...more() } as never;
  };
/** A SCIM call on a fresh pushed user or group of the sample directory connection. */
const scimOn =
  (type: 'User' | 'Group', more: () => { body?: unknown } = () => ({})) =>
  async ({ newScimResource }: SampleContext) => {
    const { connectionId, token, id } = await newScimResource(type);
    return { params: { connectionId, id }, headers: { authorization: `Bearer ${token}` }, ...more() } as never;
  };

/** The samples of the directory and SCIM endpoints (endpoint-samples.ts), on the sample Azure directory connection. */
export const DIRECTORY_SAMPLES = {
  directory: {
    scimSettings: async ({ directoryConnection }: SampleContext) => {
      const { applicationId, connectionId } = await directoryConnection();
      return { query: { application: applicationId, connectionId } };
    },
    createScimToken: async ({ directoryConnection }: SampleContext) => {
      const { applicationId, connectionId } = await directoryConnection();
      return { body: { application: applicationId, connectionId } };
    },
    removeScimToken: async ({ directoryConnection }: SampleContext) => {
      const { applicationId, connectionId } = await directoryConnection();
      return { body: { application: applicationId, connectionId } };
    },
  },
  scim: {
    serviceProviderConfig: scimCall(),
    resourceTypes: scimCall(),
    schemas: scimCall(),
    listUsers: scimCall(),
    createUser: scimCall(() => ({ body: { userName: `${randomUUID()}@example.com` } })),
    getUser: scimOn('User'),
    replaceUser: scimOn('User', () => ({ body: { userName: `${randomUUID()}@example.com` } })),
    patchUser: scimOn('User', () => ({ body: SCIM_PATCH })),
    deleteUser: scimOn('User'),
    listGroups: scimCall(),
    createGroup: scimCall(() => ({ body: { displayName: `Group ${randomUUID()}` } })),
    getGroup: scimOn('Group'),
    replaceGroup: scimOn('Group', () => ({ body: { displayName: `Group ${randomUUID()}` } })),
    patchGroup: scimOn('Group', () => ({ body: SCIM_PATCH })),
    deleteGroup: scimOn('Group'),
  },
};
