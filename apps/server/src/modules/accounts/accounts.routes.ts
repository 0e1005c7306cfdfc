import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSchema, createAccountBodySchema } from '@portal/shared/accounts/accounts.schemas';
import { envelope } from '@portal/shared/common/validation';
import { identityOf } from '../../plugins/auth';
import type { MembersService } from '../members/members.service';
import type { AccountsService } from './accounts.service';

export function accountsRoutes(accounts: AccountsService, members: Pick<MembersService, 'createTeam'>) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/accounts',
      {
        schema: {
          tags: ['accounts'],
          summary: "The signed-in user's teams (active memberships only), with the user's role in each",
          response: { 200: envelope(z.array(accountSchema)) },
        },
      },
      async (request) => ({ data: await accounts.listForUser(identityOf(request).userId) }),
    );

    app.post(
      '/accounts',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Create a team with the signed-in user as its Owner (the current team changes only if the user had none)',
          body: createAccountBodySchema,
          response: { 201: envelope(accountSchema) },
        },
      },
      async (request, reply) => reply.status(201).send({ data: await members.createTeam(identityOf(request).userId, request.body.name) }),
    );
  };
}
