import { accountsEndpoints as endpoints } from '@portal/shared/accounts/accounts.endpoints';
import type { ResultOf } from '@portal/shared/common/endpoint';
import { baseApi } from './base-api';
import { requestOf, type BodyOf } from './endpoint-request';
import { TEAMS_TAG, teamTag, USER_TAG } from './cache-tags';

/** Teams: the user's list (the workspace), a new team, a new name. */
export const accountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The user's teams (active memberships), with the user's role in each. */
    getTeams: build.query<ResultOf<typeof endpoints.list>, void>({
      query: () => requestOf(endpoints.list, {}),
      providesTags: (teams) => [TEAMS_TAG, ...(teams ?? []).map((team) => teamTag(team.id))],
    }),
    /** A new team with the user as its Owner; the workspace's team list (and users/me, its current team) follow. */
    createAccount: build.mutation<ResultOf<typeof endpoints.create>, BodyOf<typeof endpoints.create>>({
      query: (body) => requestOf(endpoints.create, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [TEAMS_TAG, USER_TAG]),
    }),
    /** Renames the team (its Owner). */
    renameTeam: build.mutation<ResultOf<typeof endpoints.rename>, BodyOf<typeof endpoints.rename> & { id: string }>({
      query: ({ id, ...body }) => requestOf(endpoints.rename, { params: { id }, body }),
      invalidatesTags: (_result, error) => (error ? [] : [TEAMS_TAG]),
    }),
  }),
});

export const { useGetTeamsQuery, useCreateAccountMutation, useRenameTeamMutation } = accountsApi;
