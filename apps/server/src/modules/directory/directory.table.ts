import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, secretHash, updatedAt } from '../../db/columns';
import { connections } from '../integrations/connections.table';

/**
 * The SCIM bearer token of a directory connection (one at a time: a new one replaces it, so the old is refused at
 * once). Only its SHA-256 is kept; the token is shown once, when made.
 */
export const scimTokens = pgTable('scim_tokens', {
  connectionId: uuid('connection_id')
    .primaryKey()
    .references(() => connections.id, { onDelete: 'cascade' }),
  tokenHash: secretHash('token_hash'),
  createdAt: createdAt(),
});

export const SCIM_RESOURCE_TYPES = ['User', 'Group'] as const;

/**
 * The users and groups an identity provider pushed to a connection by SCIM: the attributes it sent (the resource
 * without `id` and `meta`), our id, and a version for the ETag. `name_key` is the lower-cased userName (unique per
 * connection, RFC 7643's `uniqueness: server`) or displayName.
 */
export const scimResources = pgTable(
  'scim_resources',
  {
    id: id(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    resourceType: oneOf('resource_type', SCIM_RESOURCE_TYPES).notNull(),
    nameKey: text('name_key').notNull(),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('scim_resources_connection_name_unique').on(table.connectionId, table.resourceType, table.nameKey),
    index('scim_resources_connection_page_idx').on(table.connectionId, table.resourceType, table.id),
  ],
);
