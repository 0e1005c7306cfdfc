import type { FastifyInstance } from 'fastify';
import type { EndpointSpec } from '@portal/shared/common/endpoint';
import {
  type ApiClient,
  type CallResult,
  type Transport,
  createApiClient,
  requestOf,
  resultOf,
} from '@portal/shared/common/endpoint-client';

/** Carries contract calls through `app.inject`: no network, the real routes, hooks and database. */
export function injectTransport(app: FastifyInstance, remoteAddress?: string): Transport {
  return async (request) => {
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
    let body: unknown = response.body;
    try {
      body = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.statusCode, headers: response.headers as Record<string, string>, body };
  };
}

/** Input the contract's types refuse, for tests of validation: wrong types, missing fields, a raw text body. */
export interface UncheckedInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The typed client of the API tests, with what only tests need. */
export interface TestClient extends ApiClient {
  /** The same client with a session token on every call. */
  as(token: string | undefined): TestClient;
  /** The same client calling from another IP address (the per-address limits). */
  from(ip: string): TestClient;
  /** Calls an endpoint with input its types do not allow; the answer is typed as usual. */
  unchecked<E extends EndpointSpec>(endpoint: E, input?: UncheckedInput): Promise<CallResult<E>>;
}

/** `client(app).call(membersEndpoints.list, { query: { account } })`, as a person: `client(app, token)`. */
export function client(app: FastifyInstance, token?: string, ip?: string): TestClient {
  const transport = injectTransport(app, ip);
  const typed = createApiClient(transport, { token });
  return {
    call: typed.call,
    as: (next) => client(app, next, ip),
    from: (next) => client(app, token, next),
    async unchecked(endpoint, input = {}) {
      const options = { token, ...input } as Parameters<typeof requestOf<typeof endpoint>>[1];
      return resultOf(endpoint, await transport(requestOf(endpoint, options)));
    },
  };
}
