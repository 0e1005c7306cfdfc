import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_PLANS, type PlanDefinition } from '@portal/shared/plans/plans.constants';
import { type Plan, planFileEntrySchema } from '@portal/shared/plans/plans.schemas';

const fileSchema = z
  .array(planFileEntrySchema)
  .min(1)
  .refine(
    (plans) => plans.filter((plan) => plan.isBasePlan && plan.accountId === null).length === 1,
    'exactly one plan for everyone must be the base plan (isBasePlan)',
  )
  .refine((plans) => new Set(plans.map((plan) => plan.id)).size === plans.length, 'plan ids must be unique')
  .refine(
    (plans) => plans.every((plan) => !plan.isBasePlan || plan.platform === 'virtual'),
    'the base plan must be virtual',
  );

/** The plan catalog: the operator's plans file (PLANS_FILE, a JSON array) or the embedded DEFAULT_PLANS. */
export function loadPlanCatalog(file: string | undefined): readonly PlanDefinition[] {
  if (!file) return DEFAULT_PLANS;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`PLANS_FILE=${file}: cannot read it as JSON (${(error as Error).message})`, { cause: error });
  }
  const result = fileSchema.safeParse(json);
  if (!result.success) {
    throw new Error(
      `PLANS_FILE=${file}: ${result.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ')}`,
    );
  }
  return result.data.map((entry) => ({ ...entry, key: entry.key ?? entry.id }));
}

/** A plan as the API shows it: without its Stripe price ids. */
export const publicPlan = ({ stripe: _stripe, ...plan }: PlanDefinition): Plan => plan;

/** Monthly plans before yearly ones, each cheapest first; ties by name. */
export const byPrice = (a: PlanDefinition, b: PlanDefinition) =>
  Number(a.type === 'yearly') - Number(b.type === 'yearly') || a.price - b.price || a.name.localeCompare(b.name);
const monthly = (plan: PlanDefinition) => (plan.type === 'yearly' ? plan.price / 12 : plan.price);

/** Whether going from `from` to `to` is an upgrade (a dearer plan), by the month's price. */
export const isUpgrade = (from: PlanDefinition, to: PlanDefinition) => monthly(to) > monthly(from);
