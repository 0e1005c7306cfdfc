import type { User } from '@portal/shared/users/users.schemas';
import { baseApi, unwrapData } from '../../shared/api/base-api';

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user (GET users/me). */
    getMe: build.query<User, void>({
      query: () => 'users/me',
      transformResponse: unwrapData<User>,
      providesTags: ['User'],
    }),
  }),
});

export const { useGetMeQuery } = usersApi;
