import type { TokenStore } from '../oauth/token-store';
import type { SubRequestRecorder } from './sub-request';
import type { Environment } from './vendor-urls';

/**
 * What a call to a vendor runs with. Everything is optional: tests and the portal pass what they have.
 * - `env`: where `CONNECTOR_<SERVICEID>_BASE_URL`, `_CLIENT_ID`, `_CLIENT_SECRET` are read (default process.env).
 * - `recordSubRequest`: receives every vendor call, redacted, for the request log.
 * - `tokenStore` + `connectionKey`: OAuth tokens of the connection (authorization code) and cached client tokens.
 */
export interface ConnectorContext {
  env?: Environment;
  fetch?: typeof fetch;
  recordSubRequest?: SubRequestRecorder;
  /** Per vendor call; default 15 s. */
  timeoutMs?: number;
  /** Total time a call may spend waiting out 429 answers; default 30 s. */
  retryDeadlineMs?: number;
  tokenStore?: TokenStore;
  /** Identifies the connection in the token store (authorization-code tokens are kept under it). */
  connectionKey?: string;
  /** Waits between retries; tests may shorten it. */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_RETRY_DEADLINE_MS = 30_000;
