import { describe, expect, it } from 'vitest';
import { firstMessage } from '../common/validation';
import { loginEmailMessage, loginPasswordMessage } from './auth.checks';
import { loginBodySchema } from './auth.schemas';

const long = (length: number, end = '') => 'a'.repeat(length - end.length) + end;

/** Values a person (or a script) may put into the login form's fields. */
const values: unknown[] = [
  undefined,
  null,
  42,
  '',
  ' ',
  '   \t',
  'plain',
  'a@b',
  'a b@c.de',
  'a@b.c',
  'ada@example.com',
  '  ada@example.com  ',
  'ada@@example.com',
  `${long(250)}@x.io`,
  `${long(240)}@x.io`,
  'x',
  long(250),
  long(251),
  'Correct-Horse-9-Battery',
];

describe('the login checks without zod', () => {
  it.each(values.map((value) => [value]))('answer what the login schema answers for %j', (value) => {
    expect(loginEmailMessage(value)).toBe(firstMessage(loginBodySchema.shape.email, value));
    expect(loginPasswordMessage(value)).toBe(firstMessage(loginBodySchema.shape.password, value));
  });
});
