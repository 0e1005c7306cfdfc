import type { ResultOf } from '@portal/shared/common/endpoint';
import { CREDENTIALS_PAGE_SIZE } from '@portal/shared/credentials/credentials.constants';
import { credentialsEndpoints as endpoints } from '@portal/shared/credentials/credentials.endpoints';
import { baseApi } from '../../shared/api/base-api';
import { requestOf } from '../../shared/api/endpoint-request';

/** The cache entry of one application's keys (every page). */
const keysOf = (application: string) => ({ type: 'Credential' as const, id: application });

interface KeyRef {
  id: string;
  application: string;
}

export const credentialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page (10) of an application's keys, masked, with `meta.total`. */
    getCredentials: build.query<ResultOf<typeof endpoints.list>, { application: string; offset: number }>({
      query: ({ application, offset }) => requestOf(endpoints.list, { query: { application, offset, limit: CREDENTIALS_PAGE_SIZE } }),
      providesTags: (_result, _error, { application }) => [keysOf(application)],
    }),
    addCredential: build.mutation<ResultOf<typeof endpoints.create>, { application: string }>({
      query: (body) => requestOf(endpoints.create, { body }),
      invalidatesTags: (_result, error, { application }) => (error ? [] : [keysOf(application)]),
    }),
    deleteCredential: build.mutation<ResultOf<typeof endpoints.remove>, KeyRef>({
      query: ({ id, application }) => requestOf(endpoints.remove, { params: { id }, query: { application } }),
      invalidatesTags: (_result, error, { application }) => (error ? [] : [keysOf(application)]),
    }),
    /** The key itself, asked for when the user reveals or copies it; not kept once unused. */
    revealCredential: build.query<ResultOf<typeof endpoints.reveal>, KeyRef>({
      query: ({ id, application }) => requestOf(endpoints.reveal, { params: { id }, query: { application } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCredentialsQuery, useAddCredentialMutation, useDeleteCredentialMutation, useLazyRevealCredentialQuery } = credentialsApi;
