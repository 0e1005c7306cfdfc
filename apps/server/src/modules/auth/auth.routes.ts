import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginAnswerSchema,
  loginBodySchema,
  registerBodySchema,
  ssoAnswerSchema,
  ssoQuerySchema,
  tokenAnswerSchema,
} from '@portal/shared/auth/auth.schemas';
import { envelope } from '@portal/shared/common/validation';
import { AppError } from '../../lib/app-error';
import { identityOf } from '../../plugins/auth';
import type { AuthService } from './auth.service';

export function authRoutes(auth: AuthService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account, its first team and a session',
          body: registerBodySchema,
          response: { 201: envelope(tokenAnswerSchema) },
        },
      },
      async (request, reply) => reply.status(201).send({ data: await auth.register(request.body) }),
    );

    app.post(
      '/auth/email',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with email and password',
          body: loginBodySchema,
          response: { 200: envelope(loginAnswerSchema) },
        },
      },
      async (request) => ({ data: await auth.login(request.body, request.ip) }),
    );

    app.post(
      '/auth/logout',
      {
        onRequest: app.authenticate,
        schema: { tags: ['auth'], summary: 'End the current session', response: { 200: envelope(z.object({ ok: z.literal(true) })) } },
      },
      async (request) => {
        await auth.logout(identityOf(request).sessionId);
        return { data: { ok: true as const } };
      },
    );

    app.get(
      '/auth/sso',
      {
        schema: {
          tags: ['auth'],
          summary: 'The address to start a Google or GitHub sign-in',
          querystring: ssoQuerySchema,
          response: { 200: envelope(ssoAnswerSchema) },
        },
      },
      async (request) => {
        const name = request.query.provider === 'google' ? 'Google' : 'GitHub';
        throw new AppError(
          400,
          'PROVIDER_NOT_CONFIGURED',
          `Sign in with ${name} is not configured on this server. Use your email and password.`,
        );
      },
    );
  };
}
