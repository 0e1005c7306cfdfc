import { defineModule } from '../../lib/module';
import { createMembersService } from './members.service';
import { teamNotFound } from './team-scope';
import { teamsRoutes } from './teams.routes';
import { createTeamsService } from './teams.service';

/** Teams (the contract's `accounts`), their members and invitations (`members`), and the team scope. */
export const teamsModule = defineModule({
  name: 'teams',
  services: { teams: createTeamsService, members: createMembersService },
  scopes: ({ teams }) => ({ team: ({ identity, id, action }) => teams.requireTeam(identity!.userId, id, action) }),
  // A team-scoped call that names no team (GET billing/subscription without ?account) is about the current one.
  scopeFallbacks: ({ teams }) => ({
    currentTeam: { resolve: ({ identity }) => teams.currentTeamId(identity.userId), notFound: teamNotFound },
  }),
  routes: teamsRoutes,
  cleanup: ({ members }) => [{ name: 'invitations', run: members.purgeExpiredInvitations }],
});
