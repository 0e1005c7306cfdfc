import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { users } from '../users/users.table';

/**
 * An invitation into a team. Only the SHA-256 of the mailed code is kept. A
 * team has at most one open (not accepted) invitation per address: inviting
 * the same address again replaces it, and with it the old code.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The role the invitee gets: TEAM_ADMIN | TEAM_DEVELOPER | TEAM_USER. */
    role: text('role').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_code_hash_unique').on(table.codeHash),
    uniqueIndex('invitations_open_email_unique')
      .on(table.accountId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null`),
    index('invitations_account_idx').on(table.accountId),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
