import { z } from 'zod';
import { access, defineEndpoints, inBody, inQuery } from '../common/endpoint';
import { environmentField } from '../common/environment';
import { idField } from '../common/validation';
import {
  SCIM_PREFIX,
  scimConnectionParamsSchema,
  scimGroupBodySchema,
  scimListQuerySchema,
  scimListResponseSchema,
  scimPatchBodySchema,
  scimResourceParamsSchema,
  scimResourceSchema,
  scimUserBodySchema,
} from './scim.schemas';

export const DIRECTORY_MESSAGES = {
  connectionInvalid: 'Must be a valid connection id',
  notDirectory: 'SCIM is for the connections of a directory connector (Azure directory, Google Workspace)',
  connectionNotFound: 'No such connection in this application',
} as const;
const M = DIRECTORY_MESSAGES;

/** A directory connection's SCIM endpoint as the portal shows it: its base URL, and since when a token exists. */
export const scimSettingsSchema = z.object({
  connectionId: z.string(),
  baseUrl: z.string(),
  /** When the current token was made; null: SCIM is off (no token), the connection is polled. */
  tokenCreatedAt: z.string().nullable(),
});
export type ScimSettings = z.infer<typeof scimSettingsSchema>;

/** A new token, answered once: only its hash is kept. */
export const scimTokenAnswerSchema = scimSettingsSchema.extend({ token: z.string() });

export const scimSettingsQuerySchema = z.object({
  application: idField('Must be a valid application id'),
  environment: environmentField,
  connectionId: idField(M.connectionInvalid),
});
export const scimTokenBodySchema = z.object({
  application: idField('Must be a valid application id'),
  environment: environmentField,
  connectionId: idField(M.connectionInvalid),
});

/** The portal's side of SCIM: the base URL, and a bearer token made or rotated (the old one refused at once). */
export const directoryEndpoints = defineEndpoints('directory', {
  scimSettings: {
    method: 'GET',
    path: '/directory/scim',
    query: scimSettingsQuerySchema,
    answer: scimSettingsSchema,
    auth: access.application(inQuery('application'), 'openConnectionSettings'),
    summary: "A directory connection's SCIM base URL and whether it has a token",
  },
  createScimToken: {
    method: 'POST',
    path: '/directory/scim/token',
    body: scimTokenBodySchema,
    answer: scimTokenAnswerSchema,
    status: 201,
    auth: access.application(inBody('application'), 'openConnectionSettings'),
    summary: "Makes the connection's SCIM bearer token, shown once; a second one replaces (rotates) the first",
  },
  removeScimToken: {
    method: 'DELETE',
    path: '/directory/scim/token',
    body: scimTokenBodySchema,
    answer: scimSettingsSchema,
    auth: access.application(inBody('application'), 'openConnectionSettings'),
    summary: 'Turns SCIM off: the token is refused from now on and the connection is polled again',
  },
});

const SCIM_SPEC = { prefix: SCIM_PREFIX, auth: access.scimToken, format: 'scim' } as const;
const listOf = (name: string) => ({
  ...SCIM_SPEC,
  method: 'GET' as const,
  path: `/:connectionId/${name}`,
  params: scimConnectionParamsSchema,
  query: scimListQuerySchema,
  answer: scimListResponseSchema,
  summary: `SCIM: lists ${name} (filter eq, startIndex and count)`,
});
const getOne = (name: string, summary: string) => ({
  ...SCIM_SPEC,
  method: 'GET' as const,
  path: `/:connectionId/${name}/:id`,
  params: scimResourceParamsSchema,
  answer: scimResourceSchema,
  summary,
});
const deleteOne = (name: string, summary: string) => ({
  ...SCIM_SPEC,
  method: 'DELETE' as const,
  path: `/:connectionId/${name}/:id`,
  params: scimResourceParamsSchema,
  answer: z.null(),
  status: 204 as const,
  summary,
});
const create = <B extends z.ZodType>(name: string, body: B, summary: string) => ({
  ...SCIM_SPEC,
  method: 'POST' as const,
  path: `/:connectionId/${name}`,
  params: scimConnectionParamsSchema,
  body,
  answer: scimResourceSchema,
  status: 201 as const,
  summary,
});
const change = <B extends z.ZodType>(name: string, method: 'PUT' | 'PATCH', body: B, summary: string) => ({
  ...SCIM_SPEC,
  method,
  path: `/:connectionId/${name}/:id`,
  params: scimResourceParamsSchema,
  body,
  answer: scimResourceSchema,
  summary,
});
const discovery = (name: string, summary: string) => ({
  ...SCIM_SPEC,
  method: 'GET' as const,
  path: `/:connectionId/${name}`,
  params: scimConnectionParamsSchema,
  answer: z.looseObject({}),
  summary,
});

/**
 * SCIM 2.0 (RFC 7643/7644) per directory connection at `/scim/v2/{connectionId}`, for an identity provider that
 * pushes its users and groups: authenticated by the connection's SCIM bearer token, answered in
 * `application/scim+json` without the API's envelope, failures in SCIM's error format.
 */
export const scimEndpoints = defineEndpoints('scim', {
  serviceProviderConfig: discovery('ServiceProviderConfig', 'SCIM: what this service provider supports'),
  resourceTypes: discovery('ResourceTypes', 'SCIM: the resource types (User, Group)'),
  schemas: discovery('Schemas', 'SCIM: the schemas of User and Group'),
  listUsers: listOf('Users'),
  createUser: create('Users', scimUserBodySchema, 'SCIM: creates a user'),
  getUser: getOne('Users', 'SCIM: one user'),
  replaceUser: change('Users', 'PUT', scimUserBodySchema, 'SCIM: replaces a user'),
  patchUser: change('Users', 'PATCH', scimPatchBodySchema, 'SCIM: changes a user (add, replace, remove)'),
  deleteUser: deleteOne('Users', 'SCIM: deletes a user'),
  listGroups: listOf('Groups'),
  createGroup: create('Groups', scimGroupBodySchema, 'SCIM: creates a group'),
  getGroup: getOne('Groups', 'SCIM: one group'),
  replaceGroup: change('Groups', 'PUT', scimGroupBodySchema, 'SCIM: replaces a group'),
  patchGroup: change('Groups', 'PATCH', scimPatchBodySchema, 'SCIM: changes a group and its members'),
  deleteGroup: deleteOne('Groups', 'SCIM: deletes a group'),
});
