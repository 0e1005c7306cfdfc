import type { FastifyInstance } from 'fastify';
import { directoryEndpoints, scimEndpoints } from '@portal/shared/directory/directory.endpoints';
import { SCIM_CONTENT_TYPE, SCIM_PREFIX } from '@portal/shared/directory/scim.schemas';
import { type EndpointContext, type EndpointRouteOptions, routes } from '../../plugins/endpoints';
import { resourceTypes, schemas, serviceProviderConfig } from '../../connectors/scim/scim-discovery';
import { ScimFailure, scimErrorBody } from '../../connectors/scim/scim-error';
import type { ScimService, ScimWritten, ScimType } from './scim.service';
import type { ScimCaller, ScimTokensService } from './scim-tokens.service';
import { scimErrorHandler } from './scim-errors';

interface Deps {
  scim: ScimService;
  scimTokens: ScimTokensService;
}

type Scim = typeof scimEndpoints;
const SCIM_OPTIONS: EndpointRouteOptions = { errorHandler: scimErrorHandler };
const callerOf = (scope: unknown) => scope as ScimCaller;
const ifMatchOf = (context: { request: { headers: Record<string, unknown> } }) => {
  const value = context.request.headers['if-match'];
  return typeof value === 'string' ? value : undefined;
};

/** A written resource: its ETag, and its Location when it was created (RFC 7644 §3.3). */
function answered(context: Pick<EndpointContext<Scim['createUser']>, 'reply'>, written: ScimWritten, created = false) {
  context.reply.header('etag', written.etag);
  if (created) context.reply.header('location', written.location);
  return written.resource as never;
}

/** The handlers of one resource type's endpoints (Users or Groups). */
function resourceHandlers(scim: ScimService, type: ScimType) {
  return {
    list: (context: EndpointContext<Scim['listUsers']>) => scim.list(callerOf(context.scope), type, context.query),
    get: async (context: EndpointContext<Scim['getUser']>) => {
      const found = await scim.get(callerOf(context.scope), type, context.params.id);
      context.reply.header('etag', found.etag);
      return found.resource as never;
    },
    create: async (context: EndpointContext<Scim['createUser']>) =>
      answered(context, await scim.create(callerOf(context.scope), type, context.body), true),
    replace: async (context: EndpointContext<Scim['replaceUser']>) =>
      answered(
        context,
        await scim.replace(callerOf(context.scope), type, context.params.id, context.body, ifMatchOf(context)),
      ),
    patch: async (context: EndpointContext<Scim['patchUser']>) =>
      answered(
        context,
        await scim.patch(callerOf(context.scope), type, context.params.id, context.body, ifMatchOf(context)),
      ),
    remove: async (context: EndpointContext<Scim['deleteUser']>) => {
      await scim.remove(callerOf(context.scope), type, context.params.id);
      return null;
    },
  };
}

/** The portal's SCIM settings of a directory connection (token made once, rotated, removed). */
export function directoryRoutes(app: FastifyInstance, { scimTokens }: Deps) {
  routes(app, directoryEndpoints, {
    scimSettings: ({ scope, query }) => scimTokens.settings(scope, query.connectionId),
    createScimToken: ({ scope, body }) => scimTokens.createToken(scope, body.connectionId),
    removeScimToken: ({ scope, body }) => scimTokens.removeToken(scope, body.connectionId),
  });
}

/**
 * SCIM 2.0 under `/scim/v2/{connectionId}` (outside /api: an identity provider's client, its own media type and
 * error format). Every route is a contract endpoint (`access.scimToken`), so the route table covers it.
 */
export async function scimPages(app: FastifyInstance, { scim }: Deps) {
  await app.register(
    async (plane) => {
      plane.addHook('onResponse', async (request, reply) => {
        const caller = request.scope as ScimCaller | null;
        if (caller?.connection) scim.logCall(caller, request, reply);
      });
      plane.addContentTypeParser(SCIM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new ScimFailure(400, 'The body is not JSON', 'invalidSyntax'), undefined);
        }
      });
      const users = resourceHandlers(scim, 'User');
      const groups = resourceHandlers(scim, 'Group');
      const with_ = <T>(handler: T): [T, EndpointRouteOptions] => [handler, SCIM_OPTIONS];
      routes(plane, scimEndpoints, {
        serviceProviderConfig: with_(async ({ scope }) => serviceProviderConfig(callerOf(scope).baseUrl)),
        resourceTypes: with_(async ({ scope }) => resourceTypes(callerOf(scope).baseUrl)),
        schemas: with_(async ({ scope }) => schemas(callerOf(scope).baseUrl)),
        listUsers: with_(users.list),
        createUser: with_(users.create),
        getUser: with_(users.get),
        replaceUser: with_(users.replace),
        patchUser: with_(users.patch),
        deleteUser: with_(users.remove),
        listGroups: with_(groups.list as never),
        createGroup: with_(groups.create as never),
        getGroup: with_(groups.get as never),
        replaceGroup: with_(groups.replace as never),
        patchGroup: with_(groups.patch as never),
        deleteGroup: with_(groups.remove as never),
      });
      plane.setNotFoundHandler((request, reply) =>
        reply
          .code(404)
          .type(SCIM_CONTENT_TYPE)
          .send(scimErrorBody(404, `No SCIM endpoint ${request.method} ${request.url.split('?')[0]}`)),
      );
    },
    { prefix: SCIM_PREFIX },
  );
}
