import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from './auth.constants';
import {
  companyField,
  emailField,
  firstNameField,
  lastNameField,
  loginBodySchema,
  registerBodySchema,
  passwordField,
  changePasswordBodySchema,
  resetPasswordBodySchema,
} from './auth.schemas';
import { firstMessage } from '../common/validation';
import { normalizeWebsite } from '../common/shared-schemas';

const messages = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const email = emailField;
const password = passwordField;
/** A registration field, a value, and the messages the form shows for it in order. */
const fieldCases: Array<[string, unknown, string[], typeof email | typeof password]> = [
  ['email', '', [M.emailRequired], email],
  ['email', '   ', [M.emailRequired], email],
  ['email', undefined, [M.emailRequired], email],
  ['email', 'plain', [M.emailInvalid], email],
  ['email', 'a@b', [M.emailInvalid], email],
  ['email', 'a b@c.de', [M.emailInvalid], email],
  ['email', 'ada@example.com', [], email],
  ['email', '  ada@example.com  ', [], email],
  ['password', 'Abcdefghij1!', [], password],
  ['password', 'Abcdefghi1!', [M.passwordLength], password],
  ['password', 'abcdefghijk1!', [M.passwordUppercase], password],
  ['password', 'ABCDEFGHIJK1!', [M.passwordLowercase], password],
  ['password', 'Abcdefghijkl!', [M.passwordNumber], password],
  ['password', 'Abcdefghijkl1', [M.passwordSpecial], password],
  ['password', 'Abcdefghijkl 1', [], password],
  [
    'password',
    '',
    [M.passwordLength, M.passwordLowercase, M.passwordUppercase, M.passwordNumber, M.passwordSpecial],
    password,
  ],
];
it.each(fieldCases)('registration %s %j → %j', (_name, value, expected, field) => {
  expect(messages(field, value)).toEqual(expected);
});

describe('registration password length', () => {
  it('allows 250 characters and refuses 251', () => {
    const base = 'Aa1!';
    expect(messages(passwordField, base + 'x'.repeat(246))).toEqual([]);
    expect(messages(passwordField, base + 'x'.repeat(247))).toEqual([M.passwordTooLong]);
  });
  it('the form shows the first message', () => {
    expect(firstMessage(passwordField, 'short')).toBe(M.passwordLength);
    expect(firstMessage(passwordField, 'Abcdefghijkl1!')).toBeUndefined();
  });
});

describe('one password rule wherever a password is chosen (issue 25)', () => {
  const cases: Array<[string, string[]]> = [
    ['newpass99', [M.passwordLength, M.passwordUppercase, M.passwordSpecial]],
    ['Abcdefg1!', [M.passwordLength]],
    ['Abcdefghij1!', []],
  ];
  it.each(cases)('sign-up, reset and change all answer %j with %j', (value, expected) => {
    expect(messages(passwordField, value)).toEqual(expected);
    expect(messages(resetPasswordBodySchema, { password: value, key: 'k' })).toEqual(expected);
    expect(messages(changePasswordBodySchema, { currentPassword: 'old', password: value })).toEqual(expected);
  });
});

describe('names', () => {
  it('first and last name are required', () => {
    expect(messages(firstNameField, '')).toEqual([M.firstNameRequired]);
    expect(messages(firstNameField, undefined)).toEqual([M.firstNameRequired]);
    expect(messages(lastNameField, '  ')).toEqual([M.lastNameRequired]);
    expect(messages(firstNameField, 'Ada')).toEqual([]);
  });
});

describe('company website', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.com/about', 'https://example.com/about'],
    ['www.example.co.uk/', 'https://www.example.co.uk'],
  ])('%j is stored as %j', (value, normalized) => {
    expect(companyField.parse(value)).toBe(normalized);
  });
  it.each([
    'not a site',
    'localhost',
    'ftp://example.com',
    'http://',
    'exa mple.com',
    'example.c0m',
    'user:pw@example.com',
  ])('%j is refused', (value) => {
    expect(messages(companyField, value)).toEqual([M.websiteInvalid]);
  });
  it('is optional: empty means absent', () => {
    expect(companyField.parse('')).toBeUndefined();
    expect(companyField.parse(undefined)).toBeUndefined();
    expect(normalizeWebsite('   ')).toBeUndefined();
  });
});

describe('registration payload', () => {
  it('parses a full payload, trimming names and normalizing the company', () => {
    const parsed = registerBodySchema.parse({
      email: 'ada@example.com',
      password: 'Abcdefghij1!',
      profile: { name: ' Ada ', lastname: 'Lovelace', company: 'analytical.engine' },
      isVelory: true,
    });
    expect(parsed.profile).toEqual({ name: 'Ada', lastname: 'Lovelace', company: 'https://analytical.engine' });
    expect(parsed.isVelory).toBe(true);
  });
});

describe('login form', () => {
  it('needs a valid email and a password; remember defaults to true', () => {
    expect(loginBodySchema.parse({ email: 'a@b.co', password: 'x' }).remember).toBe(true);
    expect(loginBodySchema.parse({ email: 'a@b.co', password: 'x', remember: false }).remember).toBe(false);
    expect(messages(loginBodySchema, { email: 'a@b', password: '' })).toEqual([M.emailInvalid, M.passwordRequired]);
  });
});
