import { SHARED_FIELD_MESSAGES } from '../common/shared-schemas';
import type { Role } from '../accounts/accounts.constants';

/** Role values of the invite form and the role change (000 §6, 001 §5): admin, developer, user. */
export const INVITE_ROLES = ['admin', 'developer', 'user'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const INVITE_ROLE_TO_ROLE: Record<InviteRole, Role> = {
  admin: 'TEAM_ADMIN',
  developer: 'TEAM_DEVELOPER',
  user: 'TEAM_USER',
};

/** The form value of a role; the Owner has none (nobody becomes Owner through a form). */
export const ROLE_TO_INVITE_ROLE: Record<Role, InviteRole | null> = {
  ADMIN: null,
  TEAM_ADMIN: 'admin',
  TEAM_DEVELOPER: 'developer',
  TEAM_USER: 'user',
};

/** Labels of the role choices in the invite form and the role change: Admin, Developer, Viewer. */
export const INVITE_ROLE_LABELS: Record<InviteRole, string> = {
  admin: 'Admin',
  developer: 'Developer',
  user: 'Viewer',
};

/** Member status (000 §3, 001 §4). */
export const MEMBER_STATUSES = ['active', 'invited', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** An invitation link works for 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Texts of the members API and the Members tab. The spec's texts are verbatim; the others are ours. */
export const MEMBER_MESSAGES = {
  accountRequired: SHARED_FIELD_MESSAGES.accountRequired,
  accountInvalid: SHARED_FIELD_MESSAGES.accountInvalid,
  teamNotFound: 'Team not found',
  memberNotFound: 'Member not found',
  nameRequired: 'Name is required',
  roleRequired: 'Role is required',
  roleInvalid: 'Role must be one of: admin, developer, user',
  alreadyMember: 'This person is already a member of the team',
  changeOwnRole: "You can't change your own role",
  suspendYourself: "You can't suspend yourself",
  deleteYourself: "You can't remove yourself from the team",
  changeOwnerRole: "The team owner's role can't be changed",
  suspendOwner: "The team owner can't be suspended",
  deleteOwner: "The team owner can't be removed",
  suspendInvitation: 'A pending invitation cannot be suspended. Delete it instead.',
  // 000 §2 (Accept-invitation screen), §8.
  inviteNotFound: 'Your invitation has expired or not found. Please contact your administrator.',
  inviteOtherEmail: 'This invitation was sent to another email address',
  inviteAlreadyMember: 'You are already a member of this team',
  noMembers: 'No team members',
} as const;

/** Texts of the accept-invitation screen (000 §2), verbatim. */
export const INVITE_SCREEN_TEXTS = {
  invited: 'You have been invited to join the team',
  accept: 'Accept invite',
  otherUser: 'You try to join team by other user. Please change account',
  login: 'Login before accept invite',
  signUp: 'Sign up before accept invite',
  skip: 'Skip and go to Dashboard',
  notFoundTitle: 'Oh, no!',
  notFound: 'Your invitation has expired or not found. Please contact your administrator.',
  goToDashboard: 'Go to Dashboard',
  /** Who invited and with which role (issue 7). */
  invitedBy: (inviterName: string, roleName: string) => `${inviterName} invited you as ${roleName}.`,
} as const;
