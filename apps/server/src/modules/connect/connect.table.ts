import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CONNECT_LOCALES, CONNECT_SESSION_KINDS } from '@portal/shared/connect/connect.constants';
import { at, createdAt, id, oneOf, ownerRef, secretHash, updatedAt } from '../../db/columns';
import { applications, ownedByApplication } from '../applications/applications.table';
import { consumers } from '../consumers/consumers.table';
import { connections } from '../integrations/connections.table';
import { accounts } from '../teams/teams.table';
import { users } from '../users/users.table';

/**
 * A connect session (issue 28): one consumer's way to connect a service through the hosted page, by a single-use
 * token kept only as its hash. Made by the developer's backend (`session`) or mailed from the portal (`link`); bound to
 * the environment's application row it was made in, so a test session connects the simulators.
 */
export const connectSessions = pgTable(
  'connect_sessions',
  {
    id: id(),
    accountId: ownerRef('account_id', () => accounts.id),
    applicationId: ownedByApplication(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    kind: oneOf('kind', CONNECT_SESSION_KINDS).notNull(),
    tokenHash: secretHash('token_hash'),
    /** The services offered (service ids), fixed when the session was made. */
    integrations: jsonb('integrations').$type<string[]>().notNull(),
    reconnect: text('reconnect'),
    locale: oneOf('locale', CONNECT_LOCALES),
    redirectUrl: text('redirect_url'),
    /** A magic link's recipient. */
    email: text('email'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
    revokedAt: at('revoked_at'),
    connectionId: uuid('connection_id').references(() => connections.id, { onDelete: 'set null' }),
    serviceId: text('service_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('connect_sessions_consumer_idx').on(table.consumerId, table.createdAt),
    index('connect_sessions_application_idx').on(table.applicationId),
    index('connect_sessions_expires_idx').on(table.expiresAt),
  ],
);
export type ConnectSessionRow = typeof connectSessions.$inferSelect;

/** An application's Connect settings (the same in test and live: keyed by the application as its team knows it). */
export const connectSettings = pgTable('connect_settings', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  logo: text('logo'),
  primaryColour: text('primary_colour'),
  termsUrl: text('terms_url'),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  defaultServices: jsonb('default_services').$type<string[]>().notNull().default([]),
  /** Where a sign-in of `GET {url}/sso/authorize` may return (exact match; issue 30, docs/sso.md). */
  ssoRedirectUris: jsonb('sso_redirect_uris').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});
export type ConnectSettingsRow = typeof connectSettings.$inferSelect;
