import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { QUEUE_STATES, at, createdAt, id, oneOf, ownerRef, queueColumns, secretHash } from '../../db/columns';
import { users } from '../users/users.table';

/** The user a row belongs to: deleting the user deletes it. */
const ofUser = () => ownerRef('user_id', () => users.id);

/** A single-use key the client holds for a while: its hash, when it expires and when it was spent. */
const singleUseKey = () => ({
  keyHash: secretHash('key_hash'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Sessions are opaque bearer tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ofUser(),
    tokenHash: secretHash('token_hash'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** What a mailed key proves: the address (24 h), or the right to set a new password (1 h). */
export const KEY_PURPOSES = ['verify_email', 'reset_password'] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/** Single-use keys mailed to a user. Only the SHA-256 of a key is stored; `used_at` makes it single-use. */
export const userKeys = pgTable(
  'user_keys',
  {
    id: id(),
    userId: ofUser(),
    purpose: oneOf('purpose', KEY_PURPOSES).notNull(),
    ...singleUseKey(),
    createdAt: createdAt(),
  },
  (table) => [index('user_keys_user_purpose_created_idx').on(table.userId, table.purpose, table.createdAt)],
);

/**
 * The pending second step of a sign-in with a second factor: the key the
 * client holds (stored as SHA-256), valid 5 minutes for 5 tries.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: id(),
    userId: ofUser(),
    ...singleUseKey(),
    remember: boolean('remember').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('mfa_challenges_user_idx').on(table.userId)],
);

/**
 * Password reset requests, answered at once and worked after the answer (lib/queue-worker), so
 * the answer takes the same time whether the address has an account or not. The address is
 * blanked once the request is worked.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: id(),
    email: text('email').notNull(),
    ...queueColumns(QUEUE_STATES),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_requests_status_next_idx').on(table.status, table.nextAttemptAt)],
);

/** The browsers (a hash of the User-Agent) a user signed in from: a sign-in from another one is a security event. */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: ofUser(),
    browserHash: text('browser_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.browserHash] })],
);
