/** Texts of the Credentials screen (001 §2, §8): the spec's verbatim, the others ours. */
export const CREDENTIAL_MESSAGES = {
  added: 'Credentials was successfully added',
  deleted: 'Credentials was successfully deleted',
  empty: 'No credentials',
  copied: 'Api key copied',
  notFound: 'Credential not found',
  neverUsed: 'Never used',
  applicationRequired: 'Application is required',
} as const;

/** API keys start with this, so secret scanners can recognise them. */
export const API_KEY_PREFIX = 'sk_';
/** A key's start names its environment (`sk_test_…`, `sk_live_…`); keys made before environments start `sk_` only. */
export const apiKeyPrefixOf = (environment: 'test' | 'live') => `${API_KEY_PREFIX}${environment}_`;

/** Page size of the Credentials table (001 §9), and the explorer's limit (001 §7). */
export const CREDENTIALS_PAGE_SIZE = 10;
export const EXPLORER_CREDENTIALS_LIMIT = 1000;
