import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginAnswerSchema, ssoAnswerSchema, ssoQuerySchema, tokenExchangeBodySchema } from '@portal/shared/auth/auth.schemas';
import { envelope } from '@portal/shared/common/validation';
import type { SsoService } from './sso.service';

/** Sign-ins started per IP address per minute (each stores a state for 10 minutes). */
const STARTS_PER_MINUTE = 30;

export function ssoRoutes(sso: SsoService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/auth/sso',
      {
        config: { rateLimit: { max: STARTS_PER_MINUTE, timeWindow: 60_000 } },
        schema: {
          tags: ['auth'],
          summary: 'The address to start a Google or GitHub sign-in (authorization code with state and PKCE)',
          querystring: ssoQuerySchema,
          response: { 200: envelope(ssoAnswerSchema) },
        },
      },
      async (request) => ({ data: await sso.start(request.query.provider) }),
    );

    app.post(
      '/auth/token',
      {
        schema: {
          tags: ['auth'],
          summary: 'Finish a Google or GitHub sign-in with the code and state from /login-callback',
          body: tokenExchangeBodySchema,
          response: { 200: envelope(loginAnswerSchema) },
        },
      },
      async (request) => ({ data: await sso.exchange(request.body) }),
    );
  };
}
