import { and, eq, sql } from 'drizzle-orm';
import type { Environment } from '@portal/shared/common/environment';
import { UNLIMITED } from '@portal/shared/plans/plans.constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { LimitStore } from '../../lib/limit-store';
import type { Worker } from '../../lib/queue-worker';
import type { ApplicationsService } from '../applications/applications.service';
import type { ConsumersService } from '../consumers/consumers.service';
import type { PlansService, UsagePeriod } from '../plans/plans.service';
import { createApiCallQuota } from './api-call-quota';
import { createCallCounts } from './call-counts';
import { createConsumerRateLimit } from './consumer-rate-limit';
import { apiCallCounts, apiCallPeriods } from './metering.table';

interface Deps {
  db: Db;
  limits: LimitStore;
  plans: PlansService;
  applications: ApplicationsService;
  consumers: ConsumersService;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
}

export const API_CALLS_LIMIT_CODE = 'API_CALLS_LIMIT';
export const RATE_LIMITED_CODE = 'RATE_LIMITED';
export const METERING_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';
export const meteringUnavailableMessage = 'The call could not be counted, so it was not made. Try again in a moment.';

const day = (at: Date) =>
  at.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** 'The Free plan allows 100 API calls a month; …', or, in a Stripe period, when the next one starts. */
export const apiCallsLimitMessage = (plan: string, allowed: number, period?: UsagePeriod) =>
  period?.kind === 'stripePeriod'
    ? `The ${plan} plan allows ${allowed} API calls a billing period; this period's are used until ${day(period.end)}. Upgrade your plan to make more calls.`
    : `The ${plan} plan allows ${allowed} API calls a month; this month's are used. Upgrade your plan to make more calls.`;
export const rateLimitedMessage = (limit: number, seconds: number) =>
  `Too many calls: ${limit} a minute are allowed per consumer. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

export interface MeteredCaller {
  accountId: string;
  applicationId: string;
  consumerId: string | null;
  /** A test environment's calls are rate-limited and counted for its stats, never against the plan or to Stripe. */
  environment?: Environment | undefined;
}

export type Admission =
  | { ok: true; headers: Record<string, string> }
  | { ok: false; headers: Record<string, string>; error: { statusCode: number; code: string; message: string } };

/** The first day of `at`'s month (UTC), as calls are counted per day. */
const monthOf = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;

/**
 * Admission and counting of the data plane's calls: the per-consumer rate limit (consumer-rate-limit.ts), the
 * team's API calls of its period against its plan (api-call-quota.ts; the period is a Stripe period or the calendar
 * month, plans' usage-period.ts), and the counts behind the team's usage, the application's stat and consumer usage
 * (call-counts.ts). See docs/decisions.md "Metering of the data plane" and "Periods".
 */
export function createMeteringService({ db, limits, plans, applications, consumers, config, log, now }: Deps) {
  const rate = createConsumerRateLimit({ store: limits, limit: config.CONSUMER_RATE_LIMIT, now });
  const quota = createApiCallQuota({ db });
  const meteringLog = log.child({ module: 'metering' });
  const counts = createCallCounts({ db, consumers, log: meteringLog });

  const sumCalls = async (where: ReturnType<typeof and>, tx: DbOrTx = db) => {
    const [row] = await tx
      .select({ n: sql<string>`coalesce(sum(${apiCallCounts.calls}), 0)` })
      .from(apiCallCounts)
      .where(where);
    return Number(row?.n ?? 0);
  };

  /** The team's calls in `period`: a calendar month's from the per-day counts, a Stripe period's from its own count. */
  async function callsIn(
    accountId: string,
    period: Pick<UsagePeriod, 'start' | 'kind'>,
    tx: DbOrTx = db,
  ): Promise<number> {
    if (period.kind === 'calendarMonth')
      return sumCalls(
        and(
          eq(apiCallCounts.accountId, accountId),
          eq(apiCallCounts.month, monthOf(period.start)),
          eq(apiCallCounts.environment, 'live'),
        ),
        tx,
      );
    const [row] = await tx
      .select({ calls: apiCallPeriods.calls })
      .from(apiCallPeriods)
      .where(and(eq(apiCallPeriods.accountId, accountId), eq(apiCallPeriods.periodStart, period.start)));
    return row?.calls ?? 0;
  }

  plans.meter('apiCalls', async (accountId, tx) => callsIn(accountId, await plans.periodOf(accountId, tx), tx));
  applications.countStat('apiCalls', (applicationId) =>
    sumCalls(and(eq(apiCallCounts.applicationId, applicationId), eq(apiCallCounts.month, monthOf(now())))),
  );

  /** Counts an admitted call, or refuses it (503) when it cannot be counted: an uncounted call is not made. */
  async function countOrRefuse(
    call: MeteredCaller & { at: Date; stripePeriod: Date | null },
    kind: 'universal' | 'connection',
    headers: Record<string, string>,
  ): Promise<Admission> {
    const { at, ...rest } = call;
    try {
      // Stored before the call goes ahead: an answered call is billable even if the process dies right after.
      await counts.count({ ...rest, kind, month: monthOf(at), day: at.toISOString().slice(0, 10) });
    } catch (error) {
      meteringLog.error({ err: error }, 'an admitted call could not be counted: it is refused');
      return {
        ok: false,
        headers: { ...headers, 'retry-after': '1' },
        error: { statusCode: 503, code: METERING_UNAVAILABLE_CODE, message: meteringUnavailableMessage },
      };
    }
    return { ok: true, headers };
  }

  /** Gives back unused calls when the app stops (counts are stored with each call: nothing to flush). */
  const worker: Worker = {
    name: 'metering',
    async start() {},
    stop: () => quota.giveBack(),
    async flush() {},
  };

  return {
    worker,
    callsIn,

    /**
     * Whether a call may go ahead: within the consumer's rate (or the application's, for its own calls), then
     * within the team's API calls of its period unless its plan has additional calls. An admitted call is counted in
     * that period, in the database, before this answers (503 when it cannot be counted: an uncounted call is not made).
     * The RateLimit-* headers come with every answer.
     */
    async admit(caller: MeteredCaller, kind: 'universal' | 'connection'): Promise<Admission> {
      const rated = await rate
        .admit(caller.consumerId ? `consumer:${caller.consumerId}` : `application:${caller.applicationId}`)
        .catch((error: unknown) => {
          // The rate limit fails open: a limit store that does not answer (Redis down) must not stop the data plane.
          meteringLog.error({ err: error }, 'the rate limit store did not answer: the call goes ahead unlimited');
          return { ok: true, headers: {}, retryAfterSeconds: 0 };
        });
      if (!rated.ok) {
        return {
          ok: false,
          headers: rated.headers,
          error: {
            statusCode: 429,
            code: RATE_LIMITED_CODE,
            message: rateLimitedMessage(rate.limit, rated.retryAfterSeconds),
          },
        };
      }
      const at = now();
      if (caller.environment === 'test')
        return countOrRefuse({ ...caller, at, stripePeriod: null }, kind, rated.headers);
      const plan = await plans.planOf(caller.accountId);
      const period = await plans.periodOf(caller.accountId, undefined, at);
      const allowed = plan.limits.apiCalls;
      const counted = (tx: DbOrTx) => callsIn(caller.accountId, period, tx);
      if (
        allowed !== UNLIMITED &&
        !plan.limits.hasAdditionalApiCalls &&
        !(await quota.take(caller.accountId, period.start, allowed, counted))
      ) {
        return {
          ok: false,
          headers: rated.headers,
          error: {
            statusCode: 429,
            code: API_CALLS_LIMIT_CODE,
            message: apiCallsLimitMessage(plan.name, allowed, period),
          },
        };
      }
      return countOrRefuse(
        { ...caller, at, stripePeriod: period.kind === 'stripePeriod' ? period.start : null },
        kind,
        rated.headers,
      );
    },
  };
}

export type MeteringService = ReturnType<typeof createMeteringService>;
