import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mfaCodeBodySchema, mfaGenerateAnswerSchema, mfaStatusSchema } from '@portal/shared/auth/auth.schemas';
import { envelope } from '@portal/shared/common/validation';
import { identityOf } from '../../plugins/auth';
import type { MfaService } from './mfa.service';

/** Code checks per user per minute on enable and disable: a stolen session cannot guess its way. */
const CODE_CHECKS_PER_MINUTE = 10;
const perUser = {
  rateLimit: {
    max: CODE_CHECKS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `mfa:${request.identity?.userId ?? request.ip}`,
  },
};

export function mfaRoutes(mfa: MfaService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    app.post(
      '/auth/mfa/generate',
      {
        schema: {
          tags: ['auth'],
          summary: 'A new TOTP secret (not active until enabled): otpauth:// URI for the QR code, and the secret',
          response: { 200: envelope(mfaGenerateAnswerSchema) },
        },
      },
      async (request) => ({ data: await mfa.generate(identityOf(request).userId) }),
    );

    app.put(
      '/auth/mfa/enable',
      {
        config: perUser,
        schema: {
          tags: ['auth'],
          summary: 'Turn the generated secret on with a code from the authenticator',
          body: mfaCodeBodySchema,
          response: { 200: envelope(mfaStatusSchema) },
        },
      },
      async (request) => ({ data: await mfa.enable(identityOf(request).userId, request.body.code) }),
    );

    app.put(
      '/auth/mfa/disable',
      {
        config: perUser,
        schema: {
          tags: ['auth'],
          summary: 'Turn the second factor off with a code from the authenticator',
          body: mfaCodeBodySchema,
          response: { 200: envelope(mfaStatusSchema) },
        },
      },
      async (request) => ({ data: await mfa.disable(identityOf(request).userId, request.body.code) }),
    );
  };
}
