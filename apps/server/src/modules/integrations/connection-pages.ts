import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error';
import { cookiesOf } from '../../lib/cookies';
import type { ConnectionOAuthService } from './connection-oauth.service';
import { OAUTH_CALLBACK_PATH, OAUTH_START_PATH, SAML_BASE_PATH } from './connection-owner';
import type { ConnectionsService } from './connections.service';

interface Deps {
  connectionOAuth: ConnectionOAuthService;
  connections: ConnectionsService;
  publicUrl: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** A plain page for a browser that cannot go on (a dead authorization link). */
function stop(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authorization</title></head><body style="font:16px system-ui;margin:48px">
<h1>Authorization could not start</h1><p>${escapeHtml(message)}</p></body></html>`);
}

/**
 * The browser's side of connections, outside /api because browsers and identity providers open them directly:
 * the start link of a token holder's `authorizeUrl`, the vendors' OAuth callback (back to the integration page),
 * and each SAML connection's service-provider metadata XML (its entity id).
 */
export function connectionPages(app: FastifyInstance, { connectionOAuth, connections, publicUrl }: Deps) {
  const perMinute = { rateLimit: { max: 30, timeWindow: 60_000 } };

  app.get(OAUTH_START_PATH, { schema: { hide: true }, config: perMinute }, async (request, reply) => {
    const ticket = (request.query as { ticket?: unknown }).ticket;
    try {
      const url = typeof ticket === 'string' ? await connectionOAuth.startFromTicket(ticket) : null;
      if (!url) return stop(reply, 400, 'This authorization link has expired or is not valid. Ask for a new one.');
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    } catch (error) {
      if (error instanceof AppError) return stop(reply, error.statusCode, error.message);
      throw error;
    }
  });

  app.get(OAUTH_CALLBACK_PATH, { schema: { hide: true }, config: perMinute }, async (request, reply) => {
    const target = await connectionOAuth.callback(new URL(request.url, publicUrl), cookiesOf(request.headers.cookie));
    // The hosted Connect page opens this in a popup that tells its opener how it went: no opener policy cuts them.
    return reply
      .header('cache-control', 'no-store')
      .header('cross-origin-opener-policy', 'unsafe-none')
      .redirect(target, 302);
  });

  app.get(`${SAML_BASE_PATH}/:key/metadata`, { schema: { hide: true } }, async (request, reply) => {
    const metadata = await connections.serviceProviderMetadata((request.params as { key: string }).key);
    if (!metadata) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('application/samlmetadata+xml; charset=utf-8')
      .header('content-disposition', `inline; filename="${metadata.serviceId}-sp-metadata.xml"`)
      .send(metadata.xml);
  });
}
