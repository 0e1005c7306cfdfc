import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StoredToken } from '../oauth/token-store';
import { acceptForms, bearerToken, registerControls, type MutableCollection } from './simulator-kit';

/** Google's error body (`{ error: { code, message, errors, status } }`). */
export const googleError = (code: number, status: string, message: string) => ({
  error: { code, message, errors: [{ message, domain: 'global', reason: status.toLowerCase() }], status },
});

export const googleNotFound = (reply: FastifyReply, what: string) =>
  reply.code(404).send(googleError(404, 'NOT_FOUND', `Resource Not Found: ${what}`));

/** One page of a collection: Google's opaque page token is, here, the offset of the next page. */
export function googlePageOf<T>(records: T[], query: Record<string, string>, max: number) {
  const size = Math.min(Number(query.maxResults ?? 100), max);
  const offset = Number(query.pageToken ?? 0);
  const end = offset + size;
  return { page: records.slice(offset, end), nextPageToken: end < records.length ? String(end) : undefined };
}

/** The consent a sandbox connection of an Admin SDK simulator starts with: an expired token and its refresh token. */
export const sandboxConsent = (refreshToken: string): StoredToken => ({
  accessToken: 'expired',
  tokenType: 'Bearer',
  refreshToken,
  expiresAt: 0,
});

/**
 * What the Admin SDK simulators share: Google's OAuth token endpoint (`/token`) refreshing the administrator's
 * consent, a 401 for a Directory call without one of its tokens, and the control routes with Google's 429.
 */
export function registerGoogleAdminApi(
  app: FastifyInstance,
  input: {
    clientId: string;
    clientSecret: string;
    refreshToken: string;
    collections: Record<string, MutableCollection>;
  },
) {
  registerControls(app, input.collections, (reply, seconds) =>
    reply
      .code(429)
      .header('Retry-After', String(seconds))
      .send(googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric')),
  );
  const issued = new Set<string>();
  acceptForms(app);
  app.post('/token', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    if (form.client_id !== input.clientId || form.client_secret !== input.clientSecret) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Unauthorized' });
    }
    if (form.grant_type !== 'refresh_token' || form.refresh_token !== input.refreshToken) {
      return reply.code(400).send({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    }
    const token = `ya29.${randomBytes(24).toString('base64url')}`;
    issued.add(token);
    return { access_token: token, expires_in: 3599, token_type: 'Bearer' };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/admin/directory/')) return;
    const token = bearerToken(request);
    if (!token || !issued.has(token)) {
      return reply
        .code(401)
        .send(googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
    }
  });
}
