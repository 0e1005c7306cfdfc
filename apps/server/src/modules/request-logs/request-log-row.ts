import { randomUUID } from 'node:crypto';
import { REDACTED, redactHeaders, redactText } from '../../connectors/http/sub-request';
import type { UnifiedCallRecord } from './unified-call-record';

/** Request and response bodies are kept up to 16 KiB of JSON text each (as sub-request bodies); past it, cut. */
export const LOG_BODY_LIMIT = 16 * 1024;

/** Header and query names that carry credentials besides the well-known ones (redactHeaders covers those). */
const SECRET_NAME = /token|secret|password|passwd|api[-_]?key|apikey|auth|signature|session|credential|cookie/i;
const BEARER_OR_BASIC = /^(?:bearer|basic|token)\s+(\S+)$/i;

export interface LoggedBody {
  body: unknown;
  /** True when the body was longer than LOG_BODY_LIMIT: `body` is then the first part of its JSON text. */
  truncated: boolean;
}

/** Values a request carried as credentials: they are cut out wherever else they show up (URL, bodies). */
function secretsOf(headers: Record<string, string>): string[] {
  const secrets: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!SECRET_NAME.test(name) && name.toLowerCase() !== 'x-api-key') continue;
    secrets.push(value);
    const credential = BEARER_OR_BASIC.exec(value)?.[1];
    if (credential) secrets.push(credential);
  }
  return secrets;
}

function redactHeaderValues(headers: Record<string, string>, secrets: readonly string[]): Record<string, string> {
  const redacted = redactHeaders(headers, secrets);
  for (const name of Object.keys(redacted)) if (SECRET_NAME.test(name)) redacted[name] = REDACTED;
  return redacted;
}

function redactQuery(query: Record<string, unknown>, secrets: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, SECRET_NAME.test(name) ? REDACTED : parseRedacted(redactText(JSON.stringify(value ?? null), secrets))]),
  );
}

function redactUrl(url: string, secrets: readonly string[]): string {
  const [path = '', search] = url.split(/\?(.*)/s, 2);
  if (!search) return redactText(path, secrets);
  const params = search.split('&').map((pair) => {
    const [name = '', ...rest] = pair.split('=');
    return SECRET_NAME.test(decodeURIComponent(name)) && rest.length > 0 ? `${name}=${REDACTED}` : pair;
  });
  return redactText(`${path}?${params.join('&')}`, secrets);
}

/** Parses JSON text that redaction changed; were a secret a JSON word ('null'), the text stays text. */
function parseRedacted(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A body as stored: redacted of credential fields and secrets, cut past LOG_BODY_LIMIT characters of JSON. */
export function loggedBody(body: unknown, secrets: readonly string[]): LoggedBody {
  if (body === undefined || body === null || body === '') return { body: null, truncated: false };
  const text = redactText(typeof body === 'string' ? body : JSON.stringify(body), secrets);
  if (text.length > LOG_BODY_LIMIT) return { body: text.slice(0, LOG_BODY_LIMIT), truncated: true };
  if (typeof body === 'string') return { body: text, truncated: false };
  return { body: parseRedacted(text), truncated: false };
}

/** The row of one call: credentials redacted everywhere, bodies cut, a new id. */
export function requestLogRow(entry: UnifiedCallRecord) {
  const secrets = secretsOf(entry.request.headers);
  const requestBody = loggedBody(entry.request.body, secrets);
  const responseBody = loggedBody(entry.response.body, secrets);
  return {
    id: randomUUID(),
    createdAt: entry.createdAt,
    accountId: entry.accountId,
    applicationId: entry.applicationId,
    consumerId: entry.consumerId,
    serviceId: entry.serviceId,
    kind: entry.kind,
    method: entry.request.method,
    status: entry.response.status,
    latencyMs: Math.max(0, Math.round(entry.response.latencyMs)),
    request: {
      method: entry.request.method,
      url: redactUrl(entry.request.url, secrets),
      query: redactQuery(entry.request.query, secrets),
      headers: redactHeaderValues(entry.request.headers, secrets),
      body: requestBody.body,
      truncated: requestBody.truncated,
    },
    response: {
      status: entry.response.status,
      latencyMs: entry.response.latencyMs,
      headers: redactHeaderValues(entry.response.headers, secrets),
      body: responseBody.body,
      truncated: responseBody.truncated,
    },
    // Redacted by the VendorClient; the caller's own credentials are cut out once more in case a vendor echoed them.
    subRequests: secrets.length === 0 ? entry.subRequests : parseRedacted(redactText(JSON.stringify(entry.subRequests), secrets)),
  };
}

export type RequestLogInsert = ReturnType<typeof requestLogRow>;
