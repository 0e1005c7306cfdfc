import { z } from 'zod';
import { applicationIdField } from '../applications/applications.schemas';
import {
  MAX_PROMOTION_CHANGES,
  PROMOTION_CHANGES,
  PROMOTION_KINDS,
  PROMOTION_MESSAGES as M,
} from './environments.constants';

/**
 * One difference between test and live settings. `test` and `live` are readable lines (what each environment has;
 * none: it has nothing there). Never secrets, connection settings, consumers or keys.
 */
export const promotionChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  change: z.enum(PROMOTION_CHANGES),
  /** The connector's name, or the webhook's delivery URL. */
  subject: z.string(),
  /** The model (scope, field mappings) or the unified API (integration, webhook). */
  detail: z.string(),
  test: z.array(z.string()),
  live: z.array(z.string()),
});
export type PromotionChange = z.infer<typeof promotionChangeSchema>;

export const promotionQuerySchema = z.object({ application: applicationIdField });

export const promoteBodySchema = z.object({
  application: applicationIdField,
  /** Ids of changes of the diff, as read; applied together or not at all. */
  changes: z
    .array(z.string().min(1).max(2500), { error: M.nothingChosen })
    .min(1, { error: M.nothingChosen })
    .max(MAX_PROMOTION_CHANGES),
});
export type PromoteBody = z.infer<typeof promoteBodySchema>;

/** A promotion as recorded: who applied which changes, when. */
export const promotionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Who promoted, as they were named then (`id` null once the user is gone). */
  by: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }),
  changes: z.array(promotionChangeSchema),
});
export type Promotion = z.infer<typeof promotionSchema>;
