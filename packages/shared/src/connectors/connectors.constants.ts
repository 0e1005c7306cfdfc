/** The keys of a table, in its order, as a non-empty tuple (what `z.enum` takes). */
const keysOf = <K extends string>(table: Record<K, unknown>) => Object.keys(table) as [K, ...K[]];

/** Connector categories (001 §1), in the spec's order, with their display names for the integrations filter. */
export const UNIFIED_API_LABELS = {
  HRIS: 'HR information systems',
  AM: 'Asset management',
  MDM: 'Mobile device management',
  SSO: 'Single sign-on',
  ATS: 'Applicant tracking',
  Shipment: 'Shipment',
  Distributor: 'Distributor',
};
export type UnifiedApi = keyof typeof UNIFIED_API_LABELS;
/** The wire value of `unifiedApi`. */
export const UNIFIED_APIS = keysOf(UNIFIED_API_LABELS);

/**
 * Path segment of each unified API on the data plane, its name in lower case: `/hris/employees`,
 * `/shipment/trackings/{id}`; and the first word of its event types (`hris.employee.created`). The SSO category's
 * models are its directory (`/directory/users`, `directory.user.created`: issue 30, docs/decisions.md).
 */
export const UNIFIED_API_PATHS = {
  ...Object.fromEntries(UNIFIED_APIS.map((api) => [api, api.toLowerCase()])),
  SSO: 'directory',
} as Record<UnifiedApi, string>;

/** A connector's `authType` (001 §3): what the connection form and the Authorize button need. */
export const CONNECTOR_AUTH_TYPES = ['oauth2', 'basic', 'none'] as const;
export type ConnectorAuthType = (typeof CONNECTOR_AUTH_TYPES)[number];

/**
 * The finer way a connector authenticates to its vendor, and the `authType` derived from it:
 * `oauth2` when a person goes through the vendor's Authorize page (authorization code, OIDC); `basic` when the
 * settings form holds everything (keys, basic, client credentials, SAML bearer, SAML metadata); `none` for files
 * and connectors without credentials.
 */
export const AUTH_TYPE_OF_KIND = {
  apiKey: 'basic',
  basic: 'basic',
  oauth2AuthorizationCode: 'oauth2',
  oauth2ClientCredentials: 'basic',
  oauth2SamlBearer: 'basic',
  oidc: 'oauth2',
  samlMetadata: 'basic',
  files: 'none',
  none: 'none',
} satisfies Record<string, ConnectorAuthType>;
export type ConnectorAuthKind = keyof typeof AUTH_TYPE_OF_KIND;
export const CONNECTOR_AUTH_KINDS = keysOf(AUTH_TYPE_OF_KIND);

/** Integration states (001 §3). */
export const INTEGRATION_STATES = ['configured', 'disabled', 'needs_configuration'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

/** Connection states (001 §3). */
export const CONNECTION_STATES = ['added', 'available', 'callable', 'authorized', 'invalid'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** What a masked secret reads as in every answer; sending it back unchanged keeps the stored value. */
export const MASKED_SECRET = '••••••••';

/**
 * Error codes of the unified API for failures at the vendor (docs/decisions.md, "Connectors"), with the HTTP status
 * each answers.
 */
export const VENDOR_ERROR_STATUS = {
  CONNECTION_INVALID: 424,
  NEEDS_CONFIGURATION: 424,
  NOT_FOUND: 404,
  VENDOR_RATE_LIMITED: 429,
  VENDOR_REJECTED: 422,
  VENDOR_ERROR: 502,
  VENDOR_TIMEOUT: 504,
  VENDOR_UNREACHABLE: 502,
  UNSUPPORTED_OPERATION: 501,
  INVALID_CURSOR: 400,
  INVALID_VENDOR_PATH: 400,
};
export type VendorErrorCode = keyof typeof VENDOR_ERROR_STATUS;
export const VENDOR_ERROR_CODES = keysOf(VENDOR_ERROR_STATUS);
