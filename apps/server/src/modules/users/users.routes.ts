import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mfaStatusSchema } from '@portal/shared/auth/auth.schemas';
import { envelope } from '@portal/shared/common/validation';
import {
  guidesBodySchema,
  metaBodySchema,
  profileAnswerSchema,
  profileBodySchema,
  settingsBodySchema,
  userGuidesSchema,
  userMetaSchema,
  userSchema,
  userSettingsSchema,
} from '@portal/shared/users/users.schemas';
import { notFound } from '../../lib/app-error';
import { identityOf } from '../../plugins/auth';
import type { MfaService } from '../mfa/mfa.service';
import { toUser, type UsersService } from './users.service';

export function usersRoutes(users: UsersService, mfa: MfaService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/users/me',
      { schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: envelope(userSchema) } } },
      async (request) => {
        const row = await users.findById(identityOf(request).userId);
        if (!row) throw notFound('User not found');
        return { data: toUser(row) };
      },
    );

    app.get(
      '/users/profile',
      { schema: { tags: ['users'], summary: 'Profile: first name, last name, company, email', response: { 200: envelope(profileAnswerSchema) } } },
      async (request) => ({ data: await users.getProfile(identityOf(request).userId) }),
    );

    app.put(
      '/users/profile',
      {
        schema: {
          tags: ['users'],
          summary: 'Replace the profile (a company left out is cleared)',
          body: profileBodySchema,
          response: { 200: envelope(profileAnswerSchema) },
        },
      },
      async (request) => ({ data: await users.updateProfile(identityOf(request).userId, request.body) }),
    );

    app.get(
      '/users/settings',
      { schema: { tags: ['users'], summary: 'Notification settings', response: { 200: envelope(userSettingsSchema) } } },
      async (request) => ({ data: await users.getSettings(identityOf(request).userId) }),
    );

    app.put(
      '/users/settings',
      {
        schema: {
          tags: ['users'],
          summary: 'Change notification settings (the ones left out keep their value)',
          body: settingsBodySchema,
          response: { 200: envelope(userSettingsSchema) },
        },
      },
      async (request) => ({ data: await users.updateSettings(identityOf(request).userId, request.body) }),
    );

    app.put(
      '/users/guides',
      {
        schema: {
          tags: ['users'],
          summary: 'Mark product tours completed (the ones left out keep their value)',
          body: guidesBodySchema,
          response: { 200: envelope(userGuidesSchema) },
        },
      },
      async (request) => ({ data: await users.updateGuides(identityOf(request).userId, request.body) }),
    );

    app.get(
      '/users/meta',
      { schema: { tags: ['users'], summary: 'Onboarding meta: application, step, current team', response: { 200: envelope(userMetaSchema) } } },
      async (request) => ({ data: await users.getMeta(identityOf(request).userId) }),
    );

    app.put(
      '/users/meta',
      {
        schema: {
          tags: ['users'],
          summary: 'Save onboarding meta (the step only moves forward; the team must be one of the user)',
          body: metaBodySchema,
          response: { 200: envelope(userMetaSchema) },
        },
      },
      async (request) => ({ data: await users.updateMeta(identityOf(request).userId, request.body) }),
    );

    app.get(
      '/users/mfa',
      { schema: { tags: ['users'], summary: 'Second factor status', response: { 200: envelope(mfaStatusSchema) } } },
      async (request) => ({ data: await mfa.status(identityOf(request).userId) }),
    );
  };
}
