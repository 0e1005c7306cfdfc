import type { ExplorerCall } from '@portal/shared/explorer/explorer-request';
import { pathOf } from '@portal/shared/common/endpoint';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import { API_BASE_URL } from '../../../shared/lib/paths';

/** The application token (001 §7 Explorer auth): the data plane's base URL and an access token. */
export interface ApplicationToken {
  url: string;
  accessToken: string;
}

/**
 * A data-plane address as this page reaches it: the same path on the page's own origin. The server names its
 * PUBLIC_URL, but the page may be open at another address of the same server (127.0.0.1, a LAN name), and its CSP
 * lets it call only its own origin (issue 25).
 */
export function onThisOrigin(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  const parsed = new URL(url);
  return `${window.location.origin}${parsed.pathname.replace(/\/$/, '')}${parsed.search}`;
}

/** Why a call of the explorer's own failed: the server's message, or the HTTP status. */
async function failureOf(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return new Error(body?.error?.message ?? `HTTP ${response.status}`);
}

/** POST /api/auth with the API key and application (scope application); throws what refused it. */
export async function applicationToken(apiKey: string, applicationId: string): Promise<ApplicationToken> {
  const response = await fetch(`${API_BASE_URL}${pathOf(tokensEndpoints.issue)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apiKey, applicationId, scope: 'application' }),
  });
  if (!response.ok) throw await failureOf(response);
  const body = (await response.json()) as { data: { data: ApplicationToken } };
  return { ...body.data.data, url: onThisOrigin(body.data.data.url) };
}

export interface ExplorerConsumer {
  id: string;
  name: string;
}

/**
 * GET {url}/api/consumers with the application token; a 401 is answered as 'expired' so the caller gets a new token.
 */
export async function explorerConsumers(
  token: ApplicationToken,
  applicationId: string,
): Promise<ExplorerConsumer[] | 'expired'> {
  const response = await fetch(`${token.url}/api/consumers?${new URLSearchParams({ applicationId, limit: '100' })}`, {
    headers: { authorization: `Bearer ${token.accessToken}` },
  });
  if (response.status === 401) return 'expired';
  if (!response.ok) throw await failureOf(response);
  return ((await response.json()) as { data: ExplorerConsumer[] }).data;
}

/** What a run answers (001 §7 Explorer run): status, headers and data; status 0 when no answer came. */
export interface ExplorerResponse {
  status: number;
  headers: Record<string, string>;
  data: unknown;
  /** A call that got no usable answer (001 §8): FETCH_ERROR, TIMEOUT_ERROR or PARSING_ERROR. */
  error?: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';
}

const RUN_TIMEOUT_MS = 60_000;

/** Makes an explorer call from the browser, classing failures as the spec does. */
export async function runExplorerCall(call: ExplorerCall): Promise<ExplorerResponse> {
  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers: call.headers,
      ...(call.body ? { body: JSON.stringify(call.body) } : {}),
      signal: AbortSignal.timeout(RUN_TIMEOUT_MS),
    });
  } catch (failure) {
    const timedOut = failure instanceof DOMException && failure.name === 'TimeoutError';
    return {
      status: 0,
      headers: {},
      data: String(failure instanceof Error ? failure.message : failure),
      error: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR',
    };
  }
  const headers = Object.fromEntries(response.headers.entries());
  const text = await response.text();
  if (!(headers['content-type'] ?? '').includes('json')) return { status: response.status, headers, data: text };
  try {
    return { status: response.status, headers, data: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch {
    return { status: response.status, headers, data: text, error: 'PARSING_ERROR' };
  }
}
