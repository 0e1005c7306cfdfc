import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@portal/shared/accounts/accounts.constants';
import { at, createdAt, id, oneOf } from '../../db/columns';
import { ownedByApplication } from '../applications/applications.table';
import { users } from '../users/users.table';

/**
 * API keys of applications. A key is never stored as it is: `key_hash` (HMAC-SHA256 under
 * a key derived from SECRET_KEY) finds it, `key_sealed` (AES-256-GCM) gives it back to
 * show or copy, and `hint` (its last four characters) masks it in lists.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: id(),
    applicationId: ownedByApplication(),
    keyHash: text('key_hash').notNull().unique(),
    keySealed: text('key_sealed').notNull(),
    hint: text('hint').notNull(),
    /** How the key starts (`sk_test_`, `sk_live_`; `sk_` for keys made before environments), to mask it. */
    prefix: text('prefix').notNull().default('sk_'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who created it, as they were then: name, last name and role in the team (the table's record of it). */
    createdByName: text('created_by_name').notNull().default(''),
    createdByLastname: text('created_by_lastname').notNull().default(''),
    createdByRole: oneOf('created_by_role', ROLES).notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (table) => [index('credentials_application_created_idx').on(table.applicationId, table.createdAt)],
);

export type CredentialRow = typeof credentials.$inferSelect;
