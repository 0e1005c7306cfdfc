/** Texts of Integrations (001 §2, §8), verbatim where the spec quotes them. */
export const INTEGRATION_MESSAGES = {
  updated: 'Integration was successfully updated',
  reset: 'Integration was reset successfully',
  identityProviderUpdated: 'Identity provider updated',
  connectorNotFound: 'Connector not found',
  modelNotFound: 'This connector has no such model',
  remapNotFound: 'Field mapping not found',
  unifiedApiMismatch: 'This connector belongs to another unified API',
  integrationDisabled: 'This integration is not enabled in the application',
  notOAuth: 'This connector is not connected through an OAuth authorize page',
  notSaml: 'This connector does not use SAML',
  noFiles: 'This connector does not receive files',
  accountMismatch: 'Application not found',
  settingsInvalid: 'The settings are not valid for this connector',
  fileTooLarge: 'The file is too large (at most 1 MB)',
  noSandbox: 'This connector has no sandbox: connect it with its own settings',
  consumerNotFound: 'Consumer not found',
} as const;

/** The badge of a connection card (001 §4), with antd's badge status. */
export const CONNECTION_BADGES = {
  disabled: { text: 'Disabled', status: 'error' },
  needsConfiguration: { text: 'Need configuration', status: 'warning' },
  invalid: { text: 'Invalid', status: 'error' },
  processing: { text: 'Processing', status: 'processing' },
  success: { text: 'Success', status: 'success' },
} as const;

/** How long the connection card waits before it shows its loader (001 §9), so fast answers do not flicker. */
export const CONNECTION_LOADER_DELAY_MS = 500;

/** Lines of a connector's description before Read more (001 §9). */
export const DESCRIPTION_CLAMP_LINES = 3;

/** The largest IdP metadata file an upload may carry, and the largest multipart request. */
export const IDP_METADATA_MAX_BYTES = 1024 * 1024;

/** How long an OAuth authorization may take between Authorize and the vendor's callback. */
export const OAUTH_AUTHORIZATION_TTL_MS = 10 * 60 * 1000;

/** The sort orders of the Integrations list (001 §2). */
export const INTEGRATION_SORTS = ['default', 'az', 'za'] as const;
export type IntegrationSort = (typeof INTEGRATION_SORTS)[number];

/** The tabs of the Integrations list (001 §2). */
export const INTEGRATION_TABS = ['all', 'added', 'available', 'disabled'] as const;
export type IntegrationTab = (typeof INTEGRATION_TABS)[number];

/** How many received files a connection answer lists (newest first). */
export const RECENT_FILES = 20;
