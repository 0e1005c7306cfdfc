import type { ResultOf } from '@portal/shared/common/endpoint';
import { eventsEndpoints as endpoints } from '@portal/shared/events/events.endpoints';
import { baseApi } from './base-api';
import { requestOf } from './endpoint-request';
import { type LogFilters, filtersQuery } from './request-logs';
import { eventsTag } from './cache-tags';

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the application's events (or one consumer's), by the Logs screen's filters. */
    getEvents: build.query<ResultOf<typeof endpoints.list>, LogFilters & { consumerId?: string | undefined }>({
      query: ({ syncs: _syncs, ...filters }) => requestOf(endpoints.list, { query: filtersQuery(filters) as never }),
      providesTags: (_result, _error, { applicationId, environment }) => [eventsTag(applicationId, environment)],
    }),
  }),
});

export const { useGetEventsQuery } = eventsApi;
