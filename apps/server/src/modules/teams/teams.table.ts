import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@portal/shared/accounts/accounts.constants';
import { at, createdAt, id, oneOf, ownerRef } from '../../db/columns';
import { users } from '../users/users.table';

/** A team (the spec's "account" or workspace). */
export const accounts = pgTable('accounts', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** A user's place in a team: role ADMIN (Owner) | TEAM_ADMIN | TEAM_DEVELOPER | TEAM_USER. */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    accountId: ownerRef('account_id', () => accounts.id),
    userId: ownerRef('user_id', () => users.id),
    role: oneOf('role', ROLES).notNull(),
    isSuspended: boolean('is_suspended').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    unique('memberships_account_user_unique').on(table.accountId, table.userId),
    index('memberships_user_idx').on(table.userId),
  ],
);

/**
 * An invitation into a team. Only the SHA-256 of the mailed code is kept. A
 * team has at most one open (not accepted) invitation per address: inviting
 * the same address again replaces it, and with it the old code.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    accountId: ownerRef('account_id', () => accounts.id),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The role the invitee gets (never ADMIN: a team has one Owner). */
    role: oneOf('role', ROLES).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: at('accepted_at'),
  },
  (table) => [
    uniqueIndex('invitations_code_hash_unique').on(table.codeHash),
    uniqueIndex('invitations_open_email_unique')
      .on(table.accountId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null`),
    index('invitations_account_idx').on(table.accountId),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
