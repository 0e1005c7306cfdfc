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
  // New password: the sign-up rule and its messages (issue 25), the mismatch text the spec's.
  newPasswordMismatch: 'The new password that you entered do not match!',
  resetKeyRequired: 'The reset key is missing. Open the link from the email again.',
  resetKeyInvalid: 'This password reset link is invalid or has already been used. Request a new one.',
  resetKeyExpired: 'This password reset link has expired. Request a new one.',
  // Email verification.
  verifyKeyInvalid: 'This verification link is invalid.',
  verifyKeyUsed: 'This verification link has already been used.',
  verifyKeyExpired: 'This verification link has expired. Request a new one from the banner.',
  alreadyVerified: 'Email is already verified',
  // Changing the password in User settings.
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'The current password is not right',
  // Second factor.
  codeRequired: 'Code is required',
  codeFormat: 'The code must be 6 digits',
  codeWrong: 'The code is not valid',
  codeReused: 'This code has already been used. Wait for the next code from your authenticator.',
  mfaKeyRequired: 'The sign-in key is missing. Log in again.',
  mfaKeyExpired: 'This sign-in has expired. Log in again.',
  mfaTooManyTries: 'Too many wrong codes. Log in again.',
  mfaAlreadyEnabled: 'The second factor is already enabled. Disable it first.',
  mfaNotPending: 'Generate a secret first, then validate a code from your authenticator.',
  mfaNotEnabled: 'The second factor is not enabled.',
  // Social sign-in.
  ssoCodeRequired: 'This sign-in link is incomplete. Start again from the login page.',
  ssoStateRequired: 'This sign-in link is incomplete. Start again from the login page.',
  ssoStateInvalid: 'This sign-in attempt has expired or was already used. Start again from the login page.',
} as const;

/** Texts of the unverified-email banner (000 §2, Layout and banners), verbatim. */
export const VERIFY_BANNER_TEXTS = {
  unverified: 'Your email is not verified! Please check your email for verification or click here to resend',
  sent: 'Mail with verification link has been sent!',
} as const;

/** Lifetimes and limits of single-use keys. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** One verification mail per user per minute (the one sent at sign-up counts). */
export const VERIFICATION_RESEND_INTERVAL_MS = 60 * 1000;
/** At most one reset mail per address per minute; further requests answer the same but send nothing. */
export const PASSWORD_RESET_INTERVAL_MS = 60 * 1000;
export const MFA_LOGIN_TTL_MS = 5 * 60 * 1000;
export const MFA_LOGIN_MAX_TRIES = 5;
export const SSO_STATE_TTL_MS = 10 * 60 * 1000;

/** TOTP parameters (authenticator apps' defaults): 6 digits, 30 s step, SHA-1, one step of drift. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Developer Portal';

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

/**
 * Wrong passwords (and codes) a browser that signed in before may make within the window, then it is a new browser
 * again.
 */
export const DEVICE_FAILURE_LIMIT = 5;
