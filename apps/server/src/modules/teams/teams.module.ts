import { defineModule } from '../../lib/module';
import { createMembersService } from './members.service';
import { teamsRoutes } from './teams.routes';
import { createTeamsService } from './teams.service';

/** Teams (the contract's `accounts`), their members and invitations (`members`), and the team scope. */
export const teamsModule = defineModule({
  name: 'teams',
  services: { teams: createTeamsService, members: createMembersService },
  scopes: ({ teams }) => ({ team: ({ identity, id, action }) => teams.requireTeam(identity!.userId, id, action) }),
  routes: teamsRoutes,
  cleanup: ({ members }) => [{ name: 'invitations', run: members.purgeExpiredInvitations }],
});
