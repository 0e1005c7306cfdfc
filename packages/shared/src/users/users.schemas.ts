import { z } from 'zod';
import { idField } from '../common/validation';
import { environmentSchema } from '../common/environment';
import { USER_MESSAGES as M } from './users.constants';
import { normalizeWebsite } from '../common/shared-schemas';

export const ONBOARDING_STEPS = ['none', 'init', 'application_name', 'connectors', 'consumer'] as const;

export const userProfileSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
});

export const userSettingsSchema = z.object({
  hasBillingEvent: z.boolean(),
  hasConnectionEvent: z.boolean(),
  hasErrorEvent: z.boolean(),
  hasSecurityEvent: z.boolean(),
});

export const userGuidesSchema = z.object({
  completedDashboard: z.boolean(),
  completedCreateApplication: z.boolean(),
  completedConsumer: z.boolean(),
});

export const userMetaSchema = z.object({
  applicationId: z.string().nullable(),
  step: z.enum(ONBOARDING_STEPS),
  accountId: z.string().nullable(),
  /** The environment the user works in: the portal's screens show and change its resources. */
  environment: environmentSchema,
});

/** The signed-in user as `users/me` answers it; never any password material. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  profile: userProfileSchema,
  settings: userSettingsSchema,
  guides: userGuidesSchema,
  isVerified: z.boolean(),
  meta: userMetaSchema,
  /**
   * The team that suspended the user while it was their current team (users/meta accountId): the web moves them to
   * another team and tells them which one suspended them; saving the new current team ends it.
   */
  suspendedFrom: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET users/profile: the profile with the (read-only) email. */
export const profileAnswerSchema = userProfileSchema.extend({ email: z.string() });
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

function requiredName(message: string) {
  return z
    .string({ error: message })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message, params: { rule: 'isNotEmpty' } });
      else if (value.length > 100) {
        ctx.addIssue({ code: 'custom', message: 'Must be at most 100 characters', params: { rule: 'maxLength' } });
      }
    });
}

/**
 * PUT users/profile replaces the profile: a company left out (or empty) is
 * cleared; one given must be a valid URL (https:// assumed), stored normalized.
 */
export const profileBodySchema = z.object({
  name: requiredName(M.firstNameRequired),
  lastname: requiredName(M.lastNameRequired),
  company: z
    .string({ error: M.companyInvalid })
    .max(2048, M.companyInvalid)
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value.trim() === '') return null;
      const normalized = normalizeWebsite(value);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: M.companyInvalid, params: { rule: 'isUrl' } });
        return z.NEVER;
      }
      return normalized;
    }),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

/** PUT users/settings: any of the four booleans; the ones left out keep their value. */
export const settingsBodySchema = userSettingsSchema.partial();
export type SettingsBody = z.input<typeof settingsBodySchema>;

/** PUT users/guides: any of the three booleans; the ones left out keep their value. */
export const guidesBodySchema = userGuidesSchema.partial();
export type GuidesBody = z.input<typeof guidesBodySchema>;

/**
 * PUT users/meta: any of the fields. The step only moves forward: an earlier
 * step than the stored one is ignored and the answer shows the stored step.
 * accountId must be a team the user is an active member of.
 */
export const metaBodySchema = z.object({
  applicationId: idField(M.applicationInvalid).nullable().optional(),
  step: z.enum(ONBOARDING_STEPS, { error: M.stepInvalid }).optional(),
  accountId: idField(M.accountInvalid).optional(),
  environment: environmentSchema.optional(),
});
export type MetaBody = z.input<typeof metaBodySchema>;
export type UserMeta = z.infer<typeof userMetaSchema>;
export type UserSettings = z.infer<typeof userSettingsSchema>;
export type UserGuides = z.infer<typeof userGuidesSchema>;
