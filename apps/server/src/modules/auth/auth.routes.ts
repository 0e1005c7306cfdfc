import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginAnswerSchema,
  loginBodySchema,
  mfaLoginBodySchema,
  okAnswerSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
  tokenAnswerSchema,
  verifyEmailParamsSchema,
} from '@portal/shared/auth/auth.schemas';
import { envelope } from '@portal/shared/common/validation';
import { identityOf } from '../../plugins/auth';
import type { AuthService } from './auth.service';

/** Reset requests per IP address per minute (each address also gets at most one mail a minute). */
const RESET_REQUESTS_PER_MINUTE = 5;

export function authRoutes(auth: AuthService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account, its first team and a session; mails a verification link',
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
          summary: 'Sign in with email and password: a session, or { mfa: true, key } when a second factor is on',
          body: loginBodySchema,
          response: { 200: envelope(loginAnswerSchema) },
        },
      },
      async (request) => ({ data: await auth.login(request.body, request.ip) }),
    );

    app.post(
      '/auth/mfa',
      {
        schema: {
          tags: ['auth'],
          summary: 'Second sign-in step: the key from the first step and an authenticator code',
          body: mfaLoginBodySchema,
          response: { 200: envelope(tokenAnswerSchema) },
        },
      },
      async (request) => ({ data: await auth.completeMfaLogin(request.body, request.ip) }),
    );

    app.post(
      '/auth/logout',
      {
        onRequest: app.authenticate,
        schema: { tags: ['auth'], summary: 'End the current session', response: { 200: envelope(okAnswerSchema) } },
      },
      async (request) => {
        await auth.logout(identityOf(request).sessionId);
        return { data: { ok: true as const } };
      },
    );

    app.post(
      '/auth/verify/email/:key',
      {
        schema: {
          tags: ['auth'],
          summary: 'Verify the email with the key from the mailed link (single use, 24 hours)',
          params: verifyEmailParamsSchema,
          response: { 200: envelope(okAnswerSchema) },
        },
      },
      async (request) => ({ data: await auth.verifyEmail(request.params.key) }),
    );

    app.post(
      '/auth/resend/email',
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Mail a new verification link (one per minute)',
          response: { 200: envelope(okAnswerSchema) },
        },
      },
      async (request) => ({ data: await auth.resendVerification(identityOf(request).userId) }),
    );

    app.post(
      '/auth/reset-password',
      {
        config: { rateLimit: { max: RESET_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
        schema: {
          tags: ['auth'],
          summary: 'Mail a password reset link; the answer is the same whether or not the email has an account',
          body: resetPasswordRequestBodySchema,
          response: { 200: envelope(okAnswerSchema) },
        },
      },
      async (request) => ({ data: await auth.requestPasswordReset(request.body.email) }),
    );

    app.put(
      '/auth/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password (8 to 24 characters) with the key from the link; ends every session',
          body: resetPasswordBodySchema,
          response: { 200: envelope(okAnswerSchema) },
        },
      },
      async (request) => ({ data: await auth.resetPassword(request.body) }),
    );
  };
}
