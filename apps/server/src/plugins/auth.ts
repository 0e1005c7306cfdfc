import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/app-error';

/** Who a request with a live session runs as. */
export interface SessionIdentity {
  sessionId: string;
  userId: string;
}

/** Finds the live session of a bearer token (the auth module's sessions). */
export type Authenticate = (token: string) => Promise<SessionIdentity | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    identity: SessionIdentity | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a session: 401 without a live one. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The session of a request that passed `authenticate`. */
export function identityOf(request: FastifyRequest): SessionIdentity {
  if (!request.identity) throw unauthorized();
  return request.identity;
}

export function registerAuth(app: FastifyInstance, authenticate: Authenticate) {
  app.decorateRequest('identity', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const identity = match?.[1] ? await authenticate(match[1]) : undefined;
    if (!identity) throw unauthorized();
    request.identity = identity;
  });
}
