import type { ResultOf } from '@portal/shared/common/endpoint';
import { pathOf } from '@portal/shared/common/endpoint';
import type { UnifiedApi } from '@portal/shared/connectors/connectors.constants';
import { CONSUMERS_PAGE_SIZE } from '@portal/shared/consumers/consumers.constants';
import { consumersEndpoints as endpoints } from '@portal/shared/consumers/consumers.endpoints';
import { credentialsEndpoints } from '@portal/shared/credentials/credentials.endpoints';
import { connectionsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import type { Connection } from '@portal/shared/integrations/integrations.schemas';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { baseApi } from '../../shared/api/base-api';
import { type BodyOf, requestOf } from '../../shared/api/endpoint-request';
import { API_BASE_URL } from '../../shared/lib/paths';

/** The cache entry of one application's consumers (every page). */
const consumersOf = (applicationId: string) => ({ type: 'Consumer' as const, id: applicationId });

export interface ConsumerRef {
  id: string;
  applicationId: string;
}

/** The consumer's connections, or that the application has no API key to get its token with. */
export type ConsumerConnections = { needsCredentials: true } | { needsCredentials: false; connections: Connection[] };
export type ConsumerConnection = { needsCredentials: true } | { needsCredentials: false; connection: Connection };

export interface ConsumerServiceRef extends ConsumerRef {
  unifiedApi: UnifiedApi;
  serviceId: string;
}

/** Consumer tokens this tab obtained, by consumer: reused until a 401 says it expired (exported for that test). */
export const consumerTokens = new Map<string, string>();

class TokenCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** A call with a consumer token, outside the portal session (so its 401 is the token's, never a log-out). */
async function withToken<T>(url: string, init: RequestInit, token?: string): Promise<T> {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(`${API_BASE_URL}${url}`, { ...init, headers });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new TokenCallError(response.status, body);
  return (body as { data: T }).data;
}

async function consumerToken(consumerId: string, apiKey: string): Promise<string> {
  const body: BodyOf<typeof tokensEndpoints.issue> = { scope: 'consumer', consumerId, apiKey };
  const answer = await withToken<{ accessToken: string }>(pathOf(tokensEndpoints.issue), { method: 'POST', body: JSON.stringify(body) });
  consumerTokens.set(consumerId, answer.accessToken);
  return answer.accessToken;
}

type BaseQuery = (arg: ReturnType<typeof requestOf>) => Promise<{ data?: unknown; error?: FetchBaseQueryError }>;

/**
 * A call as the consumer (001 §2): with its access token from POST /auth with the application's first API key; a
 * 401 gets a new token and retries once (001 §4). `null`: the application has no API key.
 */
async function asConsumer<T>(baseQuery: BaseQuery, { id, applicationId }: ConsumerRef, call: (token: string) => Promise<T>): Promise<{ data: T | null } | { error: FetchBaseQueryError }> {
  const keys = await baseQuery(requestOf(credentialsEndpoints.list, { query: { application: applicationId, offset: 0, limit: 1 } }));
  if (keys.error) return { error: keys.error };
  const first = (keys.data as ResultOf<typeof credentialsEndpoints.list>).data[0];
  if (!first) return { data: null };
  const revealed = await baseQuery(requestOf(credentialsEndpoints.reveal, { params: { id: first.id }, query: { application: applicationId } }));
  if (revealed.error) return { error: revealed.error };
  const { apiKey } = revealed.data as ResultOf<typeof credentialsEndpoints.reveal>;
  try {
    const known = consumerTokens.get(id);
    try {
      return { data: await call(known ?? (await consumerToken(id, apiKey))) };
    } catch (failure) {
      if (!(failure instanceof TokenCallError) || failure.status !== 401 || !known) throw failure;
      return { data: await call(await consumerToken(id, apiKey)) };
    }
  } catch (failure) {
    return { error: failure instanceof TokenCallError ? { status: failure.status, data: failure.body } : { status: 'FETCH_ERROR', error: String(failure) } };
  }
}

/** The consumer's connection to one service, through the owner-token endpoints. */
const connectionPath = ({ unifiedApi, serviceId }: ConsumerServiceRef) => pathOf(connectionsEndpoints.get, { unifiedApi, serviceId });
const consumerConnectionsOf = (consumerId: string) => ({ type: 'Connection' as const, id: `consumer:${consumerId}` });

/** Callable connections first (001 §2), then by service. */
const callableFirst = (connections: Connection[]) =>
  [...connections].sort((a, b) => Number(b.state === 'callable') - Number(a.state === 'callable') || a.serviceId.localeCompare(b.serviceId));

export const consumersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page (10) of an application's consumers, newest first; `cursor` from `meta.next` or `meta.previous`. */
    getConsumers: build.query<ResultOf<typeof endpoints.list>, { applicationId: string; cursor?: string | undefined }>({
      query: ({ applicationId, cursor }) => requestOf(endpoints.list, { query: { applicationId, cursor, limit: CONSUMERS_PAGE_SIZE } }),
      providesTags: (_result, _error, { applicationId }) => [consumersOf(applicationId)],
    }),
    getConsumer: build.query<ResultOf<typeof endpoints.get>, ConsumerRef>({
      query: ({ id, applicationId }) => requestOf(endpoints.get, { params: { id }, query: { applicationId } }),
      providesTags: (_result, _error, { applicationId }) => [consumersOf(applicationId)],
    }),
    getConsumerUsage: build.query<ResultOf<typeof endpoints.usage>, ConsumerRef>({
      query: ({ id, applicationId }) => requestOf(endpoints.usage, { params: { id }, query: { applicationId } }),
    }),
    createConsumer: build.mutation<ResultOf<typeof endpoints.create>, BodyOf<typeof endpoints.create>>({
      query: (body) => requestOf(endpoints.create, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [consumersOf(body.application)]),
    }),
    deleteConsumer: build.mutation<ResultOf<typeof endpoints.remove>, ConsumerRef>({
      query: ({ id, applicationId }) => requestOf(endpoints.remove, { params: { id }, query: { applicationId } }),
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [consumersOf(applicationId)]),
    }),
    /** The consumer's connection to every integration the application has enabled, callable ones first. */
    getConsumerConnections: build.query<ConsumerConnections, ConsumerRef>({
      async queryFn(ref, _api, _extra, baseQuery) {
        const answer = await asConsumer(baseQuery as BaseQuery, ref, (token) => withToken<Connection[]>(pathOf(connectionsEndpoints.list), { method: 'GET' }, token));
        if ('error' in answer) return answer;
        return { data: answer.data ? { needsCredentials: false, connections: callableFirst(answer.data) } : { needsCredentials: true } };
      },
      providesTags: (_result, _error, { id, applicationId }) => [consumerConnectionsOf(id), { type: 'Credential', id: applicationId }],
    }),
    getConsumerConnection: build.query<ConsumerConnection, ConsumerServiceRef>({
      async queryFn(ref, _api, _extra, baseQuery) {
        const answer = await asConsumer(baseQuery as BaseQuery, ref, (token) => withToken<Connection>(connectionPath(ref), { method: 'GET' }, token));
        if ('error' in answer) return answer;
        return { data: answer.data ? { needsCredentials: false, connection: answer.data } : { needsCredentials: true } };
      },
      providesTags: (_result, _error, { id, applicationId }) => [consumerConnectionsOf(id), { type: 'Credential', id: applicationId }],
    }),
    /** Saves the consumer's settings, or its sandbox switch: the server checks them with the vendor (or the simulator). */
    saveConsumerConnection: build.mutation<Connection, ConsumerServiceRef & { body: BodyOf<typeof connectionsEndpoints.save> }>({
      async queryFn({ body, ...ref }, _api, _extra, baseQuery) {
        const answer = await asConsumer(baseQuery as BaseQuery, ref, (token) => withToken<Connection>(connectionPath(ref), { method: 'PATCH', body: JSON.stringify(body) }, token));
        return 'error' in answer ? answer : { data: answer.data! };
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [consumerConnectionsOf(id)]),
    }),
    /** Reset (001 §2): the consumer's credentials and tokens removed, the connection available again. */
    resetConsumerConnection: build.mutation<Connection, ConsumerServiceRef>({
      async queryFn(ref, _api, _extra, baseQuery) {
        const answer = await asConsumer(baseQuery as BaseQuery, ref, (token) => withToken<Connection>(connectionPath(ref), { method: 'DELETE' }, token));
        return 'error' in answer ? answer : { data: answer.data! };
      },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [consumerConnectionsOf(id)]),
    }),
  }),
});

export const {
  useGetConsumersQuery,
  useGetConsumerQuery,
  useGetConsumerUsageQuery,
  useCreateConsumerMutation,
  useDeleteConsumerMutation,
  useGetConsumerConnectionsQuery,
  useGetConsumerConnectionQuery,
  useSaveConsumerConnectionMutation,
  useResetConsumerConnectionMutation,
} = consumersApi;
