import type { Account } from '@portal/shared/accounts/accounts.schemas';
import { baseApi, unwrapData } from '../../shared/api/base-api';

export const accountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The teams of the signed-in user (GET /accounts/). */
    getAccounts: build.query<Account[], void>({
      query: () => 'accounts/',
      transformResponse: unwrapData<Account[]>,
      providesTags: (accounts) => [
        { type: 'Account' as const, id: 'LIST' },
        ...(accounts ?? []).map((account) => ({ type: 'Account' as const, id: account.id })),
      ],
    }),
  }),
});

export const { useGetAccountsQuery } = accountsApi;
