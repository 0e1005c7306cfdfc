import { type Dispatcher, request } from 'undici';
import { ConnectorError } from './connector-error';
import { dispatcherOf } from './guarded-fetch';
import { headersToRecord, redactedBody, redactHeaders, redactText, type SubRequestRecorder } from './sub-request';

export interface RecordedFetchOptions {
  vendorName: string;
  fetch?: typeof fetch;
  record?: SubRequestRecorder;
  /** The secret values of the call (settings, tokens), redacted wherever they appear in the record. */
  secrets: readonly string[];
  timeoutMs: number;
}

/** The headers of a vendor's answer, as the vendor client reads them (a fetch's `Headers` is one). */
export interface AnswerHeaders {
  get(name: string): string | null;
  has(name: string): boolean;
  entries(): IterableIterator<[string, string]>;
}

/** A vendor's answer, its body read in full. */
export interface VendorAnswer {
  status: number;
  headers: AnswerHeaders;
  text: string;
}

const bodyText = (body: RequestInit['body']): string | null =>
  body === undefined || body === null
    ? null
    : typeof body === 'string'
      ? body
      : body instanceof URLSearchParams
        ? body.toString()
        : '[binary]';

/** undici's answer headers (lower-case names) read as `Headers` are. */
class PlainHeaders implements AnswerHeaders {
  constructor(readonly record: Record<string, string>) {}
  get(name: string): string | null {
    return this.record[name.toLowerCase()] ?? null;
  }
  has(name: string): boolean {
    return Object.hasOwn(this.record, name.toLowerCase());
  }
  entries(): IterableIterator<[string, string]> {
    return Object.entries(this.record)[Symbol.iterator]();
  }
}

/** What fetch sends unless told otherwise: vendors that check them get the same through `request`. */
const FETCH_DEFAULTS = { accept: '*/*', 'user-agent': 'node' };

/**
 * The call through undici's `request` on a guarded pool: no Request, Response, web streams or AbortSignal per call
 * (a fetch's cost was a sixth of a passthrough call's CPU). The timeout is the pool's: no answer's headers within
 * `timeoutMs`, or no byte of its body for that long. Bodies that fetch would encode itself (forms) still go by fetch.
 */
async function requestAnswer(
  dispatcher: Dispatcher,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<VendorAnswer> {
  const headers: Record<string, string> = { ...FETCH_DEFAULTS };
  for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
    headers[name.toLowerCase()] = value;
  const answer = await request(url, {
    dispatcher,
    method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
    headers,
    body: init.body as string | Uint8Array | undefined,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const text = await answer.body.text();
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers))
    if (value !== undefined) record[name] = Array.isArray(value) ? value.join(', ') : value;
  return { status: answer.statusCode, headers: new PlainHeaders(record), text };
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * One HTTP call to a vendor: with a timeout, the body read in full, and a redacted sub-request record whatever the
 * outcome. A timeout is VENDOR_TIMEOUT, a network failure VENDOR_UNREACHABLE ('Could not reach {vendor}'); any
 * HTTP answer is returned for the caller to judge. A guarded fetch (the portal's) is called through its pool with
 * undici's `request`; any other fetch (tests') as a fetch.
 */
export async function recordedFetch(
  url: string,
  init: RequestInit,
  options: RecordedFetchOptions,
): Promise<VendorAnswer> {
  const started = Date.now();
  const requestHeaders = headersToRecord(init.headers as Record<string, string> | Headers | undefined);
  const record = (
    status: number | null,
    responseHeaders: Record<string, string>,
    text: string | null,
    error: string | null,
  ) => {
    if (!options.record) return;
    const { body, truncated } = redactedBody(text, options.secrets);
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
  const dispatcher = dispatcherOf(options.fetch);
  const plainBody =
    init.body === undefined || init.body === null || typeof init.body === 'string' || init.body instanceof Uint8Array;
  const plainHeaders =
    init.headers === undefined ||
    (typeof init.headers === 'object' && !(init.headers instanceof Headers) && !Array.isArray(init.headers));
  try {
    let answer: VendorAnswer;
    if (dispatcher && plainBody && plainHeaders) answer = await requestAnswer(dispatcher, url, init, options.timeoutMs);
    else {
      const response = await (options.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      answer = { status: response.status, headers: response.headers, text: await response.text() };
    }
    record(
      answer.status,
      answer.headers instanceof PlainHeaders ? answer.headers.record : headersToRecord(answer.headers as Headers),
      answer.text,
      null,
    );
    return answer;
  } catch (error) {
    const failure = error as { name?: string; code?: string; cause?: unknown };
    const timedOut =
      failure.name === 'TimeoutError' || failure.name === 'AbortError' || TIMEOUT_CODES.has(failure.code ?? '');
    record(null, {}, null, timedOut ? 'timeout' : String(failure.cause ?? error));
    if (timedOut) {
      throw new ConnectorError(
        'VENDOR_TIMEOUT',
        `${options.vendorName} did not answer within ${Math.round(options.timeoutMs / 100) / 10} s`,
      );
    }
    throw new ConnectorError('VENDOR_UNREACHABLE', `Could not reach ${options.vendorName}`);
  }
}

/** The wait a 429 asks for: Retry-After in seconds or as an HTTP date; else exponential backoff from 500 ms. */
export function retryAfterMs(headers: AnswerHeaders, attempt: number, now = Date.now()): number {
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
export function vendorReason(text: string, headers: AnswerHeaders): string | null {
  const header = headers.get('x-bamboohr-error-message');
  if (header) return header;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const errors = Array.isArray(body.errors) ? (body.errors[0] as Record<string, unknown> | undefined) : undefined;
    const nested =
      typeof body.error === 'object' && body.error !== null ? (body.error as Record<string, unknown>) : undefined;
    const fault =
      typeof body.fault === 'object' && body.fault !== null ? (body.fault as Record<string, unknown>) : undefined;
    const candidates = [
      body.error_description,
      body.message,
      nested?.message,
      // OData v2 (SAP): `{ error: { code, message: { lang, value } } }`.
      (nested?.message as { value?: unknown } | undefined)?.value,
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
