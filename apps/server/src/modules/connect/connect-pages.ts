import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONNECT_AUTHORIZED_PATH, CONNECT_PAGE_PREFIX } from '@portal/shared/connect/connect.constants';
import { connectPageEndpoints, connectSessionsEndpoints } from '@portal/shared/connect/connect.endpoints';
import { UNIFIED_PREFIX } from '@portal/shared/unified/unified.endpoints';
import type { BuiltWeb } from '../../lib/module';
import { routes } from '../../plugins/endpoints';
import type { UnifiedCaller } from '../unified/unified-callers.service';
import type { ConnectPageService } from './connect-page.service';
import type { ConnectSessionsService, SessionOwner } from './connect-sessions.service';

interface Deps {
  builtWeb: BuiltWeb;
  connectPage: ConnectPageService;
  connectSessions: ConnectSessionsService;
}

const ownerOf = (caller: UnifiedCaller): SessionOwner => ({
  accountId: caller.accountId,
  applicationId: caller.applicationId,
  liveApplicationId: caller.liveApplicationId,
  environment: caller.environment,
});

/** The hosted page's policy: nothing but its own files; framed only by the application's allowed origins. */
export function pageSecurityHeaders(allowedOrigins: string[]): Record<string, string> {
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'";
  return {
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors ${ancestors}`,
    ].join('; '),
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    // The component's popup and the OAuth popup talk to their opener: no opener policy that would cut them apart.
    'cross-origin-opener-policy': 'unsafe-none',
  };
}

/**
 * Connect outside /api: sessions on the data plane (`/unified/connect/sessions`), the hosted page's own API
 * (`/connect/api/…`, each call logged as the consumer's request), the page itself (`/connect/{token}`, the OAuth
 * popup's landing `/connect/authorized`, its assets) and the component's script (`/connect/connect.js`).
 */
export async function connectPages(app: FastifyInstance, deps: Deps) {
  const { builtWeb, connectPage, connectSessions } = deps;

  await app.register(
    async (plane) => {
      routes(plane, connectSessionsEndpoints, {
        create: async ({ scope, body }) => {
          const { session, token, url } = await connectSessions.create(ownerOf(scope), body, { kind: 'session' });
          return { id: session.id, token, url, expiresAt: session.expiresAt };
        },
        get: ({ scope, params }) => connectSessions.get(ownerOf(scope), params.id),
        revoke: ({ scope, params }) => connectSessions.revoke(ownerOf(scope), params.id),
      });
    },
    { prefix: UNIFIED_PREFIX },
  );

  await app.register(
    async (page) => {
      page.addHook('onResponse', (request, reply) => connectPage.logAction(request, reply));
      // Answers about a secret link: never kept by a browser or a proxy (a cached 410 showed the next link as expired).
      page.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
      routes(page, connectPageEndpoints, {
        session: ({ scope }) => connectPage.page(scope),
        connect: ({ scope, body }) => connectPage.connect(scope, body.serviceId, body.settings, body.metadataUrl),
        ftp: ({ scope, body }) => connectPage.ftpAccount(scope, body.serviceId),
        authorize: ({ scope, body }) => connectPage.authorize(scope, body.serviceId),
        complete: ({ scope, body }) => connectPage.complete(scope, body.serviceId),
      });
    },
    { prefix: CONNECT_PAGE_PREFIX },
  );

  let html: Promise<string> | undefined;
  const pageHtml = () => (html ??= readFile(join(builtWeb.connectPage, 'index.html'), 'utf8'));
  const sendPage = async (reply: FastifyReply, allowedOrigins: string[]) => {
    const body = await pageHtml().catch(() => undefined);
    reply.removeHeader('x-frame-options');
    reply.headers(pageSecurityHeaders(allowedOrigins));
    if (body === undefined) {
      html = undefined;
      return reply.status(503).type('text/plain').send('The Connect page is not built: run npm run build');
    }
    return reply.type('text/html; charset=utf-8').send(body);
  };

  app.get(CONNECT_AUTHORIZED_PATH, { schema: { hide: true } }, (_request, reply) => sendPage(reply, []));
  app.get(`${CONNECT_PAGE_PREFIX}/connect.js`, { schema: { hide: true } }, async (_request, reply) => {
    const script = await readFile(builtWeb.connectScript).catch(() => undefined);
    if (!script) return reply.status(503).type('text/plain').send('The Connect component is not built');
    return reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(script);
  });
  app.get<{ Params: { token: string } }>(
    `${CONNECT_PAGE_PREFIX}/:token`,
    { schema: { hide: true } },
    async (request, reply) => {
      return sendPage(reply, await connectPage.framingOriginsOf(request.params.token));
    },
  );
  const assets = join(builtWeb.connectPage, 'assets');
  if (!existsSync(assets)) return;
  await app.register(fastifyStatic, {
    root: assets,
    prefix: `${CONNECT_PAGE_PREFIX}/assets/`,
    decorateReply: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
