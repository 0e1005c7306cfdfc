import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import type { ResultOf } from '@portal/shared/common/endpoint';
import { baseApi } from '../../shared/api/base-api';
import { requestOf, type BodyOf } from '../../shared/api/endpoint-request';

export const accountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new team with the user as its Owner; the workspace's team list follows. */
    createAccount: build.mutation<ResultOf<typeof accountsEndpoints.create>, BodyOf<typeof accountsEndpoints.create>>({
      query: (body) => requestOf(accountsEndpoints.create, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Account' as const, id: 'LIST' }, 'UserMeta', 'User']),
    }),
  }),
});

export const { useCreateAccountMutation } = accountsApi;
