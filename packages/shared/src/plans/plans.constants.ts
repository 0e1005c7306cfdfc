/**
 * Plans and their limits (001 §3 Plan, Default plan Free; §9 Money). The server's catalog is DEFAULT_PLANS unless the
 * operator gives a plans file (PLANS_FILE, docs/operations.md); every limit is read through the server's plans
 * module. -1 means unlimited (001 §9).
 */
export const UNLIMITED = -1;

/** Limits on how many of something a team may have (checked when one is created). */
export const COUNTED_LIMITS = ['applications', 'integrations', 'consumers', 'unifiedApis', 'apiCalls'] as const;
export type CountedLimit = (typeof COUNTED_LIMITS)[number];

/** The limits a downgrade must fit: what the team holds (API calls are a period's allowance, not something held). */
export const HELD_LIMITS = [
  'applications',
  'integrations',
  'consumers',
  'unifiedApis',
] as const satisfies readonly CountedLimit[];

/**
 * The period a team's API calls are counted in: Stripe's current period [start, end) while its subscription is bound
 * to Stripe, otherwise the calendar month in UTC.
 */
export const USAGE_PERIOD_KINDS = ['calendarMonth', 'stripePeriod'] as const;
export type UsagePeriodKind = (typeof USAGE_PERIOD_KINDS)[number];

export interface PlanLimits extends Record<CountedLimit, number> {
  /** Days request logs are kept. */
  logRetention: number;
  hasCustomFields: boolean;
  hasAdditionalApiCalls: boolean;
  hasSupport: boolean;
}

export const PLAN_PLATFORMS = ['virtual', 'stripe'] as const;
export const PLAN_TYPES = ['monthly', 'yearly'] as const;
export type PlanPlatform = (typeof PLAN_PLATFORMS)[number];
export type PlanType = (typeof PLAN_TYPES)[number];

/** A plan of the catalog (001 §3 Plan); `stripe` says which Stripe prices bill a `platform: 'stripe'` plan. */
export interface PlanDefinition {
  /** Stable id, used in every call (`plan` of switch-subscription, checkout-session). */
  id: string;
  key: string;
  name: string;
  description: string;
  platform: PlanPlatform;
  type: PlanType;
  /** Cents (euros) per month or per year. */
  price: number;
  /** Extra lines shown with the plan's features. */
  additionalOptions: string[];
  /** The plan every team is on without a subscription (exactly one). */
  isBasePlan: boolean;
  /** A plan made for one team: only that team sees and takes it; null for everyone. */
  accountId: string | null;
  limits: PlanLimits;
  /**
   * Stripe plans: the price of the subscription, and for plans with additional API calls the meter they are reported
   * to.
   */
  stripe?: { priceId: string; meterEventName?: string | undefined; meteredPriceId?: string | undefined } | undefined;
}

const plan = (
  fields: Omit<PlanDefinition, 'key' | 'additionalOptions' | 'accountId' | 'isBasePlan' | 'description'> &
    Partial<PlanDefinition>,
): PlanDefinition => ({
  key: fields.id,
  description: '',
  additionalOptions: [],
  isBasePlan: false,
  accountId: null,
  ...fields,
});

/** 001 §3: 1 unified API, 1 application, 1 integration, 1 consumer, 100 API calls, log retention 0, no extras. */
export const FREE_PLAN: PlanDefinition = plan({
  id: 'free',
  name: 'Free',
  description: 'To try the platform with one integration.',
  platform: 'virtual',
  type: 'monthly',
  price: 0,
  isBasePlan: true,
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
});

const STARTUP_LIMITS: PlanLimits = {
  unifiedApis: 3,
  applications: 3,
  integrations: 5,
  consumers: 25,
  apiCalls: 10_000,
  logRetention: 7,
  hasCustomFields: false,
  hasAdditionalApiCalls: false,
  hasSupport: false,
};

const GROWTH_LIMITS: PlanLimits = {
  unifiedApis: UNLIMITED,
  applications: 10,
  integrations: UNLIMITED,
  consumers: UNLIMITED,
  apiCalls: 100_000,
  logRetention: 30,
  hasCustomFields: true,
  hasAdditionalApiCalls: true,
  hasSupport: true,
};

/**
 * The embedded catalog: Free (the base plan), Startup and Scale (paid plans billed outside Stripe, so a portal without
 * Stripe still shows Subscribe, Upgrade and Downgrade), Startup yearly (billed outside Stripe, on request: Submit a
 * request), and Growth billed by Stripe monthly or, on request, yearly. The Stripe
 * price ids are placeholders an operator replaces with a plans file (docs/operations.md).
 */
export const DEFAULT_PLANS: readonly PlanDefinition[] = [
  FREE_PLAN,
  plan({
    id: 'startup',
    name: 'Startup',
    description: 'For a first product in production.',
    platform: 'virtual',
    type: 'monthly',
    price: 4900,
    limits: STARTUP_LIMITS,
  }),
  plan({
    id: 'startup-yearly',
    name: 'Startup yearly',
    description: 'Startup, billed once a year outside Stripe: asked for, then set up by the billing team.',
    platform: 'virtual',
    type: 'yearly',
    price: 49_000,
    limits: STARTUP_LIMITS,
  }),
  plan({
    id: 'scale',
    name: 'Scale',
    description: 'For several products in production, billed outside Stripe.',
    platform: 'virtual',
    type: 'monthly',
    price: 9900,
    limits: {
      unifiedApis: 5,
      applications: 5,
      integrations: 15,
      consumers: 100,
      apiCalls: 50_000,
      logRetention: 14,
      hasCustomFields: true,
      hasAdditionalApiCalls: false,
      hasSupport: true,
    },
  }),
  plan({
    id: 'growth-monthly',
    name: 'Growth',
    description: 'For teams whose customers rely on their integrations.',
    platform: 'stripe',
    type: 'monthly',
    price: 19_900,
    additionalOptions: ['API calls past 100,000 a month are billed per call'],
    limits: GROWTH_LIMITS,
    stripe: { priceId: 'price_growth_monthly', meterEventName: 'api_calls', meteredPriceId: 'price_growth_api_calls' },
  }),
  plan({
    id: 'growth-yearly',
    name: 'Growth yearly',
    description: 'Growth, billed once a year.',
    platform: 'stripe',
    type: 'yearly',
    price: 199_000,
    limits: { ...GROWTH_LIMITS, hasAdditionalApiCalls: false },
    stripe: { priceId: 'price_growth_yearly' },
  }),
];

/**
 * Days of request logs a plan shows: its `logRetention`, and at least 1, so a Free team (log retention 0) still
 * sees the last day's calls it is debugging. Unlimited (-1) stays unlimited.
 */
export function logRetentionDays(limits: Pick<PlanLimits, 'logRetention'>): number {
  return limits.logRetention === UNLIMITED ? UNLIMITED : Math.max(1, limits.logRetention);
}

/**
 * Days the longest log retention of any plan keeps (UNLIMITED when one keeps everything): what retention deletes by.
 */
export function longestLogRetentionDays(plans: readonly Pick<PlanDefinition, 'limits'>[]): number {
  const days = plans.map((each) => logRetentionDays(each.limits));
  return days.includes(UNLIMITED) ? UNLIMITED : Math.max(...days);
}

const NOUNS: Record<CountedLimit, [string, string]> = {
  applications: ['application', 'applications'],
  integrations: ['integration', 'integrations'],
  consumers: ['consumer', 'consumers'],
  unifiedApis: ['unified API', 'unified APIs'],
  apiCalls: ['API call', 'API calls'],
};

export const countOf = (limit: CountedLimit, n: number) => `${n} ${n === 1 ? NOUNS[limit][0] : NOUNS[limit][1]}`;

/** The refusal of a creation past a limit: 'The Free plan allows 1 application. Upgrade your plan to add more.' */
export function planLimitMessage(planName: string, limit: CountedLimit, allowed: number): string {
  return `The ${planName} plan allows ${countOf(limit, allowed)}. Upgrade your plan to add more.`;
}

/** The refusal of a feature the plan lacks: 'The Free plan does not include custom field mapping. …' */
export const customFieldsNotInPlanMessage = (planName: string) =>
  `The ${planName} plan does not include custom field mapping. Upgrade your plan to map custom fields.`;

/** The error code of those refusals (HTTP 403). */
export const PLAN_LIMIT_CODE = 'PLAN_LIMIT';

/** 001 §9 Money: cents / 100, euros with 2 decimals ('€49.00'). */
export const formatPrice = (cents: number) => `€${(cents / 100).toFixed(2)}`;
