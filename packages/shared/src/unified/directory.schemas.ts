import { z } from 'zod';
import { text, texts, unifiedRecord } from './unified-record';

export const USER_STATUSES = ['ACTIVE', 'SUSPENDED', 'DEPROVISIONED'] as const;

/**
 * A person of the identity provider's directory (`directory/users`): Microsoft Graph's user, the Admin SDK's user,
 * or a SCIM 2.0 User pushed by the IdP. `userName` is the sign-in name (Graph's userPrincipalName, Google's
 * primaryEmail, SCIM's userName).
 */
export const directoryUserSchema = unifiedRecord('User', {
  userName: z.string(),
  email: text(),
  firstName: text(),
  lastName: text(),
  displayName: text(),
  status: z.enum(USER_STATUSES).nullable(),
  orgUnit: text(),
  jobTitle: text(),
  isAdmin: z.boolean().nullable(),
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;

export const GROUP_MEMBER_TYPES = ['USER', 'GROUP'] as const;

/** A member of a group: a user or a nested group, by the id its own record has. */
export const groupMemberSchema = z.object({
  id: z.string(),
  remoteId: z.string(),
  type: z.enum(GROUP_MEMBER_TYPES),
  name: text(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** A group of the directory (`directory/groups`) with its direct members. */
export const directoryGroupSchema = unifiedRecord('Group', {
  name: z.string(),
  email: text(),
  description: text(),
  aliases: texts(),
  members: z.array(groupMemberSchema),
});
export type DirectoryGroup = z.infer<typeof directoryGroupSchema>;
