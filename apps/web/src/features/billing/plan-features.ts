import { UNLIMITED, formatPrice } from '@portal/shared/plans/plans.constants';
import type { Plan } from '@portal/shared/plans/plans.schemas';

const count = (n: number, one: string, many: string) =>
  n === UNLIMITED ? `Unlimited ${many}` : `${n} ${n === 1 ? one : many}`;

/**
 * The features a plan lists (001 §9): unified APIs, webhooks, integrations and consumers (unlimited or how many), log
 * retention in days, support (Ticket support or Shared Slack), custom field mapping yes or no.
 */
export function planFeatures(plan: Plan): string[] {
  const { limits } = plan;
  return [
    count(limits.unifiedApis, 'unified API', 'unified APIs'),
    'Unlimited webhooks',
    count(limits.integrations, 'integration', 'integrations'),
    count(limits.consumers, 'consumer', 'consumers'),
    count(limits.applications, 'application', 'applications'),
    limits.apiCalls === UNLIMITED ? 'Unlimited API calls' : `${limits.apiCalls.toLocaleString('en')} API calls a month`,
    limits.logRetention === UNLIMITED ? 'Logs kept forever' : `Log retention: ${limits.logRetention} days`,
    `Support: ${limits.hasSupport ? 'Shared Slack' : 'Ticket support'}`,
    `Custom field mapping: ${limits.hasCustomFields ? 'yes' : 'no'}`,
    ...plan.additionalOptions,
  ];
}

/** 001 §9 Money: cents / 100, euros with 2 decimals, per month or year. */
export const priceOf = (plan: Plan) => `${formatPrice(plan.price)} / ${plan.type === 'yearly' ? 'year' : 'month'}`;
