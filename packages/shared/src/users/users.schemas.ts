import { z } from 'zod';

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
});
export type User = z.infer<typeof userSchema>;
