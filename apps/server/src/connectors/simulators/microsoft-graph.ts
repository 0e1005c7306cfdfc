import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerClientCredentials } from './client-credentials';
import type { SeededRandom } from './seeded-data';
import { registerControls, type MutableCollection } from './simulator-kit';

/** Graph's error body (`{ error: { code, message, innerError } }`). */
export const graphError = (code: string, message: string) => ({
  error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': 'sandbox' } },
});

/** A GUID as Entra writes object ids. */
export const guid = (random: SeededRandom) =>
  `${random.hex(8)}-${random.hex(4)}-${random.hex(4)}-${random.hex(4)}-${random.hex(12)}`;

export const graphNotFound = (reply: FastifyReply) =>
  reply.code(404).send(graphError('Request_ResourceNotFound', 'Resource does not exist.'));

/**
 * What every Graph simulator shares: Entra's client-credentials token at `/{tenant}/oauth2/v2.0/token` (the login
 * host mapped below the same base URL), a Graph 401 for a call without one of its tokens, and the control routes
 * with Graph's 429 (`TooManyRequests` and Retry-After).
 */
export function registerGraphApi(
  app: FastifyInstance,
  input: { tenantId: string; clientId: string; clientSecret: string; collections: Record<string, MutableCollection> },
) {
  registerControls(app, input.collections, (reply, seconds) =>
    reply
      .code(429)
      .header('Retry-After', String(seconds))
      .send(graphError('TooManyRequests', 'Too many requests, retry after the time in the Retry-After header.')),
  );
  const tokens = registerClientCredentials(app, {
    path: `/${input.tenantId}/oauth2/v2.0/token`,
    clientId: input.clientId,
    clientSecret: input.clientSecret,
    answer: (token) => ({ token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: token }),
    refuse: (reply) =>
      reply.code(401).send({
        error: 'invalid_client',
        error_description: 'AADSTS7000215: Invalid client secret provided.',
        error_codes: [7000215],
      }),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${app.prefix}/v1.0/`)) return;
    if (!tokens.accepts(request)) {
      return reply.code(401).send(graphError('InvalidAuthenticationToken', 'Access token is empty or invalid.'));
    }
  });
}

/**
 * One page of a Graph collection: `$top` (at most `max`), and a `@odata.nextLink` whose `$skiptoken` (opaque to
 * clients) is here the offset of the next page.
 */
export function graphListAnswer<T>(records: T[], query: Record<string, string>, resource: string, max: number) {
  const top = Math.min(Number(query.$top ?? 100), max);
  const offset = Number(query.$skiptoken ?? 0);
  const next = offset + top < records.length ? offset + top : null;
  const self = `https://graph.microsoft.com/v1.0/${resource}`;
  return {
    '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#${resource}`,
    value: records.slice(offset, offset + top),
    ...(next !== null && { '@odata.nextLink': `${self}?$top=${top}&$skiptoken=${next}` }),
  };
}
