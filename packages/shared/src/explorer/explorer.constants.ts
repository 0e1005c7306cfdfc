/**
 * Variables the explorer keeps apart from 'Show more' (001 §3): the two hosts, and the API key and consumer shown on
 * the card.
 */
export const EXPLORER_FIXED_VARIABLES = ['dev_auth_host', 'prod_auth_host', 'apiKey', 'consumerId'] as const;

/** Where the explorer keeps its global variables (001 §3). */
export const EXPLORER_VARIABLES_KEY = 'variables';

/** The environment an API address belongs to (001 §9): stage or prod from its host name, dev otherwise. */
export function explorerEnvTypeOf(address: string): 'dev' | 'stage' | 'prod' {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return 'dev';
  }
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\./.test(host) ||
    /(^|[.-])dev([.-]|$)/.test(host)
  )
    return 'dev';
  if (/(^|[.-])(stage|staging)([.-]|$)/.test(host)) return 'stage';
  return 'prod';
}

/**
 * The code sample languages (001 §9), cURL first (the default), with the httpsnippet-lite target and client of each.
 */
export const EXPLORER_LANGUAGES = [
  { label: 'cURL', target: 'shell', client: 'curl', syntax: 'bash' },
  { label: 'Axios - NodeJS', target: 'node', client: 'axios', syntax: 'javascript' },
  { label: 'Request - NodeJS', target: 'node', client: 'request', syntax: 'javascript' },
  { label: 'PHP', target: 'php', client: 'curl', syntax: 'php' },
  { label: 'Python', target: 'python', client: 'requests', syntax: 'python' },
  { label: 'Ruby', target: 'ruby', client: 'native', syntax: 'ruby' },
  { label: 'GO', target: 'go', client: 'native', syntax: 'go' },
] as const;
export type ExplorerLanguage = (typeof EXPLORER_LANGUAGES)[number]['label'];
export const EXPLORER_LANGUAGE_LABELS = EXPLORER_LANGUAGES.map((entry) => entry.label) as [
  ExplorerLanguage,
  ...ExplorerLanguage[],
];

/** The header every code sample carries unless the request sets it (001 §9). */
export const EXPLORER_DEFAULT_HEADER = { key: 'Content-Type', value: 'application/json' } as const;

/** How often the explorer asks for its data again after a failure (001 §8, §9), and its limits. */
export const EXPLORER_RETRY_MS = 2000;
export const EXPLORER_REQUEST_CODE_MAX_HEIGHT = 420;
export const EXPLORER_RESPONSE_CODE_MAX_HEIGHT = 480;

/**
 * The largest request body a code sample is made of (its JSON text, in characters): past it, 400 with
 * CODE_SAMPLE_TOO_LARGE.
 */
export const EXPLORER_SAMPLE_BODY_LIMIT = 64 * 1024;
export const EXPLORER_SAMPLE_TOO_LARGE = 'The request body is too large for a code sample (at most 64 KB)';

/** Texts of the explorer (001 §2), verbatim. */
export const EXPLORER_TEXTS = {
  title: 'explorer',
  intro:
    'Send HTTP requests and view examples without writing code or setting up an environment. Select a section and subsection to get started.',
  selectApplication: 'Select Application',
  globalVariables: 'Global variables',
  showMore: 'Show more',
  showLess: 'Show less',
  chooseApi: 'Choose API to try it',
} as const;
