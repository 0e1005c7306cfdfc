import type { ResultOf } from '@portal/shared/common/endpoint';
import { connectorsEndpoints } from '@portal/shared/integrations/integrations.endpoints';
import { baseApi } from '../api/base-api';
import { requestOf } from '../api/endpoint-request';

/** The connector catalog, read by the integrations and the consumers' service views alike. */
export const connectorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The same for everyone, kept for the session. */
    getConnectors: build.query<ResultOf<typeof connectorsEndpoints.list>, void>({
      query: () => requestOf(connectorsEndpoints.list, {}),
      providesTags: [{ type: 'Connector', id: 'LIST' }],
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetConnectorsQuery } = connectorsApi;
