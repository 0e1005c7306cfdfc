import type { ValidationErrorItem } from '@portal/shared/common/validation';

/** An API failure as the screens use it: the contract's error body, or a clear message for transport failures. */
export interface ApiError {
  status: number | string;
  code?: string;
  message: string;
  errors: ValidationErrorItem[];
}

export const NETWORK_ERROR_MESSAGE = "Can't reach the server. Check your connection and try again.";
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readBody(data: unknown): Omit<ApiError, 'status'> | undefined {
  if (!isRecord(data) || !isRecord(data.error)) return undefined;
  const { code, message, errors } = data.error;
  if (typeof message !== 'string' || message === '') return undefined;
  return {
    message,
    errors: Array.isArray(errors) ? (errors as ValidationErrorItem[]) : [],
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/** Normalizes whatever an RTK Query call rejected with (FetchBaseQueryError or SerializedError). */
export function toApiError(error: unknown): ApiError {
  if (!isRecord(error)) return { status: 'UNKNOWN', message: UNEXPECTED_ERROR_MESSAGE, errors: [] };
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return { status, message: NETWORK_ERROR_MESSAGE, errors: [] };
  }
  if (typeof status === 'number') {
    return { status, ...(readBody(error.data) ?? { message: UNEXPECTED_ERROR_MESSAGE, errors: [] }) };
  }
  if (status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return { status: error.originalStatus, message: UNEXPECTED_ERROR_MESSAGE, errors: [] };
  }
  if (typeof error.message === 'string' && error.message !== '') {
    return { status: typeof status === 'string' ? status : 'UNKNOWN', message: error.message, errors: [] };
  }
  return { status: typeof status === 'string' ? status : 'UNKNOWN', message: UNEXPECTED_ERROR_MESSAGE, errors: [] };
}
