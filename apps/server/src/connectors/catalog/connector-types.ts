import type { ConnectorAuthKind, ConnectorAuthType, UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import type { z } from 'zod';

/** Settings of a connection as stored (decrypted) by the portal: setting name → value. */
export type ConnectorSettings = Record<string, unknown>;

/** How the client authenticates at a vendor's token endpoint. */
export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';

/**
 * How a connector authenticates to its vendor. Values written `{name}` are templates filled from the
 * connection's settings, e.g. `{ kind: 'apiKey', in: 'header', name: 'Authorization', value: 'Bearer {apiToken}' }`.
 */
export type ConnectorAuth =
  | { kind: 'apiKey'; in: 'header' | 'query'; name: string; value: string }
  | { kind: 'basic'; username: string; password: string }
  | { kind: 'oauth2AuthorizationCode'; scopes: string[]; clientAuth: ClientAuthMethod }
  | { kind: 'oauth2ClientCredentials'; scopes: string[]; clientAuth: ClientAuthMethod }
  | { kind: 'oauth2SamlBearer' }
  | { kind: 'oidc'; scopes: string[] }
  | { kind: 'samlMetadata' }
  | { kind: 'files' }
  | { kind: 'none' };

/**
 * The vendor's hosts as URL templates with tenant placeholders, e.g. `https://{subdomain}.api.kandji.io`.
 * `CONNECTOR_<SERVICEID>_BASE_URL` replaces scheme, host and port of every one of them (see http/vendor-urls.ts).
 */
export interface ConnectorUrls {
  /** Base of the vendor's API; request paths are appended to it. */
  api: string;
  authorize?: string;
  token?: string;
  /** OpenID Connect issuer (discovery at `{issuer}/.well-known/openid-configuration`). */
  issuer?: string;
}

/** The cheapest authenticated call that proves a connection's credentials. */
export interface CredentialCheckCall {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** The vendor's documentation of that call. */
  docUrl: string;
}

/** What a connector's `connector.ts` declares. */
export interface ConnectorDefinition {
  serviceId: string;
  name: string;
  /** One to three sentences about the vendor. */
  description: string;
  docUrl: string;
  unifiedApi: UnifiedApi;
  /** The vendor's brand colour (#rrggbb) for the monogram logo. */
  brandColour: string;
  settings: z.ZodObject;
  auth: ConnectorAuth;
  /** Absent for connectors nothing calls (SAML metadata, files). */
  urls?: ConnectorUrls;
  /** Derived template values, e.g. Kandji's regional host part from its `region` setting. */
  urlParams?: (settings: ConnectorSettings) => Record<string, string>;
  /** Headers (templates) sent on every API call, e.g. Teamtailor's `X-Api-Version`. */
  headers?: Record<string, string>;
  /** Headers made afresh for every API call, e.g. Ingram Micro's `IM-CorrelationID`. */
  perRequestHeaders?: () => Record<string, string>;
  /** The credential check call, or why there is none. API-key and basic connectors declare one where documented. */
  credentialCheck?: CredentialCheckCall | { unavailable: string };
  /** Cleans settings before validation and saving (e.g. Velory's domain). */
  normalizeSettings?: (settings: ConnectorSettings) => ConnectorSettings;
  receivesFiles?: boolean;
  /** Notes shown with the connector (001 §2: 'Velory needs an admin user', personal API keys). */
  notes?: string[];
}

/** A catalog entry: the definition plus what is derived from it. */
export interface Connector extends ConnectorDefinition {
  /** Same as serviceId (001 §3 lists both). */
  id: string;
  authType: ConnectorAuthType;
  authKind: ConnectorAuthKind;
  /** JSON Schema (draft 2020-12) of the settings, from the zod schema. */
  settingsSchema: Record<string, unknown>;
  /** Settings that are secrets (`writeOnly` in the schema). */
  secretSettings: string[];
  receivesFiles: boolean;
  notes: string[];
  /** data: URL of an SVG monogram. */
  logo: string;
}
