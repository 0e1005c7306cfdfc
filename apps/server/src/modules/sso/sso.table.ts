import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { SOCIAL_PROVIDERS } from '@portal/shared/auth/auth.constants';
import { at, createdAt, id, oneOf, ownerRef, secretHash } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * A started social sign-in: the state sent to the provider (stored as
 * SHA-256), the PKCE verifier and the OpenID nonce. Single use, 10 minutes.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: id(),
    stateHash: secretHash('state_hash'),
    provider: oneOf('provider', SOCIAL_PROVIDERS).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);

/** A provider account linked to a user: (provider, subject) is the provider's stable id of the person. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    provider: oneOf('provider', SOCIAL_PROVIDERS).notNull(),
    subject: text('subject').notNull(),
    userId: ownerRef('user_id', () => users.id),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('user_identities_provider_subject_unique').on(table.provider, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);
