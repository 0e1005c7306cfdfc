import { accountsEndpoints } from '@portal/shared/accounts/accounts.endpoints';
import { applicationsEndpoints } from '@portal/shared/applications/applications.endpoints';
import type { ResultOf } from '@portal/shared/common/endpoint';
import { usersEndpoints } from '@portal/shared/users/users.endpoints';
import { baseApi } from '../api/base-api';
import { requestOf, type BodyOf } from '../api/endpoint-request';

/** The cache entry of the applications of all the user's teams. */
export const APPLICATIONS_TAG = { type: 'Application' as const, id: 'LIST' };

/** What the workspace is resolved from: the signed-in user, their teams and their applications. */
export const workspaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, with the current team in meta.accountId. */
    getMe: build.query<ResultOf<typeof usersEndpoints.me>, void>({
      query: () => requestOf(usersEndpoints.me, {}),
      providesTags: ['User'],
    }),
    /** The user's teams (active memberships), with the user's role in each. */
    getTeams: build.query<ResultOf<typeof accountsEndpoints.list>, void>({
      query: () => requestOf(accountsEndpoints.list, {}),
      providesTags: (teams) => [
        { type: 'Account' as const, id: 'LIST' },
        ...(teams ?? []).map((team) => ({ type: 'Account' as const, id: team.id })),
      ],
    }),
    /** The applications of every team of the user, each with its team (`account`). */
    getApplications: build.query<ResultOf<typeof applicationsEndpoints.list>, void>({
      query: () => requestOf(applicationsEndpoints.list, {}),
      providesTags: [APPLICATIONS_TAG],
    }),
    /** Saves the current application (and team) in users/meta; users/me follows at once, without a reload. */
    saveCurrent: build.mutation<ResultOf<typeof usersEndpoints.updateMeta>, BodyOf<typeof usersEndpoints.updateMeta>>({
      query: (body) => requestOf(usersEndpoints.updateMeta, { body }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          workspaceApi.util.updateQueryData('getMe', undefined, (draft) => {
            if (body.applicationId !== undefined) draft.meta.applicationId = body.applicationId;
            if (body.accountId !== undefined) draft.meta.accountId = body.accountId;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});
