import { z } from 'zod';
import { access, defineEndpoints, inBody, inParams, inQuery } from '../common/endpoint';
import { withEnvironment } from '../common/environment';
import { connectorSchema } from '../connectors/connectors.schemas';
import {
  accountQuerySchema,
  applicationQuerySchema,
  authorizeAnswerSchema,
  connectionParamsSchema,
  connectionSchema,
  connectionsQuerySchema,
  consumerServiceParamsSchema,
  ftpCredentialsSchema,
  receivedFileSchema,
  uploadFileBodySchema,
  integrationAppParamsSchema,
  integrationModelParamsSchema,
  integrationSchema,
  modelSchemaAnswerSchema,
  orderRemapBodySchema,
  patchFieldsBodySchema,
  patchScopeBodySchema,
  putRemapBodySchema,
  putScopeBodySchema,
  remapParamsSchema,
  saveConnectionBodySchema,
  schemaParamsSchema,
  serviceParamsSchema,
  unifiedApiAnswerSchema,
  updateIntegrationBodySchema,
} from './integrations.schemas';

/** The catalog (001 §7 Connectors). */
export const connectorsEndpoints = defineEndpoints('connectors', {
  list: {
    method: 'GET',
    path: '/connectors',
    answer: z.array(connectorSchema),
    auth: access.session,
    summary: 'Every connector of the catalog with its settings JSON Schema (secrets `writeOnly`), auth type and logo',
  },
  ftp: {
    method: 'GET',
    path: '/connectors/:serviceId/ftp',
    params: serviceParamsSchema,
    query: withEnvironment(applicationQuerySchema),
    answer: ftpCredentialsSchema,
    auth: access.application(inQuery('application'), 'openConnectionSettings'),
    summary:
      "The FTP endpoint, user name and password a file connector sends the application's files with (Owner and Admin)",
  },
  uploadFile: {
    method: 'POST',
    path: '/connectors/:serviceId/files',
    params: serviceParamsSchema,
    query: withEnvironment(applicationQuerySchema),
    body: uploadFileBodySchema,
    answer: receivedFileSchema,
    status: 201,
    auth: access.application(inQuery('application'), 'openConnectionSettings'),
    summary:
      'Uploads a CSV, XLSX or XML file for a file connector, imported as if it had come over FTP (Owner and Admin)',
  },
  consumerFtp: {
    method: 'GET',
    path: '/consumers/:consumerId/connectors/:serviceId/ftp',
    params: consumerServiceParamsSchema,
    query: withEnvironment(applicationQuerySchema),
    answer: ftpCredentialsSchema,
    auth: access.application(inQuery('application'), 'openConnectionSettings'),
    summary:
      "The FTP endpoint, user name and password a file connector sends one consumer's files with, into that consumer's own folder (Owner and Admin)",
  },
  consumerUploadFile: {
    method: 'POST',
    path: '/consumers/:consumerId/connectors/:serviceId/files',
    params: consumerServiceParamsSchema,
    query: withEnvironment(applicationQuerySchema),
    body: uploadFileBodySchema,
    answer: receivedFileSchema,
    status: 201,
    auth: access.application(inQuery('application'), 'openConnectionSettings'),
    summary: "Uploads a file for a consumer's connection to a file connector, imported on it (Owner and Admin)",
  },
});

/** 001 §7 Other: GET /unify-api/. */
export const unifyApiEndpoints = defineEndpoints('unifyApi', {
  list: {
    method: 'GET',
    path: '/unify-api',
    answer: z.array(unifiedApiAnswerSchema),
    auth: access.session,
    summary: 'The unified APIs with their models and endpoints',
  },
});

/** Integrations: application × connector, with the application's own connection (001 §7 Integrations, scope, remap). */
export const integrationsEndpoints = defineEndpoints('integrations', {
  list: {
    method: 'GET',
    path: '/integrations',
    query: withEnvironment(applicationQuerySchema),
    answer: z.array(integrationSchema),
    auth: access.application(inQuery('application')),
    summary:
      'Every connector as an integration of the application: enabled or not, its state, scope, field mappings and connection',
  },
  get: {
    method: 'GET',
    path: '/integrations/:serviceId',
    params: serviceParamsSchema,
    query: withEnvironment(applicationQuerySchema),
    answer: integrationSchema,
    auth: access.application(inQuery('application')),
    summary: 'One integration of the application, with its connection (secrets masked)',
  },
  update: {
    method: 'PUT',
    path: '/integrations/:serviceId',
    params: serviceParamsSchema,
    body: withEnvironment(updateIntegrationBodySchema),
    answer: integrationSchema,
    auth: access.application(inBody('application'), 'openConnectionSettings'),
    summary:
      "Enable or disable an integration (Owner and Admin); enabling counts toward the plan's integrations and unified APIs",
  },
  schema: {
    method: 'GET',
    path: '/integrations/:serviceId/schema/:type',
    params: schemaParamsSchema,
    answer: modelSchemaAnswerSchema,
    auth: access.session,
    summary:
      'The JSON Schema of a unified model (`type`, e.g. employees) for a connector, with the operations its adapter serves',
  },
  saveConnection: {
    method: 'PATCH',
    path: '/integrations/:serviceId/connection',
    params: serviceParamsSchema,
    query: withEnvironment(applicationQuerySchema),
    body: saveConnectionBodySchema,
    answer: connectionSchema,
    auth: access.application(inQuery('application'), 'openConnectionSettings'),
    summary:
      "Save the application's own connection: settings checked against the connector's schema and the vendor, kept encrypted; JSON, or multipart with `settings[idpMetadata]` (Owner and Admin)",
  },
  authorize: {
    method: 'POST',
    path: '/integrations/:serviceId/authorize',
    params: serviceParamsSchema,
    query: withEnvironment(applicationQuerySchema),
    answer: authorizeAnswerSchema,
    auth: access.application(inQuery('application'), 'openConnectionSettings'),
    summary:
      "Start the vendor's OAuth 2.0 authorization for the application's own connection: the authorize URL (state and PKCE S256) for this browser (Owner and Admin)",
  },
  reset: {
    method: 'POST',
    path: '/integrations/:serviceId/reset',
    params: serviceParamsSchema,
    query: withEnvironment(applicationQuerySchema),
    answer: connectionSchema,
    auth: access.application(inQuery('application'), 'resetConnection'),
    summary:
      "Reset the application's own connection: its credentials and tokens removed, back to available (Owner and Admin)",
  },
  putScope: {
    method: 'PUT',
    path: '/integrations/:serviceId/application/:app/scope/:type',
    params: integrationModelParamsSchema,
    query: withEnvironment(accountQuerySchema),
    body: putScopeBodySchema,
    answer: integrationSchema,
    auth: access.application(inParams('app'), 'openConnectionSettings'),
    summary: 'Expose a model of the integration with the operations given (none: not exposed)',
  },
  patchScope: {
    method: 'PATCH',
    path: '/integrations/:serviceId/application/:app/scope/:type',
    params: integrationModelParamsSchema,
    query: withEnvironment(accountQuerySchema),
    body: patchScopeBodySchema,
    answer: integrationSchema,
    auth: access.application(inParams('app'), 'openConnectionSettings'),
    summary: 'Turn one operation of a model of the integration on or off',
  },
  deleteScope: {
    method: 'DELETE',
    path: '/integrations/:serviceId/application/:app/scope/:type',
    params: integrationModelParamsSchema,
    query: withEnvironment(accountQuerySchema),
    answer: integrationSchema,
    auth: access.application(inParams('app'), 'openConnectionSettings'),
    summary: 'Stop exposing a model of the integration',
  },
  putRemap: {
    method: 'PUT',
    path: '/integrations/:serviceId/application/:app/remap',
    params: integrationAppParamsSchema,
    query: withEnvironment(accountQuerySchema),
    body: putRemapBodySchema,
    answer: integrationSchema,
    auth: access.application(inParams('app'), 'openConnectionSettings'),
    summary: 'Add a field mapping (vendor field → unified or custom field) to a model, or change the one named by `id`',
  },
  orderRemap: {
    method: 'PUT',
    path: '/integrations/:serviceId/application/:app/order-endpoints',
    params: integrationAppParamsSchema,
    query: withEnvironment(accountQuerySchema),
    body: orderRemapBodySchema,
    answer: integrationSchema,
    auth: access.application(inParams('app'), 'openConnectionSettings'),
    summary: 'Put the field mappings of a model in the order they apply',
  },
  patchFields: {
    method: 'PATCH',
    path: '/integrations/:serviceId/application/:app/fields/:type',
    params: integrationModelParamsSchema,
    query: withEnvironment(accountQuerySchema),
    body: patchFieldsBodySchema,
    answer: integrationSchema,
    auth: access.application(inParams('app'), 'openConnectionSettings'),
    summary: 'Replace every field mapping of a model, in order',
  },
  deleteRemap: {
    method: 'DELETE',
    path: '/integrations/:serviceId/application/:app/remap/:id',
    params: remapParamsSchema,
    query: withEnvironment(accountQuerySchema),
    answer: integrationSchema,
    auth: access.application(inParams('app'), 'openConnectionSettings'),
    summary: 'Remove a field mapping',
  },
});

/**
 * Connections for programs (001 §7 Connections): with an application access token the application's own, with a
 * consumer token the consumer's.
 */
export const connectionsEndpoints = defineEndpoints('connections', {
  list: {
    method: 'GET',
    path: '/connections',
    query: connectionsQuerySchema,
    answer: z.array(connectionSchema),
    auth: access.ownerToken,
    summary:
      "The token owner's connections to every integration the application has enabled (`?state=callable` for the callable ones)",
  },
  get: {
    method: 'GET',
    path: '/connections/:unifiedApi/:serviceId',
    params: connectionParamsSchema,
    answer: connectionSchema,
    auth: access.ownerToken,
    summary: "The token owner's connection to a service, with `authorizeUrl` for OAuth connectors",
  },
  save: {
    method: 'PATCH',
    path: '/connections/:unifiedApi/:serviceId',
    params: connectionParamsSchema,
    body: saveConnectionBodySchema,
    answer: connectionSchema,
    auth: access.ownerToken,
    summary:
      'Save settings (checked against the schema and the vendor, kept encrypted, answered masked): JSON, or multipart with `settings[idpMetadata]`',
  },
  remove: {
    method: 'DELETE',
    path: '/connections/:unifiedApi/:serviceId',
    params: connectionParamsSchema,
    answer: connectionSchema,
    auth: access.ownerToken,
    summary: "Remove the token owner's connection (credentials and tokens): it is available again",
  },
});
