import type { ResultOf } from '@portal/shared/common/endpoint';
import { consumersEndpoints } from '@portal/shared/consumers/consumers.endpoints';
import { eventsEndpoints } from '@portal/shared/events/events.endpoints';
import { requestLogsEndpoints } from '@portal/shared/request-logs/request-logs.endpoints';
import type { LOG_SYNCS } from '@portal/shared/request-logs/request-logs.schemas';
import { baseApi } from '../../shared/api/base-api';
import { requestOf } from '../../shared/api/endpoint-request';

type LogSyncs = (typeof LOG_SYNCS)[number];

/** The filters of every Logs tab (001 §7): service, unified API, dates (ISO), and the page's cursor. */
export interface LogFilters {
  applicationId: string;
  serviceId?: string | undefined;
  unifiedApi?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  cursor?: string | undefined;
  /** Request logs only: the scheduled syncs listed too (hidden unless shown). */
  syncs?: LogSyncs | undefined;
}

/** The query string of a filter set: only what is set. */
const queryOf = (filters: LogFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

export const logsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getApplicationRequests: build.query<ResultOf<typeof requestLogsEndpoints.application>, LogFilters>({
      query: (filters) => requestOf(requestLogsEndpoints.application, { query: queryOf(filters) as never }),
      providesTags: (_result, _error, { applicationId }) => [{ type: 'ApplicationRequest', id: applicationId }],
    }),
    getConsumerRequests: build.query<ResultOf<typeof requestLogsEndpoints.consumer>, LogFilters & { consumerId: string }>({
      query: (filters) => requestOf(requestLogsEndpoints.consumer, { query: queryOf(filters) as never }),
      providesTags: (_result, _error, { consumerId }) => [{ type: 'ConsumerRequest', id: consumerId }],
    }),
    /** One log whole (request and answer with bodies, vendor calls): read when its row is opened, as lists answer summaries. */
    getRequestLog: build.query<ResultOf<typeof requestLogsEndpoints.detail>, { applicationId: string; id: string }>({
      query: ({ applicationId, id }) => requestOf(requestLogsEndpoints.detail, { params: { id }, query: { applicationId } }),
      // A log never changes once written: nothing invalidates it.
    }),
    getEvents: build.query<ResultOf<typeof eventsEndpoints.list>, LogFilters & { consumerId?: string | undefined }>({
      query: ({ syncs: _syncs, ...filters }) => requestOf(eventsEndpoints.list, { query: queryOf(filters) as never }),
      providesTags: (_result, _error, { applicationId }) => [{ type: 'ConsumerEvents', id: applicationId }],
    }),
    /** The newest consumers of the application, to choose whose logs and events to read. */
    getLogConsumers: build.query<ResultOf<typeof consumersEndpoints.list>, string>({
      query: (applicationId) => requestOf(consumersEndpoints.list, { query: { applicationId, limit: 100 } }),
      providesTags: (_result, _error, applicationId) => [{ type: 'Consumer', id: applicationId }],
    }),
  }),
});

export const { useGetLogConsumersQuery, useGetApplicationRequestsQuery, useGetConsumerRequestsQuery, useGetRequestLogQuery, useGetEventsQuery } = logsApi;
