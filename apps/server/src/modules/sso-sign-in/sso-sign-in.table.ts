import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf, ownerRef, secretHash } from '../../db/columns';
import { ownedByApplication } from '../applications/applications.table';
import { consumers } from '../consumers/consumers.table';
import { connections } from '../integrations/connections.table';
import { accounts } from '../teams/teams.table';

export const SSO_PROTOCOLS = ['oidc', 'oauth', 'saml'] as const;

const consumerRef = () =>
  uuid('consumer_id')
    .notNull()
    .references(() => consumers.id, { onDelete: 'cascade' });
const connectionRef = () =>
  uuid('connection_id')
    .notNull()
    .references(() => connections.id, { onDelete: 'cascade' });

/**
 * A sign-in started by `GET {url}/sso/authorize` and not yet come back (issue 30): single use (deleted when the
 * identity provider's answer is taken), SSO_REQUEST_TTL_MS. `requestKey` is the OIDC `state` or the SAML
 * AuthnRequest's ID; the PKCE verifier is sealed.
 */
export const ssoRequests = pgTable(
  'sso_requests',
  {
    requestKey: text('request_key').primaryKey(),
    accountId: ownerRef('account_id', () => accounts.id),
    applicationId: ownedByApplication(),
    consumerId: consumerRef(),
    connectionId: connectionRef(),
    serviceId: text('service_id').notNull(),
    protocol: oneOf('protocol', SSO_PROTOCOLS).notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** The developer's `state`, given back with the code. */
    clientState: text('client_state'),
    nonce: text('nonce'),
    verifierSealed: text('verifier_sealed'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sso_requests_expires_idx').on(table.expiresAt)],
);
export type SsoRequestRow = typeof ssoRequests.$inferSelect;

/** A one-time `code` (kept as its hash) for `POST {url}/sso/token`: the profile sealed, SSO_CODE_TTL_MS. */
export const ssoCodes = pgTable(
  'sso_codes',
  {
    id: id(),
    codeHash: secretHash('code_hash'),
    applicationId: ownedByApplication(),
    profileSealed: text('profile_sealed').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sso_codes_expires_idx').on(table.expiresAt)],
);

/** The SAML assertion IDs a connection has taken, each kept until the assertion expires: an ID is used once. */
export const ssoAssertions = pgTable(
  'sso_assertions',
  {
    connectionId: connectionRef(),
    assertionId: text('assertion_id').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.connectionId, table.assertionId] }),
    index('sso_assertions_expires_idx').on(table.expiresAt),
  ],
);

/** Who signed in through a connection and when: the portal's "last sign-ins" (kept SSO_SIGN_INS_KEPT_DAYS). */
export const ssoSignIns = pgTable(
  'sso_sign_ins',
  {
    id: id(),
    applicationId: ownedByApplication(),
    consumerId: consumerRef(),
    connectionId: connectionRef(),
    idpId: text('idp_id').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [index('sso_sign_ins_connection_idx').on(table.connectionId, table.createdAt)],
);
