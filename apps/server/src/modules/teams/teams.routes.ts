import type { FastifyInstance } from 'fastify';
import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { membersEndpoints } from '@portal/shared/members/members.endpoints';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { route, routes } from '../../plugins/endpoints';
import { perUserLimit } from '../../plugins/per-user-limit';
import type { MembersService } from './members.service';
import type { TeamsService } from './teams.service';

/** Invitations per user per hour: each one mails an address the user typed. */
const INVITES_PER_HOUR = 60;
const invitesPerUser = perUserLimit('invite', INVITES_PER_HOUR, 60 * 60 * 1000);

export function teamsRoutes(
  app: FastifyInstance,
  { teams, members }: { teams: TeamsService; members: MembersService },
) {
  routes(app, accountsEndpoints, {
    list: ({ identity }) => teams.listForUser(identity.userId),
    create: ({ identity, body }) => teams.create(identity.userId, body.name),
    rename: ({ scope, body }) => members.rename(scope, body.name),
  });
  // The signed-in user, with the team that suspended them (teams know memberships; users depend on no module).
  route(app, usersEndpoints.me, ({ identity }) => teams.me(identity.userId));
  routes(app, membersEndpoints, {
    list: ({ scope }) => members.list(scope),
    invite: [({ scope, body }) => members.invite(scope, body.data), invitesPerUser],
    changeRole: ({ scope, params, body }) => members.changeRole(scope, params.id, body.role),
    toggleSuspended: ({ scope, params }) => members.toggleSuspended(scope, params.id),
    resend: [({ scope, params }) => members.resend(scope, params.id), invitesPerUser],
    leave: async ({ scope }) => {
      await members.leave(scope);
      return { ok: true as const };
    },
    remove: async ({ scope, params }) => {
      await members.remove(scope, params.id);
      return { ok: true as const };
    },
    inviteInfo: ({ identity, params }) => members.inviteInfo(identity.userId, params.code),
    invitePreview: ({ request, params }) => members.invitePreview(request.ip, params.code),
    accept: ({ identity, params }) => members.accept(identity.userId, params.code),
  });
}
