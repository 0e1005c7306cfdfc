import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSchema } from '@portal/shared/accounts/accounts.schemas';
import { okAnswerSchema } from '@portal/shared/auth/auth.schemas';
import { envelope } from '@portal/shared/common/validation';
import {
  accountBodySchema,
  inviteBodySchema,
  inviteCodeParamsSchema,
  inviteInfoSchema,
  memberParamsSchema,
  memberSchema,
  membersQuerySchema,
  roleBodySchema,
} from '@portal/shared/members/members.schemas';
import { identityOf } from '../../plugins/auth';
import type { MembersService } from './members.service';

/** Invitations per user per hour: each one mails an address the user typed. */
const INVITES_PER_HOUR = 60;
const invitesPerUser = {
  rateLimit: {
    max: INVITES_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request: FastifyRequest) => `invite:${request.identity?.userId ?? request.ip}`,
  },
};

export function membersRoutes(members: MembersService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    app.get(
      '/members',
      {
        schema: {
          tags: ['members'],
          summary: "A team's members and open invitations (status invited); any active member may read it",
          querystring: membersQuerySchema,
          response: { 200: envelope(z.array(memberSchema)) },
        },
      },
      async (request) => ({ data: await members.list(identityOf(request).userId, request.query.account) }),
    );

    app.post(
      '/members/invite',
      {
        config: invitesPerUser,
        schema: {
          tags: ['members'],
          summary: 'Invite a person by email (Owner, Admin); inviting the same address again replaces the code',
          body: inviteBodySchema,
          response: { 201: envelope(memberSchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await members.invite(identityOf(request).userId, request.body.account, request.body.data) }),
    );

    app.post(
      '/members/role/:id',
      {
        schema: {
          tags: ['members'],
          summary: "Change a member's role to admin, developer or user (Owner, Admin; not oneself, not the Owner)",
          params: memberParamsSchema,
          body: roleBodySchema,
          response: { 200: envelope(memberSchema) },
        },
      },
      async (request) => ({
        data: await members.changeRole(identityOf(request).userId, request.body.account, request.params.id, request.body.role),
      }),
    );

    app.post(
      '/members/suspend/:id',
      {
        schema: {
          tags: ['members'],
          summary: 'Suspend a member, or unsuspend a suspended one (Owner, Admin; not oneself, not the Owner)',
          params: memberParamsSchema,
          body: accountBodySchema,
          response: { 200: envelope(memberSchema) },
        },
      },
      async (request) => ({
        data: await members.toggleSuspended(identityOf(request).userId, request.body.account, request.params.id),
      }),
    );

    app.delete(
      '/members/:id',
      {
        schema: {
          tags: ['members'],
          summary: 'Remove a member or withdraw an open invitation (Owner, Admin; not oneself, not the Owner)',
          params: memberParamsSchema,
          body: accountBodySchema,
          response: { 200: envelope(okAnswerSchema) },
        },
      },
      async (request) => {
        await members.remove(identityOf(request).userId, request.body.account, request.params.id);
        return { data: { ok: true as const } };
      },
    );

    app.post(
      '/members/invite/:code/info',
      {
        schema: {
          tags: ['members'],
          summary: "An invitation's team name and whether it is addressed to the signed-in user",
          params: inviteCodeParamsSchema,
          response: { 200: envelope(inviteInfoSchema) },
        },
      },
      async (request) => ({ data: await members.inviteInfo(identityOf(request).userId, request.params.code) }),
    );

    app.post(
      '/members/invite/:code/accept',
      {
        schema: {
          tags: ['members'],
          summary: 'Accept an invitation: the signed-in user joins the team with the invited role and switches to it',
          params: inviteCodeParamsSchema,
          response: { 200: envelope(accountSchema) },
        },
      },
      async (request) => ({ data: await members.accept(identityOf(request).userId, request.params.code) }),
    );
  };
}
