import type { Endpoint } from './endpoint';

/**
 * The error answers an endpoint can give, derived from its contract in one place (its `auth` and the input it
 * declares), for both OpenAPI documents (the portal's /api/docs and the data plane's /unified/openapi.json).
 * What no contract says (a conflict of a particular write, a service's own attempt limit) is not guessed.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 429;

export interface ErrorAnswerFacts {
  /** The route has a rate limit of its own (the server's route config). */
  rateLimited?: boolean;
}

/** Declared input, or a body any write carries (malformed JSON is a 400 too). */
const hasInput = (endpoint: Endpoint) =>
  Boolean(endpoint.params ?? endpoint.query ?? endpoint.body) || ['POST', 'PUT', 'PATCH'].includes(endpoint.method);

/** Each status with what it means for this endpoint, in status order. */
export function errorAnswersOf(endpoint: Endpoint, facts: ErrorAnswerFacts = {}): Array<[ErrorStatus, string]> {
  const auth = endpoint.auth;
  const scoped = auth.kind === 'team' || auth.kind === 'application';
  const answers: Array<[ErrorStatus, string | null]> = [
    [400, hasInput(endpoint) ? 'The request is not valid: `errors` names each field and the rule it breaks' : null],
    [
      401,
      auth.kind === 'public' || auth.kind === 'local'
        ? null
        : auth.kind === 'session' || scoped
          ? 'No valid session'
          : 'No valid access token',
    ],
    [
      403,
      scoped && auth.action
        ? "The caller's role may not do this (`FORBIDDEN`, \"You don't have permission\"), or the plan's limit is reached"
        : auth.kind === 'unifiedToken' && auth.holder !== 'any'
          ? `Only ${auth.holder === 'application' ? 'an application' : "a consumer's"} token may call this`
          : null,
    ],
    [
      404,
      scoped
        ? `The ${auth.kind === 'team' ? 'team' : 'application'} or what the request names is not the caller's, or does not exist (strangers and suspended members get this too)`
        : auth.kind === 'local'
          ? 'Asked from another machine, or through a proxy'
          : endpoint.params
            ? "What the path names does not exist, or is not the caller's"
            : null,
    ],
    [
      429,
      facts.rateLimited
        ? 'Too many requests: try again after `Retry-After` seconds'
        : auth.kind === 'unifiedToken'
          ? "Over the plan's rate of API calls: try again after `Retry-After` seconds"
          : null,
    ],
  ];
  return answers.filter((answer): answer is [ErrorStatus, string] => answer[1] !== null);
}
