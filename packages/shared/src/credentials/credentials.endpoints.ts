import { z } from 'zod';
import { access, defineEndpoints, inBody, inParams, inQuery, ownerOf } from '../common/endpoint';
import { withEnvironment } from '../common/environment';
import {
  apiKeySchema,
  createCredentialBodySchema,
  credentialApplicationQuerySchema,
  credentialParamsSchema,
  credentialRemoveQuerySchema,
  credentialSchema,
  credentialsQuerySchema,
  explorerCredentialSchema,
  explorerCredentialsQuerySchema,
  offsetMetaSchema,
} from './credentials.schemas';
import { okAnswerSchema } from '../common/shared-schemas';

export const credentialsEndpoints = defineEndpoints('credentials', {
  list: {
    method: 'GET',
    path: '/credentials',
    query: withEnvironment(credentialsQuerySchema),
    answer: z.array(credentialSchema),
    meta: offsetMetaSchema,
    auth: access.application(inQuery('application')),
    summary: "An application's API keys, newest first, masked; offset paging (`meta.total`)",
  },
  create: {
    method: 'POST',
    path: '/credentials',
    body: withEnvironment(createCredentialBodySchema),
    answer: credentialSchema,
    status: 201,
    auth: access.application(inBody('application'), 'addCredential'),
    summary: 'Add an API key (`sk_` and 32 random bytes) to an application (everyone but a Viewer)',
  },
  remove: {
    method: 'DELETE',
    path: '/credentials/:id',
    params: credentialParamsSchema,
    query: withEnvironment(credentialRemoveQuerySchema),
    answer: okAnswerSchema,
    auth: access.application(
      inQuery('application', { otherwise: ownerOf('credential', inParams('id')) }),
      'deleteCredential',
    ),
    summary:
      'Delete an API key by its id (`application` is optional and, when given, must be its application): it stops working at once, with the tokens made from it',
  },
  reveal: {
    method: 'GET',
    path: '/credentials/:id/key',
    params: credentialParamsSchema,
    query: withEnvironment(credentialApplicationQuerySchema),
    answer: apiKeySchema,
    auth: access.application(inQuery('application')),
    summary: 'The API key itself, to show or copy it',
  },
  explorerList: {
    method: 'GET',
    path: '/portal/credentials/all',
    query: explorerCredentialsQuerySchema,
    answer: z.array(explorerCredentialSchema),
    auth: access.session,
    summary: "The API keys of all the signed-in user's applications, for the explorer (at most `limit`, 1000)",
  },
});
