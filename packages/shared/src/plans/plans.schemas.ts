import { z } from 'zod';
import { accountField } from '../members/members.schemas';

const countedSchema = z.object({
  applications: z.number().int(),
  integrations: z.number().int(),
  consumers: z.number().int(),
  unifiedApis: z.number().int(),
  apiCalls: z.number().int(),
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
});
export type AccountUsage = z.infer<typeof accountUsageSchema>;

export const accountParamsSchema = z.object({ id: accountField });
