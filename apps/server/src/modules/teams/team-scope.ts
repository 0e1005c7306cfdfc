import type { Role } from '@portal/shared/accounts/accounts.constants';
import { MEMBER_MESSAGES } from '@portal/shared/members/members.constants';
import { PERMISSION_DENIED_MESSAGE } from '@portal/shared/permissions/permissions';
import { AppError } from '../../lib/app-error';

/** The caller inside a team: what a team-scoped request runs as, and what its services receive. */
export interface TeamScope {
  accountId: string;
  userId: string;
  membershipId: string;
  role: Role;
}

/** A team the caller may not see: the same answer whether it exists or not. */
export const teamNotFound = () => new AppError(404, 'TEAM_NOT_FOUND', MEMBER_MESSAGES.teamNotFound);
export const permissionDenied = () => new AppError(403, 'FORBIDDEN', PERMISSION_DENIED_MESSAGE);

declare module '../../plugins/endpoints' {
  interface Scopes {
    team: TeamScope;
  }
}
