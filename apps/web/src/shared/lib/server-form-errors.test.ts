import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';
import { changedPaths, serverErrorsToFields } from './server-form-errors';

const SIGN_UP = {
  fallback: ['email'],
  known: [['email'], ['password'], ['profile', 'name'], ['profile', 'lastname'], ['profile', 'company']],
};

/** The server's 400 answer to a body that failed validation, with these property errors. */
const validationFailed = (errors: unknown[]) =>
  toApiError({
    status: 400,
    data: { error: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors } },
  });

describe('serverErrorsToFields', () => {
  it('maps nested validation errors onto their field paths', () => {
    const error = validationFailed([
      { property: 'password', constraints: { minLength: 'Too short', hasNumber: 'Needs a number' }, children: [] },
      {
        property: 'profile',
        constraints: {},
        children: [{ property: 'name', constraints: { isNotEmpty: 'First name is required' }, children: [] }],
      },
    ]);
    expect(serverErrorsToFields(error, SIGN_UP)).toEqual([
      { name: ['password'], errors: ['Too short', 'Needs a number'] },
      { name: ['profile', 'name'], errors: ['First name is required'] },
    ]);
  });

  it('puts a message without field errors under the fallback field', () => {
    const error = toApiError({
      status: 409,
      data: { error: { statusCode: 409, code: 'EMAIL_TAKEN', message: 'An account with this email already exists' } },
    });
    expect(serverErrorsToFields(error, SIGN_UP)).toEqual([
      { name: ['email'], errors: ['An account with this email already exists'] },
    ]);
  });

  it('puts messages of properties the form does not have under the fallback field', () => {
    const error = validationFailed([
      { property: 'isVelory', constraints: { isBoolean: 'isVelory must be a boolean' }, children: [] },
    ]);
    expect(serverErrorsToFields(error, SIGN_UP)).toEqual([{ name: ['email'], errors: ['isVelory must be a boolean'] }]);
  });

  it('explains a network failure instead of showing nothing', () => {
    const fields = serverErrorsToFields(
      toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }),
      SIGN_UP,
    );
    expect(fields).toEqual([
      { name: ['email'], errors: ["Can't reach the server. Check your connection and try again."] },
    ]);
  });
});

describe('changedPaths', () => {
  it('lists the leaf paths of antd changed values', () => {
    expect(changedPaths({ profile: { name: 'Ada' } })).toEqual([['profile', 'name']]);
    expect(changedPaths({ email: 'a@b.co' })).toEqual([['email']]);
  });
});
