import { CONNECT_PAGE_PREFIX } from '@portal/shared/connect/connect.constants';
import { connectPageEndpoints } from '@portal/shared/connect/connect.endpoints';
import type { ConnectFtpResult, ConnectPage, ConnectResult } from '@portal/shared/connect/connect.schemas';
import type { ValidationErrorItem } from '@portal/shared/common/validation';

/** A refusal of the page's API: its status, code and message, and the fields it names (validation). */
export class ConnectApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: ValidationErrorItem[] = [],
  ) {
    super(message);
  }
}

/** No answer at all (offline, server down): the page offers Try again. */
export class NetworkError extends Error {}

interface Request {
  method: string;
  path: string;
}

async function call<T>(token: string, endpoint: Request, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${CONNECT_PAGE_PREFIX}${endpoint.path}`, {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: 'omit',
      // Every answer is about one token, and the URL does not name it: a cached answer (a 410 is cacheable) would be
      // another token's.
      cache: 'no-store',
    });
  } catch (error) {
    throw new NetworkError(String(error));
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    // The contract's error body is `{ error: { statusCode, code, message, errors } }`; accept it unwrapped too.
    const error = (answer?.error ?? answer ?? {}) as Partial<ConnectApiError & { errors: ValidationErrorItem[] }>;
    throw new ConnectApiError(
      response.status,
      typeof error.code === 'string' ? error.code : `HTTP_${response.status}`,
      typeof error.message === 'string' ? error.message : response.statusText,
      Array.isArray(error.errors) ? error.errors : [],
    );
  }
  if (answer === null) throw new NetworkError(`Unreadable answer (${response.status})`);
  return (answer && 'data' in answer ? answer.data : answer) as T;
}

/** The hosted page's calls, all authenticated by the session token (connect.endpoints.ts). */
export function connectApi(token: string) {
  return {
    session: () => call<ConnectPage>(token, connectPageEndpoints.session),
    connect: (serviceId: string, settings: Record<string, unknown>, metadataUrl?: string) =>
      call<ConnectResult>(token, connectPageEndpoints.connect, { serviceId, settings, metadataUrl }),
    authorize: (serviceId: string) =>
      call<{ authorizeUrl: string }>(token, connectPageEndpoints.authorize, { serviceId }),
    complete: (serviceId: string) => call<ConnectResult>(token, connectPageEndpoints.complete, { serviceId }),
    ftpAccount: (serviceId: string) => call<ConnectFtpResult>(token, connectPageEndpoints.ftp, { serviceId }),
  };
}
export type ConnectApi = ReturnType<typeof connectApi>;

/** The token errors that end the page: each has its own page. */
export const TOKEN_FAILURES = {
  CONNECT_TOKEN_INVALID: 'invalid',
  CONNECT_TOKEN_EXPIRED: 'expired',
  CONNECT_TOKEN_USED: 'used',
  CONNECT_TOKEN_REVOKED: 'revoked',
} as const;

export type Failure = (typeof TOKEN_FAILURES)[keyof typeof TOKEN_FAILURES] | 'rateLimited' | 'network' | 'unknown';

/** Which error page an error of the session's load (or a later token refusal) shows. */
export function failureOf(error: unknown): Failure {
  if (error instanceof NetworkError) return 'network';
  if (!(error instanceof ConnectApiError)) return 'unknown';
  if (error.code in TOKEN_FAILURES) return TOKEN_FAILURES[error.code as keyof typeof TOKEN_FAILURES];
  if (error.status === 401) return 'invalid';
  if (error.status === 429) return 'rateLimited';
  return 'unknown';
}

/** A token failure (the link can no longer be used): the page shows it whatever step it was on. */
export const isTokenFailure = (error: unknown) =>
  error instanceof ConnectApiError && (error.code in TOKEN_FAILURES || error.status === 401 || error.status === 410);
