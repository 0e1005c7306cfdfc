import { z } from 'zod';
import { PLAN_PLATFORMS, PLAN_TYPES, USAGE_PERIOD_KINDS } from './plans.constants';
import { accountField } from '../common/shared-schemas';

const countedSchema = z.object({
  applications: z.number().int(),
  integrations: z.number().int(),
  consumers: z.number().int(),
  unifiedApis: z.number().int(),
  apiCalls: z.number().int(),
});

/** -1 (unlimited) or a count. */
const limit = z.number().int().min(-1);

export const planLimitsSchema = z.object({
  unifiedApis: limit,
  applications: limit,
  integrations: limit,
  consumers: limit,
  apiCalls: limit,
  logRetention: limit,
  hasCustomFields: z.boolean(),
  hasAdditionalApiCalls: z.boolean(),
  hasSupport: z.boolean(),
});

/** A plan as the API answers it (001 §3 Plan) and as an operator's plans file writes it. */
export const planSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lower-case letters, digits, - and _'),
  key: z.string().min(1).max(64),
  name: z.string().min(1).max(100),
  description: z.string().max(500),
  platform: z.enum(PLAN_PLATFORMS),
  type: z.enum(PLAN_TYPES),
  price: z.number().int().min(0),
  additionalOptions: z.array(z.string()),
  isBasePlan: z.boolean(),
  accountId: z.string().nullable(),
  limits: planLimitsSchema,
});
export type Plan = z.infer<typeof planSchema>;

/** One entry of a plans file: what the API shows, plus which Stripe prices bill a Stripe plan. */
export const planFileEntrySchema = planSchema
  .extend({
    key: z.string().min(1).max(64).optional(),
    description: z.string().max(500).default(''),
    additionalOptions: z.array(z.string()).default([]),
    isBasePlan: z.boolean().default(false),
    accountId: z.string().nullable().default(null),
    stripe: z
      .object({
        priceId: z.string().min(1),
        meterEventName: z.string().min(1).optional(),
        meteredPriceId: z.string().min(1).optional(),
      })
      .optional(),
  })
  .refine((entry) => entry.platform !== 'stripe' || entry.stripe, {
    message: 'a stripe plan needs stripe.priceId',
    path: ['stripe'],
  });

/** GET accounts/{id}/usage: the team's plan, its limits (-1 unlimited) and what the team uses of them. */
export const accountUsageSchema = z.object({
  plan: z.object({ key: z.string(), name: z.string() }),
  limits: countedSchema.extend({
    logRetention: z.number().int(),
    hasCustomFields: z.boolean(),
    hasAdditionalApiCalls: z.boolean(),
    hasSupport: z.boolean(),
  }),
  usage: countedSchema,
  /** API calls in the current period (001 §3 Account usage). */
  usageQuantity: z.number().int(),
  /**
   * The period `apiCalls` and `usageQuantity` count (ISO, end excluded): Stripe's current one, or the calendar month
   * (UTC).
   */
  periodStart: z.string(),
  periodEnd: z.string(),
  periodKind: z.enum(USAGE_PERIOD_KINDS),
});
export type AccountUsage = z.infer<typeof accountUsageSchema>;

export const accountParamsSchema = z.object({ id: accountField });
