import type { z } from 'zod';
import type { Action } from '../permissions/permissions';

/**
 * The endpoint contract: each endpoint of the API is declared once, in
 * `<domain>/<domain>.endpoints.ts`, and from that one value the server
 * registers its route (validation, OpenAPI entry, who may call it, the
 * envelope), the web derives its RTK Query calls and the tests call it
 * through one typed client. `docs/api.md` is generated from the same values.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a scoped request names the team or application it is about, e.g. the `account` field of the body. */
export interface ScopeLocator {
  in: 'query' | 'body' | 'params';
  key: string;
  /**
   * Another name the request may give the same id under, read when `key` is absent (an earlier name kept as an alias).
   */
  alias?: string;
  /** Where the scope comes from when the request names none (the field is optional then). */
  otherwise?: ScopeFallback;
}

/**
 * A scope the request does not name: the caller's current team (users/meta, as the web app picks it), or the
 * team or application that owns the resource the request names (`ownerOf('credential', inParams('id'))`).
 * The server resolves each `from` with what the module owning that resource registers.
 */
export type ScopeFallback =
  { from: 'currentTeam' } | { from: 'owner'; resource: string; at: Pick<ScopeLocator, 'in' | 'key'> };

/** Who may call an endpoint. The server enforces it before the handler runs; the route-table test checks it. */
export type EndpointAuth =
  /** Anyone, without a session. */
  | { kind: 'public' }
  /** Anyone, but only over the loopback interface and without forwarding headers (development tools). */
  | { kind: 'local' }
  /** Any signed-in user. */
  | { kind: 'session' }
  /** An active member of the team the request names; with an action, a role the permissions table allows. */
  | { kind: 'team'; at: ScopeLocator; action: Action | null }
  /**
   * An active member of the team that owns the application the request names; with an action, as for a team.
   * `environments`: the request is about one environment's resources (test or live, from its `environment`, in the
   * body when the application is named there, else in the query; live when absent); false: about the application
   * itself.
   */
  | { kind: 'application'; at: ScopeLocator; action: Action | null; environments: boolean }
  /** A program holding an application access token (the unified API). */
  | { kind: 'applicationToken' }
  /** A program holding a consumer access token, or an API key with a consumer id (the unified API). */
  | { kind: 'consumerToken' }
  /**
   * A program holding an application access token (acting for the application) or a consumer's (acting for that
   * consumer): connections.
   */
  | { kind: 'ownerToken' }
  /**
   * The data plane (`/unified`): an application access token (`application`), a consumer access token or an API key
   * with `x-consumer-id` (`consumer`), or either (`any`). Never a portal session.
   */
  | { kind: 'unifiedToken'; holder: UnifiedHolder }
  /** The end user of a connect session: its token as the bearer (the hosted page, `/connect/api`). Never a session. */
  | { kind: 'connectToken' }
  /**
   * An identity provider pushing a directory connection's users and groups (SCIM, `/scim/v2/{connectionId}`): the
   * connection's SCIM token as the bearer, valid for that connection only. Never a session.
   */
  | { kind: 'scimToken' };

/** Who may call a data-plane endpoint: the application itself, one of its consumers, or either. */
export type UnifiedHolder = 'application' | 'consumer' | 'any';

export type AuthKind = EndpointAuth['kind'];

/**
 * The declarations of `auth`, so contracts read as sentences: `auth: access.team(inBody('account'), 'inviteMember')`.
 */
export const access = {
  public: { kind: 'public' },
  local: { kind: 'local' },
  session: { kind: 'session' },
  team: (at: ScopeLocator, action: Action | null = null) => ({ kind: 'team', at, action }),
  /** An environment's resources (keys, consumers, connections, logs, …) in the application the request names. */
  application: (at: ScopeLocator, action: Action | null = null) => ({
    kind: 'application',
    at,
    action,
    environments: true,
  }),
  /** The application itself (its name, its deletion): the same in both environments. */
  applicationItself: (at: ScopeLocator, action: Action | null = null) => ({
    kind: 'application',
    at,
    action,
    environments: false,
  }),
  applicationToken: { kind: 'applicationToken' },
  consumerToken: { kind: 'consumerToken' },
  ownerToken: { kind: 'ownerToken' },
  unified: (holder: UnifiedHolder) => ({ kind: 'unifiedToken', holder }),
  connectToken: { kind: 'connectToken' },
  scimToken: { kind: 'scimToken' },
} as const satisfies Record<string, EndpointAuth | ((...args: never[]) => EndpointAuth)>;

type LocatorOptions = Pick<ScopeLocator, 'alias' | 'otherwise'>;
export const inQuery = (key: string, options: LocatorOptions = {}): ScopeLocator => ({ in: 'query', key, ...options });
export const inBody = (key: string, options: LocatorOptions = {}): ScopeLocator => ({ in: 'body', key, ...options });
export const inParams = (key: string): ScopeLocator => ({ in: 'params', key });
/** The caller's current team, when the request names none. */
export const currentTeam: ScopeFallback = { from: 'currentTeam' };
/** The team or application owning the `resource` the request names at `at`, when the request names no scope. */
export const ownerOf = (resource: string, at: ScopeLocator): ScopeFallback => ({
  from: 'owner',
  resource,
  at: { in: at.in, key: at.key },
});

/** What a contract declares. `answer` is the payload inside `{ data }`; `meta` the list meta beside it. */
export interface EndpointSpec {
  method: HttpMethod;
  /** Below the prefix, with `:name` parameters, e.g. `/members/role/:id`. */
  path: string;
  /** Where the endpoint's group is mounted: `/api` (the portal API) unless said; the data plane is `/unified`. */
  prefix?: '/unified' | '/connect' | '/scim/v2';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
  meta?: z.ZodType;
  /** The success status; 200 unless said (204: no body). */
  status?: 200 | 201 | 202 | 204;
  /** Other success statuses the handler may choose (`answerStatus`), with the same answer: a dry run of a create. */
  otherStatuses?: ReadonlyArray<200 | 201 | 202>;
  /**
   * `scim`: the answer is the body itself (no `{ data }` envelope) in `application/scim+json`, and failures are SCIM
   * errors (RFC 7644 §3.12); the JSON API's envelope unless said.
   */
  format?: 'scim';
  auth: EndpointAuth;
  /** One sentence: what the endpoint does, for whom. Shown in the OpenAPI document and docs/api.md. */
  summary: string;
  /** Hidden from the OpenAPI document and docs/api.md (development tools). */
  hidden?: boolean;
}

/** A declared endpoint: the spec plus its id (`domain.name`) and domain (the OpenAPI tag). */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { id: string; domain: string };

/** Declares the endpoints of one domain: `defineEndpoints('members', { list: {...}, invite: {...} })`. */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(
  domain: string,
  specs: T,
): { [K in keyof T]: Endpoint<T[K]> } {
  const result = {} as Record<string, Endpoint>;
  for (const [name, spec] of Object.entries(specs)) result[name] = { ...spec, id: `${domain}.${name}`, domain };
  return result as { [K in keyof T]: Endpoint<T[K]> };
}

// A query whose every field is optional (one of only `environment`) may be left out.
type InputPart<S, K extends 'params' | 'query' | 'body'> = S extends { [P in K]: infer Z extends z.ZodType }
  ? K extends 'query'
    ? object extends z.input<Z>
      ? { [P in K]?: z.input<Z> }
      : { [P in K]: z.input<Z> }
    : { [P in K]: z.input<Z> }
  : { [P in K]?: undefined };

/** What a caller sends: `{ params, query, body }` as the contract declares them. */
export type InputOf<E extends EndpointSpec> = InputPart<E, 'params'> & InputPart<E, 'query'> & InputPart<E, 'body'>;

/** What a handler receives after validation (defaults applied, values transformed). */
export type ParsedInputOf<E extends EndpointSpec> = {
  params: E extends { params: infer Z extends z.ZodType } ? z.output<Z> : undefined;
  query: E extends { query: infer Z extends z.ZodType } ? z.output<Z> : undefined;
  body: E extends { body: infer Z extends z.ZodType } ? z.output<Z> : undefined;
};

/** The payload inside `{ data }`. */
export type AnswerOf<E extends EndpointSpec> = z.output<E['answer']>;

/** The list meta beside `data`, for endpoints that declare one. */
export type MetaOf<E extends EndpointSpec> = E extends { meta: infer Z extends z.ZodType } ? z.output<Z> : undefined;

/** The whole success body on the wire. */
export type ResponseOf<E extends EndpointSpec> = E extends { meta: z.ZodType }
  ? { data: AnswerOf<E>; meta: MetaOf<E> }
  : { data: AnswerOf<E> };

/**
 * What a client gets once the envelope is unwrapped: the payload, or for
 * endpoints with a list meta, `{ data, meta }` (the web's base query does this once).
 */
export type ResultOf<E extends EndpointSpec> = E extends { meta: z.ZodType }
  ? { data: AnswerOf<E>; meta: MetaOf<E> }
  : AnswerOf<E>;

/** The path with its `:name` parameters filled in (each value URL-encoded), without the `/api` prefix. */
export function pathOf(endpoint: Pick<EndpointSpec, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string (with its `?`) from a query object; undefined and null values are left out. */
export function queryStringOf(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Whether an endpoint needs a signed-in user (everything but public and local endpoints and the data plane's tokens).
 */
export function needsSession(auth: EndpointAuth): boolean {
  return auth.kind === 'session' || auth.kind === 'team' || auth.kind === 'application';
}
