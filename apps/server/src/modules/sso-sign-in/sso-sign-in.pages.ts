import type { FastifyInstance, FastifyReply } from 'fastify';
import { ssoSignInEndpoints } from '@portal/shared/unified/sso-sign-in';
import { UNIFIED_PREFIX } from '@portal/shared/unified/unified.endpoints';
import { routes } from '../../plugins/endpoints';
import { SAML_BASE_PATH } from '../integrations/connection-owner';
import type { BrowserAnswer, SsoCallbacksService } from './sso-callbacks.service';
import { SSO_CALLBACK_PATH } from './sso-connection';
import type { SsoSignInService } from './sso-sign-in.service';

interface Deps {
  ssoSignIn: SsoSignInService;
  ssoCallbacks: SsoCallbacksService;
  publicUrl: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** Sends the browser on, or shows a plain page saying why the sign-in stopped. */
function answer(reply: FastifyReply, result: BrowserAnswer) {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if ('redirect' in result) return reply.redirect(result.redirect, 302);
  return reply.code(result.status).type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head><body style="font:16px system-ui;margin:48px">
<h1>Sign-in could not finish</h1><p>${escapeHtml(result.message)}</p></body></html>`);
}

/**
 * Single sign-on outside /api: the data plane's `GET /unified/sso/authorize` and `POST /unified/sso/token`, the
 * identity providers' OIDC / GitHub callback and each SAML connection's ACS (HTTP-POST binding, a form post).
 */
export async function ssoSignInPages(app: FastifyInstance, { ssoSignIn, ssoCallbacks, publicUrl }: Deps) {
  await app.register(
    async (plane) => {
      routes(plane, ssoSignInEndpoints, {
        authorize: ({ scope, query }) => ssoSignIn.authorize(scope, query),
        token: ({ scope, body }) => ssoSignIn.token(scope, body.code),
      });
    },
    { prefix: UNIFIED_PREFIX },
  );

  const perMinute = { rateLimit: { max: 60, timeWindow: 60_000 } };
  app.get(SSO_CALLBACK_PATH, { schema: { hide: true }, config: perMinute }, async (request, reply) =>
    answer(reply, await ssoCallbacks.callback(new URL(request.url, publicUrl))),
  );

  await app.register(async (acs) => {
    // The HTTP-POST binding: an HTML form posts SAMLResponse and RelayState (a response is a few KB; 1 MB at most).
    acs.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    acs.post(`${SAML_BASE_PATH}/:key/acs`, { schema: { hide: true }, config: perMinute }, async (request, reply) => {
      const form = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      return answer(reply, await ssoCallbacks.acs((request.params as { key: string }).key, form));
    });
  });
}
