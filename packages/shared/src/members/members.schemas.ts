import { z } from 'zod';
import { ROLES } from '../accounts/accounts.constants';
import { emailField } from '../auth/auth.schemas';
import { idField } from '../common/validation';
import { INVITE_ROLES, MEMBER_MESSAGES as M, MEMBER_STATUSES } from './members.constants';
import { accountField } from '../common/shared-schemas';

export const inviteRoleField = z.enum(INVITE_ROLES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? M.roleRequired : M.roleInvalid),
});

export const memberNameField = z
  .string({ error: M.nameRequired })
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: M.nameRequired, params: { rule: 'isNotEmpty' } });
    else if (value.length > 100) {
      ctx.addIssue({ code: 'custom', message: 'Must be at most 100 characters', params: { rule: 'maxLength' } });
    }
  });

/** A member of a team, or a pending invitation (status invited). */
export const memberSchema = z.object({
  /** The membership id; for a pending invitation, the invitation id. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(MEMBER_STATUSES),
  isSuspended: z.boolean(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** GET members/?account= */
export const membersQuerySchema = z.object({ account: accountField });

/** POST members/invite */
export const inviteBodySchema = z.object({
  account: accountField,
  data: z.object(
    {
      name: memberNameField,
      email: emailField,
      role: inviteRoleField,
    },
    { error: M.nameRequired },
  ),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

/** POST members/role/{id} */
export const roleBodySchema = z.object({ account: accountField, role: inviteRoleField });
export type RoleBody = z.input<typeof roleBodySchema>;

/** POST members/suspend/{id} and DELETE members/{id} */

export const memberParamsSchema = z.object({ id: idField(M.memberNotFound) });

/** An invitation code from the mailed link; anything that is not a live code is "not found". */
export const inviteCodeParamsSchema = z.object({ code: z.string().max(200, M.inviteNotFound) });

/** POST members/invite/{code}/info (000 §3, Invite info). */
export const inviteInfoSchema = z.object({
  /** The team's name. */
  name: z.string(),
  /** Whether the invitation is addressed to the signed-in user. */
  isMember: z.boolean(),
  /** Who invited (name, or email without one) and the role the invitation gives. */
  inviterName: z.string(),
  role: z.enum(ROLES),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

/**
 * What a signed-out invitee sees on Login and Sign-up: "Alice invited you to Acme", and the invited email to prefill.
 */
export const invitePreviewSchema = z.object({
  teamName: z.string(),
  inviterName: z.string(),
  email: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
