import { type EndpointSpec, type InputOf, pathOf, queryStringOf, type ResultOf } from '@portal/shared/common/endpoint';
import { API_BASE_URL } from '../lib/paths';
import { endExpiredSession, unwrapEnvelope } from './answers';

/**
 * A failed request, in the shape RTK Query's `fetchBaseQuery` gives (`toApiError` reads both):
 * the status and parsed body of an error answer, or why there was no usable answer.
 */
export type RequestFailure =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR'; error: string }
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string; error: string };

/** What `fetchBaseQuery` answers: the parsed body of a 2xx answer, or the failure. */
export type RequestResult = { data: unknown; error?: undefined } | { error: RequestFailure; data?: undefined };

/** Sends a request to the API and reads its answer as `fetchBaseQuery` does (JSON, or null for an empty body). */
export async function requestJson(path: string, init: RequestInit): Promise<RequestResult> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, init);
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch (error) {
    return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(error) } };
  }
  return response.ok ? { data } : { error: { status: response.status, data } };
}

/**
 * One call of a contract endpoint with `fetch`, without RTK Query: for the screens of visitors who have no
 * session yet (Login), so that their first load carries no API cache. It sends and reads what the RTK Query
 * layer does (JSON body, the contract's envelope unwrapped, a 401 ends the session the same way) and
 * throws a `RequestFailure`, as an unwrapped mutation does.
 */
export async function fetchEndpoint<E extends EndpointSpec>(
  dispatch: (action: { type: string }) => unknown,
  endpoint: E,
  input: InputOf<E>,
): Promise<ResultOf<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const result = await requestJson(`${pathOf(endpoint, params)}${queryStringOf(query)}`, {
    method: endpoint.method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (result.error) {
    if (result.error.status === 401) endExpiredSession(dispatch);
    throw result.error;
  }
  return unwrapEnvelope(result.data) as ResultOf<E>;
}
