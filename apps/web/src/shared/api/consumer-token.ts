import { pathOf } from '@portal/shared/common/endpoint';
import { tokensEndpoints } from '@portal/shared/tokens/tokens.endpoints';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL } from '../lib/paths';
import type { BodyOf } from './endpoint-request';
import type { InEnvironment } from './cache-tags';

/**
 * Calls a consumer makes with its own access token (its connections), outside the portal session: the application's
 * first API key gets the token (POST /auth), which this tab keeps until a 401 says it expired (001 §2, §4).
 */

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
export async function withToken<T>(url: string, init: RequestInit, token?: string): Promise<T> {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(`${API_BASE_URL}${url}`, { ...init, headers });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new TokenCallError(response.status, body);
  return (body as { data: T }).data;
}

async function consumerToken(consumerId: string, apiKey: string): Promise<string> {
  const body: BodyOf<typeof tokensEndpoints.issue> = { scope: 'consumer', consumerId, apiKey };
  const answer = await withToken<{ accessToken: string }>(pathOf(tokensEndpoints.issue), {
    method: 'POST',
    body: JSON.stringify(body),
  });
  consumerTokens.set(consumerId, answer.accessToken);
  return answer.accessToken;
}

/** A consumer of an application's environment (test consumers are reached with a test key's token). */
export interface ConsumerRef extends InEnvironment {
  id: string;
  applicationId: string;
}

/** The application's first API key, through the credentials domain's queries (shared/api/credentials.ts). */
export type FirstApiKey = () => Promise<{ apiKey: string | null } | { error: FetchBaseQueryError }>;

/**
 * A call as the consumer: with its access token from POST /auth with the application's first API key; a 401 gets a
 * new token and retries once. `null`: the application has no API key.
 */
export async function asConsumer<T>(
  firstApiKey: FirstApiKey,
  { id }: ConsumerRef,
  call: (token: string) => Promise<T>,
): Promise<{ data: T | null } | { error: FetchBaseQueryError }> {
  const key = await firstApiKey();
  if ('error' in key) return key;
  if (key.apiKey === null) return { data: null };
  const { apiKey } = key;
  try {
    const known = consumerTokens.get(id);
    try {
      return { data: await call(known ?? (await consumerToken(id, apiKey))) };
    } catch (failure) {
      if (!(failure instanceof TokenCallError) || failure.status !== 401 || !known) throw failure;
      return { data: await call(await consumerToken(id, apiKey)) };
    }
  } catch (failure) {
    return {
      error:
        failure instanceof TokenCallError
          ? { status: failure.status, data: failure.body }
          : { status: 'FETCH_ERROR', error: String(failure) },
    };
  }
}
