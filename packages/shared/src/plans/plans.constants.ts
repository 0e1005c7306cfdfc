/**
 * Plans and their limits (001 §3 Plan, Default plan Free). Until billing lands every team
 * is on Free; billing fills the other plans in here, and the server's plans module reads
 * the limits from this one place. -1 means unlimited (001 §9).
 */
export const UNLIMITED = -1;

/** Limits on how many of something a team may have (checked when one is created). */
export const COUNTED_LIMITS = ['applications', 'integrations', 'consumers', 'unifiedApis', 'apiCalls'] as const;
export type CountedLimit = (typeof COUNTED_LIMITS)[number];

export interface PlanLimits extends Record<CountedLimit, number> {
  /** Days request logs are kept. */
  logRetention: number;
  hasCustomFields: boolean;
  hasAdditionalApiCalls: boolean;
  hasSupport: boolean;
}

export interface PlanDefinition {
  key: string;
  name: string;
  limits: PlanLimits;
}

/** 001 §3: 1 unified API, 1 application, 1 integration, 1 consumer, 100 API calls, log retention 0, no extras. */
export const FREE_PLAN: PlanDefinition = {
  key: 'free',
  name: 'Free',
  limits: {
    unifiedApis: 1,
    applications: 1,
    integrations: 1,
    consumers: 1,
    apiCalls: 100,
    logRetention: 0,
    hasCustomFields: false,
    hasAdditionalApiCalls: false,
    hasSupport: false,
  },
};

/** Every plan there is (billing adds its plans here): the request log keeps what the longest retention needs. */
export const PLANS: readonly PlanDefinition[] = [FREE_PLAN];

/**
 * Days of request logs a plan shows: its `logRetention`, and at least 1, so a Free team (log retention 0) still
 * sees the last day's calls it is debugging. Unlimited (-1) stays unlimited.
 */
export function logRetentionDays(limits: Pick<PlanLimits, 'logRetention'>): number {
  return limits.logRetention === UNLIMITED ? UNLIMITED : Math.max(1, limits.logRetention);
}

/** Days the longest log retention of any plan keeps (UNLIMITED when one keeps everything): what retention deletes by. */
export function longestLogRetentionDays(plans: readonly PlanDefinition[] = PLANS): number {
  const days = plans.map((plan) => logRetentionDays(plan.limits));
  return days.includes(UNLIMITED) ? UNLIMITED : Math.max(...days);
}

const NOUNS: Record<CountedLimit, [string, string]> = {
  applications: ['application', 'applications'],
  integrations: ['integration', 'integrations'],
  consumers: ['consumer', 'consumers'],
  unifiedApis: ['unified API', 'unified APIs'],
  apiCalls: ['API call', 'API calls'],
};

/** The refusal of a creation past a limit: 'Your plan allows 1 application. Upgrade your plan to add more.' */
export function planLimitMessage(limit: CountedLimit, allowed: number): string {
  const [one, many] = NOUNS[limit];
  return `Your plan allows ${allowed} ${allowed === 1 ? one : many}. Upgrade your plan to add more.`;
}

/** The error code of that refusal (HTTP 403). */
export const PLAN_LIMIT_CODE = 'PLAN_LIMIT';
