import type { Role } from '@portal/shared/accounts/accounts.constants';
import { MEMBER_MESSAGES } from '@portal/shared/members/members.constants';
import { type Action, PERMISSION_DENIED_MESSAGE, can } from '@portal/shared/permissions/permissions';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccountsService } from './accounts.service';

/** The caller inside a team: what a team-scoped request runs as. */
export interface TeamScope {
  accountId: string;
  userId: string;
  membershipId: string;
  role: Role;
}

/** A team the caller may not see: the same answer whether it exists or not. */
export const teamNotFound = () => new AppError(404, 'TEAM_NOT_FOUND', MEMBER_MESSAGES.teamNotFound);
export const permissionDenied = () => new AppError(403, 'FORBIDDEN', PERMISSION_DENIED_MESSAGE);

/**
 * The one check of every team-scoped request: the caller must be an active
 * member of the team named in the request (`account`), else 404, so a stranger
 * or a suspended member learns nothing, not even that the team exists. With an
 * action, the caller's role must allow it (the shared permissions table), else
 * 403. Pass the transaction to check under the team's lock.
 */
export function createTeamScope(accounts: AccountsService) {
  return async function requireTeam(userId: string, accountId: string, action?: Action, tx?: DbOrTx): Promise<TeamScope> {
    const membership = await accounts.membershipOf(userId, accountId, tx);
    if (!membership || membership.isSuspended) throw teamNotFound();
    if (action && !can(membership.role, action)) throw permissionDenied();
    return { accountId, userId, membershipId: membership.id, role: membership.role };
  };
}

export type RequireTeam = ReturnType<typeof createTeamScope>;
