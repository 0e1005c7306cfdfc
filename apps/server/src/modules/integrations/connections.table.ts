import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONNECTION_STATES } from '@portal/shared/connectors/connectors.constants';
import { FILE_IMPORT_STATES } from '@portal/shared/integrations/integrations.schemas';
import { at, createdAt, id, oneOf, ownerRef, queueColumns, secretHash, updatedAt } from '../../db/columns';
import { ownedByApplication } from '../applications/applications.table';
import { consumers } from '../consumers/consumers.table';
import { users } from '../users/users.table';
import { accounts } from '../teams/teams.table';

/**
 * A connection (001 §3): one owner's link to one service. The owner is the application itself (`consumer_id`
 * null) or one of its consumers; both kinds share this table, its states and its code. Settings and OAuth tokens
 * are sealed with the secret box (bound to the row), never stored or answered in the clear.
 */
export const connections = pgTable(
  'connections',
  {
    id: id(),
    accountId: ownerRef('account_id', () => accounts.id),
    applicationId: ownedByApplication(),
    /** The consumer that owns the connection; null: the application's own. Deleting the consumer deletes it. */
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    unifiedApi: text('unified_api').notNull(),
    state: oneOf('state', CONNECTION_STATES).notNull().default('added'),
    enabled: boolean('enabled').notNull().default(true),
    /** Calls go to the connector's in-process simulator with its sandbox credentials; no settings are kept. */
    sandbox: boolean('sandbox').notNull().default(false),
    /** The settings as JSON, sealed. */
    settingsSealed: text('settings_sealed'),
    /** The OAuth token (access, refresh, expiry) as JSON, sealed. */
    tokensSealed: text('tokens_sealed'),
    tokenExpiresAt: at('token_expires_at'),
    /** Until when a server renews the token (so two servers never refresh one token at once). */
    refreshLeaseUntil: at('refresh_lease_until'),
    invalidReason: text('invalid_reason'),
    /**
     * Since when most of its calls fail in more than half of the last 24 hours (connection-health.ts); null: healthy.
     */
    failingSince: at('failing_since'),
    checkedAt: at('checked_at'),
    authorizedAt: at('authorized_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('connections_application_service_unique')
      .on(table.applicationId, table.serviceId)
      .where(sql`${table.consumerId} is null`),
    uniqueIndex('connections_consumer_service_unique')
      .on(table.consumerId, table.serviceId)
      .where(sql`${table.consumerId} is not null`),
    index('connections_token_expiry_idx').on(table.tokenExpiresAt),
  ],
);

/**
 * A started OAuth authorization of a connection: the state sent to the vendor (SHA-256), the PKCE verifier
 * (sealed), who started it and, for a browser of the portal, the hash of the cookie that binds the callback to
 * that browser. Single use, 10 minutes.
 */
export const connectionAuthorizations = pgTable(
  'connection_authorizations',
  {
    id: id(),
    stateHash: secretHash('state_hash'),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    bindingHash: text('binding_hash'),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('connection_authorizations_expires_idx').on(table.expiresAt)],
);

/**
 * FTP credentials of a file connector for one connection owner: the application's own, confined to
 * `{FTP root}/{application}/{service}`, or one of its consumers', confined to
 * `{FTP root}/{application}/consumers/{consumer}/{service}`. Deleting the consumer deletes its accounts.
 */
export const ftpAccounts = pgTable(
  'ftp_accounts',
  {
    id: id(),
    accountId: ownerRef('account_id', () => accounts.id),
    applicationId: ownedByApplication(),
    /** The consumer whose connection the files are for; null: the application's own. */
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    username: text('username').notNull().unique(),
    passwordSealed: text('password_sealed').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ftp_accounts_application_service_unique')
      .on(table.applicationId, table.serviceId)
      .where(sql`${table.consumerId} is null`),
    uniqueIndex('ftp_accounts_consumer_service_unique')
      .on(table.consumerId, table.serviceId)
      .where(sql`${table.consumerId} is not null`),
  ],
);

/**
 * A file a connector sent to the portal's FTP server (or that was uploaded for it), recorded on its connection. The
 * row is also the import's queue entry (modules/file-imports): recorded first, imported by a worker, so a file
 * received before a crash is still imported; a refused file keeps the line and reason that refused it.
 */
export const connectionFiles = pgTable(
  'connection_files',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    ...queueColumns(FILE_IMPORT_STATES),
    /** Records the file held, once imported. */
    records: integer('records'),
    /** When its records became the connection's data (null: not, or not yet). */
    appliedAt: at('applied_at'),
    refusedLine: integer('refused_line'),
    refusedReason: text('refused_reason'),
  },
  (table) => [index('connection_files_connection_idx').on(table.connectionId, table.receivedAt)],
);

export type ConnectionRow = typeof connections.$inferSelect;
