import { isSecretParam } from '../../lib/secret-params';

/**
 * One call to a vendor made while serving a request, for the request log's `subRequests` (001 §3). Secrets are
 * redacted before a record is made: credential headers, the connection's secret values wherever they appear
 * (URL, headers, bodies) and token fields of OAuth answers.
 */
export interface SubRequest {
  startedAt: string;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  /** Null when no answer came (timeout, unreachable). */
  status: number | null;
  responseHeaders: Record<string, string>;
  responseBody: string | null;
  /** True when `responseBody` was cut at SUB_REQUEST_BODY_LIMIT characters. */
  truncated: boolean;
  latencyMs: number;
  /** Why no answer came: 'timeout' or the network error. */
  error: string | null;
}

export type SubRequestRecorder = (record: SubRequest) => void;

/** Bodies in sub-request records are cut past 16 KiB (characters), with `truncated: true`. */
export const SUB_REQUEST_BODY_LIMIT = 16 * 1024;

export const REDACTED = '[redacted]';

/** Headers that always carry credentials. */
const CREDENTIAL_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'x-mybring-api-key',
]);

/** JSON fields that carry credentials in token requests and answers. */
const JSON_FIELDS = [
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'password',
  'apikey',
  'code_verifier',
  'assertion',
];
/**
 * One pass over a text: a credential JSON field, or any `name=value` of a URL's query or a form (at the start, after
 * `?`, `&` or `;`), whose value is cut when `isSecretParam(name)`. A value ends at `&`, `#`, a quote or white space, so
 * a URL echoed inside JSON keeps the JSON intact.
 */
const FIELD_PATTERN = new RegExp(
  `("(?:${JSON_FIELDS.join('|')})"\\s*:\\s*")[^"]*(")|((?:^|[?&;])([\\w.\\-\\[\\]%]+)=)[^&#\\s"]*`,
  'gi',
);

/**
 * Every form (plain, URL-encoded, base64) of each secret of 4 characters or more, worked out once per list of secrets.
 */
const formsBySecrets = new WeakMap<readonly string[], string[]>();
function formsOf(secrets: readonly string[]): string[] {
  if (secrets.length === 0) return [];
  let forms = formsBySecrets.get(secrets);
  if (!forms) {
    const long = secrets.filter((secret) => secret.length >= 4);
    forms = [
      ...new Set(
        long.flatMap((secret) => [secret, encodeURIComponent(secret), Buffer.from(secret).toString('base64')]),
      ),
    ];
    formsBySecrets.set(secrets, forms);
  }
  return forms;
}

/**
 * Replaces every secret value (and its URL-encoded and base64 forms), every credential field and secret parameter in a
 * text.
 */
export function redactText(text: string, secrets: readonly string[]): string {
  // A credential field needs a quote and a parameter an equals sign: a text with neither skips the expression.
  let result =
    !text.includes('"') && !text.includes('=')
      ? text
      : text.replace(
          FIELD_PATTERN,
          (match, jsonStart?: string, jsonEnd?: string, paramStart?: string, name?: string) => {
            if (jsonStart !== undefined) return `${jsonStart}${REDACTED}${jsonEnd}`;
            return name !== undefined && isSecretParam(name) ? `${paramStart}${REDACTED}` : match;
          },
        );
  for (const form of formsOf(secrets)) if (result.includes(form)) result = result.split(form).join(REDACTED);
  return result;
}

/** Room kept past a cut for a secret that straddles it, so the kept text is redacted as if whole. */
const REDACTION_MARGIN = 1024;

/**
 * The first `limit` characters of a text longer than that, redacted: only what is kept (with REDACTION_MARGIN of
 * room for a secret across the cut) goes through `redact`, so a large body costs no more than `limit` of redaction.
 */
export function redactedHead(
  text: string,
  limit: number,
  redact: (text: string) => string,
): { body: string; truncated: true } {
  return { body: redact(text.slice(0, limit + REDACTION_MARGIN)).slice(0, limit), truncated: true };
}

/** A vendor's body for a sub-request record: redacted, cut past SUB_REQUEST_BODY_LIMIT. */
export function redactedBody(
  text: string | null,
  secrets: readonly string[],
): { body: string | null; truncated: boolean } {
  if (text === null) return { body: null, truncated: false };
  if (text.length <= SUB_REQUEST_BODY_LIMIT + REDACTION_MARGIN) return truncateBody(redactText(text, secrets));
  return redactedHead(text, SUB_REQUEST_BODY_LIMIT, (kept) => redactText(kept, secrets));
}

export function redactHeaders(headers: Record<string, string>, secrets: readonly string[]): Record<string, string> {
  const redacted: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    redacted[lower] = CREDENTIAL_HEADERS.has(lower) ? REDACTED : redactText(value, secrets);
  }
  return redacted;
}

export function truncateBody(body: string | null): { body: string | null; truncated: boolean } {
  if (body === null || body.length <= SUB_REQUEST_BODY_LIMIT) return { body, truncated: false };
  return { body: body.slice(0, SUB_REQUEST_BODY_LIMIT), truncated: true };
}

export function headersToRecord(headers: Headers | Record<string, string> | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  return { ...headers };
}
