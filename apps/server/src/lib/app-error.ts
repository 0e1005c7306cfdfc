import type { ValidationErrorItem } from '@portal/shared/common/validation';

/** A failure that reaches the client as the contract's error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: ValidationErrorItem[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: ValidationErrorItem[]) =>
  new AppError(400, errors ? 'VALIDATION_ERROR' : 'BAD_REQUEST', message, errors);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = "You don't have permission") => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string, errors?: ValidationErrorItem[]) =>
  new AppError(409, code, message, errors);

/** A validation error on one field, in the contract's tree shape (path like ['profile', 'name']). */
export function fieldError(path: string[], rule: string, message: string): ValidationErrorItem[] {
  const [head, ...rest] = path;
  if (head === undefined) return [];
  return [
    {
      property: head,
      constraints: rest.length === 0 ? { [rule]: message } : {},
      children: rest.length === 0 ? [] : fieldError(rest, rule, message),
    },
  ];
}
