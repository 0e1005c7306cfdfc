import type { ExplorerEnvType } from './explorer.schemas';

/** Variables the explorer keeps apart from 'Show more' (001 §3): the two hosts, and the API key and consumer shown on the card. */
export const EXPLORER_FIXED_VARIABLES = ['dev_auth_host', 'prod_auth_host', 'apiKey', 'consumerId'] as const;

/** Where the explorer keeps its global variables (001 §3). */
export const EXPLORER_VARIABLES_KEY = 'variables';

/** The environment an API address belongs to (001 §9): stage or prod from its host name, dev otherwise. */
export function explorerEnvTypeOf(address: string): ExplorerEnvType {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return 'dev';
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\./.test(host) || /(^|[.-])dev([.-]|$)/.test(host)) return 'dev';
  if (/(^|[.-])(stage|staging)([.-]|$)/.test(host)) return 'stage';
  return 'prod';
}
