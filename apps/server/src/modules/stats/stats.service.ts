import type {
  ApplicationStats,
  ChartPoint,
  ConsumerStats,
  DetailedChartPoint,
} from '@portal/shared/stats/stats.schemas';
import type { ApplicationScope } from '../applications/application-scope';
import type { ApplicationsService } from '../applications/applications.service';
import type { ConsumersService } from '../consumers/consumers.service';
import type { RequestLogsService } from '../request-logs/request-logs.service';

interface Deps {
  applications: ApplicationsService;
  consumers: ConsumersService;
  requestLogs: RequestLogsService;
  now: () => Date;
}

/** Days of a consumer's `requests` count. */
export const CONSUMER_REQUEST_DAYS = 30;

export interface ChartRange {
  days: number;
  tz: string;
}

/**
 * The Dashboard's and the Overview's numbers (001 §3 Stats): counts from the modules that own the rows
 * (`applications.countStat`), requests from the request-log rollup. Every read is of the scope's application.
 */
export function createStatsService({ applications, consumers, requestLogs, now }: Deps) {
  return {
    application: (scope: ApplicationScope): Promise<ApplicationStats> => applications.stats(scope),

    chart: (scope: ApplicationScope, { days, tz }: ChartRange): Promise<ChartPoint[]> =>
      requestLogs.rollups.chart(scope.applicationId, now(), days, tz),

    detailed: (scope: ApplicationScope, { days, tz }: ChartRange): Promise<DetailedChartPoint[]> =>
      requestLogs.rollups.detailed(scope.applicationId, now(), days, tz),

    /** 404 unless the consumer is the application's (consumers.usage checks it). */
    async consumer(scope: ApplicationScope, consumerId: string): Promise<ConsumerStats> {
      const usage = await consumers.usage(scope, consumerId);
      const requests = await requestLogs.rollups.consumerRequests(
        consumerId,
        new Date(now().getTime() - CONSUMER_REQUEST_DAYS * 24 * 60 * 60 * 1000),
      );
      return { apiCalls: usage.total, requests };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
