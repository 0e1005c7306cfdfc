import createClient, { type Client } from 'openapi-fetch';
import { errorOf } from './errors';
import { OPERATIONS } from './generated/operations';
import type { operations, paths } from './generated/unified';
import { type Credentials, type RetryOptions, transportFetch } from './transport';

/** Every operation of the unified API by its operationId (e.g. `unified.hris.employees.list`). */
export type OperationId = keyof typeof OPERATIONS & keyof operations;
/** Operations that answer pages (`meta.next`): lists. */
export type PagedOperationId = {
  [Id in OperationId]: (typeof OPERATIONS)[Id]['paged'] extends true ? Id : never;
}[OperationId];

type Parameters<Id extends OperationId> = operations[Id]['parameters'];
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type BodyOf<Id extends OperationId> = operations[Id] extends { requestBody: infer B } ? JsonOf<NonNullable<B>> : never;

/** What a call sends: path and query parameters, the JSON body, extra headers (e.g. your own `Idempotency-Key`). */
export type InputOf<Id extends OperationId> = (Parameters<Id>['path'] extends never | undefined
  ? { path?: undefined }
  : { path: Parameters<Id>['path'] }) & {
  query?: Parameters<Id>['query'];
  headers?: Record<string, string>;
} & ([BodyOf<Id>] extends [never] ? { body?: undefined } : { body: BodyOf<Id> });

/** The whole success body: `{ data, meta? }`. */
export type AnswerOf<Id extends OperationId> =
  operations[Id]['responses'] extends Record<200, infer Ok>
    ? JsonOf<Ok>
    : operations[Id]['responses'] extends Record<201, infer Created>
      ? JsonOf<Created>
      : never;
/** One record of a paged operation. */
export type ItemOf<Id extends PagedOperationId> = AnswerOf<Id> extends { data: Array<infer Item> } ? Item : never;

export interface UnifiedClientOptions {
  /** The unified API's base URL, as POST /api/auth answers it: e.g. `https://portal.example.com/unified`. */
  baseUrl: string;
  credentials: Credentials;
  retry?: RetryOptions;
  /** Another fetch (tests, proxies); the global one unless said. */
  fetch?: typeof fetch;
}

/**
 * A client of the unified API. `call` runs any operation by its operationId with typed input and answer, and throws
 * a typed UnifiedApiError on an error answer; `pages`/`all` walk a list to its end; `http` is the typed openapi-fetch
 * client by path, for anything else.
 */
export function createUnifiedClient(options: UnifiedClientOptions) {
  const http: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    fetch: transportFetch(options.credentials, options.retry, options.fetch),
  });

  async function call<Id extends OperationId>(operationId: Id, ...[input]: OptionalIfEmpty<InputOf<Id>>) {
    const operation = OPERATIONS[operationId];
    if (!operation) throw new TypeError(`No operation ${String(operationId)} in the unified API`);
    const given = (input ?? {}) as { path?: object; query?: object; body?: unknown; headers?: Record<string, string> };
    const request = http.request as unknown as (method: string, path: string, init: object) => Promise<Answer>;
    const answer = await request(operation.method, operation.path, {
      params: { path: given.path, query: given.query },
      body: given.body,
      headers: given.headers,
    });
    if (!answer.response.ok) throw errorOf(answer.response, answer.error);
    return answer.data as AnswerOf<Id>;
  }

  /** Every page of a list, following `meta.next` until it is null. */
  async function* pages<Id extends PagedOperationId>(operationId: Id, input?: InputOf<Id>) {
    let cursor: string | undefined;
    do {
      const given = (input ?? {}) as { query?: object };
      const page = (await (call as CallAny)(operationId, {
        ...input,
        query: { ...given.query, ...(cursor ? { cursor } : {}) },
      })) as { data: unknown; meta?: { next: string | null } };
      yield page as AnswerOf<Id>;
      cursor = page.meta?.next ?? undefined;
    } while (cursor);
  }

  /** Every record of a list, page after page: `for await (const record of client.all(operationId, input))`. */
  async function* all<Id extends PagedOperationId>(operationId: Id, input?: InputOf<Id>): AsyncGenerator<ItemOf<Id>> {
    for await (const page of pages(operationId, input)) yield* (page as { data: Array<ItemOf<Id>> }).data;
  }

  return { call, pages, all, http, operations: OPERATIONS };
}

interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}
type CallAny = (operationId: string, input: object) => Promise<unknown>;
type OptionalIfEmpty<Input> = object extends Input ? [input?: Input] : [input: Input];

export type UnifiedClient = ReturnType<typeof createUnifiedClient>;
