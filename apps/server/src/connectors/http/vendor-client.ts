import type { Connector, ConnectorSettings } from '../catalog/connector-types';
import { renewsTokens, secretValuesOf, vendorAuthentication } from '../auth/vendor-auth';
import { ConnectorError } from './connector-error';
import { type ConnectorContext, DEFAULT_RETRY_DEADLINE_MS, DEFAULT_TIMEOUT_MS } from './connector-context';
import { type AnswerHeaders, recordedFetch, retryAfterMs, type VendorAnswer, vendorReason } from './recorded-fetch';
import { REDACTED, redactHeaders, redactText } from './sub-request';
import { fillTemplate, joinUrl, type QueryValue, templateValues, vendorUrl } from './vendor-urls';

export interface VendorRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The vendor's documented path below the API base URL, e.g. `/v1/employees/directory`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is, with its content type (passthrough of a body that is not JSON). */
  raw?: { contentType: string; data: string | Uint8Array };
  headers?: Record<string, string>;
  /** The body answered as the vendor's text, unparsed (passthrough answers it as it came). */
  rawAnswer?: boolean;
  /** Statuses the caller handles itself instead of getting a ConnectorError (e.g. 404 for "no such record"). */
  acceptStatuses?: number[];
}

export interface VendorResponse<T> {
  status: number;
  headers: AnswerHeaders;
  body: T;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** A fetch Response of an answer, for the token requests that authentication makes with `fetchImpl`. */
const responseOf = (answer: VendorAnswer) =>
  new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.text, {
    status: answer.status,
    headers: [...answer.headers.entries()],
  });

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A vendor asking to be called again later: any 429, and a 503 that says when (Retry-After, RFC 9110 §10.2.3). */
const asksToRetry = (response: Pick<VendorAnswer, 'status' | 'headers'>) =>
  response.status === 429 || (response.status === 503 && response.headers.has('retry-after'));

/**
 * Calls one vendor for one connection: builds URLs from the catalog (with the base URL override), applies the
 * connector's authentication, records every call as a redacted sub-request, waits out 429s (and 503s with
 * Retry-After) within a deadline,
 * renews OAuth tokens once on a 401, and turns failures into ConnectorErrors.
 */
export class VendorClient {
  private readonly fetchImpl: typeof fetch;

  constructor(
    readonly connector: Connector,
    readonly settings: ConnectorSettings,
    readonly ctx: ConnectorContext = {},
  ) {
    // Token requests go through the same recording (the connection's secrets redacted) and the same waits.
    this.fetchImpl = async (input, init) => {
      const deadline = Date.now() + (this.ctx.retryDeadlineMs ?? DEFAULT_RETRY_DEADLINE_MS);
      for (let attempt = 0; ; attempt += 1) {
        const answer = await recordedFetch(
          String(input instanceof Request ? input.url : input),
          init ?? {},
          this.fetchOptions([]),
        );
        if (!asksToRetry(answer) || !(await this.waitOut(answer, attempt, deadline))) return responseOf(answer);
      }
    };
  }

  /**
   * Sleeps for the Retry-After of a 429 or 503 and answers true; past the deadline a 429 throws VENDOR_RATE_LIMITED
   * and a 503 answers false (it is then handled as the vendor's answer).
   */
  private async waitOut(
    response: Pick<VendorAnswer, 'status' | 'headers'>,
    attempt: number,
    deadline: number,
  ): Promise<boolean> {
    const wait = retryAfterMs(response.headers, attempt);
    if (Date.now() + wait > deadline) {
      if (response.status !== 429) return false;
      throw new ConnectorError(
        'VENDOR_RATE_LIMITED',
        `${this.connector.name} is rate limiting these calls; try again later`,
        {
          vendorStatus: 429,
          retryAfterSeconds: Math.ceil(wait / 1000),
        },
      );
    }
    await (this.ctx.sleep ?? sleepFor)(wait);
    return true;
  }

  /** The API base URL of this connection. */
  get baseUrl(): string {
    return vendorUrl(this.connector, 'api', this.settings, this.ctx.env);
  }

  private fetchOptions(extraSecrets: string[]) {
    return {
      vendorName: this.connector.name,
      fetch: this.ctx.fetch,
      record: this.ctx.recordSubRequest,
      secrets: [...secretValuesOf(this.connector, this.settings), ...extraSecrets],
      timeoutMs: this.ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    };
  }

  async request<T = unknown>(request: VendorRequest): Promise<VendorResponse<T>> {
    const deadline = Date.now() + (this.ctx.retryDeadlineMs ?? DEFAULT_RETRY_DEADLINE_MS);
    const values = templateValues(this.connector, this.settings);
    const fixedHeaders = Object.fromEntries(
      Object.entries(this.connector.headers ?? {}).map(([name, template]) => [
        name,
        fillTemplate(this.connector, template, values),
      ]),
    );
    let attempt = 0;
    let renewed = false;
    for (;;) {
      const auth = await vendorAuthentication(this.connector, this.settings, this.ctx, this.fetchImpl, renewed);
      const url = joinUrl(this.baseUrl, request.path, { ...request.query, ...auth.query });
      const headers: Record<string, string> = {
        ...fixedHeaders,
        ...this.connector.perRequestHeaders?.(),
        ...request.headers,
        ...auth.headers,
      };
      if (request.json !== undefined) headers['Content-Type'] = 'application/json';
      else if (request.raw) headers['Content-Type'] = request.raw.contentType;
      const raw = request.raw?.data;
      const body =
        request.json !== undefined
          ? JSON.stringify(request.json)
          : typeof raw === 'string' || raw === undefined
            ? raw
            : new Uint8Array(raw);
      const response = await recordedFetch(
        url,
        { method: request.method ?? 'GET', headers, body },
        this.fetchOptions(auth.secrets),
      );
      if (asksToRetry(response) && (await this.waitOut(response, attempt, deadline))) {
        attempt += 1;
        continue;
      }
      if (response.status === 401 && renewsTokens(this.connector) && !renewed) {
        renewed = true;
        continue;
      }
      if ((response.status >= 200 && response.status < 300) || request.acceptStatuses?.includes(response.status)) {
        const body = request.rawAnswer
          ? response.text === ''
            ? null
            : response.text
          : parseBody(response.text, response.headers);
        return { status: response.status, headers: response.headers, body: body as T };
      }
      throw this.failure(response);
    }
  }

  /**
   * The request as `request` would send it, without sending it (a write's dry run): the URL, the headers with the
   * credentials masked (no token is fetched for it), the JSON body; the connection's secrets masked wherever they
   * appear.
   */
  preview(request: VendorRequest): { method: string; url: string; headers: Record<string, string>; body: unknown } {
    const secrets = secretValuesOf(this.connector, this.settings);
    const values = templateValues(this.connector, this.settings);
    const auth = this.connector.auth;
    const credentialQuery = auth.kind === 'apiKey' && auth.in !== 'header' ? { [auth.name]: REDACTED } : {};
    const credentialHeaders: Record<string, string> =
      auth.kind === 'apiKey' && auth.in === 'header'
        ? { [auth.name]: REDACTED }
        : auth.kind === 'basic'
          ? { Authorization: `Basic ${REDACTED}` }
          : auth.kind.startsWith('oauth2')
            ? { Authorization: `Bearer ${REDACTED}` }
            : {};
    const headers = redactHeaders(
      {
        ...Object.fromEntries(
          Object.entries(this.connector.headers ?? {}).map(([name, template]) => [
            name,
            fillTemplate(this.connector, template, values),
          ]),
        ),
        ...request.headers,
        ...(request.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      secrets,
    );
    const url = redactText(joinUrl(this.baseUrl, request.path, { ...request.query, ...credentialQuery }), secrets);
    const body =
      request.json === undefined ? null : (JSON.parse(redactText(JSON.stringify(request.json), secrets)) as unknown);
    return {
      method: request.method ?? 'GET',
      url,
      headers: {
        ...headers,
        ...Object.fromEntries(Object.entries(credentialHeaders).map(([name, value]) => [name.toLowerCase(), value])),
      },
      body,
    };
  }

  /** Obtains (or reuses) the connection's OAuth access token without calling the API: a client-credentials check. */
  async token(): Promise<void> {
    await vendorAuthentication(this.connector, this.settings, this.ctx, this.fetchImpl);
  }

  /** The body of a successful call. */
  async json<T>(request: VendorRequest): Promise<T> {
    return (await this.request<T>(request)).body;
  }

  private failure(response: VendorAnswer): ConnectorError {
    const vendor = this.connector.name;
    const reason = vendorReason(response.text, response.headers);
    const status = response.status;
    const details = { vendorStatus: status };
    if (status === 401 || status === 403) {
      return new ConnectorError(
        'CONNECTION_INVALID',
        `${vendor} refused the credentials: ${reason ?? `HTTP ${status}`}`,
        details,
      );
    }
    if (status === 404)
      return new ConnectorError('NOT_FOUND', reason ? `${vendor}: ${reason}` : `${vendor} has no such record`, details);
    if (status >= 500) {
      const retryAfter = response.headers.has('retry-after')
        ? { retryAfterSeconds: Math.ceil(retryAfterMs(response.headers, 0) / 1000) }
        : {};
      return new ConnectorError('VENDOR_ERROR', `${vendor} failed with HTTP ${status}${reason ? `: ${reason}` : ''}`, {
        ...details,
        ...retryAfter,
      });
    }
    return new ConnectorError(
      'VENDOR_REJECTED',
      `${vendor} rejected the request (HTTP ${status})${reason ? `: ${reason}` : ''}`,
      details,
    );
  }
}

function parseBody(text: string, headers: AnswerHeaders): unknown {
  if (text === '') return null;
  const type = headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
