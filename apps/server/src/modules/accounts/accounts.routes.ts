import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSchema } from '@portal/shared/accounts/accounts.schemas';
import { envelope } from '@portal/shared/common/validation';
import { identityOf } from '../../plugins/auth';
import type { AccountsService } from './accounts.service';

export function accountsRoutes(accounts: AccountsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/accounts',
      {
        schema: {
          tags: ['accounts'],
          summary: "The signed-in user's teams, with the user's role in each",
          response: { 200: envelope(z.array(accountSchema)) },
        },
      },
      async (request) => ({ data: await accounts.listForUser(identityOf(request).userId) }),
    );
  };
}
