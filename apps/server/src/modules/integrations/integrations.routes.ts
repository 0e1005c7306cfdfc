import type { FastifyInstance } from 'fastify';
import { INTEGRATION_MESSAGES as M } from '@portal/shared/integrations/integrations.constants';
import { UPLOAD_MAX_BYTES } from '@portal/shared/integrations/integrations.schemas';
import {
  connectionsEndpoints,
  connectorsEndpoints,
  integrationsEndpoints,
  unifyApiEndpoints,
} from '@portal/shared/integrations/integrations.endpoints';
import { connectorAnswer } from '../../connectors/catalog/connector-answer';
import { listConnectors } from '../../connectors/catalog/catalog';
import { AppError } from '../../lib/app-error';
import { only, route, routes } from '../../plugins/endpoints';
import { identityOf } from '../../plugins/auth';
import { modelSchemaAnswer, unifiedApisAnswer } from './catalog-answers';
import { acceptConnectionMultipart } from './connection-body';
import type { ConnectionOAuthService } from './connection-oauth.service';
import {
  type ConnectionOwner,
  OAUTH_CALLBACK_PATH,
  applicationOwner,
  connectorIn,
  connectorOf,
} from './connection-owner';
import type { ConnectionsService } from './connections.service';
import type { FtpService } from './ftp.service';
import type { IntegrationsService } from './integrations.service';

interface Deps {
  integrations: IntegrationsService;
  connections: ConnectionsService;
  connectionOAuth: ConnectionOAuthService;
  ftp: FtpService;
  publicUrl: string;
}

/** An upload's body: base64 is 4/3 of the file, and the JSON around it small. */
const UPLOAD_BODY_LIMIT = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

/** The catalog answers the same to everyone: built once. */
let catalog: ReturnType<typeof connectorAnswer>[] | undefined;

export async function integrationsRoutes(
  app: FastifyInstance,
  { integrations, connections, connectionOAuth, ftp, publicUrl }: Deps,
) {
  /** Token holders connect only integrations their application has enabled. */
  async function enabledConnector(owner: ConnectionOwner, unifiedApi: string, serviceId: string) {
    const connector = connectorIn(unifiedApi, serviceId);
    if (!(await integrations.isEnabled(owner.applicationId, serviceId)))
      throw new AppError(409, 'INTEGRATION_DISABLED', M.integrationDisabled);
    return connector;
  }

  routes(app, connectorsEndpoints, {
    list: [async () => (catalog ??= listConnectors().map(connectorAnswer)), { database: false }],
    ftp: ({ scope, params }) => ftp.credentials(scope, params.serviceId),
    uploadFile: [
      ({ scope, params, body }) =>
        ftp.upload(scope, params.serviceId, body.name, Buffer.from(body.contentBase64, 'base64')),
      { bodyLimit: UPLOAD_BODY_LIMIT },
    ],
    consumerFtp: ({ scope, params }) => ftp.consumerCredentials(scope, params.consumerId, params.serviceId),
    consumerUploadFile: [
      ({ scope, params, body }) =>
        ftp.consumerUpload(
          scope,
          params.consumerId,
          params.serviceId,
          body.name,
          Buffer.from(body.contentBase64, 'base64'),
        ),
      { bodyLimit: UPLOAD_BODY_LIMIT },
    ],
  });
  routes(app, unifyApiEndpoints, { list: [async () => unifiedApisAnswer(), { database: false }] });

  routes(
    app,
    only(
      integrationsEndpoints,
      'list',
      'get',
      'update',
      'schema',
      'authorize',
      'reset',
      'putScope',
      'patchScope',
      'deleteScope',
      'putRemap',
      'orderRemap',
      'patchFields',
      'deleteRemap',
    ),
    {
      list: ({ scope }) => integrations.list(scope),
      get: ({ scope, params }) => integrations.get(scope, params.serviceId),
      update: ({ scope, params, body }) => integrations.update(scope, params.serviceId, body),
      schema: async ({ params }) => modelSchemaAnswer(params.serviceId, params.type),
      authorize: async ({ scope, params, reply, request }) => {
        const connector = connectorOf(params.serviceId);
        const started = await connectionOAuth.start(applicationOwner(scope), connector, {
          userId: identityOf(request).userId,
          returnTo: `/integration/${connector.serviceId}?application=${scope.applicationId}`,
        });
        // The callback must come back to this browser: a cookie only it holds, sent only to the callback.
        if (started.binding) {
          const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
          reply.header(
            'set-cookie',
            `${started.binding.name}=${started.binding.value}; Path=${OAUTH_CALLBACK_PATH}; Max-Age=600; HttpOnly; SameSite=Lax${secure}`,
          );
        }
        return { authorizeUrl: started.authorizeUrl };
      },
      reset: ({ scope, params }) => connections.reset(applicationOwner(scope), connectorOf(params.serviceId)),
      putScope: ({ scope, params, query, body }) =>
        integrations.putScope(scope, params.serviceId, params.type, query.account, body.operations),
      patchScope: ({ scope, params, query, body }) =>
        integrations.patchScope(scope, params.serviceId, params.type, query.account, body.operation, body.enabled),
      deleteScope: ({ scope, params, query }) =>
        integrations.deleteScope(scope, params.serviceId, params.type, query.account),
      putRemap: ({ scope, params, query, body }) => integrations.putRemap(scope, params.serviceId, query.account, body),
      orderRemap: ({ scope, params, query, body }) =>
        integrations.orderRemap(scope, params.serviceId, query.account, body),
      patchFields: ({ scope, params, query, body }) =>
        integrations.patchFields(scope, params.serviceId, params.type, query.account, body.fields),
      deleteRemap: ({ scope, params, query }) =>
        integrations.deleteRemap(scope, params.serviceId, query.account, params.id),
    },
  );

  routes(app, only(connectionsEndpoints, 'list', 'get', 'remove'), {
    list: async ({ scope, query }) => {
      const enabled = await integrations.enabledServices(scope.applicationId);
      const rows = await connections.rowsOf(scope, enabled);
      const answers = await Promise.all(
        enabled.map((serviceId) =>
          connections.answer(scope, connectorOf(serviceId), rows.get(serviceId), { forToken: true }),
        ),
      );
      return query.state ? answers.filter((answer) => answer.state === query.state) : answers;
    },
    get: async ({ scope, params }) => {
      const connector = await enabledConnector(scope, params.unifiedApi, params.serviceId);
      return connections.answer(scope, connector, await connections.find(scope, params.serviceId), { forToken: true });
    },
    remove: async ({ scope, params }) => connections.reset(scope, connectorIn(params.unifiedApi, params.serviceId)),
  });

  // The two saves take JSON or multipart (an uploaded IdP metadata file): parsed only on these routes.
  await app.register(async (withFiles) => {
    await acceptConnectionMultipart(withFiles);
    route(withFiles, integrationsEndpoints.saveConnection, ({ scope, params, body }) =>
      connections.save(applicationOwner(scope), connectorOf(params.serviceId), {
        settings: body.settings,
        enabled: body.enabled,
        sandbox: body.sandbox,
      }),
    );
    route(withFiles, connectionsEndpoints.save, async ({ scope, params, body }) => {
      const connector = await enabledConnector(scope, params.unifiedApi, params.serviceId);
      return connections.save(
        scope,
        connector,
        { settings: body.settings, enabled: body.enabled, sandbox: body.sandbox },
        { forToken: true },
      );
    });
  });
}
