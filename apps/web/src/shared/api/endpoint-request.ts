import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { type EndpointSpec, type InputOf, pathOf } from '@portal/shared/common/endpoint';

/**
 * RTK Query's request for a contract endpoint: the URL (relative to the base
 * URL `/api`), method, query and body all come from the contract, so the web
 * cannot call a path or send a shape the server does not declare.
 * `query: (account) => requestOf(membersEndpoints.list, { query: { account } })`.
 */
export function requestOf<E extends EndpointSpec>(endpoint: E, input: InputOf<E>): FetchArgs {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  return {
    url: pathOf(endpoint, params).replace(/^\//, ''),
    method: endpoint.method,
    ...(query ? { params: query } : {}),
    ...(body === undefined ? {} : { body }),
  };
}

/** What a caller sends as the body of a contract endpoint: the argument of most mutations. */
export type BodyOf<E extends EndpointSpec> = InputOf<E>['body'];
