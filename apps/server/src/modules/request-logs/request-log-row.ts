import { randomUUID } from 'node:crypto';
import { REDACTED, redactedHead, redactHeaders, redactText, type SubRequest } from '../../connectors/http/sub-request';
import { isSecretParam } from '../../lib/secret-params';
import { type UnifiedCallRecord, WireBody } from './unified-call-record';

/** Request and response bodies are kept up to 16 KiB of JSON text each (as sub-request bodies); past it, cut. */
export const LOG_BODY_LIMIT = 16 * 1024;

/**
 * Header names that carry credentials besides the well-known ones (redactHeaders covers those); query names:
 * isSecretParam.
 */
const SECRET_NAME = /token|secret|password|passwd|api[-_]?key|apikey|auth|signature|session|credential|cookie/i;
const BEARER_OR_BASIC = /^(?:bearer|basic|token)\s+(\S+)$/i;

export interface LoggedBody {
  body: unknown;
  /** True when the body was longer than LOG_BODY_LIMIT: `body` is then the first part of its JSON text. */
  truncated: boolean;
}

/** Cuts credential fields and every form (plain, URL-encoded, base64) of the request's secrets out of a text. */
type Redact = (text: string) => string;

/** Every form (plain, URL-encoded, base64) of the request's secrets: computed once per row. */
const formsOf = (secrets: readonly string[]) => [
  ...new Set(
    secrets
      .filter((secret) => secret.length >= 4)
      .flatMap((secret) => [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')]),
  ),
];

/** Cuts the forms out of a text; a text is searched only for forms it holds. */
function cutForms(text: string, forms: readonly string[]): string {
  let result = text;
  for (const form of forms) if (result.includes(form)) result = result.split(form).join(REDACTED);
  return result;
}

/** Built once per row: credential fields and secret parameters (one regular expression pass), then the forms. */
function redactorOf(forms: readonly string[]): Redact {
  return (text) => cutForms(redactText(text, []), forms);
}

/**
 * Sub-requests with the caller's own secrets cut out, in case a vendor echoed them. The VendorClient redacted each
 * already (credential fields, secret parameters, the connection's secrets): only the forms are looked for, field by
 * field, and a sub-request is copied only when one holds a form.
 */
function withoutCallerSecrets(subRequests: SubRequest[], forms: readonly string[]): SubRequest[] {
  if (forms.length === 0) return subRequests;
  const holds = (text: string | null) => text !== null && forms.some((form) => text.includes(form));
  const cutHeaders = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, cutForms(value, forms)]));
  return subRequests.map((call) => {
    const echoed =
      holds(call.url) ||
      holds(call.requestBody) ||
      holds(call.responseBody) ||
      holds(call.error) ||
      Object.values(call.requestHeaders).some(holds) ||
      Object.values(call.responseHeaders).some(holds);
    if (!echoed) return call;
    const cut = (text: string | null) => (text === null ? null : cutForms(text, forms));
    return {
      ...call,
      url: cutForms(call.url, forms),
      requestHeaders: cutHeaders(call.requestHeaders),
      requestBody: cut(call.requestBody),
      responseHeaders: cutHeaders(call.responseHeaders),
      responseBody: cut(call.responseBody),
      error: cut(call.error),
    };
  });
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

function redactHeaderValues(headers: Record<string, string>, redact: Redact): Record<string, string> {
  const redacted = redactHeaders(headers, []);
  for (const [name, value] of Object.entries(redacted))
    redacted[name] = SECRET_NAME.test(name) ? REDACTED : redact(value);
  return redacted;
}

function redactQuery(query: Record<string, unknown>, redact: Redact): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [
      name,
      isSecretParam(name)
        ? REDACTED
        : typeof value === 'string'
          ? redact(value)
          : parseRedacted(redact(JSON.stringify(value ?? null))),
    ]),
  );
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
export function loggedBody(body: unknown, redact: Redact): LoggedBody {
  if (body === undefined || body === null || body === '') return { body: null, truncated: false };
  if (body instanceof WireBody) return wireBody(body.text, redact);
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  if (raw.length > LOG_BODY_LIMIT) return redactedHead(raw, LOG_BODY_LIMIT, redact);
  const text = redact(raw);
  if (typeof body === 'string') return { body: text, truncated: false };
  return { body: parseRedacted(text), truncated: false };
}

/** A body as it went over the wire: redacted once, then parsed once (JSON) or kept as text. */
function wireBody(text: string, redact: Redact): LoggedBody {
  if (text === '') return { body: null, truncated: false };
  if (text.length > LOG_BODY_LIMIT) return redactedHead(text, LOG_BODY_LIMIT, redact);
  return { body: parseRedacted(redact(text)), truncated: false };
}

/** About how much memory a buffered row holds (its bodies' text and a fixed part), for the buffer's bound. */
function approximateBytes(entry: UnifiedCallRecord, bodies: LoggedBody[]): number {
  const textLength = (value: unknown) => (typeof value === 'string' ? value.length : 0);
  const vendorBodies = entry.subRequests.reduce(
    (sum, call) => sum + textLength(call.requestBody) + textLength(call.responseBody),
    0,
  );
  return (
    2048 +
    vendorBodies +
    bodies.reduce((sum, { body }) => sum + (typeof body === 'string' ? body.length : LOG_BODY_LIMIT / 4), 0)
  );
}

/** The row of one call: credentials redacted everywhere, bodies cut, a new id. */
export function requestLogRow(entry: UnifiedCallRecord) {
  const forms = formsOf(secretsOf(entry.request.headers));
  const redact = redactorOf(forms);
  const requestBody = loggedBody(entry.request.body, redact);
  const responseBody = loggedBody(entry.response.body, redact);
  return {
    approximateBytes: approximateBytes(entry, [requestBody, responseBody]),
    id: randomUUID(),
    createdAt: entry.createdAt,
    accountId: entry.accountId,
    applicationId: entry.applicationId,
    consumerId: entry.consumerId,
    serviceId: entry.serviceId,
    kind: entry.kind,
    platformCall: entry.platformCall === true,
    refused: entry.refused === true,
    method: entry.request.method,
    status: entry.response.status,
    latencyMs: Math.max(0, Math.round(entry.response.latencyMs)),
    request: {
      method: entry.request.method,
      // One pass: redactText cuts every secret parameter (lib/secret-params.ts), then the request's own secrets.
      url: redact(entry.request.url),
      query: redactQuery(entry.request.query, redact),
      headers: redactHeaderValues(entry.request.headers, redact),
      body: requestBody.body,
      truncated: requestBody.truncated,
    },
    response: {
      status: entry.response.status,
      latencyMs: entry.response.latencyMs,
      headers: redactHeaderValues(entry.response.headers, redact),
      body: responseBody.body,
      truncated: responseBody.truncated,
    },
    // Redacted by the VendorClient; the caller's own credentials are cut out once more in case a vendor echoed them.
    subRequests: withoutCallerSecrets(entry.subRequests, forms),
  };
}

export type RequestLogInsert = ReturnType<typeof requestLogRow>;
