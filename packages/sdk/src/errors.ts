/** The unified error body: `{ error: { statusCode, code, message, errors? } }`. */
export interface UnifiedErrorBody {
  error: { statusCode: number; code: string; message: string; errors?: unknown[] };
}

/** Any error answer of the unified API, with its status and the unified error code (e.g. `VALIDATION_ERROR`). */
export class UnifiedApiError extends Error {
  override name = 'UnifiedApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The whole answer body (the unified error body, or what the vendor said through passthrough). */
    readonly body: unknown,
    /** The request id the server answered in `x-request-id`, for support. */
    readonly requestId: string | null,
  ) {
    super(message);
  }
}
/** 400: the request breaks the contract; `body.error.errors` says which field. */
export class ValidationError extends UnifiedApiError {
  override name = 'ValidationError';
}
/** 401: no key or token, or an unknown one. */
export class AuthenticationError extends UnifiedApiError {
  override name = 'AuthenticationError';
}
/** 403: the key or token may not do this. */
export class PermissionError extends UnifiedApiError {
  override name = 'PermissionError';
}
/** 404: no such record or route. */
export class NotFoundError extends UnifiedApiError {
  override name = 'NotFoundError';
}
/** 409: a conflict (e.g. an Idempotency-Key reused with another body). */
export class ConflictError extends UnifiedApiError {
  override name = 'ConflictError';
}
/** 424: the consumer has no usable connection for this unified API. */
export class ConnectionError extends UnifiedApiError {
  override name = 'ConnectionError';
}
/** 429: still rate-limited after the client's retries. */
export class RateLimitError extends UnifiedApiError {
  override name = 'RateLimitError';
}
/** 5xx: the server or the vendor failed (502 when the vendor did). */
export class ServerError extends UnifiedApiError {
  override name = 'ServerError';
}

const BY_STATUS: Record<number, typeof UnifiedApiError> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  424: ConnectionError,
  429: RateLimitError,
};

/** The typed error of an answer that is not 2xx. */
export function errorOf(response: Response, body: unknown): UnifiedApiError {
  const error = (body as Partial<UnifiedErrorBody> | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`;
  const message = typeof error?.message === 'string' ? error.message : `${response.status} ${response.statusText}`;
  const Type = BY_STATUS[response.status] ?? (response.status >= 500 ? ServerError : UnifiedApiError);
  return new Type(response.status, code, message, body, response.headers.get('x-request-id'));
}
