import type { ResultOf } from '@portal/shared/common/endpoint';
import { requestLogsEndpoints as endpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import type { LOG_SYNCS } from '@portal/shared/request-logs/request-logs.schemas';
import { baseApi } from './base-api';
import { requestOf } from './endpoint-request';
import { applicationRequestsTag, consumerRequestsTag, type InEnvironment } from './cache-tags';

/** The filters of every Logs tab (001 §7): service, unified API, dates (ISO), and the page's cursor. */
export interface LogFilters extends InEnvironment {
  applicationId: string;
  serviceId?: string | undefined;
  unifiedApi?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  cursor?: string | undefined;
  /** Request logs only: the scheduled syncs listed too (hidden unless shown). */
  syncs?: (typeof LOG_SYNCS)[number] | undefined;
  /** The page size; the server's default unless said (the Dashboard's last 5). */
  limit?: number | undefined;
}

/** One log of an application's environment. */
export interface LogRef extends InEnvironment {
  applicationId: string;
  id: string;
}

/** The query string of a filter set: only what is set. */
export const filtersQuery = (filters: object) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

export const requestLogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the application's request logs, summaries only (the Logs screen, the Dashboard's last 5). */
    getApplicationRequests: build.query<ResultOf<typeof endpoints.application>, LogFilters>({
      query: (filters) => requestOf(endpoints.application, { query: filtersQuery(filters) as never }),
      providesTags: (_result, _error, { applicationId, environment }) => [
        applicationRequestsTag(applicationId, environment),
      ],
    }),
    getConsumerRequests: build.query<ResultOf<typeof endpoints.consumer>, LogFilters & { consumerId: string }>({
      query: (filters) => requestOf(endpoints.consumer, { query: filtersQuery(filters) as never }),
      providesTags: (_result, _error, { consumerId }) => [consumerRequestsTag(consumerId)],
    }),
    /** One log whole (request and answer with bodies, vendor calls): read when its row is opened. */
    getRequestLog: build.query<ResultOf<typeof endpoints.detail>, LogRef>({
      query: ({ applicationId, environment, id }) =>
        requestOf(endpoints.detail, { params: { id }, query: { applicationId, environment } }),
      // A log never changes once written: nothing invalidates it.
    }),
  }),
});

export const { useGetApplicationRequestsQuery, useGetConsumerRequestsQuery, useGetRequestLogQuery } = requestLogsApi;
