import { ConnectorError } from './connector-error';
import { headersToRecord, redactHeaders, redactText, type SubRequestRecorder, truncateBody } from './sub-request';

export interface RecordedFetchOptions {
  vendorName: string;
  fetch?: typeof fetch;
  record?: SubRequestRecorder;
  /** The secret values of the call (settings, tokens), redacted wherever they appear in the record. */
  secrets: readonly string[];
  timeoutMs: number;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const bodyText = (body: RequestInit['body']): string | null =>
  body === undefined || body === null ? null : typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : '[binary]';

/**
 * One HTTP call to a vendor: with a timeout, the body read in full, and a redacted sub-request record whatever the
 * outcome. A timeout is VENDOR_TIMEOUT, a network failure VENDOR_UNREACHABLE ('Could not reach {vendor}'); any
 * HTTP answer is returned for the caller to judge.
 */
export async function recordedFetch(
  url: string,
  init: RequestInit,
  options: RecordedFetchOptions,
): Promise<{ response: Response; text: string }> {
  const started = Date.now();
  const requestHeaders = headersToRecord(init.headers as Record<string, string> | Headers | undefined);
  const record = (status: number | null, responseHeaders: Record<string, string>, text: string | null, error: string | null) => {
    if (!options.record) return;
    const { body, truncated } = truncateBody(text === null ? null : redactText(text, options.secrets));
    const requestBody = bodyText(init.body);
    options.record({
      startedAt: new Date(started).toISOString(),
      method: (init.method ?? 'GET').toUpperCase(),
      url: redactText(url, options.secrets),
      requestHeaders: redactHeaders(requestHeaders, options.secrets),
      requestBody: requestBody === null ? null : redactText(requestBody, options.secrets),
      status,
      responseHeaders: redactHeaders(responseHeaders, options.secrets),
      responseBody: body,
      truncated,
      latencyMs: Date.now() - started,
      error,
    });
  };
  try {
    const response = await (options.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    const text = await response.text();
    const headers = headersToRecord(response.headers);
    record(response.status, headers, text, null);
    const copy = new Response(NULL_BODY_STATUSES.has(response.status) ? null : text, { status: response.status, headers: response.headers });
    return { response: copy, text };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    record(null, {}, null, timedOut ? 'timeout' : String((error as Error).cause ?? error));
    if (timedOut) {
      throw new ConnectorError('VENDOR_TIMEOUT', `${options.vendorName} did not answer within ${Math.round(options.timeoutMs / 100) / 10} s`);
    }
    throw new ConnectorError('VENDOR_UNREACHABLE', `Could not reach ${options.vendorName}`);
  }
}

/** The wait a 429 asks for: Retry-After in seconds or as an HTTP date; else exponential backoff from 500 ms. */
export function retryAfterMs(headers: Headers, attempt: number, now = Date.now()): number {
  const value = headers.get('retry-after');
  if (value !== null) {
    const seconds = Number(value);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return Math.min(500 * 2 ** attempt, 8000);
}

/** The reason a vendor gives for refusing a call, from the usual places of error answers. */
export function vendorReason(text: string, headers: Headers): string | null {
  const header = headers.get('x-bamboohr-error-message');
  if (header) return header;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const errors = Array.isArray(body.errors) ? (body.errors[0] as Record<string, unknown> | undefined) : undefined;
    const nested = typeof body.error === 'object' && body.error !== null ? (body.error as Record<string, unknown>) : undefined;
    const fault = typeof body.fault === 'object' && body.fault !== null ? (body.fault as Record<string, unknown>) : undefined;
    const candidates = [
      body.error_description,
      body.message,
      nested?.message,
      nested?.detail,
      fault?.faultstring,
      body.detail,
      errors?.detail,
      errors?.description,
      errors?.message,
      errors?.title,
      typeof body.error === 'string' ? body.error : undefined,
      body.title,
    ];
    const found = candidates.find((candidate) => typeof candidate === 'string' && candidate.trim() !== '');
    return (found as string | undefined) ?? null;
  } catch {
    const plain = text.trim();
    return plain && plain.length <= 200 && !plain.startsWith('<') ? plain : null;
  }
}
