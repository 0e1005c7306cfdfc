import type { ResultOf } from '@portal/shared/common/endpoint';
import { pathOf, queryStringOf } from '@portal/shared/common/endpoint';
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

/** The consumer's callable connections, or that the application has no API key to get its token with. */
export type ConsumerConnections = { needsCredentials: true } | { needsCredentials: false; connections: Connection[] };

/** Consumer tokens this tab obtained, by consumer: reused until a 401 says it expired. */
const consumerTokens = new Map<string, string>();

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
    /**
     * The consumer's callable connections, read with the consumer's access token (001 §2): the token comes from
     * POST /auth with the application's first API key; a 401 gets a new one and retries once (001 §4).
     */
    getConsumerConnections: build.query<ConsumerConnections, ConsumerRef>({
      async queryFn({ id, applicationId }, _api, _extra, baseQuery) {
        const keys = await baseQuery(requestOf(credentialsEndpoints.list, { query: { application: applicationId, offset: 0, limit: 1 } }));
        if (keys.error) return { error: keys.error };
        const first = (keys.data as ResultOf<typeof credentialsEndpoints.list>).data[0];
        if (!first) return { data: { needsCredentials: true } };
        const revealed = await baseQuery(requestOf(credentialsEndpoints.reveal, { params: { id: first.id }, query: { application: applicationId } }));
        if (revealed.error) return { error: revealed.error };
        const { apiKey } = revealed.data as ResultOf<typeof credentialsEndpoints.reveal>;
        const url = `${pathOf(connectionsEndpoints.list)}${queryStringOf({ state: 'callable' })}`;
        const list = async (token: string) => withToken<Connection[]>(url, { method: 'GET' }, token);
        try {
          const known = consumerTokens.get(id);
          try {
            return { data: { needsCredentials: false, connections: await list(known ?? (await consumerToken(id, apiKey))) } };
          } catch (failure) {
            if (!(failure instanceof TokenCallError) || failure.status !== 401 || !known) throw failure;
            return { data: { needsCredentials: false, connections: await list(await consumerToken(id, apiKey)) } };
          }
        } catch (failure) {
          const error: FetchBaseQueryError =
            failure instanceof TokenCallError ? { status: failure.status, data: failure.body } : { status: 'FETCH_ERROR', error: String(failure) };
          return { error };
        }
      },
      providesTags: (_result, _error, { applicationId }) => [{ type: 'Connection', id: applicationId }, { type: 'Credential', id: applicationId }],
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
} = consumersApi;
