import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/shared/common/validation';
import { userSchema } from '@portal/shared/users/users.schemas';
import { notFound } from '../../lib/app-error';
import { identityOf } from '../../plugins/auth';
import { toUser, type UsersService } from './users.service';

export function usersRoutes(users: UsersService) {
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
  };
}
