import { type EndpointSpec, pathOf } from '@portal/shared/common/endpoint';
import { requestJson, type RequestResult } from './fetch-endpoint';

/**
 * GET requests started before the API layer has loaded, so a signed-in screen does not wait for the layout's
 * chunk, then RTK Query's, before it asks for its data (app/start-early.ts starts them with the entry).
 * base-api.ts takes each answer once, for the same path and session, instead of sending the request again;
 * what it has not taken within `EARLY_ANSWER_TTL_MS` is dropped, and it then asks the server itself.
 */
export const EARLY_ANSWER_TTL_MS = 10_000;

interface EarlyAnswer {
  token: string;
  started: number;
  result: Promise<RequestResult>;
}

const answers = new Map<string, EarlyAnswer>();

/** The path of a GET request, as base-api.ts sends it (relative to /api, with its query). */
export const requestKey = (path: string) => path.replace(/^\//, '');

/** Starts the GET of `endpoint` (one without parameters) for the session `token`. */
export function fetchEarly(endpoint: EndpointSpec, token: string): void {
  const path = pathOf(endpoint, undefined);
  if (endpoint.method !== 'GET') throw new Error(`Only GET requests start early, not ${endpoint.method} ${path}`);
  const result = requestJson(path, { headers: { authorization: `Bearer ${token}` } });
  answers.set(requestKey(path), { token, started: Date.now(), result });
}

/** The early answer of the GET of `path` without taking it (base-api.ts still will); undefined when there is none. */
export function peekEarlyAnswer(path: string): Promise<RequestResult> | undefined {
  return answers.get(requestKey(path))?.result;
}

/** The early answer of the GET of `path` for `token`, once; undefined when there is none (or it is stale). */
export function takeEarlyAnswer(path: string, token: string | null): Promise<RequestResult> | undefined {
  const key = requestKey(path);
  const early = answers.get(key);
  if (!early) return undefined;
  answers.delete(key);
  if (early.token !== token || Date.now() - early.started > EARLY_ANSWER_TTL_MS) return undefined;
  return early.result;
}
