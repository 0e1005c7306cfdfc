import { type AnyPgColumn, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The columns every table repeats, declared once: `id`, timestamps, references
 * to an owning row and text columns typed by the values they may hold, so a
 * new table names only what is its own and reads back typed values (a `Role`,
 * not a string to cast).
 */

/** The primary key of an entity: a random UUID. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A point in time with its time zone; nullable unless `.notNull()`. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** When the row last changed; services set it on update. */
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** The row this one belongs to (a user, a team): deleting the owner deletes this row. */
export const ownerRef = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });

/**
 * The SHA-256 of a secret only the client holds (a session token, a mailed key, an OAuth state): found by it, never
 * shown.
 */
export const secretHash = (name: string) => text(name).notNull().unique();

/** A text column that holds one of `values` (roles, states, purposes): stored as text, read as the union. */
export const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  text(name, { enum: values });

/** Where a queue row stands: waiting (or leased to a worker), done, or given up after its last attempt. */
export const QUEUE_STATES = ['pending', 'done', 'failed'] as const;

/**
 * The columns lib/queue-worker.ts claims rows by. `states` names the pending,
 * done and failed states (QUEUE_STATES, or the table's own words: mail is `sent`).
 */
export const queueColumns = <const T extends readonly [string, string, string]>(states: T) => ({
  status: oneOf('status', states).notNull().default(states[0]),
  attempts: integer('attempts').notNull().default(0),
  /** When a worker may (next) take the row; a claimed row is leased by moving this ahead. */
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
});
