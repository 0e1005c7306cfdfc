import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptForms, bearerToken } from './simulator-kit';

/**
 * A vendor's client-credentials token endpoint for simulators: accepts one client id and secret in the form body,
 * answers the vendor's token shape, and remembers the tokens it issued so API routes can check them.
 */
export function registerClientCredentials(
  app: FastifyInstance,
  input: {
    path: string;
    clientId: string;
    clientSecret: string;
    answer: (accessToken: string) => Record<string, unknown>;
    refuse: (reply: FastifyReply) => unknown;
    /** A new token invalidates the ones issued before (CatalystOne's documented behaviour). */
    latestOnly?: boolean;
  },
) {
  const issued = new Set<string>();
  acceptForms(app);
  app.post(input.path, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    if (
      form.grant_type !== 'client_credentials' ||
      form.client_id !== input.clientId ||
      form.client_secret !== input.clientSecret
    ) {
      return input.refuse(reply);
    }
    const token = randomBytes(24).toString('base64url');
    if (input.latestOnly) issued.clear();
    issued.add(token);
    return input.answer(token);
  });
  return {
    /** Whether the request carries a token this endpoint issued. */
    accepts: (request: Parameters<typeof bearerToken>[0]) => {
      const token = bearerToken(request);
      return token !== undefined && issued.has(token);
    },
  };
}
