/** Texts and limits of sign-up and login, verbatim from the spec (000 §5, §9). */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email address',
  passwordRequired: 'Password is required',
  passwordLength:
    'Password must contain 12 or more characters with at least one of each: uppercase, lowercase, number and special',
  passwordTooLong: 'Password must be at most 250 characters',
  passwordLowercase: 'Password must contain at least 1 lower case letter',
  passwordUppercase: 'Password must contain at least 1 upper case letter',
  passwordNumber: 'Password must contain at least 1 number',
  passwordSpecial: 'Password must contain at least 1 special character',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  websiteInvalid: 'Must be a valid website address',
  wrongCredentials: 'Wrong email or password',
  emailTaken: 'An account with this email already exists',
} as const;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 250;

/** Session lifetimes: "remember me" keeps a session for 30 days, otherwise 12 hours. */
export const SESSION_TTL_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_TTL_SHORT_MS = 12 * 60 * 60 * 1000;

/** Failed sign-ins allowed per email and per IP within the window, then 429. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const SOCIAL_PROVIDERS = ['google', 'github'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Local-storage keys the spec names. */
export const STORAGE_KEYS = { token: 'token', branded: 'isVelory', invite: 'invite', mfaKey: 'mfaKey' } as const;
