import {
  type AnswerOf,
  type Endpoint,
  type EndpointSpec,
  type InputOf,
  type MetaOf,
  pathOf,
  queryStringOf,
} from './endpoint';
import type { ErrorBody } from './validation';

/**
 * One typed client for the tests: `client.call(membersEndpoints.list, { query: { account }, token })`.
 * The path, method and types come from the contract, so no test writes a path
 * string or casts an answer. A transport carries the request: `inject` for API
 * tests, `fetch` for component and browser tests.
 */

export interface TransportRequest {
  method: string;
  /** The full path below the origin, `/api/...` with its query string. */
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** A contract call's answer. `data`/`meta` throw unless the call succeeded; `error` throws unless it failed. */
export interface CallResult<E extends EndpointSpec> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  ok: boolean;
  readonly data: AnswerOf<E>;
  readonly meta: MetaOf<E>;
  readonly error: ErrorBody['error'];
}

export type CallOptions<E extends EndpointSpec> = InputOf<E> & {
  /** The bearer token (a session, or for the data plane an access token). */
  token?: string | undefined;
  headers?: Record<string, string>;
};

/** Requests for a contract endpoint: method, `/api` path with parameters and query, headers and body. */
export function requestOf<E extends EndpointSpec>(
  endpoint: E,
  options: CallOptions<E>,
  prefix = '/api',
): TransportRequest {
  const input = options as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return {
    method: endpoint.method,
    url: `${endpoint.prefix ?? prefix}${pathOf(endpoint, input.params)}${queryStringOf(input.query)}`,
    headers,
    ...(input.body === undefined ? {} : { body: input.body }),
  };
}

function describe(endpoint: Pick<Endpoint, 'method' | 'path'>, response: TransportResponse) {
  return `${endpoint.method} ${endpoint.path} answered ${response.status}: ${JSON.stringify(response.body)}`;
}

export function resultOf<E extends EndpointSpec>(endpoint: E, response: TransportResponse): CallResult<E> {
  const ok = response.status >= 200 && response.status < 300;
  const body = response.body as { data?: unknown; meta?: unknown; error?: ErrorBody['error'] };
  return {
    status: response.status,
    headers: response.headers,
    body: response.body,
    ok,
    get data() {
      if (!ok) throw new Error(describe(endpoint, response));
      // A SCIM answer is the body itself, without the envelope.
      return (endpoint.format === 'scim' ? response.body : body.data) as AnswerOf<E>;
    },
    get meta() {
      if (!ok) throw new Error(describe(endpoint, response));
      return body.meta as MetaOf<E>;
    },
    get error() {
      if (!ok && endpoint.format === 'scim') {
        // A SCIM error (RFC 7644 §3.12) read as the API's: its status, its scimType as the code, its detail.
        const scim = response.body as { status?: string; scimType?: string; detail?: string };
        return { statusCode: Number(scim.status), code: scim.scimType ?? '', message: scim.detail ?? '' };
      }
      if (ok || !body?.error) throw new Error(`expected an error: ${describe(endpoint, response)}`);
      return body.error;
    },
  };
}

export interface ApiClient {
  call<E extends EndpointSpec>(
    endpoint: E,
    ...options: Partial<CallOptions<E>> extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]
  ): Promise<CallResult<E>>;
  /** The same client with a token on every call (a call's own token wins). */
  as(token: string | undefined): ApiClient;
}

export function createApiClient(
  transport: Transport,
  defaults: { token?: string | undefined; prefix?: string } = {},
): ApiClient {
  return {
    async call(endpoint, ...rest) {
      const options = (rest[0] ?? {}) as CallOptions<typeof endpoint>;
      const request = requestOf(endpoint, { token: defaults.token, ...options }, defaults.prefix);
      return resultOf(endpoint, await transport(request));
    },
    as(token) {
      return createApiClient(transport, { ...defaults, token });
    },
  };
}

/** A transport over `fetch` to `origin` (component and browser tests, benchmarks). */
export function fetchTransport(origin: string, fetchImpl: typeof fetch = fetch): Transport {
  return async (request) => {
    const headers: Record<string, string> = { ...request.headers };
    let body: string | undefined;
    if (request.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(request.body);
    }
    const response = await fetchImpl(`${origin}${request.url}`, { method: request.method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, headers: Object.fromEntries(response.headers.entries()), body: parsed };
  };
}
