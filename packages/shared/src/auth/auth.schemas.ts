import { z } from 'zod';
import { emailIssue } from './auth.checks';
import {
  AUTH_MESSAGES as M,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SOCIAL_PROVIDERS,
  TOTP_DIGITS,
} from './auth.constants';
import { normalizeWebsite } from '../common/shared-schemas';

type Issue = { rule: string; message: string };

/** A string field whose checks report named rules (see common/validation). */
function checkedString(requiredMessage: string, check: (value: string) => Issue[]) {
  return z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    for (const issue of check(value)) {
      ctx.addIssue({ code: 'custom', message: issue.message, params: { rule: issue.rule } });
    }
  });
}

export const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .superRefine((value, ctx) => {
    const issue = emailIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, params: { rule: issue.rule } });
  });

/**
 * A password someone chooses (sign-up, a new password from the mailed link, changing it in User settings): one rule
 * and one set of messages everywhere (000 §5's registration rule): 12 to 250 characters, each character class with
 * its own message.
 */
export const passwordField = checkedString(M.passwordRequired, (value) => {
  const issues: Issue[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) issues.push({ rule: 'minLength', message: M.passwordLength });
  if (value.length > PASSWORD_MAX_LENGTH) issues.push({ rule: 'maxLength', message: M.passwordTooLong });
  if (!/[a-z]/.test(value)) issues.push({ rule: 'hasLowercase', message: M.passwordLowercase });
  if (!/[A-Z]/.test(value)) issues.push({ rule: 'hasUppercase', message: M.passwordUppercase });
  if (!/[0-9]/.test(value)) issues.push({ rule: 'hasNumber', message: M.passwordNumber });
  if (!/[^A-Za-z0-9]/.test(value)) issues.push({ rule: 'hasSpecial', message: M.passwordSpecial });
  return issues;
});

function requiredText(message: string, max = 100) {
  return z
    .string({ error: message })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message, params: { rule: 'isNotEmpty' } });
      else if (value.length > max) {
        ctx.addIssue({ code: 'custom', message: `Must be at most ${max} characters`, params: { rule: 'maxLength' } });
      }
    });
}

export const firstNameField = requiredText(M.firstNameRequired);
export const lastNameField = requiredText(M.lastNameRequired);

/** Optional company website: empty means absent; otherwise a valid website, stored normalized. */
export const companyField = z
  .string()
  .max(2048, M.websiteInvalid)
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined;
    const normalized = normalizeWebsite(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: M.websiteInvalid, params: { rule: 'isUrl' } });
      return z.NEVER;
    }
    return normalized;
  });

export const registerBodySchema = z.object({
  email: emailField,
  password: passwordField,
  profile: z.object(
    {
      name: firstNameField,
      lastname: lastNameField,
      company: companyField,
    },
    { error: M.firstNameRequired },
  ),
  isVelory: z.boolean().optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, M.wrongCredentials),
  remember: z.boolean().default(true),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const tokenAnswerSchema = z.object({ token: z.string() });
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** Login answers a session, or a key when a second factor is still needed. */
export const loginAnswerSchema = z.union([tokenAnswerSchema, z.object({ mfa: z.literal(true), key: z.string() })]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const ssoQuerySchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'Provider must be one of: google, github' }),
});
export const ssoAnswerSchema = z.object({ url: z.string() });

/** A single-use key from a mailed link (verification, reset) or the login step. */
function keyField(requiredMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(200, requiredMessage);
}

export const verifyEmailParamsSchema = z.object({ key: keyField(M.verifyKeyInvalid) });

/** POST auth/reset-password: ask for a reset link. */
export const resetPasswordRequestBodySchema = z.object({ email: emailField });
export type ResetPasswordRequestBody = z.input<typeof resetPasswordRequestBodySchema>;

/** PUT auth/reset-password: set the new password with the key from the link. */
export const resetPasswordBodySchema = z.object({
  password: passwordField,
  key: keyField(M.resetKeyRequired),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** PUT auth/password: the current password and a new one (the sign-up rule, `passwordField`). */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: M.currentPasswordRequired })
    .min(1, M.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
  password: passwordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** An authenticator code: 6 digits; spaces people type are ignored. */
export const totpCodeField = z
  .string({ error: M.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: M.codeRequired, params: { rule: 'isNotEmpty' } });
    else if (!new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(value)) {
      ctx.addIssue({ code: 'custom', message: M.codeFormat, params: { rule: 'isTotp' } });
    }
  });

/** PUT auth/mfa/enable and auth/mfa/disable. */
export const mfaCodeBodySchema = z.object({ code: totpCodeField });
export type MfaCodeBody = z.input<typeof mfaCodeBodySchema>;

/** POST auth/mfa: the second login step. */
export const mfaLoginBodySchema = z.object({ code: totpCodeField, key: keyField(M.mfaKeyRequired) });
export type MfaLoginBody = z.input<typeof mfaLoginBodySchema>;

/** POST auth/mfa/generate: the otpauth:// URI for the QR code and the secret for manual entry. */
export const mfaGenerateAnswerSchema = z.object({ uri: z.string(), secret: z.string() });
export type MfaGenerateAnswer = z.infer<typeof mfaGenerateAnswerSchema>;

/** GET users/mfa: enabled, or a generated secret waiting for its first code. */
export const mfaStatusSchema = z.object({ enabled: z.boolean(), pending: z.boolean() });
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** POST auth/token: the code and state the provider sent back to /login-callback. */
export const tokenExchangeBodySchema = z.object({
  code: z.string({ error: M.ssoCodeRequired }).trim().min(1, M.ssoCodeRequired).max(2048, M.ssoCodeRequired),
  state: z.string({ error: M.ssoStateRequired }).trim().min(1, M.ssoStateRequired).max(200, M.ssoStateInvalid),
  isVelory: z.boolean().optional(),
});
export type TokenExchangeBody = z.input<typeof tokenExchangeBodySchema>;
