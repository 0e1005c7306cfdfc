import type { Account, CreateAccountBody } from '@portal/shared/accounts/accounts.schemas';
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
    /** POST /accounts/: a new team with the user as its Owner. */
    createAccount: build.mutation<Account, CreateAccountBody>({
      query: (body) => ({ url: 'accounts/', method: 'POST', body }),
      transformResponse: unwrapData<Account>,
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Account' as const, id: 'LIST' }, 'UserMeta', 'User']),
    }),
  }),
});

export const { useGetAccountsQuery, useCreateAccountMutation } = accountsApi;
