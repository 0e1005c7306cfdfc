import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from './auth.constants';
import {
  companyField,
  emailField,
  firstNameField,
  lastNameField,
  loginBodySchema,
  normalizeWebsite,
  registerBodySchema,
  registrationPasswordField,
} from './auth.schemas';
import { firstMessage } from '../common/validation';

const messages = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('registration email', () => {
  it.each([
    ['', [M.emailRequired]],
    ['   ', [M.emailRequired]],
    ['plain', [M.emailInvalid]],
    ['a@b', [M.emailInvalid]],
    ['a b@c.de', [M.emailInvalid]],
    ['ada@example.com', []],
    ['  ada@example.com  ', []],
  ])('%j → %j', (value, expected) => {
    expect(messages(emailField, value)).toEqual(expected);
  });
  it('is required', () => {
    expect(messages(emailField, undefined)).toEqual([M.emailRequired]);
  });
});

describe('registration password', () => {
  it.each([
    ['Abcdefghij1!', []],
    ['Abcdefghi1!', [M.passwordLength]],
    ['abcdefghijk1!', [M.passwordUppercase]],
    ['ABCDEFGHIJK1!', [M.passwordLowercase]],
    ['Abcdefghijkl!', [M.passwordNumber]],
    ['Abcdefghijkl1', [M.passwordSpecial]],
    ['Abcdefghijkl 1', []],
    ['', [M.passwordLength, M.passwordLowercase, M.passwordUppercase, M.passwordNumber, M.passwordSpecial]],
  ])('%j → %j', (value, expected) => {
    expect(messages(registrationPasswordField, value)).toEqual(expected);
  });
  it('allows 250 characters and refuses 251', () => {
    const base = 'Aa1!';
    expect(messages(registrationPasswordField, base + 'x'.repeat(246))).toEqual([]);
    expect(messages(registrationPasswordField, base + 'x'.repeat(247))).toEqual([M.passwordTooLong]);
  });
  it('the form shows the first message', () => {
    expect(firstMessage(registrationPasswordField, 'short')).toBe(M.passwordLength);
    expect(firstMessage(registrationPasswordField, 'Abcdefghijkl1!')).toBeUndefined();
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
  it.each(['not a site', 'localhost', 'ftp://example.com', 'http://', 'exa mple.com', 'example.c0m', 'user:pw@example.com'])(
    '%j is refused',
    (value) => {
      expect(messages(companyField, value)).toEqual([M.websiteInvalid]);
    },
  );
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
