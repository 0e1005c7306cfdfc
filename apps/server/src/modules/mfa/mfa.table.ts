import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * A user's TOTP second factor. The secret is encrypted (AES-256-GCM, see
 * lib/secret-box). Without `enabled_at` it is a generated secret waiting for
 * its first code. `last_used_step` is the latest accepted 30-second step: a
 * code is accepted once, and never one older than the last accepted.
 */
export const userMfa = pgTable('user_mfa', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: at('enabled_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});
