import { z } from 'zod';

/** Days a chart covers unless asked (001 §2), and the most it may be asked for. */
export const CHART_DAYS_DEFAULT = 30;
export const CHART_DAYS_MAX = 365;

/** Texts of the stats' validation (ours: the spec is silent). */
export const STATS_MESSAGES = {
  daysInvalid: `Must be a whole number of days from 1 to ${CHART_DAYS_MAX}`,
  timeZoneInvalid: 'Must be an IANA time zone, e.g. Europe/Paris',
} as const;

/** Zones found valid: making an Intl.DateTimeFormat costs a fraction of a millisecond, a chart request a few. */
const knownZones = new Set<string>();

/** An IANA zone name (`Europe/Paris`, `UTC`, `Etc/GMT+5`) this runtime knows; never a bare offset such as `+05:30`. */
export function isTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    // The runtime knows about 600 names and their aliases; the bound only guards against surprises.
    if (knownZones.size < 2_000) knownZones.add(value);
    return true;
  } catch {
    return false;
  }
}

/** `?days=&tz=` of the charts: the last `days` days (today included) in the zone `tz`. */
export const chartQuerySchema = z.object({
  days: z.coerce
    .number({ error: STATS_MESSAGES.daysInvalid })
    .int(STATS_MESSAGES.daysInvalid)
    .min(1, STATS_MESSAGES.daysInvalid)
    .max(CHART_DAYS_MAX, STATS_MESSAGES.daysInvalid)
    .default(CHART_DAYS_DEFAULT),
  tz: z
    .string({ error: STATS_MESSAGES.timeZoneInvalid })
    .refine(isTimeZone, { message: STATS_MESSAGES.timeZoneInvalid, params: { rule: 'isTimeZone' } })
    .default('UTC'),
});
export type ChartQuery = z.input<typeof chartQuerySchema>;

/** GET stats/application/{id} (001 §3 Stats; §2 Dashboard's counts). `apiCalls` are this month's (UTC), as metered. */
export const applicationStatsSchema = z.object({
  consumers: z.number().int(),
  apiCalls: z.number().int(),
  connections: z.number().int(),
  integrations: z.number().int(),
  webhooks: z.number().int(),
  /**
   * Answers in 2xx of the unified API (as the requests chart counts them, the last 400 days): the Get started stepper's
   * last step.
   */
  successfulCalls: z.number().int(),
});
export type ApplicationStats = z.infer<typeof applicationStatsSchema>;

/** One day of the requests chart (001 §2: points have date and count): `date` is YYYY-MM-DD in the asked zone. */
export const chartPointSchema = z.object({ date: z.string(), count: z.number().int() });
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** Answers by the first digit of their HTTP status. */
export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

/** One day of /chart/detailed: the total, per service (null: calls naming none) and per status class, largest first. */
export const detailedChartPointSchema = chartPointSchema.extend({
  services: z.array(z.object({ serviceId: z.string().nullable(), count: z.number().int() })),
  statuses: z.array(z.object({ status: z.enum(STATUS_CLASSES), count: z.number().int() })),
});
export type DetailedChartPoint = z.infer<typeof detailedChartPointSchema>;

/**
 * GET stats/consumer/{id}?applicationId=: its API calls this month (UTC, metered) and its requests of the last 30 days
 * (UTC, logged).
 */
export const consumerStatsSchema = z.object({ apiCalls: z.number().int(), requests: z.number().int() });
export type ConsumerStats = z.infer<typeof consumerStatsSchema>;
