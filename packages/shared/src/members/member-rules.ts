import type { Role } from '../accounts/accounts.constants';
import { MEMBER_MESSAGES as M } from './members.constants';

/** What is done to a member; each has its own refusals for oneself and for the Owner. */
export type MemberChange = 'role' | 'suspend' | 'delete';

const SELF_MESSAGES: Record<MemberChange, string> = {
  role: M.changeOwnRole,
  suspend: M.suspendYourself,
  delete: M.deleteYourself,
};
const OWNER_MESSAGES: Record<MemberChange, string> = {
  role: M.changeOwnerRole,
  suspend: M.suspendOwner,
  delete: M.deleteOwner,
};

export interface MemberRefusal {
  code: 'NOT_ON_YOURSELF' | 'OWNER_PROTECTED' | 'INVITATION_NOT_SUSPENDABLE';
  message: string;
}

/**
 * Why a change to a member is refused whatever the caller's role: nobody
 * changes, suspends or removes themselves or the Owner, and a pending
 * invitation cannot be suspended. The server refuses with it; the members
 * screen disables the action and shows it as the reason.
 */
export function memberChangeRefusal(
  change: MemberChange,
  target: { isSelf: boolean; role: Role; isInvitation: boolean },
): MemberRefusal | undefined {
  if (target.isSelf) return { code: 'NOT_ON_YOURSELF', message: SELF_MESSAGES[change] };
  if (target.role === 'ADMIN') return { code: 'OWNER_PROTECTED', message: OWNER_MESSAGES[change] };
  if (change === 'suspend' && target.isInvitation)
    return { code: 'INVITATION_NOT_SUSPENDABLE', message: M.suspendInvitation };
  return undefined;
}
